import Box from '@mui/material/Box';
import type { ArticleCardFragment } from '../gql/graphql';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';

const gridSx = {
  display: 'grid',
  gap: 3,
  // 3 columns on large screens (spec §2).
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

export function ArticleGrid({ articles }: { articles: ArticleCardFragment[] }) {
  return (
    <Box sx={gridSx} data-testid="article-grid">
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} />
      ))}
    </Box>
  );
}

export function ArticleGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Box sx={gridSx} aria-busy="true" aria-label="Loading articles">
      {Array.from({ length: count }, (_, i) => (
        <ArticleCardSkeleton key={i} />
      ))}
    </Box>
  );
}
