import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ArticleGrid, ArticleGridSkeleton } from '../../components/ArticleGrid';
import { CategoryFilterBar } from '../../components/CategoryFilterBar';
import { FeaturedArticleBlock, FeaturedArticleSkeleton } from '../../components/FeaturedArticleBlock';
import { EmptyState, ErrorState } from '../../components/StatusMessage';
import { HOME_CATEGORY_FILTERS } from '../../config/categories';
import { HOME_ARTICLES_LIMIT, PRODUCT_NAME, SEARCH_LIMIT } from '../../config/constants';
import { HomePageDocument } from '../../gql/graphql';
import { useDocumentMeta } from '../../lib/document-meta';
import { useAuth } from '../auth/useAuth';
import { NewsletterSection } from '../newsletter/NewsletterSection';
import { LatestList } from './LatestList';
import { homeArticles } from './home-articles';

/** Editors only: readers get the newest story as the lead instead of an instruction meant for staff. */
function NoMasterFeatured() {
  return (
    <Alert severity="info" variant="outlined" data-testid="no-master-featured">
      <AlertTitle component="h2">No Master Featured Article</AlertTitle>
      Set a master featured article in the admin panel to display it here.
    </Alert>
  );
}

/** The welcome banner, folded into the masthead: one line above the lead story. */
function Masthead() {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        pb: 1,
      }}
    >
      <Typography variant="overline" component="h1" sx={{ fontSize: { xs: '0.85rem', md: '0.95rem' }, color: 'text.primary' }}>
        Welcome to {PRODUCT_NAME}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Your weekly stop for gaming news, honest reviews, esports coverage and guides that get you unstuck.
      </Typography>
    </Box>
  );
}

export function HomePage() {
  const [params] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const searching = search.length > 0;
  const [category, setCategory] = useState('all');
  const { editor } = useAuth();

  useDocumentMeta(searching ? `Search: ${search}` : '', null);

  const { data, loading, error } = useQuery(HomePageDocument, {
    variables: { search, searching, limit: searching ? SEARCH_LIMIT : HOME_ARTICLES_LIMIT },
  });

  const { lead, latest, filtered, grid } = useMemo(
    () =>
      homeArticles({
        all: data?.articles.articles ?? [],
        master: data?.masterFeaturedArticle ?? null,
        searchResults: searching ? (data?.search ?? null) : null,
        category,
      }),
    [data, category, searching],
  );
  const waiting = loading && !data;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Stack spacing={{ xs: 3, md: 5 }}>
        {searching ? (
          <Box component="section" aria-live="polite">
            <Typography variant="h1" sx={{ wordBreak: 'break-word' }}>
              Search Results for "{search}"
            </Typography>
            {data ? <Typography color="text.secondary">Found {filtered.length} articles matching your search.</Typography> : null}
          </Box>
        ) : (
          <Stack spacing={2}>
            <Masthead />
            {error ? null : (
              <Box
                sx={{
                  display: 'grid',
                  gap: { xs: 3, lg: 5 },
                  gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
                  alignItems: 'start',
                }}
              >
                <Stack spacing={2}>
                  {editor && data && !data.masterFeaturedArticle ? <NoMasterFeatured /> : null}
                  {waiting ? (
                    <FeaturedArticleSkeleton />
                  ) : lead ? (
                    <FeaturedArticleBlock
                      article={lead}
                      label={data?.masterFeaturedArticle ? 'Master featured article' : 'Lead story'}
                    />
                  ) : null}
                </Stack>
                {waiting || latest.length ? <LatestList articles={latest} loading={waiting} /> : null}
              </Box>
            )}
          </Stack>
        )}

        <Box component="section" aria-labelledby="more-articles-title">
          <Stack
            direction="row"
            spacing={2}
            sx={{
              justifyContent: 'space-between',
              alignItems: 'center',
              mb: 2,
              borderBottom: 2,
              borderColor: 'primary.main',
              pb: 0.5,
            }}
          >
            <Typography id="more-articles-title" variant="overline" component="h2" sx={{ fontSize: '0.95rem' }}>
              {searching ? 'Matching Articles' : 'More Articles'}
            </Typography>
            <Button component={RouterLink} to="/articles" size="small">
              View All Articles
            </Button>
          </Stack>
          <CategoryFilterBar
            options={HOME_CATEGORY_FILTERS}
            value={category}
            onChange={setCategory}
            label="Filter articles by category"
          />
          <Box sx={{ mt: 3 }}>
            {error ? (
              <ErrorState title="Error" message="Failed to load articles. Please try again later." />
            ) : waiting ? (
              <ArticleGridSkeleton count={6} />
            ) : filtered.length === 0 ? (
              <EmptyState
                title="No Articles Found"
                hint={
                  searching
                    ? 'Try adjusting your search terms or browse all articles.'
                    : 'No articles are available at the moment.'
                }
              />
            ) : (
              <ArticleGrid articles={grid} />
            )}
          </Box>
          {grid.length > 0 && !error ? (
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
