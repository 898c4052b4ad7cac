// `npm run bench:data -- --articles N`: grows the database at DATABASE_URL (migrated first) to N
// articles, for benchmarks at publication scale. Generated articles look like the publication's:
// the six categories (news most, web least), two tags each from a skewed set of ~40, ~14 sentences
// (about 230 words) in five paragraphs, a fictional game in most titles, published over 15 years,
// about 5% drafts plus a few archived and scheduled ones. Newer articles have higher ids, as in a
// publication (search looks at the newest ids first).
//
// Fast because it is set-based: each batch is one INSERT … SELECT FROM generate_series computed in
// PostgreSQL, run on two connections at once. The rules the product keeps still hold:
// - the search document is computed by the same expression as article_search_document() (title A,
//   excerpt + tag names B, content text C), written with the row instead of by the per-row trigger,
//   and a sample is checked against the function at the end;
// - the article counters and the search dictionary are rebuilt from the rows with
//   article_counts_rebuild() and search_terms_rebuild(), and checked;
// - the secondary (non-unique) indexes are dropped during large loads and rebuilt after; their
//   definitions are saved in a table first, so an interrupted run recreates them on the next run.
// Deterministic: article k's content depends only on its id, so reruns grow the same publication.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'graph', 'package.json'));
const pg = require('pg');

const BATCH = 20_000;
const CONNECTIONS = 2;

function parseArgs(argv) {
  const i = argv.indexOf('--articles');
  const n = i >= 0 ? Number(argv[i + 1]) : NaN;
  if (!Number.isInteger(n) || n < 0) {
    console.error('usage: npm run bench:data -- --articles N   (N: the number of articles the database should hold)');
    process.exit(2);
  }
  return { articles: n };
}

// ——— vocabulary (fictional names; plain words) ———

function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = prng(20261123);
const pick = (list) => list[Math.floor(rand() * list.length)];
const cap = (w) => w[0].toUpperCase() + w.slice(1);

