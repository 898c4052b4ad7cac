import { SiteLink } from './SiteLink';
import { categoryLook } from '../config/categories';
import type { ArticleCardFragment } from '../gql/reader/graphql';
import { articlePath } from './ArticleCard';
import { ArticleMeta } from './ArticleMeta';
import { ArticleThumbnail } from './ArticleThumbnail';
import { ScoreBadge } from './ScoreBadge';
import { Skeleton } from './Skeleton';
import { useCategoryLabel } from '../i18n/use-category-label';

interface CompactStoryListProps {
  articles: ArticleCardFragment[];
  /** Numbered 1, 2, 3…: a ranked list (Latest). */
  ranked?: boolean;
  testId?: string;
}

/** A side list: small 16:9 thumbnails (videos get a small play badge), category, headline, date. */
export function CompactStoryList({ articles, ranked = false, testId }: CompactStoryListProps) {
  const List = ranked ? 'ol' : 'ul';
  const categoryLabel = useCategoryLabel();
  return (
    <List className={ranked ? 'compact-list ranked' : 'compact-list'} data-testid={testId}>
      {articles.map((article, index) => {
        const look = categoryLook(article.categorySlug);
        return (
          <li key={article.id} className="compact-item">
            {ranked ? (
              <span className="rank" aria-hidden>
                {index + 1}
              </span>
            ) : null}
            <ArticleThumbnail article={article} sizes="compact" />
            <div>
              <p className="compact-kicker">
                <span className="dot" aria-hidden style={{ background: look.color }} />
                {categoryLabel(article.categorySlug, article.category.name)}
                {article.review ? <ScoreBadge score={article.review.score} label={article.review.label} /> : null}
              </p>
              <SiteLink to={articlePath(article.slug)} className="compact-title clamp-3">
                {article.title}
              </SiteLink>
              <ArticleMeta article={article} />
            </div>
          </li>
        );
      })}
    </List>
  );
}

export function CompactStoryListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="compact-item">
          <Skeleton media />
          <div>
            <Skeleton width={60} />
            <Skeleton />
          </div>
        </div>
      ))}
    </div>
  );
}
