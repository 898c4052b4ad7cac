import { SiteLink } from '../../components/SiteLink';
import { GameFacts } from '../../components/GameFacts';
import type { PlatformNames } from '../../components/VerdictBox';
import type { ArticleGameFactsFragment } from '../../gql/reader/graphql';
import { mediaUrl } from '../../lib/images';
import { useT } from '../../i18n/use-t';

/** The sidebar block of the game an article is about: cover, facts and a link to its page. */
export function ArticleGameFacts({ game, platformNames }: { game: ArticleGameFactsFragment; platformNames: PlatformNames }) {
  const t = useT();
  return (
    <aside aria-labelledby="article-game-title" className="panel article-game" data-testid="article-game">
      <h2 id="article-game-title" className="kicker">
        {t('article.theGame')}
      </h2>
      {game.coverImage ? (
        <img
          className="article-game-cover"
          src={mediaUrl(game.coverImage.url, 480)}
          alt={game.coverImage.alt}
          width={game.coverImage.width}
          height={game.coverImage.height}
          loading="lazy"
        />
      ) : null}
      <p className="article-game-name">{game.name}</p>
      <GameFacts game={game} platformNames={platformNames} />
      <SiteLink to={`/games/${game.slug}`} className="link">
        {t('article.allAbout', { game: game.name })}
      </SiteLink>
    </aside>
  );
}
