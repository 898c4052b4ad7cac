import { FollowSlot } from '../../components/FollowSlot';
import { useParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { useHttpStatus, useReaderQuery } from '../../app/server-page';
import { ArticleContent } from '../../components/ArticleContent';
import { ArticleGrid } from '../../components/ArticleGrid';
import { articlePath } from '../../components/ArticleCard';
import { ButtonLink } from '../../components/Button';
import { GameFacts } from '../../components/GameFacts';
import { Skeleton } from '../../components/Skeleton';
import { EmptyState, ErrorState } from '../../components/StatusMessage';
import { VerdictBox } from '../../components/VerdictBox';
import { VideoEmbed } from '../../components/VideoEmbed';
import { useDocumentMeta } from '../../lib/document-meta';
import { htmlToText } from '../../lib/excerpt';
import { responsiveImage } from '../../lib/images';
import { useEdition } from '../../lib/edition';
import { gamePageQuery } from './games-data';
import './games.css';
import { usePlatformsInEdition } from '../../i18n/use-platforms';
import { useT } from '../../i18n/use-t';

/** /games/{slug}: a game's cover, facts, release dates, our review, all coverage and the trailer. */
export function GamePage() {
  const { slug = '' } = useParams();
  const { query, variables } = gamePageQuery(slug, useEdition().language);
  const { data, loading, error } = useReaderQuery(query, { variables });
  const game = data?.gameBySlug ?? null;
  const t = useT();
  useHttpStatus(!loading && !error && !game ? 404 : null);
  useDocumentMeta(
    loading ? null : game ? game.name : t(error ? 'common.error' : 'game.notFound'),
    game ? htmlToText(game.description ?? '').slice(0, 160) || t('game.description', { game: game.name }) : null,
  );
  const platformNames = new Map(usePlatformsInEdition(data?.gamePlatforms).map((p) => [p.id, p.name]));

  let body;
  if (loading && !data) {
    body = (
      <div aria-busy="true" aria-label={t('game.loading')} className="game-skeleton">
        <Skeleton width={240} />
        <Skeleton height={64} />
        <Skeleton media />
      </div>
    );
  } else if (error) body = <ErrorState title={t('common.error')} message={t('game.fetchFailed')} />;
  else if (!game) {
    body = (
      <EmptyState title={t('game.notFound')} hint={t('game.notFoundHint')}>
        <ButtonLink to="/games" variant="contained">
          {t('game.browseAll')}
        </ButtonLink>
      </EmptyState>
    );
  } else {
    const review = game.review?.review ? { ...game.review, review: game.review.review } : null;
    // The review is shown in its own box above: the coverage list leaves it out.
    const coverage = game.coverage.filter((article) => article.id !== review?.id);
    body = (
      <div className="game-layout">
        <article className="game-main" aria-labelledby="game-title">
          <nav aria-label={t('article.breadcrumb')} className="breadcrumbs">
            <ol>
              <li>
                <SiteLink to="/" className="link">
                  {t('nav.home')}
                </SiteLink>
              </li>
              <li>
                <SiteLink to="/games" className="link">
                  {t('games.title')}
                </SiteLink>
              </li>
              <li aria-current="page">{game.name}</li>
            </ol>
          </nav>
          <h1 id="game-title" className="display">
            {game.name}
          </h1>
          <FollowSlot kind="games" slug={game.slug} name={game.name} />
          {game.coverImage ? (
            <img
              className="game-cover"
              {...responsiveImage(game.coverImage.url, 'article')}
              alt={game.coverImage.alt}
              width={game.coverImage.width}
              height={game.coverImage.height}
              fetchPriority="high"
            />
          ) : null}
          {game.description ? <ArticleContent html={game.description} /> : null}
          {review ? (
            <div className="game-review">
              <VerdictBox review={review.review} platformNames={platformNames} placement="game" />
              <p>
                <SiteLink to={articlePath(review.slug)} className="link">
                  {t('game.readReview', { title: review.title })}
                </SiteLink>
              </p>
            </div>
          ) : null}
          {game.trailerYouTubeId ? (
            <section aria-labelledby="game-trailer" className="game-section">
              <h2 id="game-trailer" className="kicker">
                {t('game.trailer')}
              </h2>
              <VideoEmbed
                videoId={game.trailerYouTubeId}
                title={t('game.trailerOf', { game: game.name })}
                className="game-trailer"
              />
            </section>
          ) : null}
        </article>
        <aside aria-labelledby="game-facts-title" className="panel game-aside">
          <h2 id="game-facts-title" className="kicker">
            {t('game.facts')}
          </h2>
          <GameFacts game={game} platformNames={platformNames} />
        </aside>
        <section aria-labelledby="game-coverage" className="game-coverage">
          <h2 id="game-coverage" className="kicker">
            {t('game.coverage', { game: game.name })}
          </h2>
          {coverage.length ? (
            <ArticleGrid articles={coverage} />
          ) : (
            <p className="muted">{t(review ? 'game.onlyReview' : 'game.nothingYet')}</p>
          )}
        </section>
      </div>
    );
  }
  return <div className="container page">{body}</div>;
}
