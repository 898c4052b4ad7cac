// What crawlers and feed readers fetch: /robots.txt, the sitemap index and its pages, a Google News
// sitemap of the last 48 hours, and RSS 2.0 for the site and per category route (/reviews/rss.xml).
// Every answer is built from bounded, paged graph queries (never "every article"), carries
// Last-Modified, and express's ETag answers 304 to a matching If-None-Match. Article sitemaps are id
// ranges of 50,000 (graph/src/modules/edge/sitemap.resolver.ts), streamed window by window, and game
// sitemaps id ranges of 1,000, one query each; every
// answer names its cache keys (sitemap, feed, games) so the edge keeps it until a change purges it.
// Editions (ADR 0049): every URL is under its article's edition's prefix, sitemap entries carry
// the page's hreflang set as xhtml:link alternates, and each edition has its own RSS feeds
// (/de/rss.xml, /de/reviews/rss.xml) and Google News sitemap (/de/sitemap-news.xml).
import { createHash } from 'node:crypto';
import { CATEGORY_ROUTES, PRIVATE_PAGES, withEditionPrefix } from '@savepoint/audience';
import { ALL_KEY, CACHE_KEYS_HEADER, FEED_KEY, formatKeys, GAMES_KEY, SITEMAP_KEY, type CacheKey } from '@savepoint/cache-keys';
import express, { type Request, type Response } from 'express';
import {
  FeedArticlesDocument,
  SitemapArticleFileDocument,
  SitemapArticleFilesDocument,
  SitemapArticlesDocument,
  SitemapGameFilesDocument,
  SitemapGamesDocument,
  type FeedArticlesQuery,
} from '../generated/graphql';
import { pageAlternates, readerEditions, type Alternate, type ReaderEdition } from '../editions/reader-editions';
import type { GraphClient } from '../graph-client';
import { PRODUCT, DEFAULT_DESCRIPTION } from '../seo';
import { gameUrl } from '../structured-data';

type FeedArticle = FeedArticlesQuery['articles']['articles'][number];

/** graph's page size for articles (its maximum `limit`). */
const GRAPH_PAGE = 100;
/**
 * Articles read from graph per window while an article sitemap streams: each brings its translations
 * (a list, which graph's query cost counts ten times), so 300 keep a window within the cost limit.
 */
const SITEMAP_WINDOW = 300;
const RSS_ITEMS = 50;
/** Google News takes articles of the last two days, at most 1,000 per sitemap. */
const NEWS_WINDOW_MS = 48 * 3_600_000;
const NEWS_MAX = 1000;
/** What this router answers besides the category feeds (`{listing}/rss.xml`), for the canonical paths. */
export const FEED_PATHS = ['/robots.txt', '/sitemap.xml', '/sitemap-pages.xml', '/sitemap-news.xml', '/rss.xml'] as const;
const [ROBOTS_PATH, SITEMAP_PATH, SITEMAP_PAGES_PATH, SITEMAP_NEWS_PATH, RSS_PATH] = FEED_PATHS;

const STATIC_PATHS = [
  '/',
  '/articles',
  '/reviews',
  '/games',
  '/esports',
  '/guides',
  '/web',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
];

/**
 * Characters XML 1.0 forbids (C0 controls but tab, LF and CR; U+FFFE/U+FFFF; unpaired surrogates).
 * graph strips them from text on write; rows written before that, or beside the API, must not make
 * a feed unreadable for everyone, so every text put into a document here loses them too.
 */
// eslint-disable-next-line no-control-regex
const XML_ILLEGAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/**
 * Google News's language code: ISO 639 (`de`), except the two Chinese scripts it names `zh-cn` and
 * `zh-tw`; other regional tags (`pt-BR`) are their language.
 */
function newsLanguage(tag: string): string {
  const lower = tag.toLowerCase();
  if (lower === 'zh-hans' || lower === 'zh-cn') return 'zh-cn';
  if (lower === 'zh-hant' || lower === 'zh-tw') return 'zh-tw';
  return lower.split('-')[0];
}

