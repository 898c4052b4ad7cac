// Counts what readers read and search for, for "Most Read", the digest's order and trending topics.
// A view is counted when the gateway serves an article page or GET /api/articles/slug/{slug} (so
// readers without JavaScript and cached pages count) or the web app's ArticlePage query (in-app
// navigation). Nothing about it is on the request path: the response is not held, views wait in
// process memory and are flushed to graph in batches every few seconds. No cookie is set and no
// address is stored: at flush time the address and user agent become a hash with a salt that lives
// one day in Redis (shared by every gateway, so deduplication holds across them), and graph counts a
// reader once per article per day. Editors (a session) and obvious bots are not counted. A search is
// counted per reader's address (hashed the same way), since graph lets a term trend only once enough
// different readers searched it. Batches go out with executeOwn: graph takes reader activity only
// from the gateway's own calls, never from a request the gateway proxies.
import { createHash, randomBytes } from 'node:crypto';
import { readerPathParam } from '@savepoint/audience';
import { limitKeyOf } from '@savepoint/client-address';
import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RecordReaderActivityDocument } from '../generated/graphql';
import type { GraphClient } from '../graph-client';
import { currentEditor } from '../session/guard';
import { deviceClass, trafficSource } from './traffic-source';

// Only a slug of the form graph saves (@savepoint/slug) is an article's: anything else is no view.
const SLUG_FORM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** graph's longest slug (ArticleInput's @MaxLength). */
const SLUG_MAX = 200;
const ARTICLE_API = /^\/api\/articles\/slug\/([^/]+)$/;
const BOTS = /bot|crawl|spider|slurp|preview|fetch|monitor|curl|wget|python|httpclient|headless|lighthouse|facebookexternalhit/i;
/** Beyond this many waiting entries (Redis or graph down for long), new ones are dropped. */
const MAX_PENDING = 100_000;
const SALT_TTL_SECONDS = 2 * 24 * 3600;
/**
 * Views and searches per call to graph. Readers choose a view's slug (at most SLUG_MAX) and its
 * referrer's domain (at most 253), and a search's term (at most SEARCH_TERM_MAX, 6 bytes a character
 * once escaped): at most ~0.6 KB a view and ~0.7 KB a search as JSON, so a call stays well under
 * graph's 2 MB body limit. A call graph refuses is kept for the next flush, so it must always fit.
 */
const BATCH_ENTRIES = 1000;

interface PendingView {
  slug: string;
  day: string;
  ip: string;
  ua: string;
  /** Insights (issue 24): the referrer's domain or group, the device class and the UTC hour. */
  source: string;
  device: string;
  hour: number;
}

interface PendingSearch {
  term: string;
  day: string;
  ip: string;
  count: number;
}

/**
 * Who a reader is by address, as every per-address limit counts clients (@savepoint/client-address):
 * an IPv6 reader by their /64. Their own address would let one home, whose router hands out any
 * address of its /64, pass for as many readers as it likes and make a search trend alone.
 */
const readerAddressOf = (req: Request): string => limitKeyOf(req.ip);

/** graph decides which terms count (form and length); this only keeps memory bounded. */
const SEARCH_TERM_MAX = 100;

export interface ReaderActivityOptions {
  graph: GraphClient;
  redis: Redis;
  redisPrefix: string;
  logger: Logger;
  sessionAbsoluteMs: number;
  /** How often batches go to graph (default 5 s: a view shows within 10 s). */
  flushEveryMs?: number;
}

export class ReaderActivity {
  private views = new Map<string, PendingView>();
  private searches = new Map<string, PendingSearch>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> | null = null;

  constructor(private readonly options: ReaderActivityOptions) {
    this.timer = setInterval(() => void this.flush(), options.flushEveryMs ?? 5000);
    this.timer.unref();
  }

