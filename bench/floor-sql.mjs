// The floor's SQL (bench/floor.mjs): one statement per read, returning the REST JSON as text.
const iso = (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A review row `r` as REST answers it, with its label from the score (graph/src/modules/review/review-scale.ts). */
const REVIEW_JSON = `json_build_object('score', r.score, 'label',
  CASE WHEN r.score >= 9 THEN 'Essential' WHEN r.score >= 7.5 THEN 'Recommended' WHEN r.score >= 5 THEN 'Mixed' ELSE 'Avoid' END,
  'verdict', r.verdict, 'pros', r.pros, 'cons', r.cons, 'platformsTested', r.platforms_tested,
  'playtimeHours', r.playtime_hours, 'disclosure', r.disclosure)`;

/** The REST article (gateway/src/api/schemas.ts toRestArticle) from a row `p` of article. */
const ARTICLE_JSON = `json_build_object(
  'id', p.id, 'title', p.title, 'content', p.content, 'excerpt', p.excerpt, 'slug', p.slug,
  'category', (SELECT c.slug FROM category c WHERE c.id = p.category_id),
  'tags', coalesce((SELECT json_agg(t.name ORDER BY t.name) FROM article_tags at JOIN tag t ON t.id = at.tag_id WHERE at.article_id = p.id), '[]'::json),
  'featuredImage', p.featured_image, 'metaDescription', p.meta_description, 'status', p.status,
  'scheduledFor', ${iso('p.scheduled_for')}, 'embargoUntil', ${iso('p.embargo_until')}, 'authorId', p.author_id,
  'author', (SELECT u.display_name FROM app_user u WHERE u.id = p.author_id),
  'featured', p.featured, 'masterFeatured', p.master_featured,
  'mainFeaturedRoutes', coalesce((SELECT json_agg(m.route ORDER BY m.route) FROM main_featured m WHERE m.article_id = p.id), '[]'::json),
  'thumbnailUrl', p.thumbnail_url, 'createdAt', ${iso('p.created_at')}, 'updatedAt', ${iso('p.updated_at')},
  'publishedAt', ${iso('p.published_at')},
  'games', coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name, 'slug', g.slug, 'platforms', g.platforms)
    ORDER BY ag.position, g.id) FROM article_game ag JOIN game g ON g.id = ag.game_id WHERE ag.article_id = p.id), '[]'::json),
  'review', (SELECT ${REVIEW_JSON} FROM article_review r WHERE r.article_id = p.id))`;

const NEWEST = 'p.published_at DESC NULLS LAST, p.id DESC';

/** The parameters pageSql numbers after limit and offset, in this order, when given. */
export const PAGE_PARAMS = ['category', 'search', 'game', 'platform', 'minScore'];

/**
 * A page of published articles and, when asked, the total: one statement per request, shaped the
 * way a hand-written server would at a million rows (the same indexes and counters the product's
 * schema has). $1 limit, $2 offset, then those of PAGE_PARAMS given.
 * - a list walks the (category,) published_at index and reads the total from the per-category counters;
 * - a search takes at most 1,000 matches of the title, excerpt and tags index (the first the bitmap
 *   yields) and pages them newest first; the total counts them;
 * - game, platform and minScore (issue 21) are semi-joins through article_game (and game's
 *   platforms) and article_review; the total counts the rows they let through.
 */
export function pageSql(shape) {
  const { withTotal, category, search } = shape;
  const given = PAGE_PARAMS.filter((name) => shape[name] != null);
  const param = (name) => `$${3 + given.indexOf(name)}`;
  const categoryId = `(SELECT id FROM category WHERE slug = ${param('category')}::text)`;
  const text = `${param('search')}::text`;
  // With minScore, the review row's own facts (published, its games' platforms) answer platform too.
  const review = [
    `r.published`,
    `r.score >= ${param('minScore')}::numeric`,
    ...(shape.platform != null ? [`r.game_platforms @> ARRAY[${param('platform')}::text]`] : []),
  ];
  const links = [
    ...(shape.game != null
      ? [
          `p.id IN (SELECT ag.article_id FROM article_game ag WHERE ag.game_id = (SELECT id FROM game WHERE slug = ${param('game')}::text))`,
        ]
      : []),
    ...(shape.platform != null && shape.minScore == null
      ? [
          `p.id IN (SELECT ag.article_id FROM article_game ag JOIN game g ON g.id = ag.game_id WHERE g.platforms @> ARRAY[${param('platform')}::text])`,
        ]
      : []),
    ...(shape.minScore != null ? [`p.id IN (SELECT r.article_id FROM article_review r WHERE ${review.join(' AND ')})`] : []),
  ];
  const filters = [`p.status = 'published'`, ...(category ? [`p.category_id = ${categoryId}`] : []), ...links];
  const matching = search
    ? `SELECT p.id, p.published_at FROM article p
       WHERE ts_filter(p.search_vector, '{a,b}') @@ websearch_to_tsquery('english', ${text}) AND ${filters.join(' AND ')}
       LIMIT 1000`
    : null;
  const page = search
    ? `SELECT p.id, row_number() OVER (ORDER BY ${NEWEST}) AS n FROM matching p ORDER BY ${NEWEST} LIMIT $1 OFFSET $2`
    : `SELECT p.id, row_number() OVER (ORDER BY ${NEWEST}) AS n FROM article p WHERE ${filters.join(' AND ')} ORDER BY ${NEWEST} LIMIT $1 OFFSET $2`;
  const total = search
    ? `(SELECT count(*) FROM matching)`
    : shape.minScore != null && shape.game == null && (!category || category === 'review')
      ? `(SELECT count(*) FROM article_review r WHERE ${review.join(' AND ')})`
      : links.length
        ? `(SELECT count(*) FROM article p WHERE ${filters.join(' AND ')})`
        : `(SELECT coalesce(sum(k.n), 0) FROM article_count_by_category k WHERE k.status = 'published'${category ? ` AND k.category_id = ${categoryId}` : ''})`;
  const articles = `coalesce((SELECT json_agg(${ARTICLE_JSON} ORDER BY x.n) FROM page x JOIN article p ON p.id = x.id), '[]'::json)`;
  return `WITH ${matching ? `matching AS MATERIALIZED (${matching}), ` : ''}page AS MATERIALIZED (${page})
    SELECT ${withTotal ? `json_build_object('articles', ${articles}, 'totalCount', ${total})` : articles}::text AS body`;
}

/** A game (REST Game) from a row `g` of game: releases by date with their value and label. */
const gameJson = (more) => `json_build_object(
  'id', g.id, 'name', g.name, 'slug', g.slug, 'description', g.description,
  'coverImage', (SELECT json_build_object('id', m.id, 'url', m.url, 'alt', m.alt, 'width', m.width, 'height', m.height)
    FROM media m WHERE m.id = g.cover_media_id),
  'platforms', g.platforms,
  'releases', coalesce((SELECT json_agg(json_build_object('platform', r.platform, 'precision', r.precision,
      'value', CASE r.precision WHEN 'day' THEN to_char(r.starts_on, 'YYYY-MM-DD') WHEN 'month' THEN to_char(r.starts_on, 'YYYY-MM')
        WHEN 'quarter' THEN to_char(r.starts_on, 'YYYY-"Q"Q') WHEN 'year' THEN to_char(r.starts_on, 'YYYY') END,
      'label', CASE r.precision WHEN 'day' THEN to_char(r.starts_on, 'FMDD FMMonth YYYY') WHEN 'month' THEN to_char(r.starts_on, 'FMMonth YYYY')
        WHEN 'quarter' THEN to_char(r.starts_on, '"Q"Q YYYY') WHEN 'year' THEN to_char(r.starts_on, 'YYYY') ELSE 'TBA' END)
    ORDER BY r.starts_on NULLS LAST, r.platform) FROM game_release r WHERE r.game_id = g.id), '[]'::json),
  'developers', g.developers, 'publishers', g.publishers, 'franchise', g.franchise, 'genres', g.genres,
  'trailerUrl', g.trailer_url, 'createdAt', ${iso('g.created_at')}, 'updatedAt', ${iso('g.updated_at')}, ${more})`;

/**
 * The game page (GET /api/games/slug/{slug}): the game (by its slug or an old one), its 50 newest
 * published articles and its newest published review-category article.
 */
export const GAME_BY_SLUG = `
  WITH g AS (
    SELECT * FROM game WHERE id = coalesce((SELECT id FROM game WHERE slug = $1), (SELECT game_id FROM game_slug_history WHERE slug = $1))
  ),
  coverage AS MATERIALIZED (
    SELECT p.id, row_number() OVER (ORDER BY ${NEWEST}) AS n FROM article p
    WHERE p.status = 'published' AND p.id IN (SELECT ag.article_id FROM article_game ag WHERE ag.game_id = (SELECT id FROM g))
    ORDER BY ${NEWEST} LIMIT 50
  ),
  review AS (
    SELECT p.id FROM article p
    WHERE p.status = 'published' AND p.category_id = (SELECT id FROM category WHERE slug = 'review')
      AND p.id IN (SELECT ag.article_id FROM article_game ag WHERE ag.game_id = (SELECT id FROM g))
    ORDER BY ${NEWEST} LIMIT 1
  )
  SELECT ${gameJson(`'coverage', coalesce((SELECT json_agg(${ARTICLE_JSON} ORDER BY x.n) FROM coverage x JOIN article p ON p.id = x.id), '[]'::json),
    'review', (SELECT ${ARTICLE_JSON} FROM review x JOIN article p ON p.id = x.id)`)}::text AS body
  FROM g`;

export const BY_SLUG = `SELECT ${ARTICLE_JSON}::text AS body FROM article p WHERE p.slug = $1 AND p.status = 'published'`;

/** A route's featured set: its published main article, and 3 other featured articles of its scope. */
export const FEATURED_SET = `
  WITH main AS (
    SELECT p.* FROM main_featured m JOIN article p ON p.id = m.article_id WHERE m.route = $1 AND p.status = 'published'
      AND m.language = (SELECT language FROM edition WHERE is_default)
  ),
  sidebar AS (
    SELECT p.*, row_number() OVER (ORDER BY ${NEWEST}) AS n FROM article p
    WHERE p.featured AND p.status = 'published'
      AND ($1 IN ('homepage', 'all') OR p.category_id = (SELECT id FROM category WHERE slug = $1))
      AND p.id NOT IN (SELECT id FROM main)
    ORDER BY ${NEWEST} LIMIT 3
  )
  SELECT json_build_object(
    'mainFeatured', (SELECT ${ARTICLE_JSON} FROM main p),
    'sidebarArticles', coalesce((SELECT json_agg(${ARTICLE_JSON} ORDER BY p.n) FROM sidebar p), '[]'::json)
  )::text AS body`;

/** A comment `c` (joined to its member `m`) as REST answers it; the floor leaves the text unlinked. */
const commentJson = (c, m, replies) => `json_build_object('id', ${c}.id, 'articleId', ${c}.article_id, 'parentId', ${c}.parent_id,
  'body', ${c}.body, 'html', ${c}.body, 'author', CASE WHEN ${c}.member_id IS NULL THEN NULL ELSE json_build_object('id', ${m}.id,
  'displayName', coalesce(${m}.display_name, 'Reader ' || ${m}.id)) END, 'status', ${c}.status, 'createdAt', ${c}.created_at,
  'editedAt', ${c}.edited_at, 'deleted', false, 'replies', ${replies})`;

/**
 * The first page of an article's comments ($1 article, $2 threads), oldest first: visible threads
 * by members not banned, with their visible replies, the article's mode and its kept count.
 */
export const COMMENTS = `
  WITH a AS (
    SELECT coalesce(cm.mode, 'on') AS mode, coalesce(k.n, 0) AS n FROM article p
    LEFT JOIN article_comment_mode cm ON cm.article_id = p.id LEFT JOIN article_comment_count k ON k.article_id = p.id
    WHERE p.id = $1 AND p.status = 'published'
  ),
  threads AS (
    SELECT c.* FROM comment c LEFT JOIN member m ON m.id = c.member_id
    WHERE c.article_id = $1 AND c.parent_id IS NULL AND c.deleted_at IS NULL AND c.status IN ('visible', 'reported')
      AND m.banned_at IS NULL
    ORDER BY c.id LIMIT $2 + 1
  ),
  page AS (SELECT * FROM threads ORDER BY id LIMIT $2)
  SELECT json_build_object('mode', a.mode, 'totalCount', a.n,
    'nextCursor', CASE WHEN (SELECT count(*) FROM threads) > $2 THEN (SELECT max(id) FROM page) END,
    'comments', coalesce((
      SELECT json_agg(${commentJson(
        't',
        'tm',
        `coalesce((SELECT json_agg(${commentJson('r', 'rm', `'[]'::json`)} ORDER BY r.id)
          FROM comment r LEFT JOIN member rm ON rm.id = r.member_id
          WHERE r.parent_id = t.id AND r.deleted_at IS NULL AND r.status IN ('visible', 'reported') AND rm.banned_at IS NULL), '[]'::json)`,
      )} ORDER BY t.id)
      FROM page t LEFT JOIN member tm ON tm.id = t.member_id), '[]'::json)
  )::text AS body
  FROM a`;
