import { articleDate, formatLongDate, formatShortDate } from '../lib/dates';

/** "4 min read": how long the article takes, as cards and articles show it. */
const readingTimeLabel = (minutes: number) => `${minutes} min read`;

interface ArticleMetaProps {
  article: { publishedAt?: string | null; createdAt: string; readingMinutes: number; author?: { displayName: string } | null };
  long?: boolean;
  className?: string;
}

/** The byline row: author (when known), date and reading time. */
export function ArticleMeta({ article, long = false, className = 'meta' }: ArticleMetaProps) {
  const date = articleDate(article);
  return (
    <p className={className} data-testid="article-meta">
      {article.author ? <>By {article.author.displayName} · </> : null}
      <time dateTime={date}>{long ? formatLongDate(date) : formatShortDate(date)}</time> ·{' '}
      {readingTimeLabel(article.readingMinutes)}
    </p>
  );
}
