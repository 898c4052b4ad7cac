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
// Games (ADR 0011) grow with the articles: 50,000 at 1M articles, scaled with N (`--games G` sets
// the number), with platforms (PC most, VR least), one release row per platform of mixed precision
// (exact days for released games, months, quarters, years and TBA for upcoming ones), developers,
// publishers, genres and a trailer for some. Articles link to games, skewed (a few games have
// thousands of articles, most a handful): most articles are about one game, some two, some none;
// every review-category article links at least one, and every published one carries a structured
// review (score on the 0.5 step, verdict, pros/cons, platforms tested). The per-row triggers are off
// for these inserts as for the articles (the deferred review rules among them), so the check at the
// end verifies what they would have held: a review on a review article that links a game.
// Views (issue 24's insights): `--views V` (default 100 per article: 100M at 1M) over the last 90 days,
// written into the per-day rollups the insights read (addViews below).
// Comments (issue 23): `--comments C` (default 5 per article: 5M at 1M) under published articles, an
// exponential spread (most articles a few, some dozens, many none), 70 % threads and 30 % replies,
// mostly visible (a few held, reported, hidden), by members (one per 20 comments, a few banned);
// the newest published article gets 1,000 (the bench's "article page with 1,000 comments"). The
// comment triggers are off for the load and the kept counts are rebuilt after (addComments below).
// Deterministic: article k's content depends only on its id, so reruns grow the same publication.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { BENCH_LANGUAGES, localizedPools } from './editions-text.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'graph', 'package.json'));
const pg = require('pg');
// Members' names are stored with the folds graph compares them by (built by `npm run bench:data`).
const { nameFoldsOf } = require('./dist/common/look-alike.js');

const BATCH = 20_000;
/** The tables the loads below write with their triggers off. */
const LOADED_TABLES = ['article', 'article_tags', 'game', 'game_release', 'article_game', 'article_review'];
const CONNECTIONS = 2;

/** Games per article when --games is not given: 50,000 at 1M articles. */
const GAMES_PER_ARTICLE = 0.05;
/** Views per article when --views is not given: 100M at 1M articles (issue 24's insights bench). */
const VIEWS_PER_ARTICLE = 100;
/** Days of views, ending today. */
const VIEW_DAYS = 90;
/** Comments per article when --comments is not given: 5M at 1M articles (issue 23's bench). */
const COMMENTS_PER_ARTICLE = 5;

function parseArgs(argv) {
  const value = (flag) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? Number(argv[i + 1]) : undefined;
  };
  const articles = value('--articles');
  const games = value('--games') ?? (Number.isInteger(articles) ? Math.round(articles * GAMES_PER_ARTICLE) : undefined);
  const views = value('--views') ?? (Number.isInteger(articles) ? articles * VIEWS_PER_ARTICLE : undefined);
  const comments = value('--comments') ?? (Number.isInteger(articles) ? articles * COMMENTS_PER_ARTICLE : undefined);
  const editionsAt = argv.indexOf('--editions');
  const editions =
    editionsAt >= 0
      ? String(argv[editionsAt + 1] ?? '')
          .split(',')
          .filter(Boolean)
      : ['en'];
  const unknown = editions.filter((e) => e !== 'en' && !BENCH_LANGUAGES.includes(e));
  if (
    !Number.isInteger(articles) ||
    articles < 0 ||
    !Number.isInteger(games) ||
    games < 0 ||
    !editions.length ||
    unknown.length
  ) {
    console.error(
      `usage: npm run bench:data -- --articles N [--games G] [--views V] [--comments C] [--editions en,${BENCH_LANGUAGES.join(',')}]   (articles and games the database should hold; G defaults to N / 20; V views over 90 days, default 100 per article; C comments, default 5 per article; editions: the languages articles are spread over, en first)`,
    );
    process.exit(2);
  }
  return { articles, games, views, comments, editions };
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

// Games: platform ids (graph/src/modules/game/game-facts.ts) with the per-cent of games on each.
const platformShares = [
  ['pc', 72],
  ['ps5', 45],
  ['xbox-series', 35],
  ['switch', 22],
  ['ps4', 18],
  ['switch-2', 12],
  ['xbox-one', 12],
  ['mac', 9],
  ['ios', 8],
  ['android', 8],
  ['linux', 6],
  ['vr', 3],
];
const nameSuffixes = [
  '',
  '',
  '',
  '',
  ' II',
  ' III',
  ' 2',
  ': Remastered',
  ' Origins',
  ' Zero',
  ': Definitive Edition',
  ' Online',
];
const studioWords = ['Studio', 'Games', 'Interactive', 'Works', 'Entertainment', 'Labs', 'Digital', 'Forge'];
const studios = Array.from({ length: 400 }, () => `${cap(pick(syllables) + pick(syllables))} ${pick(studioWords)}`);
const publishers = Array.from(
  { length: 60 },
  () =>
    `${cap(pick(syllables) + pick(syllables) + pick(syllables))} ${pick(['Publishing', 'Entertainment', 'Interactive', 'Media'])}`,
);
const genres = [
  'action',
  'adventure',
  'rpg',
  'shooter',
  'strategy',
  'simulation',
  'racing',
  'fighting',
  'puzzle',
  'platformer',
  'roguelike',
  'horror',
  'sports',
  'survival',
];
const gameDescriptions = Array.from(
  { length: 500 },
  () =>
    `<p>A ${pick(adjectives)} ${pick(topics)} game about the ${pick(topics)}, with a ${pick(adjectives)} ${pick(topics)}.</p>`,
);
const verdicts = Array.from(
  { length: 800 },
  () =>
    `A ${pick(adjectives)} ${pick(topics)} held back by a ${pick(adjectives)} ${pick(topics)}; ${pick(['easy to recommend', 'worth a look for fans', 'hard to put down', 'a slog by the end', 'best in short sessions'])}.`,
);
const pros = Array.from({ length: 120 }, () => `${cap(pick(adjectives))} ${pick(topics)}`);
const cons = Array.from(
  { length: 120 },
  () => `${cap(pick(['weak', 'clunky', 'messy', 'thin', 'repetitive', 'fragile']))} ${pick(topics)}`,
);

