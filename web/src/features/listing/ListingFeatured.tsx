import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { articlePath } from '../../components/ArticleCard';
import { ArticleThumbnail } from '../../components/ArticleThumbnail';
import { CategoryBadge } from '../../components/CategoryBadge';
import { FeaturedArticleBlock } from '../../components/FeaturedArticleBlock';
import { SIDEBAR_FEATURED_MAX } from '../../config/constants';
import type { ListingPageQuery } from '../../gql/graphql';
import { articleDate, formatShortDate } from '../../lib/dates';

type FeaturedSet = NonNullable<ListingPageQuery['featuredSetForRoute']>;

export function ListingFeatured({ set }: { set: FeaturedSet }) {
  const sidebar = set.sidebarArticles.slice(0, SIDEBAR_FEATURED_MAX);
  if (!set.mainFeatured && sidebar.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">No featured articles available at the moment.</Typography>
      </Paper>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: sidebar.length ? '3fr 1fr' : '1fr' }, alignItems: 'start' }}>
      {set.mainFeatured ? <FeaturedArticleBlock article={set.mainFeatured} label="Featured article" /> : null}
      {sidebar.length ? (
        <Paper component="aside" variant="outlined" aria-label="More featured articles" sx={{ p: 2 }}>
          <Stack spacing={2}>
            {sidebar.map((article) => (
              <Stack key={article.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Box sx={{ width: 96, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
                  <ArticleThumbnail article={article} />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <CategoryBadge category={article.categorySlug} />
                  <Link
                    component={RouterLink}
                    to={articlePath(article.slug)}
                    color="text.primary"
                    underline="hover"
                    sx={{ display: 'block', fontWeight: 600, mt: 0.5 }}
                  >
                    {article.title}
                  </Link>
                  <Typography variant="caption" color="text.secondary">
                    {formatShortDate(articleDate(article))}
                  </Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
        </Paper>
      ) : null}
    </Box>
  );
}
