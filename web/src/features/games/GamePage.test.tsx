import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { cardArticle, gamePlatforms, reviewVerdict } from '../../testing/articles';
import { editionOf } from '../../i18n/edition';
import { loadMessages } from '../../i18n/messages';
import { renderWithApp, stubFetch, type Respond } from '../../testing/render';
import { GamePage } from './GamePage';
import { GamesIndexPage } from './GamesIndexPage';

const game = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Game',
  id: 7,
  name: 'Tidebreaker',
  slug: 'tidebreaker',
  description: '<p>A naval roguelike.</p>',
  coverImage: null,
  platforms: ['pc', 'switch-2'],
  developers: ['Saltglass Games'],
  publishers: ['Saltglass Games'],
  franchise: null,
  genres: ['Roguelike', 'Strategy'],
  releases: [
    { __typename: 'GameRelease', platform: 'pc', precision: 'day', startsOn: '2027-03-14' },
    { __typename: 'GameRelease', platform: 'switch-2', precision: 'quarter', startsOn: '2027-04-01' },
  ],
  trailerYouTubeId: 'aqz-KE-bpKQ',
  review: { __typename: 'Article', id: 1, slug: 'tidebreaker-review', title: 'Tidebreaker Review', review: reviewVerdict() },
  coverage: [
    cardArticle({ id: 1, slug: 'tidebreaker-review', title: 'Tidebreaker Review', review: reviewVerdict() }),
    cardArticle({ title: 'Tidebreaker Crew Guide' }),
  ],
  ...overrides,
});

function renderAt(route: string, respond: Respond) {
  return renderWithApp(
    <Routes>
      <Route path="/games" element={<GamesIndexPage />} />
      <Route path="/games/:slug" element={<GamePage />} />
    </Routes>,
    { route, respond },
  );
}

beforeEach(() => stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } }));

