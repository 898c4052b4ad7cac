import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CompactStoryList } from '../../components/CompactStoryList';
import { FeaturedArticleBlock } from '../../components/FeaturedArticleBlock';
import { SIDEBAR_FEATURED_MAX } from '../../config/constants';
import type { ListingPageQuery } from '../../gql/graphql';

type FeaturedSet = NonNullable<ListingPageQuery['featuredSetForRoute']>;

/** The sidebar of a featured set: up to 3, never the main featured article again. */
export function featuredSidebar(set: FeaturedSet) {
  return set.sidebarArticles.filter((a) => a.id !== set.mainFeatured?.id).slice(0, SIDEBAR_FEATURED_MAX);
}

/** A route's featured block: the main story and a compact sidebar. Empty: a hint for editors only. */
export function ListingFeatured({ set, editor }: { set: FeaturedSet; editor: boolean }) {
  const sidebar = featuredSidebar(set);
  if (!set.mainFeatured && sidebar.length === 0) {
    return editor ? (
      <Typography color="text.secondary" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
        No featured articles available at the moment.
      </Typography>
    ) : null;
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, lg: 5 },
        gridTemplateColumns: { xs: '1fr', lg: set.mainFeatured && sidebar.length ? 'minmax(0, 2fr) minmax(0, 1fr)' : '1fr' },
        alignItems: 'start',
      }}
    >
      {set.mainFeatured ? <FeaturedArticleBlock article={set.mainFeatured} label="Featured article" /> : null}
      {sidebar.length ? (
        <Box component="aside" aria-label="More featured articles">
          <CompactStoryList articles={sidebar} testId="featured-sidebar" />
        </Box>
      ) : null}
    </Box>
  );
}
