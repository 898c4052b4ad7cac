// Insights (issue 24): the staff's reports, read from the rollups counting keeps (site_daily,
// article_daily_views, article_hourly_views, article_source_daily, site_source_daily, search_term_daily,
// search_term_empty), the subscriber table and the comments. Every report is a few GROUP BYs over per-day rows of the range.
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors';
import { EditionService } from '../edition/edition.service';
import type { ArticleInsights, InsightsOverview, LabelledCount, NewsletterInsights } from './insights.types';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_RANGE_DAYS = 366;
const DEFAULT_RANGE_DAYS = 30;
const TOP = 10;
/** How many of each day's most read articles are candidates for the range's most read. */
const CANDIDATES_PER_DAY = 20;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A YYYY-MM-DD day that exists (2026-02-30 does not), as UTC midnight in ms; else a 400 naming the field. */
function utcDay(field: 'from' | 'to', value: string): number {
  const ms = DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms) || isoDay(new Date(ms)) !== value) throw badInput(field, `${field} must be a date, YYYY-MM-DD`);
  return ms;
}

/**
 * The range asked for: both days or neither (the last 30 days); at most a year, from before to.
 * Each given day is checked before anything is computed from it: `to=abc` is a 400 naming `to`.
 */
export function dayRange(
  from: string | null | undefined,
  to: string | null | undefined,
  today = new Date(),
): { from: string; to: string } {
  const end = to == null ? Date.parse(`${isoDay(today)}T00:00:00Z`) : utcDay('to', to);
  const start = from == null ? end - (DEFAULT_RANGE_DAYS - 1) * 86_400_000 : utcDay('from', from);
  const days = (end - start) / 86_400_000 + 1;
  if (days < 1) throw badInput('from', 'from must not be after to');
  if (days > MAX_RANGE_DAYS) throw badInput('from', `The range must be at most ${MAX_RANGE_DAYS} days`);
  return { from: isoDay(new Date(start)), to: isoDay(new Date(end)) };
}