const syllables = [
  'ar',
  'bel',
  'cor',
  'dra',
  'el',
  'fen',
  'gal',
  'hol',
  'ir',
  'jun',
  'kes',
  'lum',
  'mor',
  'nox',
  'or',
  'pyr',
  'quel',
  'ros',
  'sol',
  'tar',
  'ul',
  'vex',
  'wyn',
  'xan',
  'yor',
  'zel',
  'thar',
  'cri',
  'ven',
  'sha',
];
const gameNouns = [
  'Crown',
  'Frontier',
  'Legacy',
  'Tactics',
  'Odyssey',
  'Protocol',
  'Tides',
  'Echoes',
  'Rising',
  'Drift',
  'Vanguard',
  'Hollow',
  'Outpost',
  'Saga',
  'Circuit',
  'Horizon',
  'Reign',
  'Shift',
  'Arcana',
  'Siege',
];
const games = [];
for (let i = 0; games.length < 2000; i += 1) {
  const name = `${cap(pick(syllables) + pick(syllables))} ${pick(gameNouns)}`;
  if (!games.includes(name)) games.push(name);
}
const topics = [
  'raid',
  'boss',
  'loot',
  'patch',
  'roguelike',
  'shader',
  'framerate',
  'controller',
  'multiplayer',
  'campaign',
  'speedrun',
  'soundtrack',
  'crafting',
  'dungeon',
  'tournament',
  'roster',
  'meta',
  'ranked',
  'matchmaking',
  'netcode',
  'server',
  'console',
  'handheld',
  'monitor',
  'keyboard',
  'headset',
  'benchmark',
  'driver',
  'firmware',
  'overclock',
  'cooling',
  'latency',
  'resolution',
  'upscaling',
  'ray tracing',
  'open world',
  'quest',
  'skill tree',
  'stealth',
  'platformer',
  'puzzle',
  'shooter',
  'strategy',
  'simulation',
  'racing',
  'fighting',
  'narrative',
  'dialogue',
  'companion',
  'villain',
  'map',
  'biome',
  'season pass',
  'battle pass',
  'microtransaction',
  'subscription',
  'launch',
  'delay',
  'remaster',
  'remake',
  'sequel',
  'expansion',
  'early access',
  'mod',
  'modding',
  'community',
  'streamer',
  'esports',
  'coach',
  'draft',
  'scrim',
  'finals',
  'bracket',
  'prize pool',
  'sponsor',
  'studio',
  'publisher',
  'layoffs',
  'acquisition',
  'engine',
  'WebGPU',
  'browser',
  'WebAssembly',
  'indie',
  'pixel art',
  'voxel',
  'physics',
  'animation',
  'lighting',
  'texture',
  'audio',
  'accessibility',
  'difficulty',
  'tutorial',
  'checkpoint',
  'save file',
  'achievement',
  'trophy',
  'leaderboard',
  'co-op',
  'split-screen',
  'crossplay',
  'cloud saves',
  'storage',
  'SSD',
  'GPU',
  'CPU',
  'memory',
  'battery',
  'display',
  'refresh rate',
  'input lag',
  'haptics',
  'joystick',
];
const adjectives = [
  'ambitious',
  'polished',
  'clunky',
  'generous',
  'brutal',
  'cosy',
  'sprawling',
  'tight',
  'messy',
  'elegant',
  'noisy',
  'quiet',
  'bold',
  'familiar',
  'strange',
  'slick',
  'uneven',
  'confident',
  'fragile',
  'clever',
];
const sentenceTemplates = [
  (g) => `${g} leans on its ${pick(topics)} more than any release this year, and the ${pick(topics)} holds up.`,
  (g) => `The ${pick(adjectives)} ${pick(topics)} in ${g} is the first thing players will notice.`,
  () => `We spent a week with the ${pick(topics)} and came away with a ${pick(adjectives)} impression of the ${pick(topics)}.`,
  (g) => `Fans of ${g} asked for a better ${pick(topics)} for years, and this update finally delivers it.`,
  () => `On the test bench the ${pick(topics)} stayed ${pick(adjectives)} even when the ${pick(topics)} was pushed hard.`,
  () => `It is not perfect: the ${pick(topics)} feels ${pick(adjectives)} and the ${pick(topics)} needs another pass.`,
  (g) => `The studio behind ${g} says the ${pick(topics)} was rebuilt from scratch after launch feedback.`,
  () => `Most of the time the ${pick(topics)} simply gets out of the way, which is the highest praise we can give it.`,
  () => `Expect the ${pick(topics)} to change again before the next season starts.`,
  (g) => `Compared with ${g}, the ${pick(topics)} here is ${pick(adjectives)} but easier to learn.`,
];
const sentences = Array.from({ length: 6000 }, () => pick(sentenceTemplates)(pick(games)));
const titleTemplates = [
  (g) => `${g} review: ${pick(adjectives)} ${pick(topics)}, ${pick(adjectives)} ${pick(topics)}`,
  (g) => `${g} patch notes: ${pick(topics)} changes and a new ${pick(topics)}`,
  (g) => `How to master the ${pick(topics)} in ${g}`,
  (g) => `${g} gets a release date, and a ${pick(topics)}`,
  () => `The best ${pick(topics)} for ${pick(topics)} right now`,
  (g) => `Inside the ${pick(topics)} of ${g}`,
  (g) => `${g} ${pick(topics)} guide for beginners`,
  () => `Tested: a ${pick(adjectives)} ${pick(topics)} that fixes ${pick(topics)}`,
];
const titles = Array.from({ length: 20000 }, () => pick(titleTemplates)(pick(games)));
const excerpts = Array.from(
  { length: 3000 },
  () => `A ${pick(adjectives)} look at the ${pick(topics)} and the ${pick(topics)}, and what it means for players.`,
);
const tagNames = [
  'PC',
  'PlayStation 5',
  'Xbox Series X',
  'Nintendo Switch 2',
  'Steam Deck',
  'Mobile',
  'RPG',
  'FPS',
  'Strategy',
  'Indie',
  'Roguelike',
  'Open World',
  'Multiplayer',
  'Co-op',
  'Horror',
  'Racing',
  'Fighting',
  'Simulation',
  'Puzzle',
  'Platformer',
  'Patch Notes',
  'Industry',
  'Tournaments',
  'GPUs',
  'CPUs',
  'Monitors',
  'Peripherals',
  'Handhelds',
  'WebGPU',
  'Game Dev',
  'Early Access',
  'Remaster',
  'Sequel',
  'Soundtrack',
  'Accessibility',
  'Esports Business',
  'Speedrunning',
  'Modding',
  'Retro',
  'VR',
];
// Category weights in per-mille: news most, web least.
const categoryWeights = [
  ['news', 300],
  ['review', 200],
  ['guide', 150],
  ['esports', 130],
  ['hardware', 120],
  ['web', 100],
];

