// What readers read and search for. The gateway counts views in memory and flushes them here in
// batches (recordReaderActivity): one row per (article, day, visitor hash) deduplicates, and the
// daily count grows only by the rows that were new, in one statement. No IPs or cookies get here:
// the visitor is a hash of address and user agent with a salt the gateway keeps for one day.
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { checkPage } from '../../common/pagination';

export interface ViewInput {
  slug: string;
  day: string;
  visitor: string;
  /** Where the reader came from: a referrer's domain, or search / social / direct / internal. */
  source?: string | null;
  /** The reader's coarse device class. */
  device?: string | null;
  /** The UTC hour of the view (0-23); the current hour when omitted. */
  hour?: number | null;
}

const DEVICES = ['desktop', 'mobile', 'tablet', 'other'] as const;
const SOURCE = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;

export interface SearchInput {
  term: string;
  day: string;
  /** Hash of the reader's address with the day's salt: a term trends only once enough readers searched it. */
  visitor: string;
  count: number;
}

const MAX_ACTIVITY_BATCH = 5000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const VISITOR = /^[0-9a-f]{16,64}$/;
const MOST_READ_DAYS = 7;
/**
 * What a reader typed is untrusted: it reaches editors' trending topics and the AI prompt. A term
 * counts only when it is 2-60 letters, digits, spaces and a little punctuation (as a game's name
 * needs), and trends only once this many different readers searched it in the week.
 */
const SEARCH_TERM = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} '&+.:#-]{1,59}$/u;
const TRENDING_MIN_VISITORS = 3;

export class ViewsService {
  constructor(private readonly em: EntityManager) {}

