import { platformName, type PlatformNames } from './VerdictBox';
import './reviews.css';

export interface GameFactsGame {
  platforms: string[];
  developers: string[];
  publishers: string[];
  franchise?: string | null;
  genres: string[];
  releases: { platform: string; label: string }[];
}

/** A game's facts as a definition list; facts the database does not know are left out. */
export function GameFacts({ game, platformNames }: { game: GameFactsGame; platformNames: PlatformNames }) {
  const rows: [string, string][] = [
    ['Developer', game.developers.join(', ')],
    ['Publisher', game.publishers.join(', ')],
    ['Series', game.franchise ?? ''],
    ['Genre', game.genres.join(', ')],
    ['Platforms', game.platforms.map((id) => platformName(platformNames, id)).join(', ')],
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
          <dt>Release</dt>
          <dd>
            <ul className="release-list" aria-label="Release dates by platform">
              {game.releases.map((release) => (
                <li key={release.platform}>
                  <span>{platformName(platformNames, release.platform)}</span> <span>{release.label}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