// ——— SQL pieces ———

/** A pseudo-random integer in [0, m) from an integer column (the article id by default) and a salt, computed in SQL. */
const h = (salt, m, column = 'a.id') =>
  `(((${column}::bigint * ${2654435761 + salt * 40503}) + ${salt * 7919}) % 4294967291 % ${m})`;
/** A pseudo-random number in [0, 1). */
const u = (salt, column) => `(${h(salt, 1_000_000, column)}::float8 / 1000000)`;

/** Article `a`'s pool entry: the pools of every edition are laid end to end, each `size` long (a.li: its edition, from 1). */
const pooled = (param, size, salt) => `(${param}::text[])[1 + (a.li - 1) * ${size} + ${h(salt, size)}]`;

function contentSql() {
  const paragraphs = [];
  let k = 0;
  for (const size of [3, 3, 3, 3, 2]) {
    const parts = [];
    for (let i = 0; i < size; i += 1, k += 1) parts.push(pooled('$1', sentences.length, 100 + k));
    paragraphs.push(`'<p>' || ${parts.join(` || ' ' || `)} || '</p>'`);
  }
  return paragraphs.join(' || ');
}

async function main() {
  const {
    articles: target,
    games: targetGames,
    views: targetViews,
    comments: targetComments,
    editions,
  } = parseArgs(process.argv.slice(2));
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
    const text = await editionText(pool, editions);
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
    const missing = Math.max(0, target - have);
    const haveGames = Number((await pool.query(`SELECT count(*) AS n FROM game`)).rows[0].n);
    const missingGames = Math.max(0, targetGames - haveGames);
    console.log(`${have} articles, ${haveGames} games; adding ${missing} articles, ${missingGames} games`);

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

    const bulk = missing >= 50_000 || missingGames >= 2_500;
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
      await triggersOff(client, superuser, ['article', 'article_tags']);
      // Article k is in edition (k - 1) mod E; with several editions, about 3 in 10 runs of E
      // consecutive ids are one story's translations (a translation group), the rest stories of their own.
      const editionCount = text.languages.length;
      await client.query(
        `WITH a AS (
           SELECT s.id, 1 + (s.id - 1) % ${editionCount} AS li
           FROM (SELECT nextval('${sequence}')::int AS id FROM generate_series(1, $2::int)) s
         ),
         g AS (
           SELECT a.id, a.li,
             ($10::text[])[a.li] AS language,
             CASE WHEN ${editionCount} > 1 AND ${h(10, 10, `((a.id - 1) / ${editionCount})`)} < 3
               THEN ((a.id - 1) / ${editionCount}) * ${editionCount} + 1 END AS translation_group_id,
             ${pooled('$3', titles.length, 1)} AS title,
             ${pooled('$4', excerpts.length, 2)} AS excerpt,
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
                                author_id, featured, search_vector, created_at, updated_at, language, translation_group_id)
           SELECT id, title,
             trim(both '-' from left(regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g'), 180)) || '-' || id,
             content, excerpt, category_id, status,
             CASE WHEN status = 'scheduled' THEN now() + make_interval(days => 1 + id % 30) END,
             CASE WHEN status IN ('published', 'archived') THEN stamp END,
             $7::int, featured AND status = 'published',
             setweight(search_tsvector(($11::regconfig[])[li], coalesce(title, '')), 'A')
               || setweight(search_tsvector(($11::regconfig[])[li], coalesce(excerpt, '') || ' ' || CASE WHEN tag2c IS NULL THEN $8::jsonb ->> tag1::text
                    ELSE ($8::jsonb ->> least(tag1, tag2c)::text) || ' ' || ($8::jsonb ->> greatest(tag1, tag2c)::text) END), 'B')
               || setweight(search_tsvector(($11::regconfig[])[li], regexp_replace(content, '<[^>]*>', ' ', 'g')), 'C'),
             stamp, stamp, language, translation_group_id
           FROM u
           RETURNING id
         )
         INSERT INTO article_tags (article_id, tag_id)
         SELECT id, tag1 FROM u UNION ALL SELECT id, tag2c FROM u WHERE tag2c IS NOT NULL`,
        [
          text.sentences,
          size,
          text.titles,
          text.excerpts,
          categoryByPermille,
          tagPool,
          authorId,
          JSON.stringify(tagNameById),
          target,
          text.languages,
          text.configs,
        ],
      );
      await triggersOn(client, superuser, ['article', 'article_tags']);
      await client.query('COMMIT');
    };
    const worker = async () => {
      if (next >= missing) return;
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
    if (missing) process.stdout.write('\n');

    if (missingGames) {
      await addGames(pool, superuser, haveGames, targetGames);
      console.log(`${targetGames} games (${elapsed()})`);
    }
    await linkArticles(pool, superuser, categoryIds.get('review'), elapsed);

    if (bulk) await recreatePendingIndexes(pool, elapsed);
    // Statistics before the counters are rebuilt: a table loaded just now has none, and the planner,
    // taking it for a few thousand rows, joins every article to a scan of every game (hours at 1M).
    for (const table of LOADED_TABLES) await pool.query(`ANALYZE ${table}`);
    if (missing) {
      await pool.query(`SELECT article_counts_rebuild()`);
      await pool.query(`SELECT search_terms_rebuild()`);
    }
    // The platform and score counters follow links and reviews, which the loads above wrote with
    // the triggers off.
    if (missing || missingGames) await pool.query(`SELECT platform_counts_rebuild()`);
    await addViews(pool, targetViews, elapsed);
    await addComments(pool, superuser, targetComments, elapsed);
    for (const table of LOADED_TABLES) await pool.query(`VACUUM (ANALYZE) ${table}`);
    await verify(pool, Math.max(haveGames, targetGames));
    console.log(`done: ${Math.max(have, target)} articles, ${Math.max(haveGames, targetGames)} games (${elapsed()})`);
  } finally {
    await pool.end();
  }
}

