import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ButtonLink } from '../../components/Button';
import { CompactStoryList, CompactStoryListSkeleton } from '../../components/CompactStoryList';
import { RELATED_ARTICLES_COUNT } from '../../config/constants';
import { useEdition } from '../../lib/edition';
import { relatedArticlesQuery } from './article-data';

interface RelatedArticlesProps {
  /** The article's slug as the page was asked for (the page's own query uses the same). */
  slug: string;
  articleId: number;
  category: { slug: string; name: string };
}

/** 5 published articles of the article's category, never the one being read (one query, shared). */
export function useRelatedArticles({ slug, articleId }: Pick<RelatedArticlesProps, 'slug' | 'articleId'>) {
  const { query, variables } = relatedArticlesQuery(slug);
  const { data, loading, error } = useQuery(query, { variables });
  // Related is by category across editions: the page's own edition's only.
  const { language } = useEdition();
  const related = (data?.articleBySlug?.related ?? [])
    .filter((a) => a.id !== articleId && a.language === language)
    .slice(0, RELATED_ARTICLES_COUNT);
  return { related, loading: loading && !data, error };
}

/** 'More in {category}': 5 published articles of the same category, never the one being read. */
export function RelatedArticles({ slug, articleId, category }: RelatedArticlesProps) {
  const { related, loading, error } = useRelatedArticles({ slug, articleId });
  useEffect(() => {
    if (error) console.error('Failed to fetch related articles', error);
  }, [error]);

  return (
    <aside aria-labelledby="related-title">
      <div className="section-head" style={{ marginBottom: 0 }}>
        <h2 id="related-title" className="kicker">
          More in {category.name}
        </h2>
        <ButtonLink to={`/articles?category=${encodeURIComponent(category.slug)}`} size="small">
          View All
        </ButtonLink>
      </div>
      {loading ? (
        <div aria-busy="true" aria-label="Loading related articles">
          <CompactStoryListSkeleton count={3} />
        </div>
      ) : related.length === 0 ? (
        <p className="muted" style={{ padding: '12px 0' }}>
          No related articles found.
        </p>
      ) : (
        <CompactStoryList articles={related} testId="related-articles" />
      )}
    </aside>
  );
}