  async record(views: ViewInput[], searches: SearchInput[]): Promise<{ views: number; searches: number }> {
    if (views.length > MAX_ACTIVITY_BATCH) throw badInput('views', `At most ${MAX_ACTIVITY_BATCH} views per batch`);
    if (searches.length > MAX_ACTIVITY_BATCH) throw badInput('searches', `At most ${MAX_ACTIVITY_BATCH} searches per batch`);
    for (const v of views) {
      if (!DAY.test(v.day)) throw badInput('views', `day must be YYYY-MM-DD (got "${v.day}")`);
      if (!VISITOR.test(v.visitor)) throw badInput('views', 'visitor must be a hex hash');
      if (v.source != null && !SOURCE.test(v.source)) throw badInput('views', 'source must be a lowercase domain or group');
      if (v.device != null && !(DEVICES as readonly string[]).includes(v.device))
        throw badInput('views', 'device is not a device class');
      if (v.hour != null && (!Number.isInteger(v.hour) || v.hour < 0 || v.hour > 23))
        throw badInput('views', 'hour must be 0-23');
    }
    for (const s of searches) {
      if (!DAY.test(s.day)) throw badInput('searches', `day must be YYYY-MM-DD (got "${s.day}")`);
      if (!VISITOR.test(s.visitor)) throw badInput('searches', 'visitor must be a hex hash');
      if (!Number.isInteger(s.count) || s.count < 1) throw badInput('searches', 'count must be 1 or more');
    }
    let counted = 0;
    if (views.length) {
      const hourNow = new Date().getUTCHours();
      // One statement: a view that is new for its (article, day, visitor) counts in every rollup.
      const rows: { n: number }[] = await this.em.execute(
        `WITH input AS (
           SELECT * FROM unnest(?::text[], ?::date[], ?::text[], ?::text[], ?::text[], ?::int[])
             AS t(slug, day, visitor, source, device, hour)
         ), fresh AS (
           INSERT INTO article_view_visitor (article_id, day, visitor)
           SELECT DISTINCT a.id, i.day, i.visitor FROM input i JOIN article a ON a.slug = i.slug AND a.status = 'published'
           ON CONFLICT DO NOTHING
           RETURNING article_id, day, visitor
         ), described AS (
           SELECT f.article_id, f.day, f.visitor, min(i.source) AS source, min(i.device) AS device, min(i.hour) AS hour
           FROM fresh f JOIN article a ON a.id = f.article_id JOIN input i ON i.slug = a.slug AND i.day = f.day AND i.visitor = f.visitor
           GROUP BY f.article_id, f.day, f.visitor
         ), counted AS (
           INSERT INTO article_daily_views (article_id, day, views)
           SELECT article_id, day, count(*) FROM fresh GROUP BY article_id, day
           ON CONFLICT (article_id, day) DO UPDATE SET views = article_daily_views.views + excluded.views
           RETURNING views
         ), hourly AS (
           INSERT INTO article_hourly_views (article_id, hour, views)
           SELECT article_id, (day + make_interval(hours => hour)) AT TIME ZONE 'UTC', count(*) FROM described GROUP BY 1, 2
           ON CONFLICT (article_id, hour) DO UPDATE SET views = article_hourly_views.views + excluded.views
           RETURNING views
         ), sources AS (
           INSERT INTO article_source_daily (article_id, day, source, device, views)
           SELECT article_id, day, source, device, count(*) FROM described GROUP BY 1, 2, 3, 4
           ON CONFLICT (article_id, day, source, device) DO UPDATE SET views = article_source_daily.views + excluded.views
           RETURNING views
         ), site_sources AS (
           INSERT INTO site_source_daily (day, source, device, views)
           SELECT day, source, device, count(*) FROM described GROUP BY 1, 2, 3
           ON CONFLICT (day, source, device) DO UPDATE SET views = site_source_daily.views + excluded.views
           RETURNING views
         ), new_visitors AS (
           INSERT INTO site_visitor_day (day, visitor) SELECT DISTINCT day, visitor FROM fresh
           ON CONFLICT DO NOTHING
           RETURNING day
         ), site AS (
           INSERT INTO site_daily (day, views, visitors)
           SELECT v.day, v.n, coalesce(nv.n, 0)
           FROM (SELECT day, count(*)::int AS n FROM fresh GROUP BY day) v
           LEFT JOIN (SELECT day, count(*)::int AS n FROM new_visitors GROUP BY day) nv ON nv.day = v.day
           ON CONFLICT (day) DO UPDATE SET views = site_daily.views + excluded.views, visitors = site_daily.visitors + excluded.visitors
           RETURNING day
         )
         SELECT count(*)::int AS n FROM fresh`,
        [
          pgArray(views.map((v) => v.slug)),
          pgArray(views.map((v) => v.day)),
          pgArray(views.map((v) => v.visitor)),
          pgArray(views.map((v) => v.source ?? 'direct')),
          pgArray(views.map((v) => v.device ?? 'other')),
          `{${views.map((v) => v.hour ?? hourNow).join(',')}}`,
        ],
      );
      counted = rows[0]?.n ?? 0;
    }
    // Terms outside the rule are dropped, not refused: one odd search must not hold back a batch.
    const terms = searches.map((s) => ({ ...s, term: normalizeTerm(s.term) })).filter((s) => SEARCH_TERM.test(s.term));
    if (terms.length) {
      await this.em.execute(
        `WITH input AS (
           SELECT * FROM unnest(?::text[], ?::date[], ?::text[], ?::int[]) AS t(term, day, visitor, n)
         ), fresh AS (
           INSERT INTO search_term_visitor (term, day, visitor) SELECT DISTINCT term, day, visitor FROM input
           ON CONFLICT DO NOTHING
           RETURNING term, day
         ), new_visitors AS (
           SELECT term, day, count(*)::int AS n FROM fresh GROUP BY term, day
         )
         INSERT INTO search_term_daily (term, day, searches, visitors)
         SELECT i.term, i.day, sum(i.n)::int, coalesce(min(v.n), 0) FROM input i
         LEFT JOIN new_visitors v ON v.term = i.term AND v.day = i.day
         GROUP BY i.term, i.day
         ON CONFLICT (term, day) DO UPDATE SET searches = search_term_daily.searches + excluded.searches,
           visitors = search_term_daily.visitors + excluded.visitors`,
        [
          pgArray(terms.map((s) => s.term)),
          pgArray(terms.map((s) => s.day)),
          pgArray(terms.map((s) => s.visitor)),
          `{${terms.map((s) => s.count).join(',')}}`,
        ],
      );
    }
    return { views: counted, searches: terms.length };
  }

  /** Published articles by views over the last `days` days (today included), most first. */
  async mostRead(
    limit: number,
    days = MOST_READ_DAYS,
    language: string | null = null,
  ): Promise<{ articleId: number; views: number }[]> {
    checkPage(limit, 0, 50);
    const rows: { article_id: number; views: number }[] = await this.em.execute(
      `SELECT v.article_id, sum(v.views)::int AS views
       FROM article_daily_views v JOIN article a ON a.id = v.article_id AND a.status = 'published'
       WHERE v.day > current_date - ?::int ${language ? 'AND a.language = ?' : ''}
       GROUP BY v.article_id, a.published_at
       ORDER BY views DESC, a.published_at DESC, v.article_id DESC
       LIMIT ?`,
      [days, ...(language ? [language] : []), limit],
    );
    return rows.map((r) => ({ articleId: r.article_id, views: r.views }));
  }

