import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CompactStoryList, CompactStoryListSkeleton } from '../../components/CompactStoryList';
import type { ArticleCardFragment } from '../../gql/graphql';

/** The ranked Latest list beside the lead story, with View All to /articles. */
export function LatestList({ articles, loading }: { articles: ArticleCardFragment[]; loading: boolean }) {
  return (
    <Box component="aside" aria-labelledby="latest-title">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', borderBottom: 2, borderColor: 'primary.main', pb: 0.5 }}
      >
        <Typography id="latest-title" variant="overline" component="h2" sx={{ fontSize: '0.95rem' }}>
          Latest
        </Typography>
        <Button component={RouterLink} to="/articles" size="small">
          View All
        </Button>
      </Stack>
      {loading ? <CompactStoryListSkeleton /> : <CompactStoryList articles={articles} ranked testId="latest-list" />}
    </Box>
  );
}
