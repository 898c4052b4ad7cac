// The read side of article lists, shaped for a million rows (docs/decisions/0006-read-path-at-scale.md):
// - one SQL statement per page: the page of ids walks an index whose order is the list's order, and
//   the same statement joins each row's category, author, tags and main-featured routes as JSON, so
//   no entity is hydrated and no loader runs for a listed article;
// - the total only when it is asked for, read from the counters the triggers keep (exact, no
//   scan); for a search, counted within the bounded result set (see search-sql.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { intArrayParam } from '../../common/sql';
import { FeaturedRoute } from '../featured/featured-route';
import {
  SEARCH_RECENT_WINDOW,
  SEARCH_RESULT_CAP,
  TITLE_SIMILARITY_THRESHOLD,
  TYPO_FALLBACK_BELOW,
  TYPO_RESULT_CAP,
  normalizeSearchText,
} from '../search/search-sql';
import { Category } from '../category/category.entity';
import { Tag } from '../tag/tag.entity';
import { User } from '../user/user.entity';
import { Article } from './article.entity';
import type { ArticleFilter } from './article.inputs';

export type ArticleListScope = 'public' | 'admin';

export interface ListOptions {
  /** Compute totalCount (GraphQL: only when the field is selected; REST: includeCount). */
  withCount: boolean;
  /** Read the HTML body (lists of cards never show it). */
  withContent: boolean;
}

/**
 * A listed article: the article's own fields plus its relations already loaded, so the field
 * resolvers answer from it instead of going back to the database.
 */
export type ListedArticle = Article & { listed: ListedRelations };
interface ListedRelations {
  /** Plain objects with the entities' fields (not managed by MikroORM). */
  category: Category;
  tags: Tag[];
  routes: FeaturedRoute[];
}

export const isListedArticle = (article: Article): article is ListedArticle =>
  (article as Partial<ListedArticle>).listed !== undefined;

const ROUTE_ORDER = `ARRAY[${Object.values(FeaturedRoute)
  .map((r) => `'${r}'`)
  .join(', ')}]`;

/** HTML read for a card's fallback text: 120 characters of text are far within it. */
const CARD_FALLBACK_HTML_CHARS = 2000;

/** Columns and relations of one listed article `a` (joined to category `c` and author `u`). */
function rowSelect(withContent: boolean): string {
  // Without the body, only what a card's text falls back to (spec §9: the first 120 characters of
  // the text when there is no excerpt) is read: the beginning of the HTML, and only then.
  const content = withContent
    ? 'a.content'
    : `CASE WHEN coalesce(btrim(a.excerpt), '') = '' THEN left(a.content, ${CARD_FALLBACK_HTML_CHARS}) ELSE '' END AS content`;
  return `a.id, a.title, a.slug, ${content}, a.excerpt, a.featured_image, a.meta_description, a.word_count,
    a.status, a.scheduled_for, a.published_at, a.featured, a.master_featured, a.thumbnail_url, a.created_at, a.updated_at,
    json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'description', c.description, 'color', c.color,
      'createdAt', c.created_at, 'updatedAt', c.updated_at) AS category,
    json_build_object('id', u.id, 'username', u.username, 'role', u.role, 'displayName', u.display_name,
      'createdAt', u.created_at, 'updatedAt', u.updated_at) AS author,
    (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'description', t.description,
        'createdAt', t.created_at, 'updatedAt', t.updated_at) ORDER BY t.name), '[]'::json)
     FROM article_tags at JOIN tag t ON t.id = at.tag_id WHERE at.article_id = a.id) AS tags,
    (SELECT coalesce(json_agg(mf.route ORDER BY array_position(${ROUTE_ORDER}, mf.route)), '[]'::json)
     FROM main_featured mf WHERE mf.article_id = a.id) AS routes`;
}

interface Row {
  id: number;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  featured_image: string | null;
  meta_description: string | null;
  word_count: number;
  status: string;
  scheduled_for: Date | null;
  published_at: Date | null;
  featured: boolean;
  master_featured: boolean;
  thumbnail_url: string | null;
  created_at: Date;
  updated_at: Date;
  category: Record<string, unknown>;
  author: Record<string, unknown>;
  tags: Record<string, unknown>[];
  routes: FeaturedRoute[];
  total?: number;
  /** Search: the full-text matches when fewer than TYPO_FALLBACK_BELOW, else null. */
  few_ids?: number[] | null;
}

