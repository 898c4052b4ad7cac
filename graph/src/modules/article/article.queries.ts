// The read side of article lists, shaped for a million rows (docs/decisions/0006-read-path-at-scale.md):
// - one SQL statement per page: the page of ids walks an index whose order is the list's order, and
//   the same statement joins each row's category, author, tags and main-featured routes as JSON, so
//   no entity is hydrated and no loader runs for a listed article;
// - the total only when it is asked for, read from the counters the triggers keep (exact, no
//   scan); for a search, counted within the bounded result set (see search-sql.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryPrepared } from '../../common/prepared';
import type { Loaders } from '../../graphql/loaders';
import { rowAsEntity } from '../../common/row-entity';
import { intArrayParam } from '../../common/sql';
import { FeaturedRoute } from '../featured/featured-route';
import { normalizeSearchText } from '../search/search-sql';
import { markSearchWithoutResults } from '../analytics/views.service';
import { SearchQueries } from '../search/search.queries';
import { Category } from '../category/category.entity';
import { EditionService } from '../edition/edition.service';
import type { LinkedGame } from '../game/game.entity';
import { isPlatformId, PLATFORM_LIST } from '../game/game-facts';
import type { Review } from '../review/review.entity';
import { REVIEW_CATEGORY, REVIEW_JSON, toReview } from '../review/review.service';
import { scoreProblem } from '../review/review-scale';
import type { ArticleLive } from '../live/live.entity';
import { LIVE_JSON, toLive } from '../live/live.service';
import { commentCountSql } from '../comment/comment.service';
import { badInput } from '../../common/errors';
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
  games: LinkedGame[];
  review: Review | null;
  live: ArticleLive | null;
  correctedAt: Date | null;
  /** Comments readers see (0 when comments are off), from the kept count. */
  commentCount: number;
  /** The media library's alt text of the featured image (featuredImageAlt); null when not from the library. */
  featuredImageAlt: string | null;
  /** Whether it belongs to a translation group: when not, it has no translations to read. */
  inTranslationGroup: boolean;
}

export const isListedArticle = (article: Article): article is ListedArticle =>
  (article as Partial<ListedArticle>).listed !== undefined;

/**
 * An article's live blog status as read (null: not a live blog): a listed row carries it, an entity
 * asks the request's loader. The live blog and its entries ask it first, so an article page that is
 * not a live blog costs no statement for them.
 */
export const liveAsRead = (
  article: Article,
  loaders: Pick<Loaders, 'liveOf'>,
): ArticleLive | null | Promise<ArticleLive | null> =>
  isListedArticle(article) ? article.listed.live : loaders.liveOf.load(article.id);

const ROUTE_ORDER = `ARRAY[${Object.values(FeaturedRoute)
  .map((r) => `'${r}'`)
  .join(', ')}]`;

/** HTML read for a card's fallback text: 120 characters of text are far within it. */
const CARD_FALLBACK_HTML_CHARS = 2000;

/** The games an article `a` links to, in the editor's order, as LinkedGame JSON. */
const GAMES_SELECT = `(SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'slug', g.slug,
    'platforms', g.platforms) ORDER BY ag.position, g.id), '[]'::json)
   FROM article_game ag JOIN game g ON g.id = ag.game_id WHERE ag.article_id = a.id) AS games`;

/** A platform with at most this many games is filtered from its games' links, not by walking the list. */
const FEW_PLATFORM_GAMES = 100;

interface LinkFilters {
  /** Conditions beyond status, category, featured and edition (the edition is the caller's). */
  where: string[];
  params: unknown[];
  /** With minScore: the same link filters as conditions on the review row `r` alone. */
  reviews?: { where: string[]; params: unknown[] };
}

/**
 * The filters beyond status, category and featured (issue 21), as conditions on article `a`:
 * - game: the game's few links (article_game_game index), sorted;
 * - minScore: the reviews at or above it; a review row carries its article's status and its games'
 *   platforms (kept by triggers, migration 20261126080000), so with platform too, and on public
 *   lists, one index of published reviews by score answers both (article_review_listed);
 * - platform alone: a platform of many games matches many articles, so the list's own order index is
 *   walked and each row checked through the article_game and game keys (a page is found within a
 *   few hundred rows); a platform of few games (or none) would make that walk read the whole index,
 *   so its games' links are collected first instead. The games are counted (GIN, bounded) to choose.
 * Counted with the same conditions, or on public lists from the platform and score counters.
 */
