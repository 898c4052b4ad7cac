import { ButtonLink } from '../../components/Button';
import { CompactStoryList, CompactStoryListSkeleton } from '../../components/CompactStoryList';
import type { ArticleCardFragment } from '../../gql/reader/graphql';
import { useT } from '../../i18n/use-t';

/** The ranked Latest list beside the lead story, with View All to /articles. */
export function LatestList({ articles, loading }: { articles: ArticleCardFragment[]; loading: boolean }) {
  const t = useT();
  return (
    <aside aria-labelledby="latest-title">
      <div className="section-head" style={{ marginBottom: 0 }}>
        <h2 id="latest-title" className="kicker">
          {t('home.latest')}
        </h2>
        <ButtonLink to="/articles" size="small">
          {t('common.viewAll')}
        </ButtonLink>
      </div>
      {loading ? <CompactStoryListSkeleton /> : <CompactStoryList articles={articles} ranked testId="latest-list" />}
    </aside>
  );
}
