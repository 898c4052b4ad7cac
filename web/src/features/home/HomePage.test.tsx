import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { cardArticle, featuredArticle, page } from '../../testing/articles';
import { editionOf } from '../../i18n/edition';
import { renderWithApp, stubFetch, type Respond } from '../../testing/render';
import { homeArticles } from './home-articles';
import { HomePage } from './HomePage';

const renderHome = (respond: Respond, route = '/', edition?: ReturnType<typeof editionOf>) =>
  renderWithApp(
    <Routes>
      <Route path="/" element={<HomePage />} />
    </Routes>,
    { respond, route, edition },
  );

beforeEach(() => stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } }));

describe('homeArticles (spec §4, §9; each story once per screen)', () => {
  const list = [
    cardArticle({ categorySlug: 'review' }),
    cardArticle({ categorySlug: 'News' }),
    cardArticle({ categorySlug: 'news' }),
    ...Array.from({ length: 17 }, () => cardArticle({ categorySlug: 'guide' })),
  ];
  const ids = (articles: { id: number }[]) => articles.map((a) => a.id);

  it('filters case-insensitively against the full list, or the search results while searching', () => {
    expect(homeArticles({ all: list, master: null, searchResults: null, category: 'news' }).filtered).toHaveLength(2);
    expect(homeArticles({ all: list, master: null, searchResults: [list[0]], category: 'news' }).filtered).toHaveLength(0);
    expect(homeArticles({ all: list, master: null, searchResults: [list[0]], category: 'all' }).grid).toEqual([list[0]]);
  });

  it('leads with the master featured article, ranks Latest from the first 5, and never repeats a story', () => {
    const master = list[2];
    const { lead, latest, grid } = homeArticles({ all: list, master, searchResults: null, category: 'all' });
    expect(lead).toBe(master);
    expect(ids(latest)).toEqual(ids([list[0], list[1], list[3], list[4]]));
    expect(grid).toHaveLength(10);
    expect(ids(grid)).toEqual(ids(list.slice(5, 15)));
    const onScreen = [lead!.id, ...ids(latest), ...ids(grid)];
    expect(new Set(onScreen).size).toBe(onScreen.length);
  });

  it('without a master, leads with the newest article and leaves it out of Latest and the grid', () => {
    const { lead, latest, grid } = homeArticles({ all: list, master: null, searchResults: null, category: 'guide' });
    expect(lead).toBe(list[0]);
    expect(ids(latest)).toEqual(ids(list.slice(1, 5)));
    expect(ids(grid)).toEqual(ids(list.slice(5)));
  });
});

