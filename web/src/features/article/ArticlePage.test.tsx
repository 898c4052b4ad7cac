import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { cardArticle, gamePlatforms, reviewVerdict } from '../../testing/articles';
import { editionOf } from '../../i18n/edition';
import { loadMessages, type Messages } from '../../i18n/messages';
import { renderWithApp, stubFetch, type Respond } from '../../testing/render';
import { ArticlePage } from './ArticlePage';

function fullArticle(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    ...cardArticle({ categorySlug: 'review' }),
    id: 500,
    slug: 'the-review',
    title: 'The Review',
    metaDescription: 'A review.',
    category: { __typename: 'Category', id: 2, name: 'Review', slug: 'review' },
    tags: [
      { __typename: 'Tag', id: 1, name: 'PC' },
      { __typename: 'Tag', id: 2, name: 'RPG' },
    ],
    author: { __typename: 'User', id: 1, displayName: 'Savepoint Staff' },
    games: [],
    primaryGame: null,
    liveBlog: null,
    corrections: [],
    translations: [],
    featuredImageAlt: null,
    ...overrides,
  };
}

/** The RelatedArticles answer: the article (by the page's slug) and its related list. */
const relatedAnswer = (related: unknown[] = []) => ({
  data: { articleBySlug: { __typename: 'Article', id: 500, related } },
});

const renderArticle = (respond: Respond, edition?: ReturnType<typeof editionOf>, messages?: Messages) =>
  renderWithApp(
    <Routes>
      <Route path="/articles/:slug" element={<ArticlePage />} />
    </Routes>,
    { respond, route: '/articles/the-review', edition, messages },
  );

beforeEach(() => stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } }));

/** A live blog entry as graph answers it, written at 18:0{id} (id < 10) unless told otherwise. */
const liveEntry = (id: number, content: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'LiveEntry',
  id,
  content,
  pinned: false,
  keyEvent: false,
  authorName: 'Sam',
  createdAt: `2026-06-08T18:0${id}:00.000Z`,
  updatedAt: `2026-06-08T18:0${id}:00.000Z`,
  ...extra,
});

