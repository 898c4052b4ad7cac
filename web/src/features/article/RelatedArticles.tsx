import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CompactStoryList, CompactStoryListSkeleton } from '../../components/CompactStoryList';
import { RELATED_ARTICLES_COUNT } from '../../config/constants';
import { RelatedArticlesDocument } from '../../gql/graphql';

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
    <Box component="aside" aria-labelledby="related-title">
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          borderBottom: 2,
          borderColor: 'primary.main',
          pb: 0.5,
        }}
      >
        <Typography id="related-title" variant="overline" component="h2" sx={{ fontSize: '0.95rem' }}>
          More in {category.name}
        </Typography>
        <Button component={RouterLink} to={`/articles?category=${encodeURIComponent(category.slug)}`} size="small">
          View All
        </Button>
      </Stack>
      {loading && !data ? (
        <Box aria-busy="true" aria-label="Loading related articles">
          <CompactStoryListSkeleton count={3} />
        </Box>
      ) : related.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1.5 }}>
          No related articles found.
        </Typography>
      ) : (
        <CompactStoryList articles={related} testId="related-articles" />
      )}
    </Box>
  );
}