/** Raw rows carry timestamps as text (MikroORM's driver leaves them unparsed). */
const toDate = (value: Date | string | null): Date | null => (value == null ? null : new Date(value));

const withDates = <T extends Record<string, unknown>>(o: T): T => ({
  ...o,
  createdAt: new Date(o.createdAt as string),
  updatedAt: new Date(o.updatedAt as string),
});

/**
 * Gives a plain row object its entity's prototype without running the entity's constructor or
 * MikroORM's property setters (own data properties already hold every value). TypeGraphQL hands a
 * field resolver's @Root() a `new Entity()` copy of any object that is not an instance, once per
 * resolved field: for a page of articles that was hundreds of constructions and most of the
 * garbage of an uncached list read.
 */
function asInstanceOf<T extends object>(type: abstract new (...args: never[]) => T, data: object): T {
  return Object.setPrototypeOf(data, type.prototype as object) as T;
}

function toListed(row: Row): ListedArticle {
  const category = asInstanceOf(Category, withDates(row.category));
  return asInstanceOf(Article, {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    featuredImage: row.featured_image,
    metaDescription: row.meta_description,
    wordCount: row.word_count,
    status: row.status,
    scheduledFor: toDate(row.scheduled_for),
    publishedAt: toDate(row.published_at),
    featured: row.featured,
    masterFeatured: row.master_featured,
    thumbnailUrl: row.thumbnail_url,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    author: asInstanceOf(User, withDates(row.author)),
    category,
    listed: { category, tags: row.tags.map((tag) => asInstanceOf(Tag, withDates(tag))), routes: row.routes },
  }) as ListedArticle;
}

/**
 * A SQL fragment built by the `sql` tag: an interpolated array is bound to the `?` just before
 * it, an interpolated fragment is spliced in with its bindings, anything else is SQL text.
 */
interface Fragment {
  text: string;
  params: unknown[];
}
function sql(strings: TemplateStringsArray, ...values: unknown[]): Fragment {
  const params: unknown[] = [];
  let text = strings[0];
  values.forEach((value, i) => {
    if (Array.isArray(value)) params.push(...value);
    else if (value && typeof value === 'object' && 'text' in value && 'params' in value) {
      text += (value as Fragment).text;
      params.push(...(value as Fragment).params);
    } else text += String(value);
    text += strings[i + 1];
  });
  return { text, params };
}

export interface ListedPage {
  articles: ListedArticle[];
  totalCount?: number;
}

export class ArticleQueries {
  constructor(private readonly em: EntityManager) {}

  /**
   * A page of a list in one statement. `public`: published, newest first. `admin`: every status
   * (filterable), most recently changed first. With a search: the search's order and bound.
   */
  async page(
    scope: ArticleListScope,
    filter: ArticleFilter | null | undefined,
    limit: number,
    offset: number,
    options: ListOptions,
  ): Promise<ListedPage> {
    const search = filter?.search ? normalizeSearchText(filter.search) : '';
    if (search) return this.searchPage(scope, filter, search, limit, offset, options);

    const where: string[] = [];
    const params: unknown[] = [];
    if (scope === 'public') where.push(`a.status = 'published'`);
    else if (filter?.status) {
      where.push(`a.status = ?`);
      params.push(filter.status);
    }
    const category = filter?.category?.trim().toLowerCase();
    if (category) {
      // A parameter the planner resolves first, so the (category_id, date) index walks one category.
      where.push(`a.category_id = (SELECT id FROM category WHERE slug = ?)`);
      params.push(category);
    }
    if (filter?.featured != null) {
      where.push(filter.featured ? `a.featured` : `NOT a.featured`);
    }
    const order = scope === 'public' ? 'a.published_at DESC NULLS LAST, a.id DESC' : 'a.updated_at DESC, a.id DESC';
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // The inner query reads only the index (ids and sort keys), so even a deep offset skips index
    // entries, not rows; the outer one loads just the page.
    const rows: Row[] = await this.em.execute(
      `WITH page AS MATERIALIZED (
         SELECT a.id, row_number() OVER () AS n FROM (SELECT a.id FROM article a ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?) a
       )
       SELECT ${rowSelect(options.withContent)}
       FROM page p JOIN article a ON a.id = p.id JOIN category c ON c.id = a.category_id JOIN app_user u ON u.id = a.author_id
       ORDER BY p.n`,
      [...params, limit, offset],
    );
    const page: ListedPage = { articles: rows.map(toListed) };
    if (options.withCount) page.totalCount = await this.count(scope, filter);
    return page;
  }

