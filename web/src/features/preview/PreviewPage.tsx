// /preview/<token>: a draft or scheduled article shown to whoever holds the link, laid out as readers
// will see it. The gateway marks the page noindex; graph answers null once the link is revoked or
// the article is published, and the page then answers 404 (an unknown, revoked or ended link).
import { useParams } from 'react-router-dom';
import { CategoryBadge } from '../../components/CategoryBadge';
import { Skeleton } from '../../components/Skeleton';
import { Notice } from '../../components/StatusMessage';
import { PreviewArticleDocument } from '../../gql/reader/graphql';
import { useDocumentMeta } from '../../lib/document-meta';
import { useHttpStatus, useReaderQuery } from '../../app/server-page';
import { ArticleContent } from '../../components/ArticleContent';
import { formatDate } from '../../lib/dates';
import { usePublicationFormat } from '../../lib/publication-format';

export function PreviewPage() {
  const { token = '' } = useParams();
  const { data, loading } = useReaderQuery(PreviewArticleDocument, { variables: { token }, fetchPolicy: 'network-only' });
  const article = data?.articleByPreviewToken ?? null;
  // The server renders this page too: the publication's zone and locale, not the machine's, so the
  // browser hydrates the same words and the day matches the calendar's (ADR 0045).
  const format = usePublicationFormat();
  useDocumentMeta(loading ? null : article ? `Preview: ${article.title}` : 'Preview Unavailable', null);
  useHttpStatus(!loading && !article ? 404 : null);

  if (loading && !data) {
    return (
      <div className="container container-narrow page">
        <Skeleton height={64} />
        <Skeleton height={240} />
      </div>
    );
  }

  if (!article) {
    return (
      <div className="container container-narrow page">
        <Notice severity="info">
          This preview link has expired or was revoked. If the article is published, it is on the site now.
        </Notice>
      </div>
    );
  }

  return (
    <div className="container container-narrow page">
      <Notice severity="warning">
        Preview of an unpublished article (
        {article.status === 'scheduled' && article.scheduledFor
          ? `scheduled for ${formatDate(article.scheduledFor, 'short', format)} ${formatDate(article.scheduledFor, 'clock', format)}`
          : 'draft'}
        ). Please do not share it further.
      </Notice>
      <article className="article" style={{ marginTop: 24 }}>
        <div className="badge-row">
          <CategoryBadge category={article.categorySlug} name={article.category.name} />
        </div>
        <h1 className="display">{article.title}</h1>
        {article.excerpt ? <p className="article-standfirst">{article.excerpt}</p> : null}
        <p className="article-meta">By {article.author.displayName}</p>
        {article.featuredImage && !/youtu/.test(article.featuredImage) ? (
          <img
            src={article.featuredImage}
            alt={article.featuredImageAlt ?? ''}
            className="article-media"
            style={{ width: '100%' }}
          />
        ) : null}
        <ArticleContent html={article.content} />
      </article>
    </div>
  );
}
