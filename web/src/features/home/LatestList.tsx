import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { articlePath } from '../../components/ArticleCard';
import { CategoryBadge } from '../../components/CategoryBadge';
import type { ArticleCardFragment } from '../../gql/graphql';
import { formatShortDate } from '../../lib/dates';

export function LatestList({ articles, loading }: { articles: ArticleCardFragment[]; loading: boolean }) {
  return (
    <Paper component="aside" variant="outlined" aria-labelledby="latest-title" sx={{ p: 2.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id="latest-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          Latest
        </Typography>
        <Button component={RouterLink} to="/articles" size="small">
          View All
        </Button>
      </Stack>
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="latest-list">
        {loading
          ? Array.from({ length: 5 }, (_, i) => (
              <li key={i} aria-hidden>
                <Skeleton width={70} />
                <Skeleton />
              </li>
            ))
          : articles.map((article) => (
              <li key={article.id}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                  <CategoryBadge category={article.categorySlug} />
                  <Typography variant="caption" color="text.secondary">
                    {formatShortDate(article.publishedAt ?? article.createdAt)}
                  </Typography>
                </Stack>
                <Link component={RouterLink} to={articlePath(article.slug)} color="text.primary" underline="hover" sx={{ fontWeight: 600 }}>
                  {article.title}
                </Link>
              </li>
            ))}
      </Stack>
    </Paper>
  );
}
