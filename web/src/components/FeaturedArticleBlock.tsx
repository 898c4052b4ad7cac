import type { ArticleCardFragment } from '../gql/reader/graphql';
import { featuredExcerpt } from '../lib/excerpt';
import { articlePath } from './ArticleCard';
import { ArticleMeta } from './ArticleMeta';
import { ArticleThumbnail } from './ArticleThumbnail';
import { ButtonLink } from './Button';
import { CategoryBadge } from './CategoryBadge';
import { ScoreBadge } from './ScoreBadge';
import { Skeleton } from './Skeleton';
import { FormattedMessage } from 'react-intl';
import { useT } from '../i18n/use-t';

type LeadArticle = ArticleCardFragment & { author?: { displayName: string } | null };

/**
 * The lead story: the image across the column (16:9, never cropped square), then the category,
 * a display headline, the excerpt cut at 200 characters, the byline and Read Full Article.
 */
export function FeaturedArticleBlock({ article, label }: { article: LeadArticle; label: string }) {
  return (
    <section aria-label={label} data-testid="featured-article">
      <ArticleThumbnail article={article} eager sizes="lead" />
      <div className="lead-body">
        <div className="badge-row">
          <CategoryBadge category={article.categorySlug} name={article.category.name} />
          {article.review ? <ScoreBadge score={article.review.score} label={article.review.label} /> : null}
        </div>
        <h2 className="lead-title">{article.title}</h2>
        <p className="lead-excerpt">{featuredExcerpt(article.cardExcerpt)}</p>
        <ArticleMeta article={article} long className="lead-meta" />
        <div>
          <ButtonLink variant="contained" to={articlePath(article.slug)}>
            <FormattedMessage id="featured.readFull" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/** Shaped like the lead story it stands for (badge, 3-line headline, excerpt, byline, button), so the
 * lists beside and below it do not move when the story arrives. */
export function FeaturedArticleSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t('featured.loading')}>
      <Skeleton media />
      <div className="lead-body">
        <Skeleton width={64} height={24} />
        <div className="lead-title">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} width={i === 2 ? '55%' : '95%'} />
          ))}
        </div>
        <div>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} width={i === 3 ? '40%' : '100%'} />
          ))}
        </div>
        <Skeleton width="50%" />
        <Skeleton width={150} height={36} />
      </div>
    </div>
  );
}