/**
 * The pools of every edition laid end to end (English's are data.mjs's own), with each edition's
 * language and text-search configuration; editions the database lacks are added as the seed has them.
 */
async function editionText(pool, languages) {
  const { seedEditions } = await import(pathToFileURL(path.join(root, 'graph/dist/db/seeders/seed-editions.js')).href);
  for (const e of seedEditions.filter((e) => languages.includes(e.language))) {
    await pool.query(
      `INSERT INTO edition (language, name, url_prefix, search_config) VALUES ($1, $2, $3, $4::regconfig) ON CONFLICT DO NOTHING`,
      [e.language, e.name, e.urlPrefix, e.searchConfig],
    );
  }
  const configs = new Map(
    (await pool.query(`SELECT language, search_config::text AS config FROM edition`)).rows.map((r) => [r.language, r.config]),
  );
  const sizes = { titles: titles.length, excerpts: excerpts.length, sentences: sentences.length };
  const pools = languages.map((language) =>
    language === 'en' ? { titles, excerpts, sentences } : localizedPools(language, games, sizes),
  );
  return {
    languages,
    configs: languages.map((language) => configs.get(language)),
    titles: pools.flatMap((p) => p.titles),
    excerpts: pools.flatMap((p) => p.excerpts),
    sentences: pools.flatMap((p) => p.sentences),
  };
}

/**
 * Insights (issue 24): `target` views over the last VIEW_DAYS days, written straight into the rollups
 * counting keeps (the visitor hashes are only for deduplication and are not made). Each day, readers
 * go to a skewed set of published articles: the k-th most read of the day gets views in proportion
 * to 1/k^0.9, newer articles more often; each article-day splits into sources and devices as a
 * publication's traffic does (search 45 %, direct 25 %, social 15 %, internal 10 %, one referring
 * site 5 %; mobile about 55 %). Days already holding views are left alone, so reruns add nothing.
 */
