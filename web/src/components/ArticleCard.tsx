import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CARD_EXCERPT_LINES } from '../config/constants';
import type { ArticleCardFragment } from '../gql/graphql';
import { articleDate, formatShortDate } from '../lib/dates';
import { cardExcerpt } from '../lib/excerpt';
import { ArticleThumbnail } from './ArticleThumbnail';
import { CategoryBadge } from './CategoryBadge';

export const articlePath = (slug: string) => `/articles/${slug}`;

export function ArticleCard({ article, eager = false }: { article: ArticleCardFragment; eager?: boolean }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="article-card">
      <CardActionArea
        component={RouterLink}
        to={articlePath(article.slug)}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <ArticleThumbnail article={article} eager={eager} />
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <CategoryBadge category={article.categorySlug} />
            <Typography variant="caption" color="text.secondary" component="time" dateTime={articleDate(article)}>
              {formatShortDate(articleDate(article))}
            </Typography>
          </Stack>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem', lineHeight: 1.3, mb: 1 }}>
            {article.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="article-card-excerpt"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: CARD_EXCERPT_LINES,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {cardExcerpt(article)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function ArticleCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden data-testid="article-card-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <CardContent>
        <Skeleton width="30%" />
        <Skeleton width="90%" height={32} />
        <Skeleton />
        <Skeleton width="70%" />
      </CardContent>
    </Card>
  );
}
