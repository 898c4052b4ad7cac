import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../lib/toast';
import { renderWithApp, stubFetch, type Respond } from '../../testing/render';
import { FeaturedManager } from './FeaturedManager';

const article = (id: number, patch: Record<string, unknown> = {}) => ({
  __typename: 'Article',
  id,
  title: `Article ${id}`,
  slug: `article-${id}`,
  categorySlug: 'review',
  category: { __typename: 'Category', id: 2, name: 'Review' },
  status: 'published',
  featured: false,
  masterFeatured: false,
  mainFeaturedRoutes: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  ...patch,
});

const candidates = (articles: unknown[]) => ({
  data: { adminArticles: { __typename: 'ArticlePage', totalCount: articles.length, articles } },
});

const edition = (language: string, name: string, isDefault = false) => ({ __typename: 'Edition', language, name, isDefault });
const ENGLISH_ONLY = [edition('en', 'English', true)];

/** The Manager as an admin sees it, with these editions (graph's `editions`). */
function renderManager(respond: Respond, editions = ENGLISH_ONLY) {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' } } });
  return renderWithApp(<FeaturedManager open onClose={jest.fn()} />, {
    respond: (op) => (op.operationName === 'BackOfficeEditions' ? { data: { editions } } : respond(op)),
  });
}

beforeEach(() => dismissToast());