// ——— SQL pieces ———

/** A pseudo-random integer in [0, m) from the article id and a salt, computed in SQL. */
const h = (salt, m) => `(((a.id::bigint * ${2654435761 + salt * 40503}) + ${salt * 7919}) % 4294967291 % ${m})`;

function contentSql() {
  const paragraphs = [];
  let k = 0;
  for (const size of [3, 3, 3, 3, 2]) {
    const parts = [];
    for (let i = 0; i < size; i += 1, k += 1) parts.push(`($1::text[])[1 + ${h(100 + k, sentences.length)}]`);
    paragraphs.push(`'<p>' || ${parts.join(` || ' ' || `)} || '</p>'`);
  }
  return paragraphs.join(' || ');
}

async function main() {
  const { articles: target } = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('DATABASE_URL is required (the database to grow, e.g. postgres://postgres@127.0.0.1:5432/savepoint_bench)');
    process.exit(2);
  }
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  const { migrateDatabase } = await import(pathToFileURL(path.join(root, 'graph/dist/db/migrate.js')).href);
  await migrateDatabase(databaseUrl);
  const { seedCategories } = await import(pathToFileURL(path.join(root, 'graph/dist/db/seeders/seed-data.js')).href);

  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS + 1 });
  try {
    await recreatePendingIndexes(pool);
    for (const c of seedCategories) {
      await pool.query(
        `INSERT INTO category (name, slug, description, color) VALUES ($1, $2, $3, $4) ON CONFLICT (slug) DO NOTHING`,
        [c.name, c.slug, c.description, c.color],
      );
    }
    await pool.query(`INSERT INTO tag (name) SELECT unnest($1::text[]) ON CONFLICT (lower(name)) DO NOTHING`, [tagNames]);
    let authorId = (await pool.query(`SELECT min(id) AS id FROM app_user`)).rows[0].id;
    if (authorId == null) {
      // Cannot log in: '!' is no argon2 hash.
      authorId = (
        await pool.query(
          `INSERT INTO app_user (username, password_hash, display_name) VALUES ('bench-author', '!', 'Bench Author') RETURNING id`,
        )
      ).rows[0].id;
    }
    const have = Number((await pool.query(`SELECT count(*) AS n FROM article`)).rows[0].n);
    const missing = target - have;
    if (missing <= 0) {
      console.log(`${have} articles already (asked for ${target}); nothing to add`);
      return;
    }
    console.log(`${have} articles; adding ${missing}`);

    const categoryIds = new Map((await pool.query(`SELECT id, slug FROM category`)).rows.map((r) => [r.slug, r.id]));
    const categoryByPermille = [];
    for (const [slug, weight] of categoryWeights)
      for (let i = 0; i < weight; i += 1) categoryByPermille.push(categoryIds.get(slug));
    // Skewed tag popularity: the first tags of the list are drawn far more often than the last.
    const tagRows = (
      await pool.query(`SELECT id, name FROM tag WHERE lower(name) = ANY($1::text[]) ORDER BY id`, [
        tagNames.map((n) => n.toLowerCase()),
      ])
    ).rows;
    const tagPool = [];
    tagRows.forEach((t, i) => {
      for (let k = 0; k < Math.ceil(40 / (i + 1)) + 1; k += 1) tagPool.push(t.id);
    });
    const tagNameById = Object.fromEntries(tagRows.map((t) => [t.id, t.name]));

    const bulk = missing >= 50_000;
    if (bulk) await dropSecondaryIndexes(pool);

    const superuser = (await pool.query(`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`)).rows[0]?.rolsuper === true;
    const sequence = (await pool.query(`SELECT pg_get_serial_sequence('article', 'id') AS s`)).rows[0].s;
    let next = 0;
    let done = 0;
    const insertBatch = async (client, size) => {
      await client.query('BEGIN');
      // Only this transaction skips the per-row triggers (search document, counters): as a
      // superuser through session_replication_role (so batches run side by side), otherwise by
      // disabling them in the transaction (batches then take turns); a failed batch rolls the
      // switch back with it. The document is written by the INSERT itself below,
      // the counters are recounted at the end.
      if (superuser) await client.query(`SET LOCAL session_replication_role = replica`);
      else {
        await client.query(`ALTER TABLE article DISABLE TRIGGER USER`);
        await client.query(`ALTER TABLE article_tags DISABLE TRIGGER USER`);
      }
      await client.query(
        `WITH a AS (SELECT nextval('${sequence}')::int AS id FROM generate_series(1, $2::int)),
         g AS (
           SELECT a.id,
             ($3::text[])[1 + ${h(1, titles.length)}] AS title,
             ($4::text[])[1 + ${h(2, excerpts.length)}] AS excerpt,
             ${contentSql()} AS content,
             ($5::int[])[1 + ${h(3, 1000)}] AS category_id,
             ($6::int[])[1 + ${h(4, tagPool.length)}] AS tag1,
             ($6::int[])[1 + ${h(5, tagPool.length)}] AS tag2,
             CASE WHEN ${h(6, 1000)} < 950 THEN 'published' WHEN ${h(6, 1000)} < 990 THEN 'draft'
                  WHEN ${h(6, 1000)} < 998 THEN 'archived' ELSE 'scheduled' END AS status,
             -- Newer articles have higher ids, as in a publication that publishes what it writes (a day or two of jitter).
             now() - make_interval(secs => greatest(0, $9::bigint - a.id) * ${15 * 365 * 86400} / $9::bigint + ${h(7, 2 * 86400)}) AS stamp,
             ${h(8, 100)} = 0 AS featured
           FROM a
         ),
         t AS (
           SELECT g.*, CASE WHEN tag2 = tag1 THEN ($6::int[])[1 + (tag1 + 7) % array_length($6::int[], 1)] ELSE tag2 END AS tag2b FROM g
         ),
         u AS (
           SELECT t.*, CASE WHEN tag2b = tag1 THEN NULL ELSE tag2b END AS tag2c FROM t
         ),
         ins AS (
           INSERT INTO article (id, title, slug, content, excerpt, category_id, status, scheduled_for, published_at,
                                author_id, featured, search_vector, created_at, updated_at)
           SELECT id, title,
             trim(both '-' from left(regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g'), 180)) || '-' || id,
             content, excerpt, category_id, status,
             CASE WHEN status = 'scheduled' THEN now() + make_interval(days => 1 + id % 30) END,
             CASE WHEN status IN ('published', 'archived') THEN stamp END,
             $7::int, featured AND status = 'published',
             setweight(to_tsvector('english', coalesce(title, '')), 'A')
               || setweight(to_tsvector('english', coalesce(excerpt, '') || ' ' || CASE WHEN tag2c IS NULL THEN $8::jsonb ->> tag1::text
                    ELSE ($8::jsonb ->> least(tag1, tag2c)::text) || ' ' || ($8::jsonb ->> greatest(tag1, tag2c)::text) END), 'B')
               || setweight(to_tsvector('english', regexp_replace(content, '<[^>]*>', ' ', 'g')), 'C'),
             stamp, stamp
           FROM u
           RETURNING id
         )
         INSERT INTO article_tags (article_id, tag_id)
         SELECT id, tag1 FROM u UNION ALL SELECT id, tag2c FROM u WHERE tag2c IS NOT NULL`,
        [sentences, size, titles, excerpts, categoryByPermille, tagPool, authorId, JSON.stringify(tagNameById), target],
      );
      if (!superuser) {
        await client.query(`ALTER TABLE article_tags ENABLE TRIGGER USER`);
        await client.query(`ALTER TABLE article ENABLE TRIGGER USER`);
      }
      await client.query('COMMIT');
    };
    const worker = async () => {
      const client = await pool.connect();
      try {
        while (next < missing) {
          const size = Math.min(BATCH, missing - next);
          next += size;
          try {
            await insertBatch(client, size);
          } catch (error) {
            await client.query('ROLLBACK').catch(() => {});
            throw error;
          }
          done += size;
          process.stdout.write(`\r${have + done} / ${target} articles (${elapsed()})   `);
        }
      } finally {
        client.release();
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    process.stdout.write('\n');

    if (bulk) await recreatePendingIndexes(pool, elapsed);
    await pool.query(`SELECT article_counts_rebuild()`);
    await pool.query(`SELECT search_terms_rebuild()`);
    await pool.query(`VACUUM (ANALYZE) article`);
    await pool.query(`VACUUM (ANALYZE) article_tags`);
    await verify(pool);
    console.log(`done: ${target} articles (${elapsed()})`);
  } finally {
    await pool.end();
  }
}

async function dropSecondaryIndexes(pool) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`CREATE TABLE IF NOT EXISTS bench_pending_index (name text PRIMARY KEY, definition text NOT NULL)`);
    await client.query(
      `INSERT INTO bench_pending_index (name, definition)
       SELECT indexname, indexdef FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename IN ('article', 'article_tags')
         AND indexdef NOT LIKE 'CREATE UNIQUE%'
       ON CONFLICT (name) DO NOTHING
       RETURNING name`,
    );
    for (const { name } of (await client.query(`SELECT name FROM bench_pending_index`)).rows)
      await client.query(`DROP INDEX IF EXISTS ${name}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Rebuilds the indexes this or an interrupted earlier run dropped, a few at once. */
async function recreatePendingIndexes(pool, elapsed = () => '') {
  const exists = (await pool.query(`SELECT to_regclass('bench_pending_index') IS NOT NULL AS e`)).rows[0].e;
  if (!exists) return;
  const pending = (await pool.query(`SELECT name, definition FROM bench_pending_index`)).rows;
  await Promise.all(
    pending.map(async ({ name, definition }) => {
      const client = await pool.connect();
      try {
        await client.query(`SET maintenance_work_mem = '512MB'`);
        await client.query('BEGIN');
        await client.query(`DROP INDEX IF EXISTS ${name}`);
        await client.query(definition);
        await client.query(`DELETE FROM bench_pending_index WHERE name = $1`, [name]);
        await client.query('COMMIT');
        console.log(`rebuilt index ${name} (${elapsed()})`);
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    }),
  );
  await pool.query(`DROP TABLE IF EXISTS bench_pending_index`);
}

/** The counters match a recount, and a sample of search documents matches the function. */
async function verify(pool) {
  const {
    rows: [c],
  } = await pool.query(
    `SELECT
       (SELECT coalesce(sum(n), 0) FROM article_count_by_category)::bigint AS counted,
       (SELECT count(*) FROM article)::bigint AS articles,
       (SELECT count(*) FROM (
          SELECT category_id, status, count(*) AS n FROM article GROUP BY 1, 2
          EXCEPT SELECT category_id, status, n FROM article_count_by_category WHERE n > 0) d)::int AS category_mismatches,
       (SELECT count(*) FROM (
          SELECT at.tag_id, a.status, count(*) AS n FROM article_tags at JOIN article a ON a.id = at.article_id GROUP BY 1, 2
          EXCEPT SELECT tag_id, status, n FROM article_count_by_tag WHERE n > 0) d)::int AS tag_mismatches,
       (SELECT count(*) FROM (SELECT * FROM article TABLESAMPLE SYSTEM (0.1) LIMIT 200) s
          WHERE s.search_vector <> article_search_document(s.id, s.title, s.excerpt, s.content))::int AS document_mismatches,
       (SELECT count(*) FROM (
          SELECT t, count(*) AS n FROM article, unnest(tsvector_to_array(ts_filter(search_vector, '{a,b}'))) t
          WHERE status = 'published' AND t IN (SELECT term FROM search_term ORDER BY articles DESC LIMIT 20) GROUP BY t
          EXCEPT SELECT term, articles FROM search_term) d)::int AS dictionary_mismatches`,
  );
  console.log(
    `check: ${c.articles} articles, counters sum ${c.counted}, mismatches: categories ${c.category_mismatches}, tags ${c.tag_mismatches}, search documents ${c.document_mismatches}, dictionary ${c.dictionary_mismatches}`,
  );
  if (
    String(c.counted) !== String(c.articles) ||
    c.category_mismatches ||
    c.tag_mismatches ||
    c.document_mismatches ||
    c.dictionary_mismatches
  ) {
    throw new Error('generated data does not match the product rules (see the check line above)');
  }
}

await main();
