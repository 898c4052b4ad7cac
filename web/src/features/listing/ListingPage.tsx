import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ArticleGrid, ArticleGridSkeleton } from '../../components/ArticleGrid';
import { CategoryFilterBar } from '../../components/CategoryFilterBar';
import { FeaturedArticleSkeleton } from '../../components/FeaturedArticleBlock';
import { EmptyState, ErrorState } from '../../components/StatusMessage';
import { categoryListingPath, categoryLook, featuredRouteFor, LISTING_CATEGORY_FILTERS } from '../../config/categories';
import { LIST_PAGE_SIZE } from '../../config/constants';
import { ListingPageDocument } from '../../gql/graphql';
import { useDocumentMeta } from '../../lib/document-meta';
import { pageCount } from '../../lib/pager';
import { ListingFeatured } from './ListingFeatured';
import { Pager } from './Pager';

function listingTitle(category: string): string {
  if (category === 'all') return 'All Articles';
  const option = LISTING_CATEGORY_FILTERS.find((o) => o.value === category);
  return option ? option.label : categoryLook(category).label;
}

/** /articles and the category routes; `category` comes from the route, else from ?category=. */
export function ListingPage({ category: routeCategory }: { category?: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const category = (routeCategory ?? params.get('category') ?? 'all').toLowerCase() || 'all';
  const search = (params.get('search') ?? '').trim();
  const requestedPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(requestedPage) && requestedPage > 0 ? requestedPage : 1;
  const title = listingTitle(category);
  const route = featuredRouteFor(category);
  const withFeatured = !search && route !== null;

  useDocumentMeta(title, `${title} on Savepoint: gaming news, reviews, esports and guides.`);

  const { data, loading, error } = useQuery(ListingPageDocument, {
    variables: {
      filter: { category: category === 'all' ? null : category, search: search || null },
      limit: LIST_PAGE_SIZE,
      offset: (page - 1) * LIST_PAGE_SIZE,
      route: route ?? 'all',
      withFeatured,
    },
  });

  // Changing the category starts again at page 1 (spec §4): the new URL carries no page.
  const chooseCategory = (value: string) => {
    const path = categoryListingPath(value);
    if (!search) return navigate(path);
    const joiner = path.includes('?') ? '&' : '?';
    void navigate(`${path}${joiner}search=${encodeURIComponent(search)}`);
  };

  const goToPage = (next: number) => {
    const updated = new URLSearchParams(params);
    if (next <= 1) updated.delete('page');
    else updated.set('page', String(next));
    setParams(updated);
    window.scrollTo({ top: 0 });
  };

  const articles = data?.articles.articles ?? [];
  const totalCount = data?.articles.totalCount ?? 0;
  const totalPages = pageCount(totalCount, LIST_PAGE_SIZE);

  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Stack spacing={4}>
        {withFeatured ? (
          loading && !data ? (
            <FeaturedArticleSkeleton />
          ) : data?.featuredSetForRoute ? (
            <ListingFeatured set={data.featuredSetForRoute} />
          ) : null
        ) : null}
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
            {title}
          </Typography>
          {search ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Search Results for "{search}"
            </Typography>
          ) : null}
          <CategoryFilterBar options={LISTING_CATEGORY_FILTERS} value={category} onChange={chooseCategory} label="Filter articles by category" />
        </Box>
        {error ? (
          <ErrorState
            title="Failed to load articles"
            action={
              <Button color="inherit" size="small" onClick={() => window.location.reload()}>
                Retry
              </Button>
            }
          />
        ) : loading && !data ? (
          <ArticleGridSkeleton count={LIST_PAGE_SIZE} />
        ) : articles.length === 0 ? (
          <EmptyState title="No articles found" />
        ) : (
          <>
            <ArticleGrid articles={articles} />
            <Stack spacing={2} sx={{ alignItems: 'center' }}>
              <Pager page={page} totalPages={totalPages} onPage={goToPage} />
              <Typography color="text.secondary" data-testid="page-summary">
                Page {page} of {totalPages} • Showing {articles.length} of {totalCount} articles
              </Typography>
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
