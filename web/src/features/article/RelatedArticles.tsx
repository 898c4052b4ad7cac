import { useEffect } from 'react';
import { useReaderQuery } from '../../app/server-page';
import { ButtonLink } from '../../components/Button';
import { CompactStoryList, CompactStoryListSkeleton } from '../../components/CompactStoryList';
import { RELATED_ARTICLES_COUNT } from '../../config/constants';
import { relatedArticlesQuery } from './article-data';
import { namesLanguage, useEdition } from '../../i18n/edition';
import { useCategoryLabel } from '../../i18n/use-category-label';
import { useT } from '../../i18n/use-t';

interface RelatedArticlesProps {
  /** The article's slug as the page was asked for (the page's own query uses the same). */
  slug: string;
  articleId: number;
  category: { slug: string; name: string };
}

/** 5 published articles of the article's category, never the one being read (one query, shared). */
export function useRelatedArticles({ slug, articleId }: Pick<RelatedArticlesProps, 'slug' | 'articleId'>) {
  const { query, variables } = relatedArticlesQuery(slug, namesLanguage(useEdition()));
  const { data, loading, error } = useReaderQuery(query, { variables });
  // Graph answers the article's own edition's stories (results never mix editions).
  const related = (data?.articleBySlug?.related ?? []).filter((a) => a.id !== articleId).slice(0, RELATED_ARTICLES_COUNT);
  return { related, loading: loading && !data, error };
}

/** 'More in {category}': 5 published articles of the same category, never the one being read. */
export function RelatedArticles({ slug, articleId, category }: RelatedArticlesProps) {
  const { related, loading, error } = useRelatedArticles({ slug, articleId });
  const t = useT();
  const categoryLabel = useCategoryLabel();
  useEffect(() => {
    if (error) console.error('Failed to fetch related articles', error);
  }, [error]);

  return (
    <aside aria-labelledby="related-title">
      <div className="section-head" style={{ marginBottom: 0 }}>
        <h2 id="related-title" className="kicker">
          {t('article.moreIn', { category: categoryLabel(category.slug, category.name) })}
        </h2>
        <ButtonLink to={`/articles?category=${encodeURIComponent(category.slug)}`} size="small">
          {t('common.viewAll')}
        </ButtonLink>
      </div>
      {loading ? (
        <div aria-busy="true" aria-label={t('article.loadingRelated')}>
          <CompactStoryListSkeleton count={3} />
        </div>
      ) : related.length === 0 ? (
        <p className="muted" style={{ padding: '12px 0' }}>
          {t('article.noRelated')}
        </p>
      ) : (
        <CompactStoryList articles={related} testId="related-articles" />
      )}
    </aside>
  );
}