describe('ArticlePage', () => {
  it('embeds the video when the featured image is a YouTube link, with tags and related articles', async () => {
    const related = cardArticle({ title: 'Another Review', categorySlug: 'review' });
    const { sent } = renderArticle(({ operationName }) =>
      operationName === 'ArticlePage'
        ? { data: { articleBySlug: fullArticle({ featuredImage: 'https://youtu.be/dQw4w9WgXcQ' }) } }
        : relatedAnswer([related]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The Review' })).toBeInTheDocument();
    expect(screen.getByTitle('Video: The Review')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(screen.getByText('#PC')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'More in Review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/articles?category=review');
    expect(await screen.findByRole('link', { name: 'Another Review' })).toBeInTheDocument();
    // Asked by the article's slug, beside the article itself (one round); the default edition names nothing.
    expect(sent.find((op) => op.operationName === 'RelatedArticles')?.variables).toEqual({
      slug: 'the-review',
      limit: 5,
      language: null,
    });
    await waitFor(() => expect(document.title).toBe('The Review | Savepoint'));
  });

  it('describes a media library lead image by its alt text, and leaves an image from elsewhere decorative', async () => {
    const { unmount } = renderArticle(({ operationName }) =>
      operationName === 'ArticlePage'
        ? {
            data: {
              articleBySlug: fullArticle({
                featuredImage: '/media/library/lead.webp',
                featuredImageAlt: 'A knight facing a dragon on a bridge',
              }),
            },
          }
        : relatedAnswer(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The Review' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A knight facing a dragon on a bridge' })).toHaveAttribute(
      'src',
      '/media/library/lead.webp?w=800',
    );
    unmount();
    renderArticle(({ operationName }) =>
      operationName === 'ArticlePage'
        ? { data: { articleBySlug: fullArticle({ featuredImage: 'https://cdn.example.com/lead.jpg', featuredImageAlt: null }) } }
        : relatedAnswer(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The Review' })).toBeInTheDocument();
    expect(screen.getByTestId('article-thumbnail-image')).toHaveAttribute('alt', '');
  });

  it('says when there are no related articles', async () => {
    renderArticle(({ operationName }) =>
      operationName === 'ArticlePage' ? { data: { articleBySlug: fullArticle() } } : relatedAnswer(),
    );
    expect(await screen.findByText('No related articles found.')).toBeInTheDocument();
  });

  it('copies the URL and says so when the browser cannot share', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderArticle(({ operationName }) =>
      operationName === 'ArticlePage' ? { data: { articleBySlug: fullArticle() } } : relatedAnswer(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Article URL copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    alert.mockRestore();
  });

  it("shows a review's verdict near the top and at the end, and its game's facts beside it", async () => {
    const game = { __typename: 'LinkedGame', id: 7, name: 'Tidebreaker', slug: 'tidebreaker' };
    const { sent } = renderArticle(({ operationName }) => {
      if (operationName === 'ArticlePage') {
        return {
          data: {
            articleBySlug: fullArticle({
              games: [game],
              review: reviewVerdict(),
              primaryGame: {
                __typename: 'Game',
                id: 7,
                name: 'Tidebreaker',
                slug: 'tidebreaker',
                coverImage: null,
                platforms: ['pc', 'switch-2'],
                developers: ['Saltglass Games'],
                publishers: ['Northwind Interactive'],
                franchise: null,
                genres: ['Roguelike'],
                releases: [{ __typename: 'GameRelease', platform: 'pc', precision: 'day', startsOn: '2027-03-14' }],
              },
            }),
            gamePlatforms,
          },
        };
      }
      return relatedAnswer();
    });
    const top = await screen.findByRole('region', { name: 'Verdict: Tidebreaker' });
    const end = screen.getByRole('region', { name: 'Our verdict: Tidebreaker' });
    const content = screen.getByTestId('article-content');
    expect(top.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(content.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const box of [top, end]) {
      expect(within(box).getByText('Score 8.5 out of 10, Recommended')).toBeInTheDocument();
      expect(within(box).getByText('PC, Nintendo Switch 2')).toBeInTheDocument();
    }
    const aside = await screen.findByRole('complementary', { name: 'The game' });
    expect(within(aside).getByText('Northwind Interactive')).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'All about Tidebreaker' })).toHaveAttribute('href', '/games/tidebreaker');
    // The game's facts come with the article: no query of their own.
    expect(sent.map((op) => op.operationName).sort()).toEqual(['ArticlePage', 'MostRead', 'RelatedArticles']);
  });

  it("asks most read for the page's edition and shows graph's ranking at its full count", async () => {
    const ranked = Array.from({ length: 5 }, (_, n) => ({
      __typename: 'MostReadArticle',
      views: 50 - n,
      article: cardArticle({ language: 'de', title: `Meistgelesen ${n + 1}` }),
    }));
    const { sent } = renderArticle(
      ({ operationName }) => {
        if (operationName === 'ArticlePage') return { data: { articleBySlug: fullArticle({ language: 'de' }) } };
        if (operationName === 'MostRead') return { data: { mostReadArticles: ranked } };
        return relatedAnswer();
      },
      editionOf('de', { urlPrefix: 'de' }),
    );
    const list = await screen.findByTestId('most-read');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(ranked.map((m) => m.article.title));
    expect(sent.find((op) => op.operationName === 'MostRead')?.variables).toEqual({ limit: 11, language: 'de' });
  });

  it('names its category in the edition\'s words in the breadcrumb and "More in", as its badge does', async () => {
    renderArticle(
      ({ operationName }) => {
        if (operationName === 'ArticlePage') return { data: { articleBySlug: fullArticle({ language: 'de' }) } };
        if (operationName === 'MostRead') return { data: { mostReadArticles: [] } };
        return relatedAnswer();
      },
      editionOf('de', { urlPrefix: 'de' }),
      await loadMessages('de'),
    );
    const breadcrumb = await screen.findByRole('navigation', { name: 'Brotkrumennavigation' });
    // graph's name of the category is the default edition's ("Review"); a German reader reads "Test".
    expect(within(breadcrumb).getByRole('link', { name: 'Test' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mehr aus Test' })).toBeInTheDocument();
  });

  it("asks for the names in the page's edition and shows them: a category the catalogs lack, its tags", async () => {
    const { sent } = renderArticle(
      ({ operationName }) => {
        if (operationName === 'ArticlePage') {
          const article = fullArticle({
            language: 'de',
            categorySlug: 'retro',
            category: { __typename: 'Category', id: 9, name: 'Retro-Ecke', slug: 'retro' },
            tags: [{ __typename: 'Tag', id: 3, name: 'Branche' }],
          });
          return { data: { articleBySlug: article } };
        }
        if (operationName === 'MostRead') return { data: { mostReadArticles: [] } };
        return relatedAnswer();
      },
      editionOf('de', { urlPrefix: 'de' }),
      await loadMessages('de'),
    );
    const breadcrumb = await screen.findByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(within(breadcrumb).getByRole('link', { name: 'Retro-Ecke' })).toBeInTheDocument();
    const badge = document.querySelector('.badge-row [data-category="retro"]');
    expect(badge).toHaveTextContent('Retro-Ecke');
    expect(within(screen.getByRole('list', { name: 'Schlagwörter' })).getByText('#Branche')).toBeInTheDocument();
    expect(sent.find((op) => op.operationName === 'ArticlePage')?.variables).toEqual({ slug: 'the-review', language: 'de' });
  });

  it('shows no verdict on an article without a review', async () => {
    renderArticle(({ operationName }) =>
      operationName === 'ArticlePage' ? { data: { articleBySlug: fullArticle(), gamePlatforms } } : relatedAnswer(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The Review' })).toBeInTheDocument();
    expect(screen.queryByTestId('verdict-box-top')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'The game' })).not.toBeInTheDocument();
  });

  it('links its comment count to the comments below, and shows none without comments', async () => {
    const { unmount } = renderArticle(({ operationName }) =>
      operationName === 'ArticlePage' ? { data: { articleBySlug: fullArticle({ commentCount: 12 }) } } : relatedAnswer(),
    );
    const link = await screen.findByRole('link', { name: '12 comments' });
    expect(link).toHaveAttribute('href', '#comments');
    unmount();
    renderArticle(({ operationName }) =>
      operationName === 'ArticlePage' ? { data: { articleBySlug: fullArticle({ commentCount: 0 }) } } : relatedAnswer(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The Review' })).toBeInTheDocument();
    expect(screen.queryByTestId('comment-count')).toBeNull();
  });

  it('shows the not-found state', async () => {
    renderArticle(() => ({ data: { articleBySlug: null } }));
    expect(await screen.findByText('Article Not Found')).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows corrections at the top and a live blog’s entries, pinned first, with its key events', async () => {
    renderArticle(({ operationName }) =>
      operationName === 'ArticlePage'
        ? {
            data: {
              articleBySlug: fullArticle({
                categorySlug: 'news',
                live: { __typename: 'ArticleLive', status: 'ended', startsAt: '2026-06-08T18:00:00.000Z', endsAt: null },
                corrections: [
                  {
                    __typename: 'Correction',
                    id: 1,
                    kind: 'correction',
                    note: 'The date was June 8.',
                    createdAt: '2026-06-09T10:00:00.000Z',
                  },
                ],
                // The entries come with the article (no second round for them).
                liveBlog: {
                  __typename: 'LiveBlogView',
                  head: '12',
                  entries: [
                    liveEntry(3, '<p>Third</p>', { keyEvent: true }),
                    liveEntry(2, '<p>Second</p>'),
                    liveEntry(1, '<p>Welcome</p>', { pinned: true }),
                  ],
                },
              }),
            },
          }
        : relatedAnswer(),
    );
    expect(await screen.findByTestId('corrections-box')).toHaveTextContent('Correction, June 9, 2026: The date was June 8.');
    const entries = await screen.findAllByTestId('live-entry');
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringContaining('Welcome'),
      expect.stringContaining('Third'),
      expect.stringContaining('Second'),
    ]);
    expect(within(entries[0]).getByText('Pinned')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Key events' })).getByRole('link')).toHaveAttribute('href', '#entry-3');
    expect(screen.getAllByTestId('live-badge')[0]).toHaveTextContent('ENDED');
    expect(within(entries[1]).getByText(/18:03 UTC/)).toBeInTheDocument();
  });

  it('shows each live blog its own entries and status when the reader goes from one to another and back', async () => {
    // The page follows a live blog's stream: a stand-in that never sends anything.
    const opened: string[] = [];
    (globalThis as { EventSource?: unknown }).EventSource = class {
      static readonly CLOSED = 2;
      readyState = 0;
      constructor(url: string) {
        opened.push(url);
      }
      addEventListener() {}
      close() {}
    };
    const blog = (id: number, slug: string, status: string, content: string) =>
      fullArticle({
        id,
        slug,
        title: `Blog ${id}`,
        categorySlug: 'news',
        live: { __typename: 'ArticleLive', status, startsAt: '2026-06-08T18:00:00.000Z', endsAt: null },
        liveBlog: {
          __typename: 'LiveBlogView',
          head: String(id),
          entries: [liveEntry(id, content, { createdAt: '2026-06-08T18:01:00.000Z', updatedAt: '2026-06-08T18:01:00.000Z' })],
        },
      });
    const blogs: Record<string, ReturnType<typeof fullArticle>> = {
      'blog-one': blog(501, 'blog-one', 'live', '<p>From the first blog</p>'),
      'blog-two': blog(502, 'blog-two', 'ended', '<p>From the second blog</p>'),
    };
    let navigate!: NavigateFunction;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    renderWithApp(
      <>
        <Navigator />
        <Routes>
          <Route path="/articles/:slug" element={<ArticlePage />} />
        </Routes>
      </>,
      {
        respond: ({ operationName, variables }) =>
          operationName === 'ArticlePage' ? { data: { articleBySlug: blogs[variables.slug as string] } } : relatedAnswer(),
        route: '/articles/blog-one',
      },
    );
    const shows = async (text: string, badge: string) => {
      await waitFor(() =>
        expect(screen.getAllByTestId('live-entry').map((e) => e.textContent)).toEqual([expect.stringContaining(text)]),
      );
      expect(within(screen.getByTestId('live-blog')).getByTestId('live-badge')).toHaveTextContent(badge);
    };
    await shows('From the first blog', 'LIVE');
    await waitFor(() => expect(opened).toEqual(['/api/articles/501/live?after=501']));
    await act(async () => navigate('/articles/blog-two'));
    await shows('From the second blog', 'ENDED');
    // Back to the first, whose answer the page already has.
    await act(async () => navigate('/articles/blog-one'));
    await shows('From the first blog', 'LIVE');
  });

  it("puts the blog as it is in place of the page's entries when the stream starts over (reset)", async () => {
    // A stand-in stream the test speaks through: what the server sends after a long disconnection.
    const listeners = new Map<string, (event: MessageEvent<string>) => void>();
    (globalThis as { EventSource?: unknown }).EventSource = class {
      static readonly CLOSED = 2;
      readyState = 1;
      addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
        listeners.set(type, listener);
      }
      close() {}
    };
    const at = { createdAt: '2026-06-08T18:01:00.000Z', updatedAt: '2026-06-08T18:01:00.000Z' };
    renderWithApp(
      <Routes>
        <Route path="/articles/:slug" element={<ArticlePage />} />
      </Routes>,
      {
        respond: ({ operationName }) =>
          operationName === 'ArticlePage'
            ? {
                data: {
                  articleBySlug: fullArticle({
                    id: 601,
                    slug: 'showcase-live',
                    categorySlug: 'news',
                    live: { __typename: 'ArticleLive', status: 'live', startsAt: '2026-06-08T18:00:00.000Z', endsAt: null },
                    liveBlog: {
                      __typename: 'LiveBlogView',
                      head: '40',
                      entries: [liveEntry(2, '<p>Deleted while away</p>', at), liveEntry(1, '<p>Doors open</p>', at)],
                    },
                  }),
                },
              }
            : relatedAnswer(),
        route: '/articles/showcase-live',
      },
    );
    await screen.findByText('Deleted while away');
    await waitFor(() => expect(listeners.has('reset')).toBe(true));
    const now = {
      live: { status: 'ended', startsAt: '2026-06-08T18:00:00.000Z', endsAt: '2026-06-08T20:00:00.000Z' },
      entries: [liveEntry(1, '<p>Doors open (edited)</p>', at), liveEntry(3, '<p>That is all</p>', at)],
    };
    act(() => listeners.get('reset')!(new MessageEvent('reset', { data: JSON.stringify(now) })));
    await waitFor(() =>
      expect(screen.getAllByTestId('live-entry').map((e) => e.textContent)).toEqual([
        expect.stringContaining('That is all'),
        expect.stringContaining('Doors open (edited)'),
      ]),
    );
    expect(screen.queryByText('Deleted while away')).toBeNull();
    expect(within(screen.getByTestId('live-blog')).getByTestId('live-badge')).toHaveTextContent('ENDED');
  });
});
