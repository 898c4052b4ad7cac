import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { FeaturedArticleFragment } from '../gql/graphql';
import { articleDate, formatLongDate } from '../lib/dates';
import { featuredExcerpt } from '../lib/excerpt';
import { articlePath } from './ArticleCard';
import { ArticleThumbnail } from './ArticleThumbnail';
import { CategoryBadge } from './CategoryBadge';

const layoutSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
  alignItems: 'stretch',
} as const;

/** The big block of a featured article: image, badge, title, excerpt cut at 200, author, date. */
export function FeaturedArticleBlock({ article, label }: { article: FeaturedArticleFragment; label: string }) {
  return (
    <Card component="section" aria-label={label} variant="outlined" sx={layoutSx} data-testid="featured-article">
      <ArticleThumbnail article={article} eager />
      <Stack spacing={2} sx={{ p: { xs: 2, md: 4 }, justifyContent: 'center' }}>
        <Box>
          <CategoryBadge category={article.categorySlug} />
        </Box>
        <Typography variant="h4" component="h2" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {article.title}
        </Typography>
        <Typography color="text.secondary">{featuredExcerpt(article)}</Typography>
        <Typography variant="body2" color="text.secondary">
          By {article.author.displayName} ·{' '}
          <time dateTime={articleDate(article)}>{formatLongDate(articleDate(article))}</time>
        </Typography>
        <Box>
          <Button variant="contained" component={RouterLink} to={articlePath(article.slug)}>
            Read Full Article
          </Button>
        </Box>
      </Stack>
    </Card>
  );
}

export function FeaturedArticleSkeleton() {
  return (
    <Card variant="outlined" sx={layoutSx} aria-busy="true" aria-label="Loading featured article">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Stack spacing={2} sx={{ p: { xs: 2, md: 4 } }}>
        <Skeleton width={80} />
        <Skeleton height={48} />
        <Skeleton />
        <Skeleton width="60%" />
      </Stack>
    </Card>
  );
}