describe('GamePage', () => {
  it('shows the facts, release dates per platform, the review with its score, the coverage and the trailer', async () => {
    renderAt('/games/tidebreaker', () => ({ data: { gameBySlug: game(), gamePlatforms } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tidebreaker' })).toBeInTheDocument();
    const facts = screen.getByTestId('game-facts');
    expect(within(facts).getByText('Roguelike, Strategy')).toBeInTheDocument();
    const releases = within(facts).getByRole('list', { name: 'Release dates by platform' });
    expect(
      within(releases)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PC March 14, 2027', 'Nintendo Switch 2 Q2 2027']);
    expect(within(screen.getByTestId('verdict-box-game')).getByText('Score 8.5 out of 10, Recommended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our review: Tidebreaker Review' })).toHaveAttribute(
      'href',
      '/articles/tidebreaker-review',
    );
    // The review is not listed again under coverage.
    const coverage = screen.getByRole('region', { name: 'Coverage of Tidebreaker' });
    expect(within(coverage).getAllByTestId('article-card')).toHaveLength(1);
    expect(within(coverage).getByText('Tidebreaker Crew Guide')).toBeInTheDocument();
    expect(screen.getByTitle('Trailer: Tidebreaker')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
  });

  it('says so when the game is unknown, and when nothing covers it yet', async () => {
    renderAt('/games/nothing', () => ({ data: { gameBySlug: null, gamePlatforms } }));
    expect(await screen.findByRole('heading', { name: 'Game Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all games' })).toHaveAttribute('href', '/games');
  });

  it('says when nothing covers a game yet', async () => {
    renderAt('/games/tidebreaker', () => ({
      data: { gameBySlug: game({ review: null, coverage: [], trailerYouTubeId: null }), gamePlatforms },
    }));
    expect(await screen.findByText('Nothing written about it yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('verdict-box-game')).not.toBeInTheDocument();
  });
});

describe('GamesIndexPage', () => {
  it('searches with a GET form, filters by platform with links, and keeps the platform across views', async () => {
    const { sent } = renderAt('/games?platform=switch-2&search=tide', () => ({
      data: { games: { __typename: 'GamePage', games: [game()], totalCount: 1 }, gamePlatforms },
    }));
    expect(await screen.findByRole('link', { name: 'Tidebreaker' })).toHaveAttribute('href', '/games/tidebreaker');
    // The default edition's names are the games' own: asked without a language.
    expect(sent[0].variables).toMatchObject({ search: 'tide', platform: 'switch-2', upcoming: false, offset: 0, language: null });
    const form = screen.getByRole('search', { name: 'Search games' });
    expect(form).toHaveAttribute('action', '/games');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('tide');
    const platforms = screen.getByRole('navigation', { name: 'Platform' });
    expect(within(platforms).getByRole('link', { name: 'Nintendo Switch 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(platforms).getByRole('link', { name: 'PC' })).toHaveAttribute('href', '/games?platform=pc&search=tide');
    expect(screen.getByRole('link', { name: 'Upcoming releases' })).toHaveAttribute(
      'href',
      '/games?platform=switch-2&view=upcoming',
    );
  });

  it("asks for the games in a German page's edition, named and sorted as its readers read them", async () => {
    const { sent } = renderWithApp(
      <Routes>
        <Route path="/games" element={<GamesIndexPage />} />
      </Routes>,
      {
        route: '/games',
        edition: editionOf('de'),
        messages: await loadMessages('de'),
        respond: () => ({
          data: { games: { __typename: 'GamePage', games: [game({ name: 'Gezeitenbrecher' })], totalCount: 1 }, gamePlatforms },
        }),
      },
    );
    expect(await screen.findByRole('link', { name: 'Gezeitenbrecher' })).toBeInTheDocument();
    expect(sent[0].variables).toMatchObject({ language: 'de' });
  });

  it("writes release dates, platforms and the review's band in a German page's words (not graph's English)", async () => {
    renderWithApp(
      <Routes>
        <Route path="/games/:slug" element={<GamePage />} />
      </Routes>,
      {
        route: '/games/tidebreaker',
        edition: editionOf('de'),
        messages: await loadMessages('de'),
        respond: () => ({
          data: {
            gameBySlug: game({
              releases: [
                { __typename: 'GameRelease', platform: 'pc', precision: 'day', startsOn: '2027-03-14', label: '14 March 2027' },
                { __typename: 'GameRelease', platform: 'switch-2', precision: 'tba', startsOn: null, label: 'TBA' },
                { __typename: 'GameRelease', platform: 'vr', precision: 'year', startsOn: '2027-01-01', label: '2027' },
              ],
            }),
            // graph's platform names are English: "VR headsets" is the one common noun among them.
            gamePlatforms: [...gamePlatforms, { __typename: 'Platform', id: 'vr', name: 'VR headsets' }],
          },
        }),
      },
    );
    const releases = await screen.findByRole('list', { name: 'Erscheinungstermine nach Plattform' });
    expect(
      within(releases)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PC 14. März 2027', 'Nintendo Switch 2 Noch nicht bekannt', 'VR-Headsets 2027']);
    // The review's band too: graph names it in English ("Recommended").
    const verdict = screen.getByTestId('verdict-box-game');
    expect(within(verdict).getByText('Wertung 8,5 von 10, Empfehlenswert')).toBeInTheDocument();
    expect(verdict.querySelector('.verdict-label')).toHaveTextContent('Empfehlenswert');
  });

  it('lists upcoming releases under their months, and says when there are none', async () => {
    const upcoming = (name: string, startsOn: string, precision = 'day') => ({
      __typename: 'UpcomingRelease',
      game: { __typename: 'LinkedGame', id: name.length, name, slug: name.toLowerCase() },
      platforms: ['pc'],
      precision,
      startsOn,
    });
    renderAt('/games?view=upcoming', () => ({
      data: {
        upcomingReleases: [upcoming('Glasswing', '2027-03-02'), upcoming('Kitewind 2', '2027-04-01', 'quarter')],
        gamePlatforms,
      },
    }));
    const march = await screen.findByRole('region', { name: 'March 2027' });
    expect(within(march).getByRole('link', { name: 'Glasswing' })).toHaveAttribute('href', '/games/glasswing');
    expect(within(screen.getByRole('region', { name: 'Q2 2027' })).getByText('Kitewind 2')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('ignores a platform id graph does not know, in both views', async () => {
    for (const route of ['/games?platform=amiga', '/games?platform=amiga&view=upcoming']) {
      const { sent, unmount } = renderAt(route, () => ({
        data: { games: { __typename: 'GamePage', games: [game()], totalCount: 1 }, upcomingReleases: [], gamePlatforms },
      }));
      const platforms = await screen.findByRole('navigation', { name: 'Platform' });
      expect(within(platforms).getByRole('link', { name: 'All platforms' })).toHaveAttribute('aria-current', 'page');
      expect(sent[0].variables).toMatchObject({ platform: null });
      unmount();
    }
  });

  // Past the last page there are games all the same: "The games database is empty." was not true.
  it('offers the last page to a reader who went past the end, also past any 32-bit offset', async () => {
    for (const route of ['/games?page=99', '/games?page=99999999999']) {
      const { sent, unmount } = renderAt(route, () => ({
        data: { games: { __typename: 'GamePage', games: [], totalCount: 30 }, gamePlatforms },
      }));
      expect(await screen.findByText('This list ends at page 2.')).toBeInTheDocument();
      expect(screen.queryByText('The games database is empty.')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('href', '/games?page=2');
      expect(sent[0].variables.offset).toBeLessThanOrEqual(2 ** 31 - 1);
      unmount();
    }
  });

  // As /articles does: another page of the list starts at its top, not where the pager was.
  it('starts another page of the list at its top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    renderAt('/games', () => ({
      data: { games: { __typename: 'GamePage', games: [game()], totalCount: 60 }, gamePlatforms },
    }));
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.setup().click(within(pager).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockRestore();
  });

  it('says when no game matches', async () => {
    renderAt('/games?search=zzz', () => ({
      data: { games: { __typename: 'GamePage', games: [], totalCount: 0 }, gamePlatforms },
    }));
    expect(await screen.findByRole('heading', { name: 'No games found' })).toBeInTheDocument();
    expect(screen.getByText('No game matches "zzz".')).toBeInTheDocument();
  });
});