describe('Featured Manager', () => {
  it('replaces the add form with "Homepage Master Already Set" while the homepage has its master', async () => {
    renderManager((op) => {
      if (op.operationName === 'FeaturedManagerMaster')
        return { data: { masterFeaturedArticle: article(1, { masterFeatured: true }) } };
      return candidates([article(2)]);
    });
    expect(await screen.findByText('Homepage Master Already Set')).toBeInTheDocument();
    expect(screen.getByText('Article 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set as Master' })).not.toBeInTheDocument();
  });

  it('lists the first 10 published candidates for the homepage master, then all of them', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderManager((op) => {
      if (op.operationName === 'FeaturedManagerMaster') return { data: { masterFeaturedArticle: null } };
      return candidates(Array.from({ length: 12 }, (_, i) => article(i + 1)));
    });
    const list = await screen.findByRole('list', { name: 'Candidate articles' });
    expect(within(list).getAllByRole('button', { name: 'Set as Master' })).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show All (12)' }));
    expect(within(list).getAllByRole('button', { name: 'Set as Master' })).toHaveLength(12);
    expect(sent.find((op) => op.operationName === 'FeaturedManagerCandidates')?.variables).toMatchObject({
      filter: { status: 'published' },
    });
  });

  it("shows a scope's main slot and sidebar, and says when the sidebar is full", async () => {
    const user = userEvent.setup({ delay: null });
    renderManager((op) => {
      if (op.operationName === 'FeaturedManagerMaster') return { data: { masterFeaturedArticle: null } };
      if (op.operationName === 'FeaturedManagerRoute') {
        return {
          data: {
            featuredSetForRoute: {
              __typename: 'FeaturedSet',
              mainFeatured: article(1, { featured: true, mainFeaturedRoutes: ['review'] }),
              sidebarArticles: [2, 3, 4].map((id) => article(id, { featured: true })),
            },
          },
        };
      }
      return candidates([article(5)]);
    });
    await user.click(await screen.findByRole('combobox', { name: 'Scope' }));
    await user.click(await screen.findByRole('option', { name: 'Reviews' }));

    expect(await screen.findByText('Sidebar (3 of 3)')).toBeInTheDocument();
    // Each part a heading under the dialog's title, each article an item of a list (a screen reader's
    // "list, 1 item"), the main one too.
    expect(screen.getByRole('heading', { level: 3, name: 'Main featured' })).toBeInTheDocument();
    for (const item of screen.getAllByTestId('featured-manager-article')) {
      expect(item.parentElement).toHaveRole('list');
    }
    expect(screen.getAllByRole('button', { name: 'Promote to Main' })).toHaveLength(3);
    expect(screen.getByText('Maximum Featured Articles Reached')).toBeInTheDocument();
    expect(screen.queryByText('Article 5')).not.toBeInTheDocument();
  });

  it('offers no edition choice to a publication of one edition', async () => {
    renderManager((op) => {
      if (op.operationName === 'FeaturedManagerMaster') return { data: { masterFeaturedArticle: null } };
      return candidates([article(1)]);
    });
    expect(await screen.findByRole('list', { name: 'Candidate articles' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Edition' })).not.toBeInTheDocument();
  });

  it("follows the chosen edition, chosen with the keyboard: its master, candidates, route's main slot and writes", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderManager(
      (op) => {
        const german = op.variables.language === 'de';
        if (op.operationName === 'FeaturedManagerMaster') return { data: { masterFeaturedArticle: null } };
        if (op.operationName === 'FeaturedManagerRoute') {
          return {
            data: {
              featuredSetForRoute: {
                __typename: 'FeaturedSet',
                mainFeatured: german ? null : article(1, { featured: true, mainFeaturedRoutes: ['review'] }),
                sidebarArticles: [],
              },
            },
          };
        }
        if (op.operationName === 'FeaturedManagerSetMain') {
          return { data: { setMainFeatured: article(20, { mainFeaturedRoutes: ['review'] }) } };
        }
        const filter = (op.variables.filter ?? {}) as { language?: string };
        return candidates(filter.language === 'de' ? [article(20, { title: 'Deutscher Artikel' })] : [article(10)]);
      },
      [edition('en', 'English', true), edition('de', 'Deutsch')],
    );
    const editionSelect = await screen.findByRole('combobox', { name: 'Edition' });
    expect(editionSelect).toHaveTextContent('English (en)');
    expect(await screen.findByText('Article 10')).toBeInTheDocument();
    expect(sent.find((op) => op.operationName === 'FeaturedManagerMaster')?.variables).toEqual({ language: 'en' });

    // The first stop of the dialog's tab order.
    await user.tab();
    expect(editionSelect).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const german = await screen.findByRole('option', { name: 'Deutsch (de)' });
    await user.keyboard('{ArrowDown}');
    expect(german).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Deutscher Artikel')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Edition' })).toHaveTextContent('Deutsch (de)');
    expect(sent.filter((op) => op.operationName === 'FeaturedManagerMaster').at(-1)?.variables).toEqual({ language: 'de' });
    expect(sent.filter((op) => op.operationName === 'FeaturedManagerCandidates').at(-1)?.variables).toMatchObject({
      filter: { status: 'published', language: 'de' },
    });

    await user.click(screen.getByRole('combobox', { name: 'Scope' }));
    await user.click(await screen.findByRole('option', { name: 'Reviews' }));
    expect(await screen.findByText('No main featured article for this scope.')).toBeInTheDocument();
    expect(sent.filter((op) => op.operationName === 'FeaturedManagerRoute').at(-1)?.variables).toEqual({
      route: 'review',
      language: 'de',
    });
    await user.click(await screen.findByRole('button', { name: 'Set as Main' }));
    expect(await screen.findByText('Main featured article set successfully')).toBeInTheDocument();
    expect(sent.find((op) => op.operationName === 'FeaturedManagerSetMain')?.variables).toEqual({
      id: 20,
      route: 'review',
      language: 'de',
    });
  });

  // Feature is a toggle: a second click before the first answer unfeatured the article again.
  it('features a candidate once for a double click', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderManager((op) => {
      if (op.operationName === 'FeaturedManagerRoute') {
        return { data: { featuredSetForRoute: { __typename: 'FeaturedSet', mainFeatured: null, sidebarArticles: [] } } };
      }
      if (op.operationName === 'AdminToggleFeatured') return { data: { toggleFeatured: article(5, { featured: true }) } };
      return candidates([article(5)]);
    });
    await user.click(await screen.findByRole('combobox', { name: 'Scope' }));
    await user.click(await screen.findByRole('option', { name: 'Reviews' }));
    const feature = await screen.findByRole('button', { name: 'Feature' });
    fireEvent.click(feature);
    fireEvent.click(feature);
    expect(await screen.findByText('Featured status updated')).toBeInTheDocument();
    expect(sent.filter((op) => op.operationName === 'AdminToggleFeatured')).toHaveLength(1);
  });
});
