import { useEffect, useState, type FormEvent } from 'react';
import { useHttpStatus, useNoIndexWhileEmpty, useReaderQuery } from '../../app/server-page';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { GamesIndexQuery } from '../../gql/reader/graphql';
import { SiteLink } from '../../components/SiteLink';
import { ButtonLink } from '../../components/Button';
import { filterHref, FilterLinks } from '../../components/FilterLinks';
import { Pager } from '../../components/Pager';
import { Skeleton } from '../../components/Skeleton';
import { EmptyState, ErrorState } from '../../components/StatusMessage';
import { platformName } from '../../components/VerdictBox';
import { GAMES_PAGE_SIZE, PRODUCT_NAME } from '../../config/constants';
import { useDocumentMeta } from '../../lib/document-meta';
import { mediaUrl } from '../../lib/images';
import { pageCount } from '../../lib/pager';
import { useScrollToTopWhenChanged } from '../../lib/scroll';
import { groupByMonth } from './upcoming';
import { gamesIndexQuery } from './games-data';
import './games.css';
import { usePublicationFormat } from '../../lib/publication-format';
import { useReleaseLabel } from '../../lib/releases';
import { usePlatformsInEdition } from '../../i18n/use-platforms';
import { useT } from '../../i18n/use-t';
import { namesLanguage } from '../../i18n/edition';
import { useEdition } from '../../lib/edition';

/**
 * The search form: a plain GET to /games (works before hydration and without JavaScript), which
 * the router follows in the browser. The chosen platform and view are kept.
 */
function GameSearch({ params }: { params: URLSearchParams }) {
  const navigate = useNavigate();
  const current = params.get('search') ?? '';
  const [term, setTerm] = useState(current);
  useEffect(() => setTerm(current), [current]);
  const platform = params.get('platform');
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(filterHref('/games', params, { search: term.trim() || null, view: null }));
  };
  return (
    <form
      role="search"
      aria-labelledby="game-search-label"
      action="/games"
      method="get"
      onSubmit={submit}
      className="game-search"
    >
      <label id="game-search-label" htmlFor="game-search-input">
        {t('games.search')}
      </label>
      <div className="game-search-row">
        <input
          id="game-search-input"
          className="input"
          type="search"
          name="search"
          placeholder={t('games.searchPlaceholder')}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        {platform ? <input type="hidden" name="platform" value={platform} /> : null}
        <button type="submit" className="btn btn-contained">
          {t('search.button')}
        </button>
      </div>
    </form>
  );
}

/** /games: every game A-Z or by search, filtered by platform; ?view=upcoming lists releases by month. */
export function GamesIndexPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const edition = useEdition();
  const { upcoming, search, platform, page, query, variables } = gamesIndexQuery(params, namesLanguage(edition));
  const { data, loading, error } = useReaderQuery(query, { variables });
  const platforms = usePlatformsInEdition(data?.gamePlatforms);
  const names = new Map(platforms.map((p) => [p.id, p.name]));
  const platformLabel = platform ? platformName(names, platform) : null;
  const title = t(upcoming ? 'games.upcomingTitle' : 'games.title');
  useDocumentMeta(title, t(upcoming ? 'games.upcomingDescription' : 'games.description', { product: PRODUCT_NAME }));

  const pageUrl = (next: number) => {
    const updated = new URLSearchParams(params);
    if (next <= 1) updated.delete('page');
    else updated.set('page', String(next));
    const query = updated.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  // A new page of the same list starts at its top, like a new route does.
  useScrollToTopWhenChanged(page);

  let body;
  if (error) body = <ErrorState title={t('games.loadFailed')} />;
  else if (loading && !data) {
    body = (
      <div aria-busy="true" aria-label={t('games.loading')} className="game-grid">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} media />
        ))}
      </div>
    );
  } else if (upcoming) {
    body = (
      <UpcomingReleases releases={data?.upcomingReleases ?? []} names={names} platformLabel={platformLabel} params={params} />
    );
  } else {
    body = (
      <GameList
        games={data?.games?.games ?? []}
        total={data?.games?.totalCount ?? 0}
        page={page}
        pageUrl={pageUrl}
        names={names}
        search={search}
        platformLabel={platformLabel}
        filtered={Boolean(search || platform)}
      />
    );
  }

  return (
    <div className="container page games-index">
      <div className="listing-head">
        <h1 className="display">{title}</h1>
        <nav aria-label={t('games.views')} className="games-views">
          <SiteLink
            to={filterHref('/games', params, { view: null })}
            className="link"
            aria-current={upcoming ? undefined : 'page'}
          >
            {t('games.all')}
          </SiteLink>
          <SiteLink
            to={filterHref('/games', params, { view: 'upcoming', search: null })}
            className="link"
            aria-current={upcoming ? 'page' : undefined}
          >
            {t('games.upcoming')}
          </SiteLink>
        </nav>
        {upcoming ? null : <GameSearch params={params} />}
        {platforms.length ? (
          <FilterLinks
            label={t('reviews.platform')}
            testId="game-filter-platform"
            links={[
              {
                label: t('reviews.allPlatforms'),
                href: filterHref(pathname, params, { platform: null }),
                active: platform === null,
              },
              ...platforms.map((p) => ({
                label: p.name,
                href: filterHref(pathname, params, { platform: p.id }),
                active: platform === p.id,
              })),
            ]}
          />
        ) : null}
      </div>
      {body}
    </div>
  );
}

