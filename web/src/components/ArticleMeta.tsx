import { articleDate, formatLongDate, formatShortDate } from '../lib/dates';
import { formatCount } from '../lib/numbers';
import { usePublicationFormat } from '../lib/publication-format';
import type { PublicationFormat } from '../lib/dates';

/** "4 min read": how long the article takes, as cards and articles show it. */
const readingTimeLabel = (minutes: number) => `${minutes} min read`;

/** "1 comment", "12 comments"; null when there are none (or comments are off: graph answers 0). */
const commentCountLabel = (count: number | null | undefined, format: PublicationFormat): string | null =>
  count ? `${formatCount(count, format)} ${count === 1 ? 'comment' : 'comments'}` : null;

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
  const date = articleDate(article);
  const comments = commentCountLabel(article.commentCount, format);
  return (
    <p className={className} data-testid="article-meta">
      {article.author ? <>By {article.author.displayName} · </> : null}
      <time dateTime={date}>{long ? formatLongDate(date, format) : formatShortDate(date, format)}</time> ·{' '}
      {readingTimeLabel(article.readingMinutes)}
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
