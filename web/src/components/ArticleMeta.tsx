import { FormattedMessage } from 'react-intl';
import { useT } from '../i18n/use-t';
import { articleDate, formatLongDate, formatShortDate } from '../lib/dates';
import { usePublicationFormat } from '../lib/publication-format';

interface ArticleMetaProps {
  article: {
    publishedAt?: string | null;
    createdAt: string;
    readingMinutes: number;
    author?: { displayName: string } | null;
    commentCount?: number | null;
  };
  long?: boolean;
  className?: string;
  /** The comment count links to the comments below (the article page); on cards it is text. */
  linkComments?: boolean;
}

/** The byline row: author (when known), date, reading time and the comment count (when any). */
export function ArticleMeta({ article, long = false, className = 'meta', linkComments = false }: ArticleMetaProps) {
  const format = usePublicationFormat();
  const t = useT();
  const date = articleDate(article);
  // "1 comment", "12 comments" (an ICU plural); none when there are none (or comments are off: graph answers 0).
  const comments = article.commentCount ? t('meta.comments', { count: article.commentCount }) : null;
  return (
    <p className={className} data-testid="article-meta">
      {article.author ? (
        <>
          <FormattedMessage id="meta.byline" values={{ author: article.author.displayName }} />
          {' · '}
        </>
      ) : null}
      <time dateTime={date}>{long ? formatLongDate(date, format) : formatShortDate(date, format)}</time> ·{' '}
      <FormattedMessage id="meta.readingTime" values={{ minutes: article.readingMinutes }} />
      {comments ? (
        <>
          {' · '}
          {linkComments ? (
            <a href="#comments" data-testid="comment-count">
              {comments}
            </a>
          ) : (
            <span data-testid="comment-count">{comments}</span>
          )}
        </>
      ) : null}
    </p>
  );
}
