import Box from '@mui/material/Box';
import type { ArticleCardFragment } from '../gql/graphql';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';

const gridSx = {
  display: 'grid',
  columnGap: 3,
  rowGap: 4,
  // 3 columns on large screens (spec §2).
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/**
 * Which cards run two columns wide so the last row is never a lone card: with 3 columns, 10 cards
 * become a wide first card, 6 single ones and a wide last card (4 full rows).
 */
export function wideCards(count: number, columns: number): Set<number> {
  const wide = new Set<number>();
  const remainder = count % columns;
  if (count < columns || remainder === 0) return wide;
  const needed = columns - remainder; // each wide card fills one extra cell
  if (needed >= 1) wide.add(0);
  if (needed >= 2) wide.add(count - 1);
  return wide;
}

export function ArticleGrid({ articles }: { articles: ArticleCardFragment[] }) {
  const wideOnLarge = wideCards(articles.length, 3);
  const wideOnMedium = wideCards(articles.length, 2);
  return (
    <Box sx={gridSx} data-testid="article-grid">
      {articles.map((article, index) => {
        const wide = { sm: wideOnMedium.has(index), lg: wideOnLarge.has(index) };
        return (
          <Box
            key={article.id}
            sx={{ gridColumn: { sm: wide.sm ? 'span 2' : 'auto', lg: wide.lg ? 'span 2' : 'auto' }, minWidth: 0 }}
          >
            <ArticleCard article={article} wide={wide} />
          </Box>
        );
      })}
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
