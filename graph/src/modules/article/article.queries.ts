// The read side of article lists, shaped for a million rows (docs/decisions/0006-read-path-at-scale.md):
// - one SQL statement per page: the page of ids walks an index whose order is the list's order, and
//   the same statement joins each row's category, author, tags and main-featured routes as JSON, so
//   no entity is hydrated and no loader runs for a listed article;
// - the total only when it is asked for, read from the counters the triggers keep (exact, no
//   scan); for a search, counted within the bounded result set (see search-sql.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { FeaturedRoute } from '../featured/featured-route';
import { SEARCH_RESULT_CAP, TYPO_FALLBACK_BELOW, TITLE_SIMILARITY_THRESHOLD, normalizeSearchText } from '../search/search-sql';
import type { Category } from '../category/category.entity';
import type { Tag } from '../tag/tag.entity';
import type { Article } from './article.entity';
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

const ROUTE_ORDER = `ARRAY[${Object.values(FeaturedRoute).map((r) => `'${r}'`).join(', ')}]`;

/** Columns and relations of one listed article `a` (joined to category `c` and author `u`). */
function rowSelect(withContent: boolean): string {
  return `a.id, a.title, a.slug, ${withContent ? 'a.content' : `'' AS content`}, a.excerpt, a.featured_image, a.meta_description,
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
}

/** Raw rows carry timestamps as text (MikroORM's driver leaves them unparsed). */
const toDate = (value: Date | string | null): Date | null => (value == null ? null : new Date(value));

const withDates = <T extends Record<string, unknown>>(o: T): T => ({
  ...o,
  createdAt: new Date(o.createdAt as string),
  updatedAt: new Date(o.updatedAt as string),
});

function toListed(row: Row): ListedArticle {
  const category = withDates(row.category);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    featuredImage: row.featured_image,
    metaDescription: row.meta_description,
    status: row.status,
    scheduledFor: toDate(row.scheduled_for),
    publishedAt: toDate(row.published_at),
    featured: row.featured,
    masterFeatured: row.master_featured,
    thumbnailUrl: row.thumbnail_url,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    author: withDates(row.author),
    category,
    listed: { category: category as unknown as Category, tags: row.tags.map(withDates) as unknown as Tag[], routes: row.routes },
  } as unknown as ListedArticle;
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
  async page(scope: ArticleListScope, filter: ArticleFilter | null | undefined, limit: number, offset: number, options: ListOptions): Promise<ListedPage> {
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
      const [{ n }] = (await this.em.execute(`SELECT count(*)::int AS n FROM article a WHERE ${where.join(' AND ')}`, params)) as { n: number }[];
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
    const [{ n }] = (await this.em.execute(
      `SELECT coalesce(sum(k.n), 0)::int AS n FROM article_count_by_category k ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params,
    )) as { n: number }[];
    return n;
  }

  /**
   * Search in one statement: full-text matches ranked (GIN on search_vector); only when they are
   * fewer than TYPO_FALLBACK_BELOW, titles within typo distance follow (trigram GIN through `<%`).
   * Both are bounded to SEARCH_RESULT_CAP, and totalCount counts within that bound.
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
    const params: unknown[] = [text, text];
    if (scope === 'public') where.push(`a.status = 'published'`);
    else if (filter?.status) {
      where.push(`a.status = ?`);
      params.push(filter.status);
    }
    const category = filter?.category?.trim().toLowerCase();
    if (category) {
      where.push(`a.category_id = (SELECT id FROM category WHERE slug = ?)`);
      params.push(category);
    }
    if (filter?.featured != null) where.push(filter.featured ? `a.featured` : `NOT a.featured`);
    const extra = where.length ? ` AND ${where.join(' AND ')}` : '';
    const dateOrder = scope === 'public' ? 'a.published_at DESC NULLS LAST, a.id DESC' : 'a.updated_at DESC, a.id DESC';
    const dateCols = scope === 'public' ? 'a.published_at AS d' : 'a.updated_at AS d';
    const rows: Row[] = await this.em.execute(
      `WITH q AS (SELECT websearch_to_tsquery('english', ?) AS tsq, ?::text AS raw),
       fts AS MATERIALIZED (
         SELECT a.id, 0 AS tier, ts_rank(a.search_vector, q.tsq) AS score, ${dateCols}
         FROM article a CROSS JOIN q WHERE a.search_vector @@ q.tsq${extra}
         ORDER BY score DESC, ${dateOrder} LIMIT ${SEARCH_RESULT_CAP}
       ),
       typo AS MATERIALIZED (
         SELECT a.id, 1 AS tier, word_similarity(q.raw, a.title) AS score, ${dateCols}
         FROM article a CROSS JOIN q
         WHERE (SELECT count(*) FROM fts) < ${TYPO_FALLBACK_BELOW} AND length(q.raw) >= 3
           AND q.raw <% a.title AND word_similarity(q.raw, a.title) >= ${TITLE_SIMILARITY_THRESHOLD}
           AND NOT (a.search_vector @@ q.tsq)${extra}
         ORDER BY score DESC, ${dateOrder} LIMIT ${SEARCH_RESULT_CAP}
       ),
       matches AS (SELECT * FROM fts UNION ALL SELECT * FROM typo),
       page AS MATERIALIZED (
         SELECT m.id, row_number() OVER (ORDER BY m.tier, m.score DESC, m.d DESC NULLS LAST, m.id DESC) AS n
         FROM matches m ORDER BY n LIMIT ? OFFSET ?
       )
       SELECT ${rowSelect(options.withContent)}${options.withCount ? ', (SELECT count(*)::int FROM matches) AS total' : ''}
       FROM page p JOIN article a ON a.id = p.id JOIN category c ON c.id = a.category_id JOIN app_user u ON u.id = a.author_id
       ORDER BY p.n`,
      [...params, ...params.slice(2), limit, offset],
    );
    const page: ListedPage = { articles: rows.map(toListed) };
    if (options.withCount) {
      page.totalCount = rows.length > 0
        ? rows[0].total!
        : offset === 0
          ? 0
          : (await this.searchPage(scope, filter, text, 1, 0, options)).totalCount ?? 0;
    }
    return page;
  }
}
