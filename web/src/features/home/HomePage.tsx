import { useMemo, useState } from 'react';
import { useReaderQuery } from '../../app/server-page';
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
import { useT } from '../../i18n/use-t';

/** Editors only: readers get the newest story as the lead instead of an instruction meant for staff. */
function NoMasterFeatured() {
  const t = useT();
  return (
    <div data-testid="no-master-featured">
      <Notice severity="info" title={t('home.noMaster')} titleLevel={2}>
        {t('home.noMasterHint')}
      </Notice>
    </div>
  );
}

/** The welcome banner, folded into the masthead: one line above the lead story. */
function Masthead() {
  const t = useT();
  return (
    <header className="home-masthead">
      <h1 className="kicker">{t('home.welcome', { product: PRODUCT_NAME })}</h1>
      <p className="muted">{t('home.welcomeHint')}</p>
    </header>
  );
}

export function HomePage() {
  const [params] = useSearchParams();
  const { language } = useEdition();
  const { search, searching, query, variables } = homePageQuery(params, language);
  const [category, setCategory] = useState('all');
  const { editor } = useAuth();
  const t = useT();
  useDocumentMeta(searching ? t('home.searchTitle', { term: search }) : '', null);

  const { data, loading, error } = useReaderQuery(query, { variables });
  // A category looks through the full list, asked for once a reader picks one (home-data.ts).
  const filtering = !searching && category !== 'all';
  const full = useReaderQuery(query, { variables: homePageQuery(params, language, true).variables, skip: !filtering });
  const list = filtering ? full.data : data;

  const { lead, latest, filtered, grid } = useMemo(
    () =>
      homeArticles({
        all: (list ?? data)?.articles.articles ?? [],
        master: data?.masterFeaturedArticle ?? null,
        searchResults: searching ? (data?.search?.articles ?? null) : null,
        category,
      }),
    [list, data, category, searching],
  );
  const waiting = loading && !data;
  const gridError = error ?? (filtering ? full.error : undefined);
  const gridWaiting = waiting || (filtering && !gridError && !list);

  return (
    <div className="container page stack">
      {searching ? (
        <section aria-live="polite">
          <h1 className="display">{t('home.searchResults', { term: search })}</h1>
          {data ? <p className="muted">{t('home.found', { count: filtered.length })}</p> : null}
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
                    label={t(data?.masterFeaturedArticle ? 'home.masterLabel' : 'home.leadLabel')}
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
            {t(searching ? 'home.matching' : 'home.more')}
          </h2>
          <ButtonLink to="/articles" size="small">
            {t('common.viewAllArticles')}
          </ButtonLink>
        </div>
        <CategoryFilterBar
          options={HOME_CATEGORY_FILTERS}
          value={category}
          onChange={setCategory}
          label={t('home.filterLabel')}
        />
        <div className="home-grid">
          {gridError ? (
            <ErrorState title={t('common.error')} message={t('home.loadFailed')} />
          ) : gridWaiting ? (
            <ArticleGridSkeleton count={6} />
          ) : filtered.length === 0 ? (
            <EmptyState title={t('home.noArticles')} hint={t(searching ? 'home.noArticlesSearchHint' : 'home.noArticlesHint')} />
          ) : (
            <ArticleGrid articles={grid} />
          )}
        </div>
        {grid.length > 0 && !gridError && !gridWaiting ? (
          <div className="home-more">
            <ButtonLink to="/articles" variant="contained" size="large">
              {t('common.viewAllArticles')}
            </ButtonLink>
          </div>
        ) : null}
      </section>

      <NewsletterSection />
    </div>
  );
}
