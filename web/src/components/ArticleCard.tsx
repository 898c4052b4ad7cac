import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CARD_EXCERPT_LINES } from '../config/constants';
import type { ArticleCardFragment } from '../gql/graphql';
import { ArticleMeta } from './ArticleMeta';
import { ArticleThumbnail } from './ArticleThumbnail';
import { CategoryBadge } from './CategoryBadge';

export const articlePath = (slug: string) => `/articles/${slug}`;

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/**
 * A story card: image cropped to 16:9, category, headline, excerpt (3 lines), date and reading
 * time. The headline is the link; a pseudo-element stretches it over the whole card.
 */
interface ArticleCardProps {
  article: ArticleCardFragment;
  eager?: boolean;
  /** Breakpoints at which the card runs two grid columns wide: image and text then sit side by side. */
  wide?: { sm?: boolean; lg?: boolean };
}

export function ArticleCard({ article, eager = false, wide }: ArticleCardProps) {
  const row = { sm: !!wide?.sm, lg: !!wide?.lg };
  const direction = { xs: 'column', sm: row.sm ? 'row' : 'column', lg: row.lg ? 'row' : 'column' } as const;
  return (
    <Box
      component="article"
      data-testid="article-card"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: direction,
        gap: { xs: 0, sm: row.sm ? 3 : 0, lg: row.lg ? 3 : 0 },
        height: '100%',
        '&:hover h3': { textDecoration: 'underline' },
        '&:focus-within': { outline: '3px solid #c4b5fd', outlineOffset: 4, borderRadius: 1 },
      }}
    >
      <Box
        sx={{
          borderRadius: 1,
          overflow: 'hidden',
          alignSelf: 'flex-start',
          width: '100%',
          flex: { sm: row.sm ? '1 1 0' : 'none', lg: row.lg ? '1 1 0' : 'none' },
        }}
      >
        <ArticleThumbnail article={article} eager={eager} sizes="card" />
      </Box>
      <Stack
        spacing={1}
        sx={{
          pt: { xs: 1.5, sm: row.sm ? 0 : 1.5, lg: row.lg ? 0 : 1.5 },
          flex: { xs: '1 1 auto', sm: row.sm ? '1 1 0' : '1 1 auto', lg: row.lg ? '1 1 0' : '1 1 auto' },
          minWidth: 0,
        }}
      >
        <Box>
          <CategoryBadge category={article.categorySlug} />
        </Box>
        <Typography variant="h3" component="h3">
          <Link
            component={RouterLink}
            to={articlePath(article.slug)}
            color="inherit"
            underline="none"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } }}
          >
            {article.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="article-card-excerpt" sx={clamp(CARD_EXCERPT_LINES)}>
          {article.cardExcerpt}
        </Typography>
        <ArticleMeta article={article} />
      </Stack>
    </Box>
  );
}

export function ArticleCardSkeleton() {
  return (
    <Box aria-hidden data-testid="article-card-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: 1 }} />
      <Skeleton width="30%" sx={{ mt: 1.5 }} />
      <Skeleton width="90%" height={32} />
      <Skeleton />
      <Skeleton width="70%" />
    </Box>
  );
}