async function addViews(pool, target, elapsed) {
  if (!target) return;
  const published = Number((await pool.query(`SELECT count(*) AS n FROM article WHERE status = 'published'`)).rows[0].n);
  const maxId = Number((await pool.query(`SELECT coalesce(max(id), 0) AS n FROM article`)).rows[0].n);
  if (!published) return;
  const perDayArticles = Math.min(published, 20_000);
  let harmonic = 0;
  for (let k = 1; k <= perDayArticles; k += 1) harmonic += 1 / k ** 0.9;
  const scale = target / VIEW_DAYS / harmonic;
  let added = 0;
  for (let back = VIEW_DAYS - 1; back >= 0; back -= 1) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const day = (await client.query(`SELECT (current_date - $1::int)::date AS day`, [back])).rows[0].day;
      const had = await client.query(`SELECT 1 FROM site_daily WHERE day = $1 AND views > 0`, [day]);
      if (had.rowCount) {
        await client.query('ROLLBACK');
        continue;
      }
      // Rank k picks an article id from the newest half most of the time (hash of rank and day).
      const result = await client.query(
        `WITH ranks AS (
           SELECT k, greatest(1, round($3::float8 / k ^ 0.9))::int AS views,
             CASE WHEN abs(hashint8(k::bigint * 7919 + $2::int)) % 10 < 7
               THEN $4::int - abs(hashint8(k::bigint * 104729 + $2::int)) % greatest(1, $4::int / 2)
               ELSE 1 + abs(hashint8(k::bigint * 1299709 + $2::int)) % $4::int END AS article_id
           FROM generate_series(1, $5::int) k
         ), picked AS (
           SELECT r.article_id, sum(r.views)::int AS views FROM ranks r
           JOIN article a ON a.id = r.article_id AND a.status = 'published'
           GROUP BY r.article_id
         ), daily AS (
           INSERT INTO article_daily_views (article_id, day, views) SELECT article_id, $1::date, views FROM picked
           ON CONFLICT (article_id, day) DO UPDATE SET views = article_daily_views.views + excluded.views
           RETURNING views
         ), split AS (
           SELECT p.article_id, s.source, s.device, greatest(0, round(p.views * s.share))::int AS views
           FROM picked p CROSS JOIN (VALUES
             ('search', 'mobile', 0.25), ('search', 'desktop', 0.20), ('direct', 'desktop', 0.13), ('direct', 'mobile', 0.12),
             ('social', 'mobile', 0.15), ('internal', 'desktop', 0.05), ('internal', 'tablet', 0.05),
             ('gamesite.example', 'desktop', 0.05)) AS s(source, device, share)
         ), sources AS (
           INSERT INTO article_source_daily (article_id, day, source, device, views)
           SELECT article_id, $1::date, source, device, views FROM split WHERE views > 0
           ON CONFLICT (article_id, day, source, device) DO UPDATE SET views = article_source_daily.views + excluded.views
           RETURNING views
         ), site_sources AS (
           INSERT INTO site_source_daily (day, source, device, views)
           SELECT $1::date, source, device, sum(views)::int FROM split WHERE views > 0 GROUP BY source, device
           ON CONFLICT (day, source, device) DO UPDATE SET views = site_source_daily.views + excluded.views
           RETURNING views
         )
         INSERT INTO site_daily (day, views, visitors)
         SELECT $1::date, coalesce(sum(views), 0), round(coalesce(sum(views), 0) * 0.62) FROM picked
         ON CONFLICT (day) DO UPDATE SET views = site_daily.views + excluded.views, visitors = site_daily.visitors + excluded.visitors
         RETURNING views`,
        [day, back, scale, maxId, perDayArticles],
      );
      await client.query('COMMIT');
      added += Number(result.rows[0]?.views ?? 0);
      process.stdout.write(`\r${added.toLocaleString('en-US')} views over ${VIEW_DAYS - back} days (${elapsed()})   `);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
  if (added) process.stdout.write('\n');
  for (const table of ['article_daily_views', 'article_source_daily', 'site_daily'])
    await pool.query(`VACUUM (ANALYZE) ${table}`);
}

/**
 * Only this transaction skips the per-row triggers of `tables` (search document, counters, slug
 * and review rules, notifications): as a superuser through session_replication_role (so batches
 * run side by side), otherwise by disabling them in the transaction (batches then take turns); a
 * failed batch rolls the switch back with it.
 */
async function triggersOff(client, superuser, tables) {
  if (superuser) await client.query(`SET LOCAL session_replication_role = replica`);
  else for (const table of tables) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
}

async function triggersOn(client, superuser, tables) {
  if (!superuser) for (const table of [...tables].reverse()) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
}

