// The floor's SQL (bench/floor.mjs): one statement per read, returning the REST JSON as text.
const iso = (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The REST article (gateway/src/api/schemas.ts toRestArticle) from a row `p` of article. */
const ARTICLE_JSON = `json_build_object(
  'id', p.id, 'title', p.title, 'content', p.content, 'excerpt', p.excerpt, 'slug', p.slug,
  'category', (SELECT c.slug FROM category c WHERE c.id = p.category_id),
  'tags', coalesce((SELECT json_agg(t.name ORDER BY t.name) FROM article_tags at JOIN tag t ON t.id = at.tag_id WHERE at.article_id = p.id), '[]'::json),
  'featuredImage', p.featured_image, 'metaDescription', p.meta_description, 'status', p.status,
  'scheduledFor', ${iso('p.scheduled_for')}, 'authorId', p.author_id,
  'author', (SELECT u.display_name FROM app_user u WHERE u.id = p.author_id),
  'featured', p.featured, 'masterFeatured', p.master_featured,
  'mainFeaturedRoutes', coalesce((SELECT json_agg(m.route ORDER BY m.route) FROM main_featured m WHERE m.article_id = p.id), '[]'::json),
  'thumbnailUrl', p.thumbnail_url, 'createdAt', ${iso('p.created_at')}, 'updatedAt', ${iso('p.updated_at')},
  'publishedAt', ${iso('p.published_at')})`;

const NEWEST = 'p.published_at DESC NULLS LAST, p.id DESC';

/**
 * A page of published articles (optionally of a category, or matching a full-text search) and,
 * when asked, the total. $1 limit, $2 offset, $3 category slug or null, $4 search text or null.
 */
const pageSql = (withTotal) => `
  WITH q AS (SELECT CASE WHEN $4::text IS NULL THEN NULL ELSE websearch_to_tsquery('english', $4::text) END AS tsq),
  matching AS (
    SELECT p.* FROM article p, q
    WHERE p.status = 'published'
      AND ($3::text IS NULL OR p.category_id = (SELECT id FROM category WHERE slug = $3::text))
      AND (q.tsq IS NULL OR p.search_vector @@ q.tsq)
  ),
  page AS (
    SELECT p.*, row_number() OVER () AS n FROM (
      SELECT p.* FROM matching p, q
      ORDER BY CASE WHEN q.tsq IS NULL THEN 0 ELSE ts_rank(p.search_vector, q.tsq) END DESC, ${NEWEST}
      LIMIT $1 OFFSET $2
    ) p
  )
  SELECT ${
    withTotal
      ? `json_build_object('articles', coalesce((SELECT json_agg(${ARTICLE_JSON} ORDER BY p.n) FROM page p), '[]'::json), 'totalCount', (SELECT count(*) FROM matching))`
      : `coalesce((SELECT json_agg(${ARTICLE_JSON} ORDER BY p.n) FROM page p), '[]'::json)`
  }::text AS body`;

export const BY_SLUG = `SELECT ${ARTICLE_JSON}::text AS body FROM article p WHERE p.slug = $1 AND p.status = 'published'`;

/** A route's featured set: its published main article, and 3 other featured articles of its scope. */
export const FEATURED_SET = `
  WITH main AS (
    SELECT p.* FROM main_featured m JOIN article p ON p.id = m.article_id WHERE m.route = $1 AND p.status = 'published'
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

export const PAGE = pageSql(false);
export const TOTAL_PAGE = pageSql(true);
