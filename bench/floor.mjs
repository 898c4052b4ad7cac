// The floor: what the hardware does for Savepoint's public reads with nothing in between. A bare
// node:http server and a pg pool, ONE SQL statement per request that builds the same REST JSON the
// gateway answers (spec §3 article shape), sent as PostgreSQL made it. `npm run bench` compares
// graph and the gateway against it; keep it this plain.
//
//   DATABASE_URL=postgres://… PORT=4900 node bench/floor.mjs
import http from 'node:http';
import pg from 'pg';
import { BY_SLUG, COMMENTS, FEATURED_SET, GAME_BY_SLUG, PAGE_PARAMS, pageSql } from './floor-sql.mjs';

// A statement still running when its client has gone would keep the database busy for the rows
// measured after it: none runs longer than the load's own timeout.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.FLOOR_POOL ?? 10),
  statement_timeout: 10_000,
});

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
    const shape = { withTotal: url.searchParams.get('includeCount') === 'true' };
    for (const name of PAGE_PARAMS) shape[name] = url.searchParams.get(name) || null;
    const given = PAGE_PARAMS.filter((name) => shape[name] != null);
    // One prepared statement per shape of the request (which filters, with or without the total).
    const name = `page-${shape.withTotal ? 't' : ''}-${given.join('-')}`;
    const { rows } = await pool.query({
      name,
      text: pageSql(shape),
      values: [limit, offset, ...given.map((name) => shape[name])],
    });
    return [200, rows[0].body];
  }
  const slug = /^\/api\/articles\/slug\/([^/]+)$/.exec(path)?.[1];
  if (slug) {
    const { rows } = await pool.query({ name: 'by-slug', text: BY_SLUG, values: [decodeURIComponent(slug)] });
    return rows[0] ? [200, rows[0].body] : [404, '{"error":"Article not found"}'];
  }
  const gameSlug = /^\/api\/games\/slug\/([^/]+)$/.exec(path)?.[1];
  if (gameSlug) {
    const { rows } = await pool.query({ name: 'game-by-slug', text: GAME_BY_SLUG, values: [decodeURIComponent(gameSlug)] });
    return rows[0] ? [200, rows[0].body] : [404, '{"error":"Game not found"}'];
  }
  const commented = /^\/api\/articles\/(\d+)\/comments$/.exec(path)?.[1];
  if (commented) {
    const limit = intParam(url.searchParams.get('limit'), 20, 100);
    if (!limit) return [400, '{"error":"bad limit"}'];
    const { rows } = await pool.query({ name: 'comments', text: COMMENTS, values: [Number(commented), limit] });
    return rows[0] ? [200, rows[0].body] : [404, '{"error":"Article not found"}'];
  }
  const route = /^\/api\/featured-articles\/route\/([a-z]+)$/.exec(path)?.[1];
  if (route) {
    const { rows } = await pool.query({ name: 'featured-set', text: FEATURED_SET, values: [route] });
    return [200, rows[0].body];
  }
  return [404, '{"error":"not here"}'];
}

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