type Names = Map<string, string>;

/** ?view=upcoming: the releases ahead, month by month. */
function UpcomingReleases({
  releases,
  names,
  platformLabel,
  params,
}: {
  releases: NonNullable<GamesIndexQuery['upcomingReleases']>;
  names: Names;
  platformLabel: string | null;
  params: URLSearchParams;
}) {
  const format = usePublicationFormat();
  const t = useT();
  const { pathname } = useLocation();
  const releaseLabel = useReleaseLabel();
  const groups = groupByMonth(releases, format, releaseLabel);
  if (!groups.length) {
    return (
      <EmptyState
        title={t('games.noUpcoming')}
        hint={platformLabel ? t('games.noUpcomingOn', { platform: platformLabel }) : t('games.noUpcomingHint')}
      >
        {platformLabel ? (
          <ButtonLink to={filterHref(pathname, params, { platform: null })} variant="contained">
            {t('reviews.allPlatforms')}
          </ButtonLink>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <div className="upcoming" data-testid="upcoming-releases">
      {groups.map((group, index) => (
        <section key={group.heading} aria-labelledby={`upcoming-${index}`} className="upcoming-month">
          <h2 id={`upcoming-${index}`} className="kicker">
            {group.heading}
          </h2>
          <ul className="upcoming-list">
            {group.releases.map((release) => (
              <li key={`${release.game.id}-${release.startsOn}-${release.precision}`}>
                <span className="upcoming-date">{releaseLabel(release)}</span>
                <SiteLink to={`/games/${release.game.slug}`} className="upcoming-name">
                  {release.game.name}
                </SiteLink>
                <span className="muted">{release.platforms.map((id) => platformName(names, id)).join(', ')}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

interface GameListProps {
  games: NonNullable<GamesIndexQuery['games']>['games'];
  total: number;
  page: number;
  pageUrl: (page: number) => string;
  names: Names;
  search: string | null;
  platformLabel: string | null;
  /** A search or a platform is chosen (the empty state offers every game). */
  filtered: boolean;
}

/** Every game A-Z (or those the search found), a page at a time. */
function GameList({ games, total, page, pageUrl, names, search, platformLabel, filtered }: GameListProps) {
  const t = useT();
  const releaseLabel = useReleaseLabel();
  const totalPages = pageCount(total, GAMES_PAGE_SIZE);
  const pastTheEnd = !games.length && total > 0 && page > totalPages;
  // A page past the end is no page of the list: a 404 (out of the index), that still says where it ends.
  useHttpStatus(pastTheEnd ? 404 : null);
  useNoIndexWhileEmpty(total === 0);
  if (pastTheEnd) {
    return (
      <EmptyState title={t('games.none')} hint={t('listing.endsAt', { page: totalPages })}>
        <ButtonLink to={pageUrl(totalPages)} variant="contained">
          {t('listing.goToPage', { page: totalPages })}
        </ButtonLink>
      </EmptyState>
    );
  }
  if (!games.length) {
    return (
      <EmptyState
        title={t('games.none')}
        hint={
          search
            ? platformLabel
              ? t('games.noMatchOn', { term: search, platform: platformLabel })
              : t('games.noMatch', { term: search })
            : platformLabel
              ? t('games.noneOn', { platform: platformLabel })
              : t('games.empty')
        }
      >
        {filtered ? (
          <ButtonLink to="/games" variant="contained">
            {t('games.showAll')}
          </ButtonLink>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <>
      {search ? <p className="muted">{t('games.matches', { count: total, term: search })}</p> : null}
      <ul className="game-grid" data-testid="game-list">
        {games.map((game) => (
          <li key={game.id} className="game-card">
            {game.coverImage ? (
              <img
                src={mediaUrl(game.coverImage.url, 480)}
                alt=""
                width={game.coverImage.width}
                height={game.coverImage.height}
                loading="lazy"
              />
            ) : (
              <div className="game-card-blank" aria-hidden="true" />
            )}
            <div className="game-card-body">
              <h2 className="card-title">
                <SiteLink to={`/games/${game.slug}`}>{game.name}</SiteLink>
              </h2>
              <p className="muted">{game.platforms.map((id) => platformName(names, id)).join(', ')}</p>
              {game.releases[0] ? <p className="muted">{t('games.release', { date: releaseLabel(game.releases[0]) })}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={totalPages} hrefFor={pageUrl} />
    </>
  );
}
