// The floor: what the hardware does for Savepoint's public reads with nothing in between. A bare
// node:http server and a pg pool, ONE SQL statement per request that builds the same REST JSON the
// gateway answers (spec §3 article shape), sent as PostgreSQL made it. `npm run bench` compares
// graph and the gateway against it; keep it this plain.
//
//   DATABASE_URL=postgres://… PORT=4900 node bench/floor.mjs
import http from 'node:http';
import pg from 'pg';

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

const BY_SLUG = `SELECT ${ARTICLE_JSON}::text AS body FROM article p WHERE p.slug = $1 AND p.status = 'published'`;

/** A route's featured set: its published main article, and 3 other featured articles of its scope. */
const FEATURED_SET = `
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

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.FLOOR_POOL ?? 10) });

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const intParam = (value, fallback, max) => {
  const n = value === null ? fallback : Number(value);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : undefined;
};

async function answer(url) {
  const path = url.pathname;
  if (path === '/api/articles') {
    const limit = intParam(url.searchParams.get('limit'), 100, 100);
    const offset = intParam(url.searchParams.get('offset'), 0, 10_000_000);
    if (limit === undefined || offset === undefined) return [400, '{"error":"bad page"}'];
    const withTotal = url.searchParams.get('includeCount') === 'true';
    const { rows } = await pool.query(withTotal ? TOTAL_PAGE : PAGE, [
      limit,
      offset,
      url.searchParams.get('category'),
      url.searchParams.get('search'),
    ]);
    return [200, rows[0].body];
  }
  const slug = /^\/api\/articles\/slug\/([^/]+)$/.exec(path)?.[1];
  if (slug) {
    const { rows } = await pool.query(BY_SLUG, [decodeURIComponent(slug)]);
    return rows[0] ? [200, rows[0].body] : [404, '{"error":"Article not found"}'];
  }
  const route = /^\/api\/featured-articles\/route\/([a-z]+)$/.exec(path)?.[1];
  if (route) {
    const { rows } = await pool.query(FEATURED_SET, [route]);
    return [200, rows[0].body];
  }
  return [404, '{"error":"not here"}'];
}

const PAGE = pageSql(false);
const TOTAL_PAGE = pageSql(true);

const server = http.createServer((req, res) => {
  answer(new URL(req.url, 'http://floor')).then(
    ([status, body]) => send(res, status, body),
    (err) => send(res, 500, JSON.stringify({ error: err.message })),
  );
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 4900), '127.0.0.1', () => {
  process.stdout.write(`floor listening on http://127.0.0.1:${server.address().port}\n`);
});
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
