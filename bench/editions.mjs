// The bench's rows per edition (issue 46 item 8; `npm run bench -- --only editions`, and part of the
// whole run when the database has more than one edition's articles, as `npm run bench:data --
// --editions en,de,es,ja` makes them): for each edition, a listing page with its total and searches
// with words from that edition's own titles (Japanese: a piece of a word, matched by bigrams),
// one request at a time through REST with the answer cache off. Targets: listing p95 ≤ 50 ms,
// search p95 ≤ 100 ms in every edition.
import pg from 'pg';

/** Runs of letters written without spaces (as in search-sql.ts). */
const CJK_RUN = /[\u3005\u3040-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff66-\uff9f]{3,}/gu;
const STOP = new Set(['this', 'that', 'with', 'from', 'your', 'what', 'when', 'they', 'have', 'into', 'about', 'after', 'their']);

/** Words to search for in one edition, from its titles spread over its ids. */
function searchTerms(language, titles) {
  if (language === 'ja') {
    // Two or three characters from inside a longer word, as a reader types part of a name.
    return titles.flatMap((title) =>
      [...title.matchAll(CJK_RUN)].slice(0, 2).map(([run], i) => {
        const chars = [...run];
        const length = 2 + (i % 2);
        const at = Math.min(1, chars.length - length);
        return chars.slice(at, at + length).join('');
      }),
    );
  }
  return titles
    .map((title) =>
      title
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length >= 4 && !STOP.has(w)),
    )
    .filter((words) => words.length >= 2)
    .map((words) => `${words[0]} ${words[words.length - 1]}`);
}

/** Each edition with published articles: how many, and search terms from its titles. */
export async function editionSample(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const editions = (
      await db.query(
        `SELECT e.language, e.url_prefix, (SELECT count(*) FROM article a WHERE a.language = e.language AND a.status = 'published')::int AS total,
           (SELECT max(id) FROM article a WHERE a.language = e.language) AS max_id
         FROM edition e ORDER BY e.is_default DESC, e.language`,
      )
    ).rows.filter((e) => e.total > 0);
    for (const edition of editions) {
      const step = Math.max(1, Math.floor(Number(edition.max_id) / 400));
      const titles = (
        await db.query(`SELECT title FROM article WHERE language = $1 AND status = 'published' AND id % $2 < 4 LIMIT 400`, [
          edition.language,
          step,
        ])
      ).rows.map((r) => r.title);
      edition.terms = searchTerms(edition.language, titles);
    }
    return editions;
  } finally {
    await db.end();
  }
}

const random = (list) => list[Math.floor(Math.random() * list.length)];
const randomInt = (max) => Math.floor(Math.random() * (max + 1));

/** The sequential rows for every edition; `half` (0 or 1) picks every other search term (warm-up vs measured). */
export function editionKinds(editions, half) {
  // Beside them, the same reads without language, as clients without one make them (the default
  // edition's, ADR 0052; editions[0] is the default): on a shared machine, compare each edition with
  // these rows of the same run.
  const unnamed = { ...editions[0], language: 'no language' };
  return [unnamed, ...editions].flatMap((edition) => {
    const language = edition.language === 'no language' ? null : encodeURIComponent(edition.language);
    const only = language ? `&language=${language}` : '';
    const pages = Math.max(0, Math.floor((edition.total - 12) / 12));
    const terms = edition.terms.filter((_, i) => i % 2 === half);
    return [
      {
        name: `${edition.language}: listing page + total (pages 1–100)`,
        target: 50,
        next: () => `/api/articles?limit=12&offset=${12 * randomInt(Math.min(pages, 99))}&includeCount=true${only}`,
      },
      ...(terms.length
        ? [
            {
              name: `${edition.language}: ${edition.language === 'ja' ? 'search for part of a word' : 'two-word search'} + total`,
              target: 100,
              next: () => `/api/articles?search=${encodeURIComponent(random(terms))}&limit=12&includeCount=true${only}`,
            },
          ]
        : []),
    ];
  });
}

/** Where each edition's home page lives: `/` for the default edition (no prefix), `/<prefix>` otherwise. */
export const editionHomePath = (edition) => (edition.url_prefix ? `/${edition.url_prefix}` : '/');