async function inTransaction(pool, superuser, tables, work) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await triggersOff(client, superuser, tables);
    await work(client);
    await triggersOn(client, superuser, tables);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Games have+1 … target (the first ones named like the games in the articles' titles), then one
 * release row per platform. A slug taken (live or old) or repeated gets the game's number.
 */
async function addGames(pool, superuser, have, target) {
  const k = 'k';
  const platformsSql = `coalesce(nullif(array_remove(ARRAY[${platformShares
    .map(([id, share], i) => `CASE WHEN ${h(30 + i, 100, k)} < ${share} THEN '${id}' END`)
    .join(', ')}], NULL), '{}'), ARRAY['pc'])`;
  await inTransaction(pool, superuser, ['game', 'game_release'], async (client) => {
    const before = (await client.query(`SELECT coalesce(max(id), 0) AS id FROM game`)).rows[0].id;
    await client.query(
      `WITH n AS (
         SELECT k, CASE WHEN k <= cardinality($1::text[]) THEN ($1::text[])[k]
           ELSE initcap(($2::text[])[1 + ${h(11, syllables.length, k)}] || ($2::text[])[1 + ${h(12, syllables.length, k)}])
             || ' ' || ($3::text[])[1 + ${h(13, gameNouns.length, k)}] || ($4::text[])[1 + ${h(14, nameSuffixes.length, k)}]
           END AS name
         FROM generate_series($5::int + 1, $6::int) n(k)
       ),
       b AS (SELECT n.*, trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')) AS base FROM n),
       d AS (SELECT b.*, row_number() OVER (PARTITION BY base ORDER BY k) AS dup FROM b)
       INSERT INTO game (name, slug, description, platforms, developers, publishers, franchise, genres, trailer_url, created_at, updated_at)
       SELECT name,
         CASE WHEN dup = 1 AND NOT EXISTS (SELECT 1 FROM game g WHERE g.slug = base)
                AND NOT EXISTS (SELECT 1 FROM game_slug_history s WHERE s.slug = base) THEN base ELSE base || '-' || k END,
         ($7::text[])[1 + ${h(15, gameDescriptions.length, k)}],
         ${platformsSql},
         ARRAY[($8::text[])[1 + ${h(16, studios.length, k)}]],
         ARRAY[($9::text[])[1 + ${h(17, publishers.length, k)}]],
         CASE WHEN ${h(18, 10, k)} < 3 THEN split_part(name, ' ', 1) END,
         ARRAY[($10::text[])[1 + ${h(19, genres.length, k)}]]
           || CASE WHEN ${h(20, 2, k)} = 0 THEN ARRAY[($10::text[])[1 + (${h(19, genres.length, k)} + 5) % ${genres.length}]] ELSE '{}' END,
         CASE WHEN ${h(21, 5, k)} = 0 THEN 'https://www.youtube.com/watch?v=' || substr(md5(k::text), 1, 11) END,
         now() - make_interval(days => ${h(22, 3650, k)}::int), now() - make_interval(days => ${h(22, 3650, k)}::int)
       FROM d ORDER BY k`,
      [games, syllables, gameNouns, nameSuffixes, have, target, gameDescriptions, studios, publishers, genres],
    );
    // A release per platform, from 2008 to two years ahead: released games by the day (a few by
    // the month), upcoming ones by day, month, quarter, year or TBA; some platforms come later.
    const r = '(g.id * 16 + p.i)';
    await client.query(
      `INSERT INTO game_release (game_id, platform, precision, starts_on)
       SELECT id, platform, precision,
         CASE precision WHEN 'tba' THEN NULL WHEN 'day' THEN d WHEN 'month' THEN date_trunc('month', d)::date
           WHEN 'quarter' THEN date_trunc('quarter', d)::date ELSE date_trunc('year', d)::date END
       FROM (
         SELECT g.id, p.platform, z.d,
           CASE WHEN z.d <= current_date + 60 THEN CASE WHEN z.x < 95 THEN 'day' ELSE 'month' END
             ELSE CASE WHEN z.x < 30 THEN 'day' WHEN z.x < 55 THEN 'month' WHEN z.x < 75 THEN 'quarter' WHEN z.x < 90 THEN 'year' ELSE 'tba' END
           END AS precision
         FROM game g CROSS JOIN LATERAL unnest(g.platforms) WITH ORDINALITY p(platform, i)
         CROSS JOIN LATERAL (
           SELECT (date '2008-01-01' + ${h(23, 21 * 365, 'g.id')}::int
                   + CASE WHEN p.i > 1 AND ${h(24, 3, r)} = 0 THEN ${h(25, 400, r)}::int ELSE 0 END) AS d,
             ${h(26, 100, r)} AS x
         ) z
         WHERE g.id > $1
       ) s`,
      [before],
    );
  });
}

const LINK_BATCH = 50_000;

/**
 * Links every article that links no game yet, skewed towards the first games (a game's share
 * falls with the cube of a uniform draw): review-category articles one game (some two), others
 * mostly one, some two, some none; each published review-category article gets its review.
 */
async function linkArticles(pool, superuser, reviewCategoryId, elapsed) {
  const ids = (await pool.query(`SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids FROM game`)).rows[0].ids;
  if (!ids.length) return;
  const [{ lo, hi }] = (await pool.query(`SELECT min(id) AS lo, max(id) AS hi FROM article`)).rows;
  if (lo == null) return;
  const draw = (salt) => `($1::int[])[1 + floor(cardinality($1::int[]) * power(${u(salt, 'a.id')}, 3))::int]`;
  const pick3 = (salt, list, param) =>
    `(ARRAY[${[0, 7, 19, 31].map((o) => `(${param}::text[])[1 + (${h(salt, list.length, 'x.id')} + ${o}) % ${list.length}]`).join(', ')}])[1:2 + ${h(salt + 1, 3, 'x.id')}]`;
  const sql = `
    WITH x AS MATERIALIZED (
      SELECT a.id, a.category_id = $2 AS is_review, a.status, a.published_at, a.language, ${draw(40)} AS g1, ${draw(41)} AS g2, ${h(42, 100)} AS n
      FROM article a
      WHERE a.id BETWEEN $3 AND $4 AND NOT EXISTS (SELECT 1 FROM article_game ag WHERE ag.article_id = a.id)
    ),
    links AS (
      INSERT INTO article_game (article_id, game_id, position)
      SELECT id, g1, 0 FROM x WHERE is_review OR n >= 15
      UNION ALL SELECT id, g2, 1 FROM x WHERE g2 <> g1 AND CASE WHEN is_review THEN n < 15 ELSE n >= 80 END
    )
    INSERT INTO article_review (article_id, score, verdict, pros, cons, platforms_tested, playtime_hours, disclosure,
                                published, published_at, game_platforms, language, created_at, updated_at)
    SELECT x.id,
      least(10, greatest(1, round((7 + ((${h(50, 1000, 'x.id')} + ${h(51, 1000, 'x.id')} + ${h(52, 1000, 'x.id')})::numeric / 1000 - 1.5) * 3) * 2) / 2)),
      ($5::text[])[1 + ${h(53, verdicts.length, 'x.id')}],
      ${pick3(54, pros, '$6')},
      ${pick3(56, cons, '$7')},
      ARRAY[(SELECT g.platforms[1 + ${h(58, 2, 'x.id')} % cardinality(g.platforms)] FROM game g WHERE g.id = x.g1)],
      4 + ${h(59, 80, 'x.id')},
      CASE WHEN ${h(60, 10, 'x.id')} < 7 THEN 'Review code provided by the publisher'
           WHEN ${h(60, 10, 'x.id')} < 9 THEN 'Reviewed on a copy bought by Savepoint' END,
      true,
      x.published_at,
      (SELECT array_agg(DISTINCT p ORDER BY p) FROM game g CROSS JOIN unnest(g.platforms) p
       WHERE g.id = x.g1 OR (g.id = x.g2 AND x.n < 15)),
      x.language, x.published_at, x.published_at
    FROM x
    WHERE x.is_review AND x.status = 'published' AND NOT EXISTS (SELECT 1 FROM article_review r WHERE r.article_id = x.id)`;
  let next = Number(lo);
  const worker = async () => {
    while (next <= Number(hi)) {
      const from = next;
      next += LINK_BATCH;
      await inTransaction(pool, superuser, ['article_game', 'article_review'], (client) =>
        client.query(sql, [ids, reviewCategoryId, from, from + LINK_BATCH - 1, verdicts, pros, cons]),
      );
      process.stdout.write(
        `\rlinked articles up to id ${Math.min(from + LINK_BATCH - 1, Number(hi))} of ${hi} (${elapsed()})   `,
      );
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  process.stdout.write('\n');
}

const COMMENT_BATCH = 20_000;
/** Comments per bench member. */
const COMMENTS_PER_MEMBER = 20;
/** The article page of the bench's comment rows: this many comments on the newest published article. */
const SHOWCASE_COMMENTS = 1000;
const commentBodies = [
  'Great review, this matches my time with it.',
  'I played the demo last week and the controls felt much tighter than the last one.',
  'Does anyone know if the PC version supports ultrawide?',
  'The soundtrack alone is worth the price.',
  'Honestly I think the score is a bit generous, the late game drags.',
  'Thanks for mentioning the accessibility options, that matters to me.',
  'Still waiting for a proper Switch port.',
  'The boss fight in chapter three was brutal.',
  'Preordered. Hope the launch goes better than the beta did.',
  'Would love a follow-up on performance after the day-one patch.',
  'This is the first article that made me want to try the series.',
  'Agreed with the cons, the menus are a mess.',
];

/**
 * Comments (issue 23): `target` in all, on published articles that have none yet, each article's
 * number drawn from an exponential spread around the mean; 70 % threads and 30 % replies to one
 * of the same article's threads; 97 % visible, 1 % each pending, reported and hidden; authors
 * drawn from bench members (created here, one per COMMENTS_PER_MEMBER comments, 0.5 % banned). The
 * newest published article gets SHOWCASE_COMMENTS. The comment triggers (kept counts) are off for
 * the load; comment_counts_rebuild() recounts, and a sample is checked against the rule's function.
 */
async function addComments(pool, superuser, target, elapsed) {
  if (!target) return;
  const have = Number((await pool.query(`SELECT count(*) AS n FROM comment`)).rows[0].n);
  if (have >= target * 0.9) return;
  const [{ published, lo, hi, newest }] = (
    await pool.query(
      `SELECT count(*)::int AS published, min(id) AS lo, max(id) AS hi,
         (SELECT id FROM article WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT 1) AS newest
       FROM article WHERE status = 'published'`,
    )
  ).rows;
  if (!published) return;
  const memberTarget = Math.max(100, Math.round(target / COMMENTS_PER_MEMBER));
  const folds = Array.from({ length: memberTarget }, (_, i) => nameFoldsOf(`Bench reader ${i + 1}`));
  await pool.query(
    `INSERT INTO member (email, display_name, display_name_fold, display_name_caps_fold, created_at, banned_at)
     SELECT 'reader' || k || '@bench.example', 'Bench reader ' || k, ($2::text[])[k], ($3::text[])[k],
       now() - make_interval(days => k % 900), CASE WHEN k % 200 = 0 THEN now() END
     FROM generate_series(1, $1::int) k
     ON CONFLICT DO NOTHING`,
    [memberTarget, folds.map((f) => f[0]), folds.map((f) => f[1])],
  );
  const members = (
    await pool.query(`SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids FROM member WHERE email LIKE '%@bench.example'`)
  ).rows[0].ids;
  const missing = target - have;
  // An exponential's floor has a mean about half below the exponential's own.
  const mean = Math.max(0, (missing - SHOWCASE_COMMENTS) / published + 0.5);
  const bulk = missing >= 200_000;
  if (bulk) await dropSecondaryIndexes(pool, ['comment']);
  const c = 'c.id';
  const sql = `
    WITH a AS (
      SELECT a.id AS article_id, a.published_at,
        CASE WHEN a.id = $3 THEN $4::int ELSE floor(-ln(1 - ${u(70, 'a.id')}) * $5::float8)::int END AS n
      FROM article a
      WHERE a.id BETWEEN $1 AND $2 AND a.status = 'published' AND NOT EXISTS (SELECT 1 FROM comment c WHERE c.article_id = a.id)
    ),
    c AS MATERIALIZED (
      SELECT a.article_id, a.published_at, k, ceil(a.n * 0.7)::int AS threads, nextval(pg_get_serial_sequence('comment', 'id'))::int AS id
      FROM a CROSS JOIN LATERAL generate_series(1, a.n) k
    )
    INSERT INTO comment (id, article_id, member_id, parent_id, body, status, created_at, edited_at)
    SELECT c.id, c.article_id, ($6::int[])[1 + ${h(71, 'cardinality($6::int[])', c)}],
      p.id, ($7::text[])[1 + ${h(72, commentBodies.length, c)}],
      CASE WHEN ${h(73, 100, c)} < 97 THEN 'visible' WHEN ${h(73, 100, c)} = 97 THEN 'pending'
           WHEN ${h(73, 100, c)} = 98 THEN 'reported' ELSE 'hidden' END,
      least(now(), c.published_at + make_interval(mins => c.k * (1 + ${h(74, 240, c)}::int))),
      CASE WHEN ${h(75, 50, c)} = 0 THEN least(now(), c.published_at + make_interval(mins => c.k * (1 + ${h(74, 240, c)}::int) + 5)) END
    FROM c LEFT JOIN c p ON c.k > c.threads AND p.article_id = c.article_id AND p.k = 1 + ${h(76, 'c.threads', c)}
    RETURNING 1`;
  let next = Number(lo);
  let added = 0;
  const worker = async () => {
    while (next <= Number(hi)) {
      const from = next;
      next += COMMENT_BATCH;
      await inTransaction(pool, superuser, ['comment'], async (client) => {
        const result = await client.query(sql, [
          from,
          from + COMMENT_BATCH - 1,
          newest,
          SHOWCASE_COMMENTS,
          mean,
          members,
          commentBodies,
        ]);
        added += result.rowCount;
      });
      process.stdout.write(
        `\r${(have + added).toLocaleString('en-US')} comments, articles up to id ${Math.min(from + COMMENT_BATCH - 1, Number(hi))} (${elapsed()})   `,
      );
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  process.stdout.write('\n');
  if (bulk) await recreatePendingIndexes(pool, elapsed);
  // The load ran without the trigger that marks a banned member's comments: mark them, then recount.
  await inTransaction(pool, superuser, ['comment'], (client) =>
    client.query(
      `UPDATE comment c SET author_banned = true FROM member m WHERE m.id = c.member_id AND m.banned_at IS NOT NULL AND NOT c.author_banned`,
    ),
  );
  await pool.query(`SELECT comment_counts_rebuild()`);
  await pool.query(`VACUUM (ANALYZE) comment`);
  await pool.query(`VACUUM (ANALYZE) article_comment_count`);
  await pool.query(`VACUUM (ANALYZE) member`);
  const {
    rows: [check],
  } = await pool.query(
    `SELECT (SELECT count(*) FROM comment)::int AS comments,
       (SELECT count(*) FROM comment WHERE article_id = $1)::int AS showcase,
       (SELECT max(n) FROM article_comment_count)::int AS most,
       (SELECT count(*) FROM (SELECT * FROM article_comment_count TABLESAMPLE SYSTEM (1) LIMIT 300) k
          WHERE k.n <> comment_visible_count(k.article_id))::int AS count_mismatches,
       (SELECT count(*) FROM comment c JOIN comment p ON p.id = c.parent_id WHERE p.parent_id IS NOT NULL OR p.article_id <> c.article_id)::int AS bad_replies`,
    [newest],
  );
  console.log(
    `check: ${check.comments} comments (${check.showcase} on article ${newest}, most visible on one article ${check.most}), ${members.length} bench members; kept count mismatches ${check.count_mismatches}, bad replies ${check.bad_replies} (${elapsed()})`,
  );
  if (check.count_mismatches || check.bad_replies)
    throw new Error('generated comments do not match the product rules (see the check line above)');
}

async function dropSecondaryIndexes(
  pool,
  tables = ['article', 'article_tags', 'game', 'game_release', 'article_game', 'article_review'],
) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`CREATE TABLE IF NOT EXISTS bench_pending_index (name text PRIMARY KEY, definition text NOT NULL)`);
    await client.query(
      `INSERT INTO bench_pending_index (name, definition)
       SELECT indexname, indexdef FROM pg_indexes
       WHERE schemaname = current_schema()
         AND tablename = ANY ($1::text[])
         AND indexdef NOT LIKE 'CREATE UNIQUE%'
       ON CONFLICT (name) DO NOTHING
       RETURNING name`,
      [tables],
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
async function verify(pool, games) {
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
  await verifyGames(pool, games);
}

/** What article_count_by_platform and review_count_by_score hold, recounted from the rows. */
const PLATFORM_RECOUNT = `SELECT x.p, a.category_id, a.language, count(*)::int FROM article a
  CROSS JOIN LATERAL (SELECT DISTINCT p FROM article_game ag JOIN game g ON g.id = ag.game_id
    CROSS JOIN unnest(g.platforms) p WHERE ag.article_id = a.id) x
  WHERE a.status = 'published' GROUP BY x.p, a.category_id, a.language`;
const SCORE_RECOUNT = `SELECT p, r.score, a.language, count(*)::int FROM article_review r JOIN article a ON a.id = r.article_id
  CROSS JOIN unnest(array_append(r.game_platforms, '')) p WHERE r.published GROUP BY p, r.score, a.language`;

/**
 * The games the run asked for; each game's releases are its platforms; the rules the deferred
 * review trigger holds at commit (a review is on a review-category article that links a game);
 * every published review-category article carries its review.
 */
async function verifyGames(pool, games) {
  const {
    rows: [g],
  } = await pool.query(
    `SELECT
       (SELECT count(*) FROM game)::int AS games,
       (SELECT count(*) FROM game_release)::int AS releases,
       (SELECT count(*) FROM game g WHERE EXISTS (SELECT 1 FROM game_release r WHERE r.game_id = g.id)
          AND (SELECT array_agg(p ORDER BY p) FROM unnest(g.platforms) p)
              IS DISTINCT FROM (SELECT array_agg(platform ORDER BY platform) FROM game_release r WHERE r.game_id = g.id))::int AS release_mismatches,
       (SELECT json_object_agg(precision, n) FROM (SELECT precision, count(*) AS n FROM game_release GROUP BY 1) p) AS precisions,
       (SELECT count(*) FROM article_game)::int AS links,
       (SELECT count(*) FROM article a WHERE NOT EXISTS (SELECT 1 FROM article_game ag WHERE ag.article_id = a.id))::int AS unlinked,
       (SELECT max(n) FROM (SELECT count(*) AS n FROM article_game GROUP BY game_id) c)::int AS most_linked,
       (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY n) FROM (SELECT count(*) AS n FROM article_game GROUP BY game_id) c)::int AS median_linked,
       (SELECT count(*) FROM article_review)::int AS reviews,
       (SELECT round(avg(score), 2) FROM article_review) AS mean_score,
       (SELECT count(*) FROM article_review WHERE score >= 8)::int AS reviews_8_up,
       (SELECT count(*) FROM article_review r JOIN article a ON a.id = r.article_id JOIN category c ON c.id = a.category_id
          WHERE c.slug <> 'review' OR NOT EXISTS (SELECT 1 FROM article_game ag WHERE ag.article_id = r.article_id))::int AS review_rule_violations,
       (SELECT count(*) FROM article a JOIN category c ON c.id = a.category_id
          WHERE c.slug = 'review' AND a.status = 'published'
            AND NOT EXISTS (SELECT 1 FROM article_review r WHERE r.article_id = a.id))::int AS published_reviews_without_review,
       (SELECT count(*) FROM article_review r JOIN article a ON a.id = r.article_id
          WHERE r.published <> (a.status = 'published')
             OR r.language IS DISTINCT FROM a.language
             OR r.published_at IS DISTINCT FROM (CASE WHEN a.status = 'published' THEN a.published_at END)
             OR r.game_platforms IS DISTINCT FROM (SELECT coalesce(array_agg(DISTINCT p ORDER BY p), '{}')
                  FROM article_game ag JOIN game g ON g.id = ag.game_id CROSS JOIN unnest(g.platforms) p
                  WHERE ag.article_id = r.article_id))::int AS review_fact_mismatches,
       (SELECT count(*) FROM ((${PLATFORM_RECOUNT} EXCEPT SELECT platform, category_id, language, n FROM article_count_by_platform WHERE n > 0)
          UNION ALL (SELECT platform, category_id, language, n FROM article_count_by_platform WHERE n > 0 EXCEPT ${PLATFORM_RECOUNT})) d)::int
          AS platform_count_mismatches,
       (SELECT count(*) FROM ((${SCORE_RECOUNT} EXCEPT SELECT platform, score, language, n FROM review_count_by_score WHERE n > 0)
          UNION ALL (SELECT platform, score, language, n FROM review_count_by_score WHERE n > 0 EXCEPT ${SCORE_RECOUNT})) d)::int
          AS score_count_mismatches`,
  );
  console.log(
    `check: ${g.games} games, ${g.releases} releases ${JSON.stringify(g.precisions)}, release/platform mismatches ${g.release_mismatches}; ` +
      `${g.links} article links (${g.unlinked} articles link none; most-linked game ${g.most_linked}, median ${g.median_linked}); ` +
      `${g.reviews} reviews (mean score ${g.mean_score}, ${g.reviews_8_up} at 8 or more), review rule violations ${g.review_rule_violations}, published reviews without a review ${g.published_reviews_without_review}, review facts mismatches ${g.review_fact_mismatches}, ` +
      `platform counter mismatches ${g.platform_count_mismatches}, score counter mismatches ${g.score_count_mismatches}`,
  );
  if (
    g.games < games ||
    g.release_mismatches ||
    g.review_rule_violations ||
    g.published_reviews_without_review ||
    g.review_fact_mismatches ||
    g.platform_count_mismatches ||
    g.score_count_mismatches
  ) {
    throw new Error('generated games and reviews do not match the product rules (see the check line above)');
  }
}

await main();
