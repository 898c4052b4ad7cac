import Typography, { type TypographyProps } from '@mui/material/Typography';
import { articleDate, formatLongDate, formatShortDate } from '../lib/dates';

/** "4 min read": how long the article takes, as cards and articles show it. */
const readingTimeLabel = (minutes: number) => `${minutes} min read`;

interface ArticleMetaProps {
  article: { publishedAt?: string | null; createdAt: string; readingMinutes: number; author?: { displayName: string } | null };
  long?: boolean;
  variant?: TypographyProps['variant'];
}

/** The byline row: author (when known), date and reading time. */
export function ArticleMeta({ article, long = false, variant = 'caption' }: ArticleMetaProps) {
  const date = articleDate(article);
  return (
    <Typography variant={variant} color="text.secondary" component="p" sx={{ m: 0 }} data-testid="article-meta">
      {article.author ? <>By {article.author.displayName} · </> : null}
      <time dateTime={date}>{long ? formatLongDate(date) : formatShortDate(date)}</time> ·{' '}
      {readingTimeLabel(article.readingMinutes)}
    </Typography>
  );
}
