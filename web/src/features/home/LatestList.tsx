import { ButtonLink } from '../../components/Button';
import { CompactStoryList, CompactStoryListSkeleton } from '../../components/CompactStoryList';
import type { ArticleCardFragment } from '../../gql/reader/graphql';

/** The ranked Latest list beside the lead story, with View All to /articles. */
export function LatestList({ articles, loading }: { articles: ArticleCardFragment[]; loading: boolean }) {
  return (
    <aside aria-labelledby="latest-title">
      <div className="section-head" style={{ marginBottom: 0 }}>
        <h2 id="latest-title" className="kicker">
          Latest
        </h2>
        <ButtonLink to="/articles" size="small">
          View All
        </ButtonLink>
      </div>
      {loading ? <CompactStoryListSkeleton /> : <CompactStoryList articles={articles} ranked testId="latest-list" />}
    </aside>
  );
}
