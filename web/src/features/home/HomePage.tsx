import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ArticleGrid, ArticleGridSkeleton } from '../../components/ArticleGrid';
import { ButtonLink } from '../../components/Button';
import { CategoryFilterBar } from '../../components/CategoryFilterBar';
import { FeaturedArticleBlock, FeaturedArticleSkeleton } from '../../components/FeaturedArticleBlock';
import { EmptyState, ErrorState, Notice } from '../../components/StatusMessage';
import { HOME_CATEGORY_FILTERS } from '../../config/categories';
import { PRODUCT_NAME } from '../../config/constants';
import { useDocumentMeta } from '../../lib/document-meta';
import { useAuth } from '../../auth/useAuth';
import { NewsletterSection } from './NewsletterSection';
import { LatestList } from './LatestList';
import { homeArticles } from './home-articles';
import { homePageQuery } from './home-data';
import { useEdition } from '../../lib/edition';
import './home.css';

/** Editors only: readers get the newest story as the lead instead of an instruction meant for staff. */
function NoMasterFeatured() {
  return (
    <div data-testid="no-master-featured">
      <Notice severity="info" title="No Master Featured Article" titleLevel={2}>
        Set a master featured article in the admin panel to display it here.
      </Notice>
    </div>
  );
}

/** The welcome banner, folded into the masthead: one line above the lead story. */
function Masthead() {
  return (
    <header className="home-masthead">
      <h1 className="kicker">Welcome to {PRODUCT_NAME}</h1>
      <p className="muted">Your weekly stop for gaming news, honest reviews, esports coverage and guides that get you unstuck.</p>
    </header>
  );
}

export function HomePage() {
  const [params] = useSearchParams();
  const { language } = useEdition();
  const { search, searching, query, variables } = homePageQuery(params, language);
  const [category, setCategory] = useState('all');
  const { editor } = useAuth();
  useDocumentMeta(searching ? `Search: ${search}` : '', null);

  const { data, loading, error } = useQuery(query, { variables });
  // A category looks through the full list, asked for once a reader picks one (home-data.ts).
  const filtering = !searching && category !== 'all';
  const full = useQuery(query, { variables: homePageQuery(params, language, true).variables, skip: !filtering });
  const list = filtering ? full.data : data;

  const { lead, latest, filtered, grid } = useMemo(
    () =>
      homeArticles({
        all: (list ?? data)?.articles.articles ?? [],
        // The master featured slot is the whole publication's: shown in its own edition only.
        master: data?.masterFeaturedArticle?.language === language ? data.masterFeaturedArticle : null,
        searchResults: searching ? (data?.search?.articles ?? null) : null,
        category,
      }),
    [list, data, category, searching, language],
  );
  const waiting = loading && !data;
  const gridError = error ?? (filtering ? full.error : undefined);
  const gridWaiting = waiting || (filtering && !gridError && !list);

  return (
    <div className="container page stack">
      {searching ? (
        <section aria-live="polite">
          <h1 className="display">Search Results for "{search}"</h1>
          {data ? <p className="muted">Found {filtered.length} articles matching your search.</p> : null}
        </section>
      ) : (
        <div className="home-top">
          <Masthead />
          {error ? null : (
            <div className="lead-grid">
              <div className="home-lead">
                {editor && data && !data.masterFeaturedArticle ? <NoMasterFeatured /> : null}
                {waiting ? (
                  <FeaturedArticleSkeleton />
                ) : lead ? (
                  <FeaturedArticleBlock
                    article={lead}
                    label={data?.masterFeaturedArticle ? 'Master featured article' : 'Lead story'}
                  />
                ) : null}
              </div>
              {waiting || latest.length ? <LatestList articles={latest} loading={waiting} /> : null}
            </div>
          )}
        </div>
      )}

      <section aria-labelledby="more-articles-title">
        <div className="section-head">
          <h2 id="more-articles-title" className="kicker">
            {searching ? 'Matching Articles' : 'More Articles'}
          </h2>
          <ButtonLink to="/articles" size="small">
            View All Articles
          </ButtonLink>
        </div>
        <CategoryFilterBar
          options={HOME_CATEGORY_FILTERS}
          value={category}
          onChange={setCategory}
          label="Filter articles by category"
        />
        <div className="home-grid">
          {gridError ? (
            <ErrorState title="Error" message="Failed to load articles. Please try again later." />
          ) : gridWaiting ? (
            <ArticleGridSkeleton count={6} />
          ) : filtered.length === 0 ? (
            <EmptyState
              title="No Articles Found"
              hint={
                searching ? 'Try adjusting your search terms or browse all articles.' : 'No articles are available at the moment.'
              }
            />
          ) : (
            <ArticleGrid articles={grid} />
          )}
        </div>
        {grid.length > 0 && !gridError && !gridWaiting ? (
          <div className="home-more">
            <ButtonLink to="/articles" variant="contained" size="large">
              View All Articles
            </ButtonLink>
          </div>
        ) : null}
      </section>

      <NewsletterSection />
    </div>
  );
}
