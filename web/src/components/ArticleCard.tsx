import { useEffect, useState } from 'react';
import { SiteLink } from './SiteLink';
import { CARD_EXCERPT_LINES, UPDATED_LABEL_HOURS } from '../config/constants';
import type { ArticleCardFragment } from '../gql/reader/graphql';
import { ArticleMeta } from './ArticleMeta';
import { ArticleThumbnail } from './ArticleThumbnail';
import { CategoryBadge } from './CategoryBadge';
import { LiveBadge } from './LiveBadge';
import { ScoreBadge } from './ScoreBadge';
import { Skeleton } from './Skeleton';
import { FormattedMessage } from 'react-intl';

export const articlePath = (slug: string) => `/articles/${slug}`;

/**
 * A story card: image cropped to 16:9, category, headline, excerpt (3 lines, spec §9), date and
 * reading time. The headline is the link; a pseudo-element stretches it over the whole card.
 */
export function ArticleCard({ article, eager = false }: { article: ArticleCardFragment; eager?: boolean }) {
  return (
    <article className="card" data-testid="article-card">
      <ArticleThumbnail article={article} eager={eager} sizes="card" />
      <div className="card-body">
        <div className="badge-row">
          <CategoryBadge category={article.categorySlug} name={article.category.name} />
          {article.review ? <ScoreBadge score={article.review.score} label={article.review.label} /> : null}
          {article.live ? <LiveBadge status={article.live.status} /> : null}
          {article.correctedAt ? <UpdatedLabel correctedAt={article.correctedAt} /> : null}
        </div>
        <h3 className="card-title">
          <SiteLink to={articlePath(article.slug)}>{article.title}</SiteLink>
        </h3>
        <p className="card-excerpt clamp" style={{ WebkitLineClamp: CARD_EXCERPT_LINES }} data-testid="article-card-excerpt">
          {article.cardExcerpt}
        </p>
        <ArticleMeta article={article} />
      </div>
    </article>
  );
}

/**
 * "Updated" while the latest correction or update is recent (UPDATED_LABEL_HOURS). The clock is the
 * reader's, read once the page runs: a page rendered on the server and cached for a while would
 * otherwise keep the label past the window, or disagree with the browser while hydrating.
 */
function UpdatedLabel({ correctedAt }: { correctedAt: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  if (now === null || now - Date.parse(correctedAt) > UPDATED_LABEL_HOURS * 3_600_000) return null;
  return (
    <span className="updated-label">
      <FormattedMessage id="card.updated" />
    </span>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div aria-hidden data-testid="article-card-skeleton">
      <Skeleton media />
      <Skeleton width="30%" style={{ marginTop: 12 }} />
      <Skeleton width="90%" height={28} />
      <Skeleton />
      <Skeleton width="70%" />
    </div>
  );
}
