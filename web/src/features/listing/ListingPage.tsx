import { FollowSlot } from '../../components/FollowSlot';
import { useHttpStatus, useNoIndexWhileEmpty, useReaderQuery } from '../../app/server-page';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ArticleGrid, ArticleGridSkeleton } from '../../components/ArticleGrid';
import { Button, ButtonLink } from '../../components/Button';
import { CategoryFilterBar } from '../../components/CategoryFilterBar';
import { FeaturedArticleSkeleton } from '../../components/FeaturedArticleBlock';
import { EmptyState, ErrorState } from '../../components/StatusMessage';
import { categoryListingPath, categoryLook, LISTING_CATEGORY_FILTERS } from '../../config/categories';
import { LIST_PAGE_SIZE, PRODUCT_NAME } from '../../config/constants';
import { useDocumentMeta } from '../../lib/document-meta';
import { useScrollToTopWhenChanged } from '../../lib/scroll';
import { pageCount } from '../../lib/pager';
import { useAuth } from '../../auth/useAuth';
import { NotFoundPage } from '../../components/NotFoundPage';
import { featuredSidebar, ListingFeatured } from './ListingFeatured';
import { Pager } from '../../components/Pager';
import { ReviewFilters } from './ReviewFilters';
import { listingPageQuery } from './listing-data';
import { useEdition } from '../../lib/edition';
import './listing.css';
import { usePlatformsInEdition } from '../../i18n/use-platforms';
import { useT } from '../../i18n/use-t';

function listingTitle(t: ReturnType<typeof useT>, category: string, knownName?: string): string {
  if (category === 'all') return t('listing.allArticles');
  const option = LISTING_CATEGORY_FILTERS.find((o) => o.value === category);
  if (option) return t(option.labelId);
  const look = categoryLook(category);
  return knownName ?? (look.labelId ? t(look.labelId) : look.label);
}

/** /articles and the category routes; `category` comes from the route, else from ?category=. */
export function ListingPage({ category: routeCategory }: { category?: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { editor } = useAuth();
  const t = useT();
  const edition = useEdition();
  const { category, search, page, withReviewFilters, filtered, withCategories, withFeatured, query, variables } =
    listingPageQuery(routeCategory, params, edition.language);

  const { data, loading, error } = useReaderQuery(query, { variables });
  const platforms = usePlatformsInEdition(data?.gamePlatforms);

  const knownCategory = data?.categories?.find((c) => c.slug === category);
  const unknownCategory = withCategories && !!data?.categories && !knownCategory;
  const title = listingTitle(t, category, knownCategory?.name);

  useDocumentMeta(unknownCategory ? null : title, t('listing.description', { title, product: PRODUCT_NAME }));

  // Changing the category starts again at page 1 (spec §4): the new URL carries no page.
  const chooseCategory = (value: string) => {
    const path = categoryListingPath(value);
    if (!search) return navigate(path);
    const joiner = path.includes('?') ? '&' : '?';
    void navigate(`${path}${joiner}search=${encodeURIComponent(search)}`);
  };

  /** This list's URL at another page (page 1 carries no page). */
  const pageUrl = (next: number) => {
    const updated = new URLSearchParams(params);
    if (next <= 1) updated.delete('page');
    else updated.set('page', String(next));
    const query = updated.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  // A new page of the same list starts at its top, like a new route does.
  useScrollToTopWhenChanged(page);

  // The page's edition's set, from graph (ADR 0052).
  const set = withFeatured ? data?.featuredSetForRoute : null;
  // Each story once per screen: the grid leaves out what the featured block already shows.
  const featuredIds = new Set(
    set ? [set.mainFeatured?.id, ...featuredSidebar(set).map((a) => a.id)].filter((id) => id !== undefined) : [],
  );
  const articles = (data?.articles.articles ?? []).filter((a) => !featuredIds.has(a.id));
  const totalCount = data?.articles.totalCount ?? 0;
  const totalPages = pageCount(totalCount, LIST_PAGE_SIZE);
  const pastTheEnd = !!data && articles.length === 0 && totalCount > 0 && page > totalPages;
  // A page past the end is no page of the list: a 404 (out of the index), that still says where it ends.
  useHttpStatus(pastTheEnd ? 404 : null);
  useNoIndexWhileEmpty(!!data && totalCount === 0 && featuredIds.size === 0);

  if (unknownCategory) return <NotFoundPage />;

  return (
    <div className="container page listing">
      <div className="listing-head">
        <h1 className="display">{title}</h1>
        {category !== 'all' ? <FollowSlot kind="categories" slug={category} name={title} /> : null}
        {search ? <p className="muted">{t('home.searchResults', { term: search })}</p> : null}
        <CategoryFilterBar
          options={LISTING_CATEGORY_FILTERS}
          value={category}
          onChange={chooseCategory}
          label={t('home.filterLabel')}
        />
        {withReviewFilters ? (
          <ReviewFilters params={params} pathname={pathname} platforms={platforms} bands={data?.reviewScale?.bands ?? []} />
        ) : null}
      </div>
      {withFeatured ? (
        loading && !data ? (
          <FeaturedArticleSkeleton />
        ) : set ? (
          <ListingFeatured set={set} editor={!!editor} />
        ) : null
      ) : null}
      {error ? (
        <ErrorState
          title={t('listing.loadFailed')}
          action={
            <Button variant="plain" size="small" onClick={() => window.location.reload()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : loading && !data ? (
        <ArticleGridSkeleton count={LIST_PAGE_SIZE} />
      ) : pastTheEnd ? (
        <EmptyState title={t('listing.empty')} hint={t('listing.endsAt', { page: totalPages })}>
          <ButtonLink to={pageUrl(totalPages)} variant="contained">
            {t('listing.goToPage', { page: totalPages })}
          </ButtonLink>
        </EmptyState>
      ) : articles.length === 0 && featuredIds.size === 0 ? (
        filtered ? (
          <EmptyState title={t('listing.noReviews')} hint={t('listing.noReviewsHint')}>
            <ButtonLink to={pathname} variant="contained">
              {t('listing.showAllReviews')}
            </ButtonLink>
          </EmptyState>
        ) : (
          <EmptyState title={t('listing.empty')} />
        )
      ) : (
        <>
          <ArticleGrid articles={articles} />
          <div className="listing-foot">
            <Pager page={page} totalPages={totalPages} hrefFor={pageUrl} />
            <p className="muted" data-testid="page-summary">
              {t('listing.summary', { page, totalPages, shown: data?.articles.articles.length ?? 0, total: totalCount })}
            </p>
          </div>
        </>
      )}
    </div>
  );
}
