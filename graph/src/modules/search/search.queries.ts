// Runs the search rule of search-sql.ts against PostgreSQL: which articles match, in result order,
// bounded. A handful of statements in one transaction, each reading only index bitmaps and the
// rows they point to (never the table in order, never every match of a common word).
import type { EntityManager } from '@mikro-orm/postgresql';
import { intArrayParam, textArrayParam } from '../../common/sql';
import {
  BODY_FIRST_WINDOW,
  HEAD_WINDOW_TARGET,
  MAX_TYPO_EDITS,
  SEARCH_RESULT_CAP,
  TYPO_FALLBACK_BELOW,
  TYPO_RESULT_CAP,
  TYPO_TRIGRAM_THRESHOLD,
  WINDOW_NARROWING,
  WINDOW_ROW_LIMIT,
  bigramQuery,
  isPlainQuery,
  titlePatterns,
} from './search-sql';

export interface SearchFilter {
  /** `public`: published articles, newest published first. `admin`: any status, most recently changed first. */
  scope: 'public' | 'admin';
  /** Admin scope: only this status. */
  status?: string | null;
  categorySlug?: string | null;
  featured?: boolean | null;
  /** One edition's articles (a canonical language tag), searched with its text-search configuration. */
  language?: string | null;
}

/** A window narrower than this is not narrowed further. */
const MIN_WINDOW = 1000;

/** Where a match was found: title, excerpt or tags, anywhere else. Lower comes first. */
const enum Tier {
  title = 0,
  head = 1,
  body = 2,
}

interface Candidate {
  id: number;
  /** The list's date (published or changed) in epoch seconds; -1 when unset. */
  at: number;
  tier: Tier;
}

interface TermCount {
  term: string;
  articles: number;
}

/** A tsquery expression and its bindings. */
interface TextQuery {
  sql: string;
  params: unknown[];
  /** Estimated most matches in heads (the rarest term's article count), or null when unknown. */
  headEstimate: number | null;
  /**
   * A stricter query the candidates must also match, tested on each row after the cheap conditions
   * (the phrase of a Japanese word's bigrams, while `sql` is their AND): see `exactWords`.
   */
  confirm?: { sql: string; params: unknown[] };
}

interface Scope {
  where: string;
  params: unknown[];
  /** The text-search configuration as a literal (searchConfigOf). */
  config: string;
  date: string;
  maxId: number;
  /** Under `simple`: the title tier is told by these LIKE patterns (titlePatterns), not by a title vector. */
  titleLike: string[] | null;
}

/**
 * Reads windows of ids from the newest back until `wanted` matches are found or every article was
 * looked at. Each further window is sized from the matches per id seen so far, to hold what is
 * still missing with a quarter to spare, so few rows are read beyond those needed (each window
 * decodes the GIN posting lists again); after a window with no match at all, the rest is read at once. A window holding more than WINDOW_ROW_LIMIT matches is
 * narrowed to its newest part first, so the newest matches are always among those read.
 */
export async function readNewestFirst<T>(
  read: (lower: number, upper: number) => Promise<T[]>,
  maxId: number,
  firstWidth: number,
  wanted: number,
): Promise<T[]> {
  const found: T[] = [];
  let upper = maxId;
  let width = Math.min(Math.max(firstWidth, MIN_WINDOW), maxId);
  while (upper > 0 && found.length < wanted) {
    let lower = Math.max(0, upper - width);
    let rows = await read(lower, upper);
    while (rows.length >= WINDOW_ROW_LIMIT && upper - lower > MIN_WINDOW) {
      lower = upper - Math.max(MIN_WINDOW, Math.ceil((upper - lower) / WINDOW_NARROWING));
      rows = await read(lower, upper);
    }
    found.push(...rows);
    const seen = maxId - lower;
    // Nothing in the newest window: the matches, if any, are old or few; the rest in one read.
    width = found.length > 0 ? Math.max(MIN_WINDOW, Math.ceil(((wanted - found.length) * seen * 1.25) / found.length)) : lower;
    upper = lower;
  }
  return found;
}

const byResultOrder = (a: Candidate, b: Candidate) => a.tier - b.tier || b.at - a.at || b.id - a.id;

/** A lexeme as a tsquery operand: quoted, with quotes and backslashes escaped. */
const tsqueryOperand = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

const SIMPLE = `'simple'::regconfig`;
/** The whole search document (title, excerpt, tags and body): what a body match is read from. */
const BODY_DOCUMENT = 'a.search_vector';

/**
 * The text-search configuration of `language`'s edition as a SQL literal ('english' without one):
 * written into the statement, not bound, so the planner sees the tsquery as a constant it can look
 * up in the GIN indexes. Names come from pg_ts_config (identifiers), checked again here.
 */