/** Text as XML character data or an attribute value: escaped, and without characters XML forbids. */
const xml = (text: string) =>
  text
    .replace(XML_ILLEGAL, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
/** The prefix of the edition `language` is (null: the default edition's, or one no longer there). */
const prefixOf = (editions: readonly ReaderEdition[], language: string | undefined) =>
  editions.find((e) => e.language === language)?.urlPrefix ?? null;
const articleUrl = (origin: string, slug: string, prefix: string | null = null) =>
  `${origin}${withEditionPrefix(`/articles/${encodeURIComponent(slug)}`, prefix)}`;
/** A sitemap entry's xhtml:link alternates: the page's hreflang set (none for an untranslated page). */
const xhtmlLinks = (alternates: Alternate[]) =>
  alternates.length > 2
    ? alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`).join('')
    : '';
const URLSET = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`;
const published = (a: FeedArticle) => a.publishedAt ?? a.createdAt;
/** A review's item title ends with its score on the publication's scale: "… — 8.5/10". */
const titleWithScore = (title: string, score: number | undefined, best: number) =>
  score === undefined ? title : `${title} \u2014 ${score}/${best}`;
const newest = (dates: string[]) => dates.reduce<string | undefined>((max, d) => (!max || d > max ? d : max), undefined);

export interface FeedOptions {
  graph: GraphClient;
  publicOrigin(): string;
}

export function feedsRouter(options: FeedOptions): express.Router {
  const router = express.Router();
  const page = (req: Request, filter: { category?: string; language?: string } | null, limit: number, offset: number) =>
    feedPage(options, req, filter, limit, offset);

  router.get(ROBOTS_PATH, (req, res) => {
    const origin = options.publicOrigin();
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin/',
      'Disallow: /graphql',
      // Every page for one person: previews, the member's account, newsletter links' landings (also
      // noindex, should a link leak; any other spelling of them redirects here first).
      ...PRIVATE_PAGES.map((family) => `Disallow: ${family}`),
      // …and the same pages under an edition's prefix (/de/preview/…).
      ...PRIVATE_PAGES.map((family) => `Disallow: /*${family}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    // No content change alters it: only purging everything does.
    send(req, res, 'text/plain', body, undefined, [ALL_KEY]);
  });

  router.get(SITEMAP_PATH, async (req, res) => {
    const origin = options.publicOrigin();
    const [files, gameFiles] = await Promise.all([
      options.graph.execute(SitemapArticleFilesDocument, {}, { ip: req.ip }, String(req.id)).then((d) => d.sitemapArticleFiles),
      options.graph.execute(SitemapGameFilesDocument, {}, { ip: req.ip }, String(req.id)).then((d) => d.sitemapGameFiles),
    ]);
    // The newest change of any edition's published article: the pages file (each edition's home and
    // list) and the news file (every edition's articles) are dated by it.
    const latest = newest(files.map((f) => new Date(f.lastModified).toISOString()));
    const entry = (loc: string, lastmod?: string) =>
      `<sitemap><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    const entries = [
      entry(`${origin}/sitemap-pages.xml`, latest),
      entry(`${origin}/sitemap-news.xml`, latest),
      // One file per id range holding a published article; each changes only with its own articles.
      ...files.map((f) => entry(`${origin}/sitemap-articles-${f.number}.xml`, new Date(f.lastModified).toISOString())),
      // Game files are id ranges too, each with its latest change.
      ...gameFiles.map((f) => entry(`${origin}/sitemap-games-${f.number}.xml`, new Date(f.lastModified).toISOString())),
    ];
    send(
      req,
      res,
      'application/xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`,
      // The latest change of anything it lists: an older article's or a game's edit moves it too.
      newest([...files, ...gameFiles].map((f) => new Date(f.lastModified).toISOString())),
      [SITEMAP_KEY, GAMES_KEY],
    );
  });

  router.get(SITEMAP_PAGES_PATH, async (req, res) => {
    const origin = options.publicOrigin();
    const editions = await readerEditions(options.graph, req);
    // An edition's home and article list change with its own articles (ADR 0052), so each is dated by them.
    const latest = (filter: { language: string; category?: string }) =>
      page(req, filter, 1, 0).then((p): string | undefined => p.articles[0]?.updatedAt);
    const latestOf = await Promise.all(editions.map((edition) => latest({ language: edition.language })));
    // A category's page likewise; one with nothing in it is left out, as the page itself keeps out
    // of the index (noindex until its first article).
    const categoryLatest = new Map(
      await Promise.all(
        CATEGORY_ROUTES.map(
          async (route) =>
            [
              route.path as string,
              await Promise.all(editions.map((edition) => latest({ language: edition.language, category: route.category }))),
            ] as const,
        ),
      ),
    );
    // Every edition's copy of each page, each with the whole set as alternates (as the pages link them).
    const urls = STATIC_PATHS.flatMap((p) => {
      const alternates = xhtmlLinks(pageAlternates(origin, editions, p, ''));
      return editions.flatMap((edition, i) => {
        const ofCategory = categoryLatest.get(p);
        if (ofCategory && !ofCategory[i]) return [];
        const lastmod = ['/', '/articles'].includes(p) ? latestOf[i] : ofCategory?.[i];
        return [
          `<url><loc>${xml(origin + withEditionPrefix(p, edition.urlPrefix))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
        ];
      });
    });
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n${URLSET}${urls.join('')}</urlset>\n`;
    send(req, res, 'application/xml', body, newest(latestOf.flatMap((d) => (d ? [d] : []))), [SITEMAP_KEY]);
  });

  router.get(/^\/sitemap-articles-(\d{1,7})\.xml$/, articleSitemap(options));

  router.get(/^\/sitemap-games-(\d{1,7})\.xml$/, async (req, res, next) => {
    const number = Number((req.params as Record<string, string>)[0]);
    if (!(number >= 1)) return next();
    const list = (await options.graph.execute(SitemapGamesDocument, { file: number }, { ip: req.ip }, String(req.id)))
      .sitemapGames;
    if (list.length === 0) return next();
    const origin = options.publicOrigin();
    const urls = list.map((g) => `<url><loc>${xml(gameUrl(origin, g.slug))}</loc><lastmod>${g.updatedAt}</lastmod></url>`);
    send(
      req,
      res,
      'application/xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      newest(list.map((g) => g.updatedAt)),
      [GAMES_KEY],
    );
  });

  router.get(SITEMAP_NEWS_PATH, async (req, res) => newsSitemap(options, req, res, await readerEditions(options.graph, req)));
  router.get('/:prefix/sitemap-news.xml', async (req, res, next) => {
    const editions = await readerEditions(options.graph, req);
    const edition = editions.find((e) => e.urlPrefix !== null && e.urlPrefix === req.params.prefix);
    if (!edition) return next();
    await newsSitemap(options, req, res, editions, edition);
  });

  // The default edition's feeds at /rss.xml and /{listing}/rss.xml, another's under its prefix.
  const editionFeed = async (req: Request, res: Response, prefix: string | null, listing: string | null) => {
    const editions = await readerEditions(options.graph, req);
    const edition = editions.find((e) => (prefix === null ? e.isDefault : e.urlPrefix === prefix));
    const route = listing === null ? undefined : CATEGORY_ROUTES.find((r) => r.path === `/${listing}`);
    if (!edition || (listing !== null && !route)) return false;
    const link = withEditionPrefix(route?.path ?? '/', edition.urlPrefix);
    const title = route ? `${route.label} | ${PRODUCT}` : PRODUCT;
    await rss(options, req, res, { title, link, category: route?.category, edition });
    return true;
  };
  router.get(RSS_PATH, async (req, res, next) => ((await editionFeed(req, res, null, null)) ? undefined : next()));
  router.get('/:first/rss.xml', async (req, res, next) => {
    // A listing's feed (/reviews/rss.xml), else an edition's (/de/rss.xml).
    if (await editionFeed(req, res, null, req.params.first)) return;
    if (!(await editionFeed(req, res, req.params.first, null))) next();
  });
  router.get('/:prefix/:listing/rss.xml', async (req, res, next) => {
    if (!(await editionFeed(req, res, req.params.prefix, req.params.listing))) next();
  });

  return router;
}

function send(req: Request, res: Response, type: string, body: string, lastModified: string | undefined, keys: CacheKey[]) {
  res.type(type);
  res.setHeader(CACHE_KEYS_HEADER, formatKeys(keys));
  res.setHeader('Cache-Control', 'public, max-age=300');
  if (lastModified) res.setHeader('Last-Modified', new Date(lastModified).toUTCString());
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  res.setHeader('ETag', etag);
  const given = req.get('if-none-match');
  if (given && given.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag || tag === '*')) {
    res.status(304).end();
    return;
  }
  res.send(body);
}

/** A page of published articles (newest first) with the review scale, as feeds list them. */
const feedAnswer = (
  options: FeedOptions,
  req: Request,
  filter: { category?: string; language?: string } | null,
  limit: number,
  offset: number,
) => options.graph.execute(FeedArticlesDocument, { filter, limit, offset }, { ip: req.ip }, String(req.id));
const feedPage = (
  options: FeedOptions,
  req: Request,
  filter: { category?: string; language?: string } | null,
  limit: number,
  offset: number,
) => feedAnswer(options, req, filter, limit, offset).then((d) => d.articles);

/** Up to `count` articles from `offset`, newest first, in graph-sized pages fetched together. */
async function articlesWithScale(
  options: FeedOptions,
  req: Request,
  offset: number,
  count: number,
  filter: { category?: string; language?: string } | null = null,
) {
  const pages = [];
  for (let start = offset; start < offset + count; start += GRAPH_PAGE)
    pages.push(feedAnswer(options, req, filter, Math.min(GRAPH_PAGE, offset + count - start), start));
  const answers = await Promise.all(pages);
  return { list: answers.flatMap((p) => p.articles.articles), best: answers[0]?.reviewScale.best ?? 10 };
}

/**
 * One article sitemap file (an id range): validated by what it lists, then streamed window by
 * window so memory stays at one window whatever the file's size.
 */
function articleSitemap(options: FeedOptions): express.RequestHandler {
  return async (req, res, next) => {
    const number = Number((req.params as Record<string, string>)[0]);
    if (!(number >= 1)) return next();
    const ip = { ip: req.ip };
    // What the file lists (its count, its alternates and their latest change, and the editions'
    // prefixes its URLs are under) is its validator; an empty range is no file.
    const file = (await options.graph.execute(SitemapArticleFileDocument, { file: number }, ip, String(req.id)))
      .sitemapArticleFile;
    const origin = options.publicOrigin();
    const head = `<?xml version="1.0" encoding="UTF-8"?>\n${URLSET}`;
    const tail = `</urlset>\n`;
    if (!file) {
      if (number > 1) return next();
      return send(req, res, 'application/xml', head + tail, undefined, [SITEMAP_KEY]);
    }
    const lastModified = new Date(file.lastModified);
    // Which edition lives under which prefix shapes every URL the file lists.
    const editions = await readerEditions(options.graph, req);
    const editionPrefixes = editions.map((e) => `${e.language}=${e.urlPrefix ?? ''}`).join(',');
    const etag = `"${createHash('sha1')
      .update(`${origin} ${number} ${file.count} ${file.alternates} ${lastModified.toISOString()} ${editionPrefixes}`)
      .digest('base64url')}"`;
    res.type('application/xml');
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader(CACHE_KEYS_HEADER, formatKeys([SITEMAP_KEY]));
    res.setHeader('Last-Modified', lastModified.toUTCString());
    res.setHeader('ETag', etag);
    const given = req.get('if-none-match');
    if (given && given.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag || tag === '*')) {
      res.status(304).end();
      return;
    }
    // Window by window (an index range scan each), written as it comes: memory stays at one window.
    const windowOf = (afterId: number | null) =>
      options.graph
        .execute(SitemapArticlesDocument, { file: number, afterId, limit: SITEMAP_WINDOW }, ip, String(req.id))
        .then((d) => d.sitemapArticles);
    let batch = await windowOf(null);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    res.write(head);
    for (;;) {
      const text = batch
        .map(
          (a) =>
            `<url><loc>${xml(articleUrl(origin, a.slug, prefixOf(editions, a.language)))}</loc><lastmod>${new Date(a.updatedAt).toISOString()}</lastmod>` +
            `${xhtmlLinks(pageAlternates(origin, editions, '', '', a))}</url>`,
        )
        .join('');
      const more = batch.length === SITEMAP_WINDOW ? windowOf(batch[batch.length - 1].id) : undefined;
      // Backpressure: a slow crawler holds one window, not the file.
      if (!res.write(text)) await new Promise((resolve) => res.once('drain', resolve));
      if (!more) break;
      try {
        batch = await more;
      } catch (err) {
        // Headers are gone: end the body short rather than pretend it is whole.
        req.log.error({ err }, 'sitemap stopped midway');
        res.destroy();
        return;
      }
    }
    res.end(tail);
  };
}

/** One edition's articles published since `since`, newest first, at most NEWS_MAX. */
async function recentArticles(options: FeedOptions, req: Request, language: string, since: string): Promise<FeedArticle[]> {
  const recent: FeedArticle[] = [];
  // Newest first: stop at the first page that reaches past the window.
  for (let offset = 0; offset < NEWS_MAX; offset += GRAPH_PAGE) {
    const batch = (await feedPage(options, req, { language }, GRAPH_PAGE, offset)).articles;
    recent.push(...batch.filter((a) => published(a) >= since));
    if (batch.length < GRAPH_PAGE || published(batch[batch.length - 1]) < since) break;
  }
  return recent;
}

/**
 * Google News: the articles of the last 48 hours, at most 1,000, each with its edition's language;
 * one edition's alone when `edition` is given (/de/sitemap-news.xml).
 */
async function newsSitemap(
  options: FeedOptions,
  req: Request,
  res: Response,
  editions: readonly ReaderEdition[],
  edition?: ReaderEdition,
): Promise<void> {
  const since = new Date(Date.now() - NEWS_WINDOW_MS).toISOString();
  // graph's lists answer one edition each (ADR 0052): the whole publication's file merges every
  // edition's, newest first.
  const languages = edition ? [edition.language] : editions.map((e) => e.language);
  const recent = (await Promise.all(languages.map((language) => recentArticles(options, req, language, since))))
    .flat()
    .sort((a, b) => (published(a) < published(b) ? 1 : published(a) > published(b) ? -1 : 0))
    .slice(0, NEWS_MAX);
  const origin = options.publicOrigin();
  const urls = recent.map(
    (a) =>
      `<url><loc>${xml(articleUrl(origin, a.slug, prefixOf(editions, a.language)))}</loc><news:news><news:publication><news:name>${PRODUCT}</news:name><news:language>${xml(newsLanguage(a.language))}</news:language></news:publication>` +
      `<news:publication_date>${published(a)}</news:publication_date><news:title>${xml(a.title)}</news:title></news:news></url>`,
  );
  send(
    req,
    res,
    'application/xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">${urls.join('')}</urlset>\n`,
    newest(recent.map((a) => a.updatedAt)),
    [SITEMAP_KEY],
  );
}

/**
 * An item's guid is the article's id, not its address: a slug fixed after publishing, or an article
 * moved to another edition, changes the address, and feed readers showed it again as a new item
 * (docs/decisions/0063).
 */
const feedGuid = (a: FeedArticle) => `article-${a.id}`;

async function rss(
  options: FeedOptions,
  req: Request,
  res: Response,
  channel: { title: string; link: string; category?: string; edition: ReaderEdition },
) {
  const origin = options.publicOrigin();
  const { edition } = channel;
  // One edition's articles only, under its prefix.
  const { list, best } = await articlesWithScale(options, req, 0, RSS_ITEMS, {
    ...(channel.category ? { category: channel.category } : {}),
    language: edition.language,
  });
  const items = list.map(
    (a) =>
      `<item><title>${xml(titleWithScore(a.title, a.review?.score, best))}</title><link>${xml(articleUrl(origin, a.slug, edition.urlPrefix))}</link><guid isPermaLink="false">${feedGuid(a)}</guid>` +
      `<description>${xml(a.metaDescription || a.excerpt || '')}</description><category>${xml(a.category.name)}</category>` +
      `<dc:creator>${xml(a.author.displayName)}</dc:creator><pubDate>${new Date(published(a)).toUTCString()}</pubDate>` +
      // When it last changed (a correction moves it: issue 22).
      `<atom:updated>${new Date(a.updatedAt).toISOString()}</atom:updated></item>`,
  );
  const latest = newest(list.map((a) => a.updatedAt));
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>` +
    `<title>${xml(channel.title)}</title><link>${xml(origin + channel.link)}</link><description>${xml(DEFAULT_DESCRIPTION)}</description><language>${xml(edition.language.toLowerCase())}</language>` +
    `<atom:link href="${xml(`${origin}${channel.link.replace(/\/$/, '')}/rss.xml`)}" rel="self" type="application/rss+xml"/>` +
    (latest ? `<lastBuildDate>${new Date(latest).toUTCString()}</lastBuildDate>` : '') +
    `${items.join('')}</channel></rss>\n`;
  send(req, res, 'application/rss+xml', body, latest, [FEED_KEY]);
}
