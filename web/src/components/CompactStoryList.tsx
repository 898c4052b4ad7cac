import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { categoryLook } from '../config/categories';
import type { ArticleCardFragment } from '../gql/graphql';
import { articlePath } from './ArticleCard';
import { ArticleMeta } from './ArticleMeta';
import { ArticleThumbnail } from './ArticleThumbnail';

interface CompactStoryListProps {
  articles: ArticleCardFragment[];
  /** Numbered 1, 2, 3…: a ranked list (Latest). */
  ranked?: boolean;
  testId?: string;
}

/** A side list: small 16:9 thumbnails (videos get a small play badge), category, headline, date. */
export function CompactStoryList({ articles, ranked = false, testId }: CompactStoryListProps) {
  return (
    <Box component={ranked ? 'ol' : 'ul'} data-testid={testId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {articles.map((article, index) => {
        const look = categoryLook(article.categorySlug);
        return (
          <Box
            component="li"
            key={article.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: ranked ? '1.75rem 104px minmax(0, 1fr)' : '104px minmax(0, 1fr)',
              gap: 1.5,
              alignItems: 'start',
              py: 1.5,
              borderTop: index === 0 ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            {ranked ? (
              <Typography
                aria-hidden
                component="span"
                sx={{ fontFamily: 'h1.fontFamily', fontWeight: 700, fontSize: '1.5rem', lineHeight: 1, color: 'primary.main' }}
              >
                {index + 1}
              </Typography>
            ) : null}
            <Box sx={{ borderRadius: 0.5, overflow: 'hidden' }}>
              <ArticleThumbnail article={article} sizes="compact" />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary', fontSize: '0.7rem', lineHeight: 1.3 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: look.color, mr: 0.75 }}
                />
                {look.label}
              </Typography>
              <Link
                component={RouterLink}
                to={articlePath(article.slug)}
                color="text.primary"
                underline="hover"
                sx={{
                  fontWeight: 600,
                  display: '-webkit-box',
                  WebkitLineClamp: 3,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                  lineHeight: 1.3,
                  my: 0.25,
                }}
              >
                {article.title}
              </Link>
              <ArticleMeta article={article} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

export function CompactStoryListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <Box aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} sx={{ display: 'grid', gridTemplateColumns: '104px 1fr', gap: 1.5, py: 1.5 }}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <Box>
            <Skeleton width={60} />
            <Skeleton />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