  /** Exact totals from the counters (a handful of rows), or the featured index when filtered by it. */
  private async count(scope: ArticleListScope, filter: ArticleFilter | null | undefined): Promise<number> {
    const category = filter?.category?.trim().toLowerCase();
    const status = scope === 'public' ? 'published' : filter?.status;
    if (filter?.featured != null) {
      const where = [filter.featured ? 'a.featured' : 'NOT a.featured'];
      const params: unknown[] = [];
      if (status) {
        where.push('a.status = ?');
        params.push(status);
      }
      if (category) {
        where.push('a.category_id = (SELECT id FROM category WHERE slug = ?)');
        params.push(category);
      }
      const [{ n }] = await this.em.execute<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM article a WHERE ${where.join(' AND ')}`,
        params,
      );
      return n;
    }
    const where: string[] = [];
    const params: unknown[] = [];
    if (status) {
      where.push('k.status = ?');
      params.push(status);
    }
    if (category) {
      where.push('k.category_id = (SELECT id FROM category WHERE slug = ?)');
      params.push(category);
    }
    const [{ n }] = await this.em.execute<{ n: number }[]>(
      `SELECT coalesce(sum(k.n), 0)::int AS n FROM article_count_by_category k ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params,
    );
    return n;
  }

  /**
   * Search (the rule is in search-sql.ts). Full text first: one statement for the page and its
   * bounded total. Only when full text finds fewer than TYPO_FALLBACK_BELOW articles, a second
   * statement adds the titles within typo distance after them.
   */
  private async searchPage(
    scope: ArticleListScope,
    filter: ArticleFilter | null | undefined,
    text: string,
    limit: number,
    offset: number,
    options: ListOptions,
  ): Promise<ListedPage> {
    const where: string[] = [];
    const filterParams: unknown[] = [];
    if (scope === 'public') where.push(`a.status = 'published'`);
    else if (filter?.status) {
      where.push(`a.status = ?`);
      filterParams.push(filter.status);
    }
    const category = filter?.category?.trim().toLowerCase();
    if (category) {
      where.push(`a.category_id = (SELECT id FROM category WHERE slug = ?)`);
      filterParams.push(category);
    }
    if (filter?.featured != null) where.push(filter.featured ? `a.featured` : `NOT a.featured`);
    const extra = where.length ? ` AND ${where.join(' AND ')}` : '';
    const dateOrder = scope === 'public' ? 'a.published_at DESC NULLS LAST, a.id DESC' : 'a.updated_at DESC, a.id DESC';
    const date = scope === 'public' ? 'a.published_at' : 'a.updated_at';
    // The text goes in as a literal parameter each time it is used (not through a CTE), so the
    // planner sees constants and can use the GIN, GiST and primary-key indexes.
    const tsq = `websearch_to_tsquery('english', ?)`;
    const t = [text];
    const f = filterParams;

    /** The candidates: full-text matches, newest window first (ids known: just those). */
    const candidatesSql = (floor: number, knownIds: number[] | null, cap: number) =>
      knownIds
        ? sql`SELECT a.id, a.title, a.excerpt, ${date} AS d FROM article a WHERE a.id = ANY(?${[intArrayParam(knownIds)]}::int[])`
        : sql`(SELECT a.id, a.title, a.excerpt, ${date} AS d FROM article a
              WHERE a.id > ?${[floor]} AND a.search_vector @@ ${tsq}${t}${extra}${f} LIMIT ${cap})
             UNION ALL
             (SELECT a.id, a.title, a.excerpt, ${date} AS d FROM article a
              WHERE a.id <= ?${[floor]} AND a.search_vector @@ ${tsq}${t}${extra}${f} LIMIT ${cap})`;

    const pageSql = (floor: number, knownIds: number[] | null, withTypo: boolean) => sql`WITH
       candidates AS MATERIALIZED (SELECT * FROM (${candidatesSql(floor, knownIds, SEARCH_RESULT_CAP)}) c LIMIT ${SEARCH_RESULT_CAP}),
       fts AS (
         SELECT c.id, 0 AS kind,
           CASE WHEN to_tsvector('english', c.title) @@ ${tsq}${t} THEN 2
                WHEN to_tsvector('english', coalesce(c.excerpt, '')) @@ ${tsq}${t} THEN 1 ELSE 0 END AS score,
           c.d
         FROM candidates c
       ),
       ${
         knownIds && withTypo
           ? sql`typo AS MATERIALIZED (
         SELECT a.id, 1 AS kind, word_similarity(?${t}, a.title) AS score, ${date} AS d FROM article a
         WHERE ?${t} <% a.title AND word_similarity(?${t}, a.title) >= ${TITLE_SIMILARITY_THRESHOLD}
           AND a.id <> ALL(?${[intArrayParam(knownIds)]}::int[])${extra}${f}
         ORDER BY score DESC, ${dateOrder} LIMIT ${TYPO_RESULT_CAP}
       ),
       matches AS (SELECT * FROM fts UNION ALL SELECT * FROM typo),`
           : 'matches AS (SELECT * FROM fts),'
       }
       page AS MATERIALIZED (
         SELECT m.id, row_number() OVER (ORDER BY m.kind, m.score DESC, m.d DESC NULLS LAST, m.id DESC) AS n
         FROM matches m ORDER BY n LIMIT ?${[limit]} OFFSET ?${[offset]}
       )
       SELECT ${rowSelect(options.withContent)}, (SELECT count(*)::int FROM matches) AS total,
         (SELECT CASE WHEN count(*) < ${TYPO_FALLBACK_BELOW} THEN coalesce(array_agg(id), '{}') END FROM candidates) AS few_ids
       FROM page p JOIN article a ON a.id = p.id JOIN category c ON c.id = a.category_id JOIN app_user u ON u.id = a.author_id
       ORDER BY p.n`;

    // The window's lower id is read first, so the planner gets it as a constant.
    const [{ floor }] = await this.em.execute<{ floor: number }[]>(
      `SELECT coalesce(max(id), 0) - ${SEARCH_RECENT_WINDOW} AS floor FROM article`,
    );
    const { rows, fewIds } = await this.em.transactional(async (em) => {
      // Full-text candidates must come from the GIN bitmap (ANDed with the id range): walking the
      // table or an index in order and testing each row's large document is far slower, though the
      // planner, seeing a LIMIT, may think otherwise. Only this transaction is told so.
      await em.execute(`SET LOCAL enable_indexscan = off; SET LOCAL enable_seqscan = off`);
      const full = pageSql(floor, null, false);
      const rows = await em.execute<Row[]>(full.text, full.params);
      if (rows.length > 0) return { rows, fewIds: rows[0].few_ids };
      if (offset === 0) return { rows, fewIds: [] as number[] };
      // Past the end of the full-text results: are they few enough for typo matches to follow?
      const few = sql`SELECT array_agg(id) AS ids FROM (SELECT id FROM (${candidatesSql(floor, null, TYPO_FALLBACK_BELOW)}) c LIMIT ${TYPO_FALLBACK_BELOW}) c`;
      const ids = (await em.execute<{ ids: number[] | null }[]>(few.text, few.params))[0]?.ids ?? [];
      return { rows, fewIds: ids.length < TYPO_FALLBACK_BELOW ? ids : null };
    });
    let found = rows;
    if (fewIds && text.length >= 3) {
      // Few full-text matches: they come first, then typo matches (nearest-title index scan).
      const typo = pageSql(floor, fewIds, true);
      found = await this.em.execute<Row[]>(typo.text, typo.params);
    }
    const page: ListedPage = { articles: found.map(toListed) };
    if (options.withCount) {
      page.totalCount =
        found.length > 0
          ? found[0].total!
          : offset === 0
            ? 0
            : ((await this.searchPage(scope, filter, text, 1, 0, options)).totalCount ?? 0);
    }
    return page;
  }
}
