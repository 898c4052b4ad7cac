import { platformName, type PlatformNames } from './VerdictBox';
import './reviews.css';
import { useT } from '../i18n/use-t';
import { useReleaseLabel, type ReleaseDate } from '../lib/releases';

export interface GameFactsGame {
  platforms: string[];
  developers: string[];
  publishers: string[];
  franchise?: string | null;
  genres: string[];
  releases: ({ platform: string } & ReleaseDate)[];
}

/** A game's facts as a definition list; facts the database does not know are left out. */
export function GameFacts({ game, platformNames }: { game: GameFactsGame; platformNames: PlatformNames }) {
  const t = useT();
  const releaseLabel = useReleaseLabel();
  const rows: [string, string][] = [
    [t('game.developer'), game.developers.join(', ')],
    [t('game.publisher'), game.publishers.join(', ')],
    [t('game.series'), game.franchise ?? ''],
    [t('game.genre'), game.genres.join(', ')],
    [t('game.platforms'), game.platforms.map((id) => platformName(platformNames, id)).join(', ')],
  ];
  return (
    <dl className="game-facts" data-testid="game-facts">
      {rows
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      {game.releases.length ? (
        <div>
          <dt>{t('game.release')}</dt>
          <dd>
            <ul className="release-list" aria-label={t('game.releaseDates')}>
              {game.releases.map((release) => (
                <li key={release.platform}>
                  <span>{platformName(platformNames, release.platform)}</span> <span>{releaseLabel(release)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