export class InsightsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The overview of a range. With `language`, the views, most read articles, referrers, devices and
   * comments are that edition's articles' (400 naming `language` if no edition has it); searches and
   * the newsletter stay the publication's (they are not recorded per edition), and visitors are null.
   */
  async overview(fromRaw?: string | null, toRaw?: string | null, language?: string | null): Promise<InsightsOverview> {
    const { from, to } = dayRange(fromRaw, toRaw);
    const edition = language == null ? null : (await EditionService.of(this.em).require(language)).language;
    const range = [from, to];
    const [daily, topArticles, referrers, devices, searches, searchesWithoutResults, newsletter, comments] = await Promise.all([
      this.dailyTraffic(from, to, edition),
      this.topArticles(from, to, edition),
      this.sources('source', from, to, edition),
      this.sources('device', from, to, edition),
      this.counted(
        `SELECT term AS label, sum(searches)::int AS count FROM search_term_daily WHERE day BETWEEN ? AND ? GROUP BY term`,
        range,
        TOP,
      ),
      this.counted(
        `SELECT d.term AS label, sum(d.searches)::int AS count FROM search_term_empty e
         JOIN search_term_daily d ON d.term = e.term AND d.day = e.day
         WHERE e.day BETWEEN ? AND ? GROUP BY d.term`,
        range,
        TOP,
      ),
      this.newsletter(from, to),
      this.commentsPerDay(from, to, edition),
    ]);
    return { from, to, daily, topArticles, referrers, devices, searches, searchesWithoutResults, newsletter, comments };
  }

  /** Views (and visitors, for the whole publication) per day; one edition's from its articles' rollup. */
  private dailyTraffic(from: string, to: string, edition: string | null) {
    if (edition === null) {
      return this.em.execute<{ day: string; views: number; visitors: number | null }[]>(
        `SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(s.views, 0)::int AS views, coalesce(s.visitors, 0)::int AS visitors
         FROM generate_series(?::date, ?::date, interval '1 day') d LEFT JOIN site_daily s ON s.day = d::date ORDER BY d`,
        [from, to],
      );
    }
    return this.em.execute<{ day: string; views: number; visitors: number | null }[]>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(v.views, 0)::int AS views, NULL::int AS visitors
       FROM generate_series(?::date, ?::date, interval '1 day') d
       LEFT JOIN (SELECT v.day, sum(v.views) AS views FROM article_daily_views v JOIN article a ON a.id = v.article_id
                  WHERE v.day BETWEEN ? AND ? AND a.language = ? GROUP BY v.day) v ON v.day = d::date
       ORDER BY d`,
      [from, to, from, to, edition],
    );
  }

  /**
   * The range's most read. Candidates: each day's CANDIDATES_PER_DAY most read (an index walk per
   * day, of the edition's articles when one is asked for); the range's top is summed over their days
   * only. Exact unless an article is outside every day's top CANDIDATES_PER_DAY yet in the range's
   * top 10 (a steady reader of many quiet days).
   */
  private topArticles(from: string, to: string, edition: string | null) {
    const inEdition = edition ? 'JOIN article x ON x.id = v.article_id AND x.language = ?' : '';
    return this.em.execute<{ articleId: number; title: string; slug: string; views: number }[]>(
      `WITH candidates AS (
         SELECT DISTINCT t.article_id FROM generate_series(?::date, ?::date, interval '1 day') d,
         LATERAL (SELECT v.article_id FROM article_daily_views v ${inEdition}
                  WHERE v.day = d::date ORDER BY v.views DESC LIMIT ${CANDIDATES_PER_DAY}) t
       ), v AS (
         SELECT article_id, sum(views)::int AS views FROM article_daily_views
         WHERE article_id IN (SELECT article_id FROM candidates) AND day BETWEEN ? AND ?
         GROUP BY article_id ORDER BY views DESC, article_id DESC LIMIT ?
       )
       SELECT v.article_id AS "articleId", a.title, a.slug, v.views FROM v JOIN article a ON a.id = v.article_id
       ORDER BY v.views DESC, v.article_id DESC`,
      [from, to, ...(edition ? [edition] : []), from, to, TOP],
    );
  }

  /** Referrers (`source`) or devices over the range: the site's rollup, or one edition's articles'. */
  private sources(column: 'source' | 'device', from: string, to: string, edition: string | null): Promise<LabelledCount[]> {
    if (edition === null) {
      return this.counted(
        `SELECT ${column} AS label, sum(views)::int AS count FROM site_source_daily WHERE day BETWEEN ? AND ? GROUP BY ${column}`,
        [from, to],
        TOP,
      );
    }
    return this.counted(
      `SELECT s.${column} AS label, sum(s.views)::int AS count FROM article_source_daily s JOIN article a ON a.id = s.article_id
       WHERE s.day BETWEEN ? AND ? AND a.language = ? GROUP BY s.${column}`,
      [from, to, edition],
      TOP,
    );
  }

  async article(articleId: number, fromRaw?: string | null, toRaw?: string | null): Promise<ArticleInsights> {
    const { from, to } = dayRange(fromRaw, toRaw);
    const [article]: { published_at: Date | null }[] = await this.em.execute(`SELECT published_at FROM article WHERE id = ?`, [
      articleId,
    ]);
    if (!article) throw notFound(`No article with id ${articleId}`);
    const range = [articleId, from, to];
    const [daily, hourly, referrers, devices] = await Promise.all([
      this.em.execute<{ day: string; views: number; visitors: number }[]>(
        `SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(v.views, 0)::int AS views, coalesce(v.views, 0)::int AS visitors
         FROM generate_series(?::date, ?::date, interval '1 day') d
         LEFT JOIN article_daily_views v ON v.article_id = ? AND v.day = d::date ORDER BY d`,
        [from, to, articleId],
      ),
      this.em.execute<{ hour: Date; views: number }[]>(
        `SELECT hour, views FROM article_hourly_views WHERE article_id = ? AND hour >= ?::date AND hour < ?::date + 1 ORDER BY hour`,
        range,
      ),
      this.counted(
        `SELECT source AS label, sum(views)::int AS count FROM article_source_daily WHERE article_id = ? AND day BETWEEN ? AND ? GROUP BY source`,
        range,
        TOP,
      ),
      this.counted(
        `SELECT device AS label, sum(views)::int AS count FROM article_source_daily WHERE article_id = ? AND day BETWEEN ? AND ? GROUP BY device`,
        range,
        TOP,
      ),
    ]);
    return {
      articleId,
      from,
      to,
      views: daily.reduce((sum, d) => sum + d.views, 0),
      daily,
      hourly: hourly.map((h) => ({ hour: new Date(h.hour), views: h.views })),
      referrers,
      devices,
      hoursToHalfFirstWeek: article.published_at ? await this.hoursToHalf(articleId, new Date(article.published_at)) : null,
    };
  }

  /** Hours from publication until the article had half of its first week's views (from the hourly rollup). */
  private async hoursToHalf(articleId: number, publishedAt: Date): Promise<number | null> {
    const rows: { hour: Date; views: number }[] = await this.em.execute(
      `SELECT hour, views FROM article_hourly_views WHERE article_id = ? AND hour >= date_trunc('hour', ?::timestamptz)
         AND hour < ?::timestamptz + interval '7 days' ORDER BY hour`,
      [articleId, publishedAt, publishedAt],
    );
    const total = rows.reduce((sum, r) => sum + r.views, 0);
    if (total === 0) return null;
    let seen = 0;
    for (const row of rows) {
      seen += row.views;
      if (seen * 2 >= total) {
        // The hour that crossed half counts as whole: the answer is "within N hours".
        const end = new Date(row.hour).getTime() + 3_600_000;
        return Math.round(((end - publishedAt.getTime()) / 3_600_000) * 10) / 10;
      }
    }
    return null;
  }

  /**
   * Comments posted per day (the comment_created index), on one edition's articles when asked, or
   * null while there is no comment at all.
   */
  private async commentsPerDay(
    from: string,
    to: string,
    edition: string | null,
  ): Promise<{ day: string; count: number }[] | null> {
    const inEdition = edition ? 'AND c.article_id IN (SELECT id FROM article WHERE language = ?)' : '';
    const rows: { day: string; count: number; any: boolean }[] = await this.em.execute(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(n.count, 0)::int AS count, EXISTS (SELECT 1 FROM comment) AS any
       FROM generate_series(?::date, ?::date, interval '1 day') d
       LEFT JOIN (SELECT (c.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS count FROM comment c
                  WHERE c.created_at >= (?::date)::timestamp AT TIME ZONE 'UTC' AND c.created_at < (?::date + 1)::timestamp AT TIME ZONE 'UTC'
                  ${inEdition}
                  GROUP BY 1) n ON n.day = d::date
       ORDER BY d`,
      [from, to, from, to, ...(edition ? [edition] : [])],
    );
    if (!rows[0]?.any) return null;
    return rows.map(({ day, count }) => ({ day, count }));
  }

  private async counted(sql: string, params: unknown[], limit: number): Promise<LabelledCount[]> {
    return this.em.execute(`${sql} ORDER BY count DESC, label LIMIT ?`, [...params, limit]);
  }

  private async newsletter(from: string, to: string): Promise<NewsletterInsights> {
    // One pass over the subscribers of the range: each event on its day, and the confirmed count at
    // the end of each day as the count before the range plus the running balance.
    const days: NewsletterInsights['days'] = await this.em.execute(
      `WITH d AS (SELECT d::date AS day FROM generate_series(?::date, ?::date, interval '1 day') d),
       ev AS (
         SELECT created_at::date AS day, 1 AS subscribed, 0 AS confirmed, 0 AS unsubscribed, 0 AS left_confirmed
         FROM subscriber WHERE created_at >= ?::date AND created_at < ?::date + 1
         UNION ALL
         SELECT confirmed_at::date, 0, 1, 0, 0 FROM subscriber WHERE confirmed_at >= ?::date AND confirmed_at < ?::date + 1
         UNION ALL
         SELECT unsubscribed_at::date, 0, 0, 1, CASE WHEN confirmed_at < unsubscribed_at THEN 1 ELSE 0 END
         FROM subscriber WHERE unsubscribed_at >= ?::date AND unsubscribed_at < ?::date + 1
       ),
       per_day AS (
         SELECT d.day, coalesce(sum(ev.subscribed), 0)::int AS subscribed, coalesce(sum(ev.confirmed), 0)::int AS confirmed,
           coalesce(sum(ev.unsubscribed), 0)::int AS unsubscribed, coalesce(sum(ev.confirmed - ev.left_confirmed), 0)::int AS balance
         FROM d LEFT JOIN ev ON ev.day = d.day GROUP BY d.day
       ),
       base AS (
         SELECT count(*)::int AS n FROM subscriber
         WHERE confirmed_at < ?::date AND (unsubscribed_at IS NULL OR unsubscribed_at >= ?::date)
       )
       SELECT to_char(p.day, 'YYYY-MM-DD') AS day, p.subscribed, p.confirmed, p.unsubscribed,
         (base.n + sum(p.balance) OVER (ORDER BY p.day))::int AS total
       FROM per_day p, base ORDER BY p.day`,
      [from, to, from, to, from, to, from, to, from, from],
    );
    const [rates]: { signups: number; signups_confirmed: number; base: number; unsubscribed: number }[] = await this.em.execute(
      `SELECT
         count(*) FILTER (WHERE created_at >= ?::date AND created_at < ?::date + 1)::int AS signups,
         count(*) FILTER (WHERE created_at >= ?::date AND created_at < ?::date + 1 AND confirmed_at IS NOT NULL)::int AS signups_confirmed,
         count(*) FILTER (WHERE confirmed_at < ?::date + 1 AND (unsubscribed_at IS NULL OR unsubscribed_at >= ?::date))::int AS base,
         count(*) FILTER (WHERE unsubscribed_at >= ?::date AND unsubscribed_at < ?::date + 1)::int AS unsubscribed
       FROM subscriber`,
      [from, to, from, to, to, from, from, to],
    );
    return {
      days,
      confirmationRate: rates.signups ? rates.signups_confirmed / rates.signups : null,
      unsubscribeRate: rates.base ? rates.unsubscribed / rates.base : null,
    };
  }
}
