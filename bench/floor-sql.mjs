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
 * A page of published articles and, when asked, the total: one statement per request, shaped the
 * way a hand-written server would at a million rows (the same indexes and counters the product's
 * schema has). $1 limit, $2 offset, then the category slug and/or the search text when given.
 * - a list walks the (category,) published_at index and reads the total from the per-category counters;
 * - a search takes at most 1,000 matches of the title, excerpt and tags index (the first the bitmap
 *   yields) and pages them newest first; the total counts them.
 */
export function pageSql({ withTotal, category, search }) {
  const categoryId = `(SELECT id FROM category WHERE slug = $3::text)`;
  const text = category ? '$4::text' : '$3::text';
  const filters = [`p.status = 'published'`, ...(category ? [`p.category_id = ${categoryId}`] : [])];
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
    : `(SELECT coalesce(sum(k.n), 0) FROM article_count_by_category k WHERE k.status = 'published'${category ? ` AND k.category_id = ${categoryId}` : ''})`;
  const articles = `coalesce((SELECT json_agg(${ARTICLE_JSON} ORDER BY x.n) FROM page x JOIN article p ON p.id = x.id), '[]'::json)`;
  return `WITH ${matching ? `matching AS MATERIALIZED (${matching}), ` : ''}page AS MATERIALIZED (${page})
    SELECT ${withTotal ? `json_build_object('articles', ${articles}, 'totalCount', ${total})` : articles}::text AS body`;
}

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