describe('HomePage', () => {
  it('shows readers a lead story, a ranked Latest list and a grid with no story twice, and no admin hints', async () => {
    const articles = Array.from({ length: 16 }, () => cardArticle());
    renderHome(() => ({ data: { masterFeaturedArticle: null, articles: page(articles) } }));
    const lead = await screen.findByTestId('featured-article');
    expect(within(lead).getByRole('heading', { name: articles[0].title })).toBeInTheDocument();
    const latest = within(screen.getByTestId('latest-list'))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(latest).toEqual(articles.slice(1, 5).map((a) => a.title));
    const grid = within(screen.getByTestId('article-grid'))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(grid).toEqual(articles.slice(5, 15).map((a) => a.title));
    const links = screen
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((href) => href?.startsWith('/articles/'));
    expect(links).toHaveLength(15);
    expect(new Set(links).size).toBe(links.length);
    expect(screen.getAllByTestId('article-meta').filter((meta) => meta.textContent?.endsWith('3 min read'))).toHaveLength(15);
    expect(screen.queryByText('No Master Featured Article')).not.toBeInTheDocument();
    expect(screen.queryByText('Set a master featured article in the admin panel to display it here.')).not.toBeInTheDocument();
  });

  it('opens with the first 16 stories and looks through the full list once a reader picks a category', async () => {
    // The first view's 16 stories hold no news; the 100 a category is looked for in hold two, far down.
    const firstView = Array.from({ length: 16 }, () => cardArticle({ categorySlug: 'guide' }));
    const fullList = [
      ...firstView,
      ...Array.from({ length: 30 }, () => cardArticle({ categorySlug: 'review' })),
      cardArticle({ categorySlug: 'news', title: 'Patch notes, far down' }),
      cardArticle({ categorySlug: 'news', title: 'Server outage, further down' }),
    ];
    const { sent } = renderHome((op) => ({
      data: { masterFeaturedArticle: null, articles: page(op.variables.limit === 16 ? firstView : fullList) },
    }));
    await screen.findByTestId('featured-article');
    expect(sent.map((op) => op.variables.limit)).toEqual([16]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'News' }));
    const grid = await screen.findByTestId('article-grid');
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Patch notes, far down', 'Server outage, further down']);
    expect(sent.map((op) => op.variables.limit)).toEqual([16, 100]);
    // The lead and Latest stay what the page opened with.
    expect(within(screen.getByTestId('featured-article')).getByRole('heading', { name: firstView[0].title })).toBeInTheDocument();
  });

  it('keeps the lead story and says so when the full list fails to load', async () => {
    const firstView = Array.from({ length: 16 }, () => cardArticle({ categorySlug: 'guide' }));
    renderHome((op) =>
      op.variables.limit === 16
        ? { data: { masterFeaturedArticle: null, articles: page(firstView) } }
        : { errors: [{ message: 'boom' }] },
    );
    await screen.findByTestId('featured-article');
    await userEvent.setup().click(screen.getByRole('button', { name: 'News' }));
    expect(await screen.findByText('Failed to load articles. Please try again later.')).toBeInTheDocument();
    expect(within(screen.getByTestId('featured-article')).getByRole('heading', { name: firstView[0].title })).toBeInTheDocument();
  });

  it('tells an editor that no master featured article is set', async () => {
    stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' } } });
    renderHome(() => ({ data: { masterFeaturedArticle: null, articles: page([cardArticle()]) } }));
    expect(await screen.findByText('No Master Featured Article')).toBeInTheDocument();
    expect(screen.getByText('Set a master featured article in the admin panel to display it here.')).toBeInTheDocument();
  });

  it("leads a German home with the German edition's master, asked of graph by the edition's language", async () => {
    const master = featuredArticle({ title: 'Der große Test', language: 'de' });
    const { sent } = renderHome(
      () => ({ data: { masterFeaturedArticle: master, articles: page([cardArticle({ language: 'de' })]) } }),
      '/',
      editionOf('de', { urlPrefix: 'de' }),
    );
    const block = await screen.findByTestId('featured-article');
    expect(within(block).getByRole('heading', { name: 'Der große Test' })).toBeInTheDocument();
    expect(sent[0].variables).toMatchObject({ language: 'de' });
  });

  it('shows the master featured article with its excerpt cut at 200 characters', async () => {
    const master = featuredArticle({ title: 'The Big One', cardExcerpt: 'y'.repeat(230) });
    renderHome(() => ({ data: { masterFeaturedArticle: master, articles: page([cardArticle()]) } }));
    const block = await screen.findByTestId('featured-article');
    expect(screen.getByRole('region', { name: 'Master featured article' })).toBe(block);
    expect(within(block).getByRole('heading', { name: 'The Big One' })).toBeInTheDocument();
    expect(within(block).getByText(`${'y'.repeat(200)}...`)).toBeInTheDocument();
    expect(within(block).getByText(/By Savepoint Staff/)).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Read Full Article' })).toHaveAttribute('href', `/articles/${master.slug}`);
  });

  it('shows search results with their count and filters them by category', async () => {
    const results = [cardArticle({ categorySlug: 'review' }), cardArticle({ categorySlug: 'news' })];
    const { sent } = renderHome(
      () => ({ data: { masterFeaturedArticle: null, articles: page([]), search: page(results) } }),
      '/?search=ashen',
    );
    expect(await screen.findByText('Search Results for "ashen"')).toBeInTheDocument();
    expect(screen.getByText('Found 2 articles matching your search.')).toBeInTheDocument();
    expect(sent[0].variables).toMatchObject({ search: 'ashen', searching: true, language: 'en' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reviews' }));
    expect(screen.getByText('Found 1 articles matching your search.')).toBeInTheDocument();
  });

  it('searches for a long pasted text instead of failing: graph takes at most 200 characters, spaces collapsed', async () => {
    const results = [cardArticle({ title: 'Ashen Crown review' })];
    const pasted = `ashen   crown ${'x'.repeat(300)}`;
    // graph's rule (search-sql.ts searchTextOf): longer text is a 400 naming search.
    const { sent } = renderHome(
      ({ variables }) => {
        const search = String(variables.search ?? '')
          .trim()
          .replace(/\s+/g, ' ');
        if (search.length > 200)
          return { errors: [{ message: 'Search text must be at most 200 characters', extensions: { code: 'BAD_USER_INPUT' } }] };
        return { data: { masterFeaturedArticle: null, articles: page([]), search: page(results) } };
      },
      `/?search=${encodeURIComponent(pasted)}`,
    );
    expect(await screen.findByText('Found 1 articles matching your search.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load articles. Please try again later.')).not.toBeInTheDocument();
    expect(sent[0].variables.search).toBe(`ashen crown ${'x'.repeat(200 - 'ashen crown '.length)}`);
  });

  it('explains an empty search and an empty publication differently', async () => {
    const { unmount } = renderHome(
      () => ({ data: { masterFeaturedArticle: null, articles: page([]), search: page([]) } }),
      '/?search=zzz',
    );
    expect(await screen.findByText('No Articles Found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or browse all articles.')).toBeInTheDocument();
    unmount();
    renderHome(() => ({ data: { masterFeaturedArticle: null, articles: page([]) } }));
    expect(await screen.findByText('No articles are available at the moment.')).toBeInTheDocument();
  });

  it('reports a load failure', async () => {
    stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' } } });
    renderHome(() => ({ errors: [{ message: 'boom' }] }));
    expect(await screen.findByText('Failed to load articles. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // A failure is not an empty publication: even an editor is not told to set a master article.
    expect(screen.queryByText('No Master Featured Article')).not.toBeInTheDocument();
    expect(screen.queryByTestId('featured-article')).not.toBeInTheDocument();
  });
});