  /** Express middleware: decides after the answer went out, so no reader waits for it. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const isGraphql = req.method === 'POST' && req.path === '/graphql';
      if (req.method !== 'GET' && !isGraphql) return next();
      res.on('finish', () => {
        if (res.statusCode !== 200 && res.statusCode !== 304) return;
        const ua = req.get('user-agent') ?? '';
        if (!ua || BOTS.test(ua) || currentEditor(req, this.options.sessionAbsoluteMs)) return;
        try {
          this.observe(req, ua, isGraphql);
        } catch {
          // A body we cannot read is simply not counted.
        }
      });
      next();
    };
  }

  private observe(req: Request, ua: string, isGraphql: boolean): void {
    if (isGraphql) {
      if (!Buffer.isBuffer(req.body) || req.body.length > 20_000) return;
      const raw = req.body.toString('utf8');
      if (!raw.includes('ArticlePage') && !raw.includes('search')) return;
      const { operationName, variables } = JSON.parse(raw) as {
        operationName?: string;
        variables?: { slug?: unknown; offset?: unknown; filter?: { search?: unknown } };
      };
      if (operationName === 'ArticlePage' && typeof variables?.slug === 'string') this.countView(variables.slug, req, ua);
      else if (typeof variables?.filter?.search === 'string' && !variables.offset) this.countSearch(variables.filter.search, req);
      return;
    }
    const pageSlug = articlePageSlug(req.path);
    if (pageSlug !== undefined && SLUG_FORM.test(pageSlug)) return this.countView(pageSlug, req, ua);
    const slug = ARTICLE_API.exec(req.path)?.[1];
    if (slug) return this.countView(decodeURIComponent(slug), req, ua);
    const term = req.path === '/api/search' ? req.query.q : req.path === '/api/articles' ? req.query.search : undefined;
    if (typeof term === 'string' && !req.query.offset) this.countSearch(term, req);
  }

  countView(raw: string, req: Request, ua: string): void {
    // Whatever a reader's query or path names: only a slug graph could have saved is an article's.
    // Anything else is no view, and would only swell the batch graph has to take in one request.
    const slug = raw.toLowerCase();
    if (slug.length > SLUG_MAX || !SLUG_FORM.test(slug) || this.views.size >= MAX_PENDING) return;
    const day = today();
    const ip = readerAddressOf(req);
    const key = `${slug}\n${day}\n${ip}\n${ua}`;
    // The first view of the day says where the reader came from.
    if (this.views.has(key)) return;
    this.views.set(key, {
      slug,
      day,
      ip,
      ua,
      source: trafficSource(req.get('referer'), req.get('host')),
      device: deviceClass(ua),
      hour: new Date().getUTCHours(),
    });
  }

  countSearch(raw: string, req: Request): void {
    const term = raw.trim().toLowerCase().replace(/\s+/g, ' ');
    if (!term || term.length > SEARCH_TERM_MAX || this.searches.size >= MAX_PENDING) return;
    const day = today();
    const ip = readerAddressOf(req);
    const key = `${term}\n${day}\n${ip}`;
    const entry = this.searches.get(key);
    if (entry) entry.count += 1;
    else this.searches.set(key, { term, day, ip, count: 1 });
  }

  /** Sends what is waiting; concurrent calls share one flush. */
  flush(): Promise<void> {
    this.flushing ??= this.send().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async send(): Promise<void> {
    if (this.views.size === 0 && this.searches.size === 0) return;
    const views = [...this.views.values()];
    const searches = [...this.searches.values()];
    this.views = new Map();
    this.searches = new Map();
    // Entries before `recorded` are in graph (calls that succeeded): a failure keeps only the rest,
    // or searches (added up in graph, unlike views) would be counted twice.
    let recorded = 0;
    try {
      const salts = new Map<string, string>();
      for (const day of new Set([...views.map((v) => v.day), ...searches.map((s) => s.day)]))
        salts.set(day, await this.salt(day));
      const visitorOf = (day: string, ...parts: string[]) =>
        createHash('sha256')
          .update([salts.get(day), ...parts].join('\n'))
          .digest('hex')
          .slice(0, 32);
      const hashed = views.map((v) => ({
        slug: v.slug,
        day: v.day,
        visitor: visitorOf(v.day, v.ip, v.ua),
        source: v.source,
        device: v.device,
        hour: v.hour,
      }));
      const searched = searches.map((s) => ({ term: s.term, day: s.day, count: s.count, visitor: visitorOf(s.day, s.ip) }));
      for (let i = 0; i < Math.max(hashed.length, searched.length); i += BATCH_ENTRIES) {
        await this.options.graph.executeOwn(
          RecordReaderActivityDocument,
          { views: hashed.slice(i, i + BATCH_ENTRIES), searches: searched.slice(i, i + BATCH_ENTRIES) },
          `reader-activity-${Date.now()}`,
        );
        recorded = i + BATCH_ENTRIES;
      }
    } catch (error) {
      this.options.logger.warn(
        { err: error instanceof Error ? error.message : error, views: views.length - Math.min(recorded, views.length) },
        'could not record reader activity; keeping it for the next flush',
      );
      for (const v of views.slice(recorded))
        if (this.views.size < MAX_PENDING) this.views.set(`${v.slug}\n${v.day}\n${v.ip}\n${v.ua}`, v);
      for (const s of searches.slice(recorded)) {
        const key = `${s.term}\n${s.day}\n${s.ip}`;
        // The same reader may have searched it again meanwhile: both counts are kept.
        const again = this.searches.get(key);
        if (again) again.count += s.count;
        else if (this.searches.size < MAX_PENDING) this.searches.set(key, s);
      }
    }
  }

  /** The day's random salt, created by whichever gateway needs it first; gone two days later. */
  private async salt(day: string): Promise<string> {
    const key = `${this.options.redisPrefix}:views:salt:${day}`;
    await this.options.redis.set(key, randomBytes(16).toString('hex'), 'EX', SALT_TTL_SECONDS, 'NX');
    const salt = await this.options.redis.get(key);
    if (!salt) throw new Error('no salt for the day');
    return salt;
  }
}

/**
 * The slug of an article page: `/articles/x`, or another edition's `/de/articles/x` (ADR 0049). Any
 * first segment is taken for a prefix: only a real edition's own article answers 200, and only
 * answers of 200 or 304 are counted.
 */
function articlePageSlug(path: string): string | undefined {
  const slug = readerPathParam(path, '/articles/:slug');
  if (slug !== undefined) return slug;
  const end = path.indexOf('/', 1);
  return end > 1 ? readerPathParam(path.slice(end), '/articles/:slug') : undefined;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}
