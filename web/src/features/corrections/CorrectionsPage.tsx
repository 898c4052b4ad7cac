import { useSearchParams } from 'react-router-dom';
import { useHttpStatus, useNoIndexWhileEmpty, useReaderQuery } from '../../app/server-page';
import { ButtonLink } from '../../components/Button';
import { SiteLink } from '../../components/SiteLink';
import { articlePath } from '../../components/ArticleCard';
import { Skeleton } from '../../components/Skeleton';
import { EmptyState, ErrorState } from '../../components/StatusMessage';
import { CorrectionsPageDocument } from '../../gql/reader/graphql';
import { formatLongDate } from '../../lib/dates';
import { pageCount, requestedPage } from '../../lib/pager';
import { useDocumentMeta } from '../../lib/document-meta';
import { usePublicationFormat } from '../../lib/publication-format';
import { useEdition } from '../../lib/edition';
import { useT } from '../../i18n/use-t';

const PER_PAGE = 30;

/** The edition's corrections and updates, newest first, each linking to its article. */
export function CorrectionsPage() {
  const format = usePublicationFormat();
  const t = useT();
  const { language } = useEdition();
  const [params] = useSearchParams();
  const page = requestedPage(params.get('page'), PER_PAGE);
  const { data, loading, error } = useReaderQuery(CorrectionsPageDocument, {
    variables: { limit: PER_PAGE, offset: (page - 1) * PER_PAGE, language },
  });
  useDocumentMeta(t('corrections.title'), t('corrections.description'));
  const list = data?.corrections.corrections ?? [];
  const total = data?.corrections.totalCount ?? 0;
  const lastPage = pageCount(total, PER_PAGE);
  // A page past the end is no page of the list (an empty 200 was indexed as a page of its own): a
  // 404 that says where the list ends, as the article and games lists do.
  const pastTheEnd = !!data && list.length === 0 && page > 1;
  useHttpStatus(pastTheEnd ? 404 : null);
  useNoIndexWhileEmpty(!!data && total === 0);
  let body;
  if (loading && !data) {
    body = (
      <div aria-busy="true" aria-label={t('corrections.loading')}>
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </div>
    );
  } else if (error) body = <ErrorState title={t('common.error')} message={t('corrections.fetchFailed')} />;
  else if (pastTheEnd) {
    body = (
      <EmptyState title={t('corrections.none')} hint={t('listing.endsAt', { page: lastPage })}>
        <ButtonLink to={lastPage > 1 ? `/corrections?page=${lastPage}` : '/corrections'} variant="contained">
          {t('listing.goToPage', { page: lastPage })}
        </ButtonLink>
      </EmptyState>
    );
  } else if (list.length === 0) body = <EmptyState title={t('corrections.none')} hint={t('corrections.noneHint')} />;
  else {
    body = (
      <>
        <ol className="corrections-list" data-testid="corrections-list">
          {list.map((c) => (
            <li key={c.id}>
              <strong>
                {t(c.kind === 'correction' ? 'article.correctionOn' : 'article.updateOn', {
                  date: formatLongDate(c.createdAt, format),
                })}
              </strong>{' '}
              {c.note}{' '}
              <SiteLink to={articlePath(c.articleSlug)} className="link">
                {c.articleTitle}
              </SiteLink>
            </li>
          ))}
        </ol>
        {page * PER_PAGE < total ? (
          <SiteLink to={`/corrections?page=${page + 1}`} className="link">
            {t('corrections.older')}
          </SiteLink>
        ) : null}
      </>
    );
  }
  return (
    <div className="container page">
      <h1 className="display">{t('corrections.title')}</h1>
      <p>{t('corrections.intro')}</p>
      {body}
    </div>
  );
}