  /** All-time and last-7-days views per article (one query for a page of articles). */
  async viewsOf(articleIds: readonly number[]): Promise<Map<number, { total: number; lastWeek: number }>> {
    const result = new Map(articleIds.map((id) => [id, { total: 0, lastWeek: 0 }]));
    if (articleIds.length === 0) return result;
    const rows: { article_id: number; total: number; last_week: number }[] = await this.em.execute(
      `SELECT article_id, sum(views)::int AS total, coalesce(sum(views) FILTER (WHERE day > current_date - ?::int), 0)::int AS last_week
       FROM article_daily_views WHERE article_id = ANY(?::int[]) GROUP BY article_id`,
      [MOST_READ_DAYS, `{${articleIds.join(',')}}`],
    );
    for (const r of rows) result.set(r.article_id, { total: r.total, lastWeek: r.last_week });
    return result;
  }

  /**
   * What the most readers searched for in the last `days` days: only terms at least
   * TRENDING_MIN_VISITORS different readers searched (daily distinct readers, summed), by readers.
   */
  async topSearchTerms(limit: number, days = MOST_READ_DAYS): Promise<{ term: string; visitors: number }[]> {
    return this.em.execute(
      `SELECT term, sum(visitors)::int AS visitors FROM search_term_daily WHERE day > current_date - ?::int
       GROUP BY term HAVING sum(visitors) >= ? ORDER BY visitors DESC, sum(searches) DESC, term LIMIT ?`,
      [days, TRENDING_MIN_VISITORS, limit],
    );
  }

  /**
   * What readers care about this week, for trending topics: terms enough different readers searched,
   * tags of what they read weighted by views, and the most read titles.
   */
  async readerInterest(limit = 10): Promise<{ searches: string[]; tags: string[]; titles: string[] }> {
    const searches = (await this.topSearchTerms(limit)).map((s) => s.term);
    const tags: { name: string }[] = await this.em.execute(
      `SELECT t.name FROM article_daily_views v
       JOIN article a ON a.id = v.article_id AND a.status = 'published'
       JOIN article_tags at ON at.article_id = v.article_id JOIN tag t ON t.id = at.tag_id
       WHERE v.day > current_date - ?::int
       GROUP BY t.name ORDER BY sum(v.views) DESC, t.name LIMIT ?`,
      [MOST_READ_DAYS, limit],
    );
    const ranked = await this.mostRead(limit);
    const titles: { id: number; title: string }[] = ranked.length
      ? await this.em.execute(`SELECT id, title FROM article WHERE id = ANY(?::int[])`, [
          `{${ranked.map((r) => r.articleId).join(',')}}`,
        ])
      : [];
    const titleOf = new Map(titles.map((t) => [t.id, t.title]));
    return { searches, tags: tags.map((t) => t.name), titles: ranked.map((r) => titleOf.get(r.articleId)!).filter(Boolean) };
  }

  /** Visitor hashes only deduplicate within a day; older ones are deleted. */
  async pruneVisitors(): Promise<number> {
    const rows = await this.em.execute(`DELETE FROM article_view_visitor WHERE day < current_date - 2 RETURNING 1`);
    const searchers = await this.em.execute(`DELETE FROM search_term_visitor WHERE day < current_date - 2 RETURNING 1`);
    const site = await this.em.execute(`DELETE FROM site_visitor_day WHERE day < current_date - 2 RETURNING 1`);
    return rows.length + searchers.length + site.length;
  }
}

/**
 * A reader's plain public search found nothing: its term is marked for the day (UTC), so insights
 * list the most searched terms that found nothing. Terms outside the rule are not marked.
 */
export async function markSearchWithoutResults(em: EntityManager, raw: string): Promise<void> {
  const term = normalizeTerm(raw);
  if (!SEARCH_TERM.test(term)) return;
  await em.execute(
    `INSERT INTO search_term_empty (term, day) VALUES (?, (now() AT TIME ZONE 'UTC')::date) ON CONFLICT DO NOTHING`,
    [term],
  );
}

function normalizeTerm(raw: string): string {
  return raw.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** A PostgreSQL array literal of text values (quoted and escaped). */
function pgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
