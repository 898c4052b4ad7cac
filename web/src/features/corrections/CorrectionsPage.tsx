import { useSearchParams } from 'react-router-dom';
import { useReaderQuery } from '../../app/server-page';
import { SiteLink } from '../../components/SiteLink';
import { articlePath } from '../../components/ArticleCard';
import { Skeleton } from '../../components/Skeleton';
import { EmptyState, ErrorState } from '../../components/StatusMessage';
import { CorrectionsPageDocument } from '../../gql/reader/graphql';
import { formatLongDate } from '../../lib/dates';
import { useDocumentMeta } from '../../lib/document-meta';
import { usePublicationFormat } from '../../lib/publication-format';

const PER_PAGE = 30;

/** Every correction and update across the site, newest first, each linking to its article. */
export function CorrectionsPage() {
  const format = usePublicationFormat();
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const { data, loading, error } = useReaderQuery(CorrectionsPageDocument, {
    variables: { limit: PER_PAGE, offset: (page - 1) * PER_PAGE },
  });
  useDocumentMeta('Corrections', 'Every correction and update we have made to our stories, newest first.');
  const list = data?.corrections.corrections ?? [];
  const total = data?.corrections.totalCount ?? 0;
  let body;
  if (loading && !data) {
    body = (
      <div aria-busy="true" aria-label="Loading corrections">
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </div>
    );
  } else if (error) body = <ErrorState title="Error" message="Failed to fetch corrections" />;
  else if (list.length === 0)
    body = <EmptyState title="No corrections yet" hint="When we correct or update a story, it is listed here." />;
  else {
    body = (
      <>
        <ol className="corrections-list" data-testid="corrections-list">
          {list.map((c) => (
            <li key={c.id}>
              <strong>{`${c.kind === 'correction' ? 'Correction' : 'Update'}, ${formatLongDate(c.createdAt, format)}:`}</strong>{' '}
              {c.note}{' '}
              <SiteLink to={articlePath(c.articleSlug)} className="link">
                {c.articleTitle}
              </SiteLink>
            </li>
          ))}
        </ol>
        {page * PER_PAGE < total ? (
          <SiteLink to={`/corrections?page=${page + 1}`} className="link">
            Older corrections
          </SiteLink>
        ) : null}
      </>
    );
  }
  return (
    <div className="container page">
      <h1 className="display">Corrections</h1>
      <p>When a story was wrong we correct it, and when it changes we say so. Every note, newest first.</p>
      {body}
    </div>
  );
}