async function linkFilters(
  em: EntityManager,
  scope: ArticleListScope,
  filter: ArticleFilter | null | undefined,
  edition: ListEdition | null,
): Promise<LinkFilters> {
  const where: string[] = [];
  const params: unknown[] = [];
  const game = filter?.game?.trim().toLowerCase();
  const gameLinks = `(SELECT ag.article_id FROM article_game ag WHERE ag.game_id =
      coalesce((SELECT id FROM game WHERE slug = ?), (SELECT game_id FROM game_slug_history WHERE slug = ?)))`;
  if (game) {
    where.push(`a.id IN ${gameLinks}`);
    params.push(game, game);
  }
  const platform = filter?.platform?.trim().toLowerCase();
  if (platform && !isPlatformId(platform))
    throw badInput('platform', `Unknown platform "${platform.slice(0, 30)}"; use one of: ${PLATFORM_LIST}`);
  if (filter?.minScore != null) {
    const problem = scoreProblem(filter.minScore);
    if (problem && !/steps/.test(problem)) throw badInput('minScore', `minScore: ${problem}`);
    const review = [...(scope === 'public' ? ['r.published'] : []), 'r.score >= ?'];
    const reviewParams: unknown[] = [filter.minScore];
    if (platform) {
      review.push('r.game_platforms @> ARRAY[?]::text[]');
      reviewParams.push(platform);
    }
    where.push(`a.id IN (SELECT r.article_id FROM article_review r WHERE ${review.join(' AND ')})`);
    params.push(...reviewParams);
    return {
      where,
      params,
      reviews: {
        where: [
          ...review,
          ...(game ? [`r.article_id IN ${gameLinks}`] : []),
          // The review row keeps its article's language (migration 20261207040000).
          ...(edition ? [`r.language = ${edition.sql}`] : []),
        ],
        params: [...reviewParams, ...(game ? [game, game] : []), ...(edition?.params ?? [])],
      },
    };
  }
  if (platform) {
    const [{ n }] = await queryPrepared<{ n: number }>(
      em,
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM game g WHERE g.platforms @> ARRAY[?]::text[] LIMIT ${FEW_PLATFORM_GAMES + 1}) x`,
      [platform],
    );
    if (n > FEW_PLATFORM_GAMES) {
      where.push(`EXISTS (SELECT 1 FROM article_game ag JOIN game g ON g.id = ag.game_id
        WHERE ag.article_id = a.id AND g.platforms @> ARRAY[?]::text[])`);
    } else {
      where.push(`a.id IN (SELECT ag.article_id FROM article_game ag
        WHERE ag.game_id = ANY (ARRAY(SELECT g.id FROM game g WHERE g.platforms @> ARRAY[?]::text[])))`);
    }
    params.push(platform);
  }
  return { where, params };
}

/** The right-hand side of a list's `language = …` condition, with its parameters. */
interface ListEdition {
  sql: string;
  params: unknown[];
  /** The tag when it was named (and checked); null: the default edition, read in the statement. */
  language: string | null;
}

/**
 * The edition a list answers (ADR 0052): a reader's list always one, the default edition's unless
 * `filter.language` names another; the back office's (`admin`) every edition unless narrowed, so an
 * editor finds a draft of any edition in the dashboard. An unknown language is a 400 naming it.
 * The default edition is looked up by the list's own statement (as a category is): a reader's page
 * of cards stays one round trip.
 */
async function listEdition(
  em: EntityManager,
  scope: ArticleListScope,
  filter: ArticleFilter | null | undefined,
): Promise<ListEdition | null> {
  if (filter?.language != null) {
    const { language } = await EditionService.of(em).require(filter.language);
    return { sql: '?', params: [language], language };
  }
  return scope === 'public' ? { sql: '(SELECT language FROM edition WHERE is_default)', params: [], language: null } : null;
}

/**
 * The media library URL an article `a`'s featured image names: the URL itself, without the query of
 * a narrower copy (`?w=800`), as media.url stores it (featuredImageMediaUrl is the same in code).
 * The question mark is chr(63): a `'?'` in the text is a placeholder to knex's bindings, which read
 * these statements with the shortcuts off (GRAPH_SHORTCUTS_OFF).
 */
const FEATURED_IMAGE_MEDIA_URL_SQL = `split_part(a.featured_image, chr(63), 1)`;

/** What rowSelect reads beside the article `a`: its category `c` and author `u`. */
const ROW_JOINS = 'JOIN category c ON c.id = a.category_id JOIN app_user u ON u.id = a.author_id';

/** Columns and relations of one listed article `a` (joined to category `c` and author `u`). */
function rowSelect(withContent: boolean): string {
  // Without the body, only what a card's text falls back to (spec §9: the first 120 characters of
  // the text when there is no excerpt) is read: the beginning of the HTML, and only then.
  const content = withContent
    ? 'a.content'
    : `CASE WHEN coalesce(btrim(a.excerpt), '') = '' THEN left(a.content, ${CARD_FALLBACK_HTML_CHARS}) ELSE '' END AS content`;
  return `a.id, a.title, a.slug, a.language, ${content}, a.excerpt, a.featured_image, a.meta_description, a.word_count,
    a.status, a.scheduled_for, a.embargo_until, a.published_at, a.featured, a.master_featured, a.thumbnail_url, a.created_at, a.updated_at,
    json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'description', c.description, 'color', c.color,
      'createdAt', c.created_at, 'updatedAt', c.updated_at) AS category,
    json_build_object('id', u.id, 'username', u.username, 'role', u.role, 'displayName', u.display_name,
      'credentialsVersion', u.credentials_version, 'createdAt', u.created_at, 'updatedAt', u.updated_at) AS author,
    (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'description', t.description,
        'createdAt', t.created_at, 'updatedAt', t.updated_at) ORDER BY t.name), '[]'::json)
     FROM article_tags at JOIN tag t ON t.id = at.tag_id WHERE at.article_id = a.id) AS tags,
    (SELECT coalesce(json_agg(mf.route ORDER BY array_position(${ROUTE_ORDER}, mf.route)), '[]'::json)
     FROM main_featured mf WHERE mf.article_id = a.id) AS routes,
    ${GAMES_SELECT},
    (SELECT ${REVIEW_JSON} FROM article_review r WHERE r.article_id = a.id) AS review,
    (SELECT ${LIVE_JSON} FROM article_live l WHERE l.article_id = a.id) AS live,
    (SELECT max(created_at) FROM article_correction k WHERE k.article_id = a.id) AS corrected_at,
    ${commentCountSql('a')} AS comment_count,
    (SELECT m.alt FROM media m WHERE m.url = ${FEATURED_IMAGE_MEDIA_URL_SQL}) AS featured_image_alt,
    a.translation_group_id IS NOT NULL AS in_translation_group`;
}

interface Row {
  id: number;
  title: string;
  slug: string;
  language: string;
  content: string;
  excerpt: string | null;
  featured_image: string | null;
  meta_description: string | null;
  word_count: number;
  status: string;
  scheduled_for: Date | null;
  embargo_until: Date | null;
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
  games: LinkedGame[];
  review: Parameters<typeof toReview>[0];
  live: Parameters<typeof toLive>[0];
  corrected_at: Date | string | null;
  comment_count: number;
  featured_image_alt: string | null;
  in_translation_group: boolean;
}

/** Raw rows carry timestamps as text (MikroORM's driver leaves them unparsed). */
const toDate = (value: Date | string | null): Date | null => (value == null ? null : new Date(value));

const withDates = <T extends Record<string, unknown>>(o: T): T => ({
  ...o,
  createdAt: new Date(o.createdAt as string),
  updatedAt: new Date(o.updatedAt as string),
});

function toListed(row: Row): ListedArticle {
  const category = rowAsEntity(Category, withDates(row.category));
  return rowAsEntity(Article, {
    id: row.id,
    title: row.title,
    slug: row.slug,
    language: row.language,
    content: row.content,
    excerpt: row.excerpt,
    featuredImage: row.featured_image,
    metaDescription: row.meta_description,
    wordCount: row.word_count,
    status: row.status,
    scheduledFor: toDate(row.scheduled_for),
    embargoUntil: toDate(row.embargo_until),
    publishedAt: toDate(row.published_at),
    featured: row.featured,
    masterFeatured: row.master_featured,
    thumbnailUrl: row.thumbnail_url,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    author: rowAsEntity(User, withDates(row.author)),
    category,
    listed: {
      category,
      tags: row.tags.map((tag) => rowAsEntity(Tag, withDates(tag))),
      routes: row.routes,
      games: row.games,
      review: toReview(row.review),
      live: toLive(row.live),
      correctedAt: toDate(row.corrected_at),
      commentCount: row.comment_count,
      featuredImageAlt: row.featured_image_alt,
      inTranslationGroup: row.in_translation_group,
    },
  }) as ListedArticle;
}

export interface ListedPage {
  articles: ListedArticle[];
  totalCount?: number;
}

export class ArticleQueries {
  constructor(private readonly em: EntityManager) {}

  /**
   * The published article a reader reaches by `slug` (its current one, else one it was published
   * under before), with every relation its fields show, in one statement; null when there is none.
   * The article page and REST's /api/articles/slug/… read it: through the entity and its loaders it
   * took ten round trips (p95 ~24 ms at 1M articles, over the 20 ms target).
   */
  publishedBySlug(slug: string): Promise<ListedArticle | null> {
    return this.published(
      `coalesce((SELECT id FROM article WHERE slug = ?), (SELECT article_id FROM article_slug_history WHERE slug = ?))`,
      [slug, slug],
    );
  }

  /** The published article with this id, as publishedBySlug reads it (REST's /api/articles/{id}). */
  publishedById(id: number): Promise<ListedArticle | null> {
    return this.published('?', [id]);
  }

  /**
   * An edition's master featured article (one per edition: article_one_master_featured) while it is
   * published, in one statement as publishedBySlug reads one.
   */
  publishedMasterFeatured(language: string, withContent: boolean): Promise<ListedArticle | null> {
    return this.published(`(SELECT id FROM article WHERE master_featured AND language = ?)`, [language], withContent);
  }

  /**
   * The article in a route's main slot of an edition while it is published, and of that edition
   * (a slot only ever holds its own edition's article; checked again so that a page never shows
   * another language).
   */
  publishedMainFeatured(route: FeaturedRoute, language: string, withContent: boolean): Promise<ListedArticle | null> {
    return this.published(
      `(SELECT mf.article_id FROM main_featured mf JOIN article m ON m.id = mf.article_id
        WHERE mf.route = ? AND mf.language = ? AND m.language = mf.language)`,
      [route, language],
      withContent,
    );
  }

  private async published(idSql: string, params: unknown[], withContent = true): Promise<ListedArticle | null> {
    const rows = await queryPrepared<Row>(
      this.em,
      `SELECT ${rowSelect(withContent)}
       FROM article a ${ROW_JOINS}
       WHERE a.id = ${idSql} AND a.status = 'published'`,
      params,
    );
    return rows.length > 0 ? toListed(rows[0]) : null;
  }

  /**
   * One edition's newest published articles that are featured or of a category (or both), without
   * `excludeId`, in one statement with their relations as a page's rows: the featured lists and
   * sidebars, and an article's related stories. Read through the entities, each relation a card
   * shows was a round trip of its own (a related list took 8 statements, a home page 9).
   * article_public_featured_language_order or article_public_category_language_order walks them.
   */
  async publishedNewest(
    where: { language: string; featured?: boolean; categorySlug?: string; excludeId?: number | null },
    limit: number,
    withContent: boolean,
  ): Promise<ListedArticle[]> {
    const conditions = [`a.status = 'published'`, `a.language = ?`];
    const params: unknown[] = [where.language];
    if (where.featured) conditions.push('a.featured');
    if (where.categorySlug) {
      conditions.push(`a.category_id = (SELECT id FROM category WHERE slug = ?)`);
      params.push(where.categorySlug);
    }
    if (where.excludeId != null) {
      conditions.push(`a.id <> ?`);
      params.push(where.excludeId);
    }
    const rows = await queryPrepared<Row>(
      this.em,
      `WITH page AS MATERIALIZED (
         SELECT a.id, row_number() OVER () AS n FROM (
           SELECT a.id FROM article a WHERE ${conditions.join(' AND ')}
           ORDER BY a.published_at DESC NULLS LAST, a.id DESC LIMIT ?
         ) a
       )
       SELECT ${rowSelect(withContent)}
       FROM page p JOIN article a ON a.id = p.id ${ROW_JOINS}
       ORDER BY p.n`,
      [...params, limit],
    );
    return rows.map(toListed);
  }

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
    const edition = await listEdition(this.em, scope, filter);
    const search = filter?.search ? normalizeSearchText(filter.search) : '';
    if (search) {
      // The search's configuration is the edition's: its tag is needed before the statement.
      const language = edition && (edition.language ?? (await EditionService.of(this.em).readerLanguage(null)));
      return this.searchPage(scope, filter, language, search, limit, offset, options);
    }

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
    const links = await linkFilters(this.em, scope, filter, edition);
    where.push(...links.where);
    params.push(...links.params);
    if (edition) {
      // One edition's articles (ADR 0052): article_public_language_order, or with a category
      // article_public_category_language_order, walks exactly this list.
      where.push(`a.language = ${edition.sql}`);
      params.push(...edition.params);
    }
    const order = scope === 'public' ? 'a.published_at DESC NULLS LAST, a.id DESC' : 'a.updated_at DESC, a.id DESC';
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // The inner query reads only the index (ids and sort keys), so even a deep offset skips index
    // entries, not rows; the outer one loads just the page, and the total rides along on each row
    // (one round trip); a page past the end has no row to carry it, so it is asked for on its own.
    const total = options.withCount ? this.countSql(scope, filter, edition, links) : null;
    // Published reviews by score (and platform) are read in list order from the review rows' own
    // index (article_review_list_order_by_edition: per edition), which carries the score and platforms; a game's few
    // reviews are found from its links instead.
    const fromReviews =
      links.reviews &&
      scope === 'public' &&
      (!category || category === REVIEW_CATEGORY) &&
      filter?.featured == null &&
      !filter?.game?.trim();
    const ids = fromReviews
      ? {
          sql: `SELECT r.article_id AS id FROM article_review r WHERE ${links.reviews!.where.join(' AND ')}
                ORDER BY r.published_at DESC NULLS LAST, r.article_id DESC LIMIT ? OFFSET ?`,
          params: links.reviews!.params,
        }
      : { sql: `SELECT a.id FROM article a ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`, params };
    const rows = await queryPrepared<Row & { total?: number }>(
      this.em,
      `WITH page AS MATERIALIZED (
         SELECT a.id, row_number() OVER () AS n FROM (${ids.sql}) a
       )
       SELECT ${rowSelect(options.withContent)}${total ? `, (${total.sql}) AS total` : ''}
       FROM page p JOIN article a ON a.id = p.id ${ROW_JOINS}
       ORDER BY p.n`,
      [...ids.params, limit, offset, ...(total?.params ?? [])],
    );
    const page: ListedPage = { articles: rows.map(toListed) };
    if (total) {
      page.totalCount =
        rows.length > 0
          ? rows[0].total!
          : (await queryPrepared<{ n: number }>(this.em, `SELECT (${total.sql}) AS n`, total.params))[0].n;
    }
    return page;
  }

  /**
   * Exact totals from the counters (a handful of rows), or the featured index when filtered by it.
   * `edition` null: every edition.
   */
  private countSql(
    scope: ArticleListScope,
    filter: ArticleFilter | null | undefined,
    edition: ListEdition | null,
    links: LinkFilters,
  ): { sql: string; params: unknown[] } {
    const category = filter?.category?.trim().toLowerCase();
    const status = scope === 'public' ? 'published' : filter?.status;
    const where: string[] = [];
    const params: unknown[] = [];
    const platform = filter?.platform?.trim().toLowerCase();
    if (scope === 'public' && filter?.featured == null && !filter?.game?.trim()) {
      // Platform and score totals from their counters (migrations 20261126090000 and, per edition,
      // 20261207040000): counting tens of thousands of reviews through their games is what a page
      // of them must not cost.
      const inEdition = edition ? { sql: ` AND k.language = ${edition.sql}`, params: edition.params } : { sql: '', params: [] };
      if (filter?.minScore != null && (!category || category === REVIEW_CATEGORY)) {
        return {
          sql: `SELECT coalesce(sum(k.n), 0)::int FROM review_count_by_score k WHERE k.platform = ? AND k.score >= ?${inEdition.sql}`,
          params: [platform || '', filter.minScore, ...inEdition.params],
        };
      }
      if (platform && filter?.minScore == null) {
        return category
          ? {
              sql: `SELECT coalesce(sum(k.n), 0)::int FROM article_count_by_platform k
                WHERE k.platform = ? AND k.category_id = (SELECT id FROM category WHERE slug = ?)${inEdition.sql}`,
              params: [platform, category, ...inEdition.params],
            }
          : {
              sql: `SELECT coalesce(sum(k.n), 0)::int FROM article_count_by_platform k WHERE k.platform = ?${inEdition.sql}`,
              params: [platform, ...inEdition.params],
            };
      }
    }
    if (links.reviews && scope === 'public' && (!category || category === REVIEW_CATEGORY) && filter?.featured == null) {
      // Published reviews alone: a review row exists only on a review-category article (held at
      // commit by article_review_is_valid), and its `published` is its article's status.
      return {
        sql: `SELECT count(*)::int FROM article_review r WHERE ${links.reviews.where.join(' AND ')}`,
        params: links.reviews.params,
      };
    }
    if (links.where.length) {
      // Counted over the few rows the link filters find, with the list's own conditions.
      if (status) {
        where.push('a.status = ?');
        params.push(status);
      }
      if (category) {
        where.push('a.category_id = (SELECT id FROM category WHERE slug = ?)');
        params.push(category);
      }
      if (filter?.featured != null) where.push(filter.featured ? 'a.featured' : 'NOT a.featured');
      if (edition) {
        where.push(`a.language = ${edition.sql}`);
        params.push(...edition.params);
      }
      return {
        sql: `SELECT count(*)::int FROM article a WHERE ${[...where, ...links.where].join(' AND ')}`,
        params: [...params, ...links.params],
      };
    }
    if (filter?.featured != null) {
      where.push(filter.featured ? 'x.featured' : 'NOT x.featured');
      if (status) {
        where.push('x.status = ?');
        params.push(status);
      }
      if (category) {
        where.push('x.category_id = (SELECT id FROM category WHERE slug = ?)');
        params.push(category);
      }
      if (edition) {
        where.push(`x.language = ${edition.sql}`);
        params.push(...edition.params);
      }
      return { sql: `SELECT count(*)::int FROM article x WHERE ${where.join(' AND ')}`, params };
    }
    if (status) {
      where.push('k.status = ?');
      params.push(status);
    }
    if (category) {
      where.push('k.category_id = (SELECT id FROM category WHERE slug = ?)');
      params.push(category);
    }
    if (edition) {
      // One edition's total from its own counters (Migration20261207020000EditionReaderLists).
      where.push(`k.language = ${edition.sql}`);
      params.push(...edition.params);
    }
    const counters = edition ? 'article_count_by_edition' : 'article_count_by_category';
    return {
      sql: `SELECT coalesce(sum(k.n), 0)::int FROM ${counters} k ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params,
    };
  }

  /**
   * Search (the rule is in search-sql.ts): the ranked, bounded ids of every match come first, then
   * one statement loads the page's rows; the total is the number of ranked ids.
   */
  private async searchPage(
    scope: ArticleListScope,
    filter: ArticleFilter | null | undefined,
    language: string | null,
    text: string,
    limit: number,
    offset: number,
    options: ListOptions,
  ): Promise<ListedPage> {
    let ids = await new SearchQueries(this.em).rankedIds(text, {
      language,
      scope,
      status: scope === 'admin' ? filter?.status : undefined,
      categorySlug: filter?.category?.trim().toLowerCase() || null,
      featured: filter?.featured,
    });
    // The ranked ids are of the edition already (rankedIds' windows carry it).
    const links = await linkFilters(this.em, scope, filter, null);
    if (links.where.length && ids.length) {
      const kept = await queryPrepared<{ id: number }>(
        this.em,
        `SELECT a.id FROM unnest(?::int[]) WITH ORDINALITY p(id, n) JOIN article a ON a.id = p.id
         WHERE ${links.where.join(' AND ')} ORDER BY p.n`,
        [intArrayParam(ids), ...links.params],
      );
      ids = kept.map((r) => r.id);
    }
    // Insights (issue 24): a reader's plain search that found nothing marks its term for the day.
    // Only analytics: a failure to mark must not fail the reader's search.
    if (scope === 'public' && ids.length === 0 && !links.where.length && !filter?.category?.trim() && filter?.featured == null)
      await markSearchWithoutResults(this.em, filter?.search ?? text).catch(() => undefined);
    const pageIds = ids.slice(offset, offset + limit);
    const rows = pageIds.length
      ? await queryPrepared<Row>(
          this.em,
          `SELECT ${rowSelect(options.withContent)}
           FROM unnest(?::int[]) WITH ORDINALITY p(id, n) JOIN article a ON a.id = p.id ${ROW_JOINS}
           ORDER BY p.n`,
          [intArrayParam(pageIds)],
        )
      : [];
    const page: ListedPage = { articles: rows.map(toListed) };
    if (options.withCount) page.totalCount = ids.length;
    return page;
  }
}
