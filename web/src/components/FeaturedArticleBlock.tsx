import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleCardFragment } from '../gql/graphql';
import { featuredExcerpt } from '../lib/excerpt';
import { articlePath } from './ArticleCard';
import { ArticleMeta } from './ArticleMeta';
import { ArticleThumbnail } from './ArticleThumbnail';
import { CategoryBadge } from './CategoryBadge';

type LeadArticle = ArticleCardFragment & { author?: { displayName: string } | null };

/**
 * The lead story: the image across the column (16:9, never cropped square), then the category,
 * a display headline, the excerpt cut at 200 characters, the byline and Read Full Article.
 */
export function FeaturedArticleBlock({ article, label }: { article: LeadArticle; label: string }) {
  return (
    <Box component="section" aria-label={label} data-testid="featured-article">
      <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
        <ArticleThumbnail article={article} eager sizes="lead" />
      </Box>
      <Stack spacing={1.5} sx={{ pt: 2 }}>
        <Box>
          <CategoryBadge category={article.categorySlug} />
        </Box>
        <Typography
          variant="h2"
          component="h2"
          sx={{ fontSize: 'clamp(1.6rem, 1.1rem + 2vw, 2.6rem)', lineHeight: 1.08, maxWidth: '24ch' }}
        >
          {article.title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: '65ch' }}>
          {featuredExcerpt(article.cardExcerpt)}
        </Typography>
        <ArticleMeta article={article} long variant="body2" />
        <Box>
          <Button variant="contained" component={RouterLink} to={articlePath(article.slug)}>
            Read Full Article
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Shaped like the lead story it stands for (badge, 3-line headline, excerpt, byline, button), so the
 * lists beside and below it do not move when the story arrives. */
export function FeaturedArticleSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading featured article">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: 1 }} />
      <Stack spacing={1.5} sx={{ pt: 2 }}>
        <Skeleton variant="rounded" width={64} height={24} />
        <Box>
          {[0, 1, 2].map((i) => (
            <Skeleton
              key={i}
              width={i === 2 ? '55%' : '95%'}
              sx={{ fontSize: 'clamp(1.6rem, 1.1rem + 2vw, 2.6rem)', lineHeight: 1.08 }}
            />
          ))}
        </Box>
        <Box>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} width={i === 3 ? '40%' : '100%'} />
          ))}
        </Box>
        <Skeleton width="50%" />
        <Skeleton variant="rounded" width={150} height={36} />
      </Stack>
    </Box>
  );
}
