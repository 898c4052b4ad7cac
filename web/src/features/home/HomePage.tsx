import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ArticleGrid, ArticleGridSkeleton } from '../../components/ArticleGrid';
import { CategoryFilterBar } from '../../components/CategoryFilterBar';
import { FeaturedArticleBlock, FeaturedArticleSkeleton } from '../../components/FeaturedArticleBlock';
import { EmptyState, ErrorState } from '../../components/StatusMessage';
import { HOME_CATEGORY_FILTERS } from '../../config/categories';
import {
  HOME_ARTICLES_LIMIT,
  HOME_MORE_END,
  HOME_MORE_START,
  PRODUCT_NAME,
  SEARCH_LIMIT,
} from '../../config/constants';
import { HomePageDocument } from '../../gql/graphql';
import { useDocumentMeta } from '../../lib/document-meta';
import { NewsletterSection } from '../newsletter/NewsletterSection';
import { LatestList } from './LatestList';
import { homeArticles } from './home-articles';

function NoMasterFeatured() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="no-master-featured">
      <Typography variant="h5" component="h2" gutterBottom>
        No Master Featured Article
      </Typography>
      <Typography color="text.secondary">Set a master featured article in the admin panel to display it here.</Typography>
    </Paper>
  );
}

function WelcomeBanner() {
  return (
    <Paper
      component="section"
      aria-labelledby="welcome-title"
      sx={{ p: { xs: 3, md: 4 }, background: 'linear-gradient(120deg, #4c1d95 0%, #1e1b4b 60%, #0e7490 100%)', color: '#fff' }}
    >
      <Typography id="welcome-title" variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
        Welcome to {PRODUCT_NAME}
      </Typography>
      <Typography sx={{ mt: 1, maxWidth: 720, color: '#e9e5ff' }}>
        Your weekly stop for gaming news, honest reviews, esports coverage and guides that get you unstuck.
      </Typography>
    </Paper>
  );
}

export function HomePage() {
  const [params] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const searching = search.length > 0;
  const [category, setCategory] = useState('all');

  useDocumentMeta(searching ? `Search: ${search}` : '', null);

  const { data, loading, error } = useQuery(HomePageDocument, {
    variables: { search, searching, limit: searching ? SEARCH_LIMIT : HOME_ARTICLES_LIMIT },
  });

  const { filtered, latest } = useMemo(
    () => homeArticles({ all: data?.articles.articles ?? [], searchResults: data?.search ?? null, category }),
    [data, category],
  );
  const unfiltered = !searching && category === 'all';
  const gridArticles = unfiltered ? filtered.slice(HOME_MORE_START, HOME_MORE_END) : filtered;

  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Stack spacing={4}>
        {!searching ? (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 1fr' }, alignItems: 'start' }}>
            <Stack spacing={3}>
              {loading && !data ? (
                <FeaturedArticleSkeleton />
              ) : data?.masterFeaturedArticle ? (
                <FeaturedArticleBlock article={data.masterFeaturedArticle} label="Master featured article" />
              ) : (
                <NoMasterFeatured />
              )}
              <WelcomeBanner />
            </Stack>
            <LatestList articles={latest} loading={loading && !data} />
          </Box>
        ) : (
          <Box component="section" aria-live="polite">
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800, wordBreak: 'break-word' }}>
              Search Results for "{search}"
            </Typography>
            {data ? <Typography color="text.secondary">Found {filtered.length} articles matching your search.</Typography> : null}
          </Box>
        )}

        <Box component="section" aria-labelledby="more-articles-title">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
            <Typography id="more-articles-title" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
              {searching ? 'Matching Articles' : 'More Articles'}
            </Typography>
            <Button component={RouterLink} to="/articles" variant="outlined">
              View All Articles
            </Button>
          </Stack>
          <CategoryFilterBar options={HOME_CATEGORY_FILTERS} value={category} onChange={setCategory} label="Filter articles by category" />
          <Box sx={{ mt: 3 }}>
            {error ? (
              <ErrorState title="Error" message="Failed to load articles. Please try again later." />
            ) : loading && !data ? (
              <ArticleGridSkeleton count={6} />
            ) : filtered.length === 0 ? (
              <EmptyState
                title="No Articles Found"
                hint={searching ? 'Try adjusting your search terms or browse all articles.' : 'No articles are available at the moment.'}
              />
            ) : (
              <ArticleGrid articles={gridArticles} />
            )}
          </Box>
          {gridArticles.length > 0 && !error ? (
            <Box sx={{ textAlign: 'center', mt: 4 }}>
              <Button component={RouterLink} to="/articles" variant="contained" size="large">
                View All Articles
              </Button>
            </Box>
          ) : null}
        </Box>

        <NewsletterSection />
      </Stack>
    </Container>
  );
}
