import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { articlePath } from '../../components/ArticleCard';
import { ArticleThumbnail } from '../../components/ArticleThumbnail';
import { RELATED_ARTICLES_COUNT } from '../../config/constants';
import { RelatedArticlesDocument } from '../../gql/graphql';
import { articleDate, formatShortDate } from '../../lib/dates';

interface RelatedArticlesProps {
  articleId: number;
  category: { slug: string; name: string };
}

/** 'More in {category}': 5 published articles of the same category, never the one being read. */
export function RelatedArticles({ articleId, category }: RelatedArticlesProps) {
  const { data, loading, error } = useQuery(RelatedArticlesDocument, {
    variables: { category: category.slug, excludeId: articleId, limit: RELATED_ARTICLES_COUNT },
  });
  useEffect(() => {
    if (error) console.error('Failed to fetch related articles', error);
  }, [error]);
  const related = (data?.relatedArticles ?? []).filter((a) => a.id !== articleId).slice(0, RELATED_ARTICLES_COUNT);

  return (
    <Paper component="aside" variant="outlined" aria-labelledby="related-title" sx={{ p: 2.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography id="related-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          More in {category.name}
        </Typography>
        <Button component={RouterLink} to={`/articles?category=${encodeURIComponent(category.slug)}`} size="small">
          View All
        </Button>
      </Stack>
      {loading && !data ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading related articles">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rectangular" height={64} />
          ))}
        </Stack>
      ) : related.length === 0 ? (
        <Typography color="text.secondary">No related articles found.</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="related-articles">
          {related.map((article) => (
            <Box component="li" key={article.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Box sx={{ width: 96, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
                <ArticleThumbnail article={article} />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Link component={RouterLink} to={articlePath(article.slug)} color="text.primary" underline="hover" sx={{ fontWeight: 600, display: 'block' }}>
                  {article.title}
                </Link>
                <Typography variant="caption" color="text.secondary">
                  {formatShortDate(articleDate(article))}
                </Typography>
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
