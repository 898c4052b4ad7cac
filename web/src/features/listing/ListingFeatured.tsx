import { CompactStoryList } from '../../components/CompactStoryList';
import { FeaturedArticleBlock } from '../../components/FeaturedArticleBlock';
import { SIDEBAR_FEATURED_MAX } from '../../config/constants';
import type { ListingPageQuery } from '../../gql/reader/graphql';
import { useT } from '../../i18n/use-t';

type FeaturedSet = NonNullable<ListingPageQuery['featuredSetForRoute']>;

/** The sidebar of a featured set: up to 3, never the main featured article again. */
export function featuredSidebar(set: FeaturedSet) {
  return set.sidebarArticles.filter((a) => a.id !== set.mainFeatured?.id).slice(0, SIDEBAR_FEATURED_MAX);
}

/** A route's featured block: the main story and a compact sidebar. Empty: a hint for editors only. */
export function ListingFeatured({ set, editor }: { set: FeaturedSet; editor: boolean }) {
  const sidebar = featuredSidebar(set);
  const t = useT();
  if (!set.mainFeatured && sidebar.length === 0) {
    return editor ? <p className="panel muted">{t('listing.noFeatured')}</p> : null;
  }
  return (
    <div className={set.mainFeatured && sidebar.length ? 'lead-grid' : 'lead-grid single'}>
      {set.mainFeatured ? <FeaturedArticleBlock article={set.mainFeatured} label={t('listing.featuredLabel')} /> : null}
      {sidebar.length ? (
        <aside aria-labelledby="featured-sidebar-title">
          <div className="section-head" style={{ marginBottom: 0 }}>
            <h2 id="featured-sidebar-title" className="kicker">
              {t('listing.moreFeatured')}
            </h2>
          </div>
          <CompactStoryList articles={sidebar} testId="featured-sidebar" />
        </aside>
      ) : null}
    </div>
  );
}