async function searchConfigOf(em: EntityManager, language: string | null | undefined): Promise<string> {
  if (!language) return `'english'::regconfig`;
  const [row] = await em.execute<{ config: string }[]>(`SELECT search_config::text AS config FROM edition WHERE language = ?`, [
    language,
  ]);
  const name = row?.config ?? 'simple';
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Unexpected text-search configuration name ${name}`);
  return `'${name}'::regconfig`;
}

/**
 * The query for exact matches. Under `simple`, words written without spaces are matched as phrases
 * of their bigrams (ADR 0050). GIN can only tell a phrase by reading each candidate's document, so
 * for a plain query the index is asked for all the bigrams (an AND it answers alone) and the phrase
 * confirms the candidates left after the cheap conditions: at 1M articles over four editions a
 * Japanese search p95 went from 105-200 ms to 41 ms (bench-editions-1m.md).
 * Without quotes, OR or negation, the AND finds every article the phrases find.
 */
function exactWords(text: string, config: string): Pick<TextQuery, 'sql' | 'params' | 'confirm'> {
  const words = config === SIMPLE ? bigramQuery(text) : text;
  const sql = `websearch_to_tsquery(${config}, ?)`;
  if (config !== SIMPLE || !isPlainQuery(text) || !words.includes('"')) return { sql, params: [words] };
  return { sql, params: [words.replaceAll('"', '')], confirm: { sql, params: [words] } };
}

export class SearchQueries {
  constructor(private readonly em: EntityManager) {}

  /** The matching articles' ids in result order: full-text matches, then typo matches (search-sql.ts). */
  async rankedIds(text: string, filter: SearchFilter): Promise<number[]> {
    return this.em.transactional(async (em) => {
      const config = await searchConfigOf(em, filter.language);
      const [stats] = await em.execute<{ max_id: number; category_id: number | null; terms: TermCount[] }[]>(
        `SELECT (SELECT coalesce(max(id), 0) FROM article)::int AS max_id,
           ${filter.categorySlug ? `(SELECT id FROM category WHERE slug = ?)` : 'NULL'} AS category_id,
           coalesce((SELECT json_agg(json_build_object('term', u.t, 'articles', coalesce(st.articles, 0)) ORDER BY u.t)
             FROM unnest(tsvector_to_array(search_tsvector(${config}, ?))) u(t) LEFT JOIN search_term st ON st.term = u.t), '[]') AS terms`,
        [...(filter.categorySlug ? [filter.categorySlug] : []), text],
      );
      if (stats.terms.length === 0 || (filter.categorySlug && stats.category_id == null)) return [];
      const scope = {
        ...this.scope(filter, stats.category_id, stats.max_id, config),
        titleLike: config === SIMPLE ? titlePatterns(text) : null,
      };
      // The candidates must come from index bitmaps: walking the table or an index in order and
      // testing each row's document is far slower, though the planner, seeing a LIMIT, may think
      // otherwise. A bitmap that fits in memory stays exact (no page rechecks). Only this
      // transaction is told so.
      await em.execute(
        `SET LOCAL enable_indexscan = off; SET LOCAL enable_seqscan = off; SET LOCAL work_mem = '32MB';
         SET LOCAL pg_trgm.similarity_threshold = ${TYPO_TRIGRAM_THRESHOLD}`,
      );

      const rarest = Math.min(...stats.terms.map((t) => t.articles));
      const exact = await this.collect(
        em,
        scope,
        { ...exactWords(text, config), headEstimate: isPlainQuery(text) ? rarest : null },
        SEARCH_RESULT_CAP,
        [],
      );
      if (exact.length >= TYPO_FALLBACK_BELOW || !isPlainQuery(text)) return exact;

      const corrected = await this.correctedTerms(em, stats.terms);
      if (!corrected) return exact;
      const typo = await this.collect(
        em,
        scope,
        {
          sql: `?::tsquery`,
          params: [corrected.map((t) => tsqueryOperand(t.term)).join(' & ')],
          headEstimate: Math.min(...corrected.map((t) => t.articles)),
        },
        TYPO_RESULT_CAP,
        exact,
      );
      return [...exact, ...typo];
    });
  }

  private scope(filter: SearchFilter, categoryId: number | null, maxId: number, config: string): Omit<Scope, 'titleLike'> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.language) {
      where.push(`a.language = ?`);
      params.push(filter.language);
    }
    if (filter.scope === 'public') where.push(`a.status = 'published'`);
    else if (filter.status) {
      where.push(`a.status = ?`);
      params.push(filter.status);
    }
    if (categoryId != null) {
      where.push(`a.category_id = ?`);
      params.push(categoryId);
    }
    if (filter.featured != null) where.push(filter.featured ? `a.featured` : `NOT a.featured`);
    return {
      where: where.map((w) => ` AND ${w}`).join(''),
      params,
      date: filter.scope === 'public' ? 'a.published_at' : 'a.updated_at',
      maxId,
      config,
    };
  }

  /** Up to `cap` ids matching `query`, head matches (title first) before body matches, newest first. */
  private async collect(em: EntityManager, scope: Scope, query: TextQuery, cap: number, exclude: number[]): Promise<number[]> {
    // The tsquery is written out wherever it is used (`@Q`, and `@C` for a confirming one), so the
    // planner sees a constant it can look up in the GIN indexes; parameters follow the text's order
    // (a title tier's LIKE patterns, under `simple`, first). Nothing here reads a
    // row's search document but a confirming test, on rows already in the window: it is stored out
    // of line (TOAST), and reading it for each candidate cost more than the index. The title is tested from the row itself, and a body match is told
    // from a head match by the head matches' ids.
    const read =
      (document: string, tier: string, without: number[], tierParams: unknown[] = []) =>
      async (lower: number, upper: number) => {
        const band = lower > 0 || upper < scope.maxId ? ` AND a.id > ? AND a.id <= ?` : '';
        // `IS TRUE` keeps the confirming test out of the index condition: the planner would
        // otherwise look it up in the same GIN index, whose phrase matches are rechecked by reading
        // every candidate's document, the out-of-band ones included.
        // In the head, a title or excerpt that holds every word as written already has the phrase
        // (its bigrams side by side): most candidates are told from the row, without its document.
        const fromRow = query.confirm && scope.titleLike && document !== BODY_DOCUMENT;
        const rowHas = `LIKE ALL(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))`;
        const confirm = !query.confirm
          ? ''
          : fromRow
            ? ` AND (lower(a.title) ${rowHas} OR lower(coalesce(a.excerpt, '')) ${rowHas} OR (${document} @@ @C) IS TRUE)`
            : ` AND (${document} @@ @C) IS TRUE`;
        const parts = `SELECT a.id, coalesce(extract(epoch FROM ${scope.date}), -1)::float8 AS at, ${tier} AS tier
         FROM article a
         WHERE ${document} @@ @Q${scope.where}${band}${without.length ? ` AND a.id <> ALL(?::int[])` : ''}${confirm}
         LIMIT ${WINDOW_ROW_LIMIT}`;
        const queriesInTier = tier.split('@Q').length - 1;
        return em.execute<Candidate[]>(parts.replaceAll('@Q', `(${query.sql})`).replaceAll('@C', `(${query.confirm?.sql})`), [
          ...tierParams,
          ...Array.from({ length: queriesInTier }).flatMap(() => query.params),
          ...query.params,
          ...scope.params,
          ...(band ? [lower, upper] : []),
          ...(without.length ? [intArrayParam(without)] : []),
          ...(fromRow ? [textArrayParam(scope.titleLike!), textArrayParam(scope.titleLike!)] : []),
          ...(query.confirm?.params ?? []),
        ]);
      };
    // Windows sized so that one holds about HEAD_WINDOW_TARGET head matches, if every match of the
    // rarest word matched the whole query (an upper bound for AND queries).
    const headWindow =
      query.headEstimate == null || query.headEstimate === 0
        ? scope.maxId
        : Math.ceil((scope.maxId * HEAD_WINDOW_TARGET) / query.headEstimate);
    const found = await readNewestFirst(
      read(
        `ts_filter(a.search_vector, '{a,b}')`,
        scope.titleLike
          ? `CASE WHEN lower(a.title) LIKE ALL(ARRAY(SELECT jsonb_array_elements_text(?::jsonb))) THEN ${Tier.title} ELSE ${Tier.head} END`
          : `CASE WHEN search_tsvector(${scope.config}, a.title) @@ @Q THEN ${Tier.title} ELSE ${Tier.head} END`,
        exclude,
        scope.titleLike ? [textArrayParam(scope.titleLike)] : [],
      ),
      scope.maxId,
      headWindow,
      cap,
    );
    if (found.length < cap) {
      // Every head match is in `found` (the windows reached the oldest article): the body adds the
      // articles that match elsewhere only.
      const body = await readNewestFirst(
        read(BODY_DOCUMENT, String(Tier.body), [...exclude, ...found.map((c) => c.id)]),
        scope.maxId,
        BODY_FIRST_WINDOW,
        cap - found.length,
      );
      found.push(...body);
    }
    return found
      .sort(byResultOrder)
      .slice(0, cap)
      .map((c) => c.id);
  }

  /**
   * The query's terms with each one no published head uses replaced by its nearest dictionary
   * word; null when nothing could be corrected.
   */
  private async correctedTerms(em: EntityManager, terms: TermCount[]): Promise<TermCount[] | null> {
    const unknown = terms.filter((t) => t.articles === 0 && t.term.length >= 4).map((t) => t.term);
    if (unknown.length === 0) return null;
    const rows = await em.execute<{ typed: string; term: string; articles: number }[]>(
      `SELECT u.typed, c.term, c.articles
       FROM jsonb_array_elements_text(?::jsonb) u(typed)
       CROSS JOIN LATERAL (
         SELECT st.term, st.articles FROM search_term st
         WHERE st.term % u.typed AND st.articles > 0
           AND levenshtein(st.term, u.typed) <= CASE WHEN length(u.typed) >= 6 THEN ${MAX_TYPO_EDITS} ELSE 1 END
         ORDER BY levenshtein(st.term, u.typed), st.articles DESC, st.term
         LIMIT 1
       ) c`,
      [textArrayParam(unknown)],
    );
    if (rows.length === 0) return null;
    const corrections = new Map(rows.map((r) => [r.typed, { term: r.term, articles: r.articles }]));
    return terms.map((t) => corrections.get(t.term) ?? t);
  }
}
