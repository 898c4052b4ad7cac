// The gateway's environment, parsed and validated once at start; every error names its variable.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

const secret = (name: string) =>
  z.string({ error: `${name} is required (at least 32 characters)` }).min(32, `${name} must be at least 32 characters`);

const positiveNumber = z.coerce.number().positive();

/** express's `trust proxy`: a hop count, true/false, or a list of addresses/subnets. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

// Every variable says what it means (`.describe`, or `.meta` with `whenUnset` where the default is
// worked out rather than fixed): scripts/config-docs.mjs writes docs/configuration.md from them.
export const gatewayEnvSchema = z.object({
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(8080)
    .describe("The gateway's port: reader pages, `/api`, `/graphql`, `/media`."),
  GRAPH_PORT: z.coerce.number().int().min(1).max(65535).default(4000).describe("graph's port, for the default `GRAPH_URL`."),
  GRAPH_URL: z.url().optional().meta({
    description: 'Where the gateway finds graph (one graph, or a balancer over several).',
    whenUnset: '`http://127.0.0.1:$GRAPH_PORT/graphql`',
  }),
  REDIS_URL: z
    .string()
    .min(1)
    .default('redis://127.0.0.1:6379')
    .describe(
      'Redis for sessions, limits, queues and co-editing (`npm start` without it runs a local redis-server on port 63790).',
    ),
  REDIS_PREFIX: z
    .string()
    .min(1)
    .default('savepoint')
    .describe(
      'Prefix of every Redis key and queue: the same on every process of one installation, different between installations sharing a Redis.',
    ),
  SESSION_SECRET: secret('SESSION_SECRET').meta({
    description: 'Signs session cookies (32+ characters; the same on every gateway).',
    whenUnset: 'required; `npm start` generates one into `.data/secrets.json`',
  }),
  INTERNAL_SECRET: secret('INTERNAL_SECRET').meta({
    description: "Signs the gateway's identity claims to graph (32+ characters; the same on every gateway and graph).",
    whenUnset: 'required; `npm start` generates one into `.data/secrets.json`',
  }),
  SESSION_IDLE_MINUTES: positiveNumber.default(30).describe('A staff session ends after this long without a request.'),
  SESSION_ABSOLUTE_HOURS: positiveNumber.default(12).describe('A staff session ends this long after login, however active.'),
  TRUST_PROXY: z.string().optional().meta({
    description:
      "Express's `trust proxy` behind a load balancer or CDN: a hop count, `true`, or addresses/subnets. Client addresses (limits) come from `X-Forwarded-For` and cookies become `Secure` over HTTPS.",
    whenUnset: 'no proxy trusted (`npm run start:edge`: `loopback`)',
  }),
  MEDIA_DIR: z
    .string()
    .min(1)
    .default('.data/media')
    .describe(
      'Uploaded pictures (`library/`), thumbnails and resized variants (`.responsive/`), served under `/media/`: graph, the worker and the gateway must see the same folder.',
    ),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'web', 'dist'))
    .meta({ description: 'The built web app the gateway serves and renders from.', whenUnset: '`web/dist` of this checkout' }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('pino log level.'),
  NODE_ENV: z.string().default('development').describe('`production` under `npm start`; `test` in test runs.'),
  PUBLIC_URL: z.url().optional().meta({
    description:
      "The site's public origin: canonical links, Open Graph, sitemaps and feeds (never the Host header), and an accepted `Origin` for writes.",
    whenUnset: '`http://localhost:$PORT`',
  }),
  SSR_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(3000)
    .describe('A reader page not rendered within this is served as the app shell, which renders in the browser.'),
  SSR_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .default(4)
    .describe('Uncached page renders at once per gateway process.'),
  SSR_THREADS: z.coerce.number().int().min(0).max(64).optional().meta({
    description:
      "Render threads of the gateway (ssr/page-renderer.ts): uncached reader pages are rendered there, so the gateway's own thread keeps answering cached pages, the API and live streams meanwhile. 0 renders in the gateway's own thread.",
    whenUnset: 'one less than the cores, at least 1',
  }),
  SSR_QUEUE: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(16)
    .describe('Renders waiting for a slot; beyond, the stale page or 503 with `Retry-After`.'),
  SSR_RENDERS_PER_IP_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(120)
    .describe('Uncached page renders one client address may cause a minute; beyond, 429 with `Retry-After`.'),
  GRAPH_POOL_CONNECTIONS: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024)
    .default(64)
    .describe('Most keep-alive connections from a gateway to graph.'),
  GRAPH_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(10_000)
    .describe("Longest wait for graph's answer (headers, and each pause in the body); then 504."),
  GRAPH_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5_000)
    .describe('Longest wait to connect to graph; unreachable is 503.'),
  GRAPH_JOB_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(130_000)
    .describe('`GRAPH_TIMEOUT_MS` for the operations that wait for the worker (AI drafts, trending topics, thumbnails).'),
  GRAPH_DEADLINE_MARGIN_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(500)
    .describe("graph is given the gateway's own wait minus this as the request's deadline (`x-savepoint-deadline-ms`)."),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(10_000)
    .describe('A client still sending its headers after this gets 408 and is closed.'),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(120_000)
    .describe('A client still sending its request after this gets 408 and is closed.'),
  GATEWAY_MAX_CONNECTIONS_PER_IP: z.coerce
    .number()
    .int()
    .min(0)
    .default(64)
    .describe('Open sockets one client address may hold (0 = no cap; addresses trusted by `TRUST_PROXY` are not capped).'),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(50)
    .default(1_000)
    .describe('Every Redis command (sessions, login limits) fails after this instead of hanging.'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .meta({
      description: 'Only to LISTEN for content changes, which keep the answer cache fresh.',
      whenUnset: "the gateway's answer cache stays off",
    }),
  GATEWAY_CACHE_MB: z.coerce
    .number()
    .min(0, 'must be 0 (off) or more')
    .default(32)
    .describe('Byte budget of the cache of public answers: REST reads and rendered pages (0 = off).'),
  CDN_PURGE: z.string().optional().meta({
    description: 'Only whether a purger is set: it makes `EDGE_S_MAXAGE` default to a day.',
    whenUnset: '`none`',
  }),
  EDGE_MAX_AGE: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .describe("Browsers' `max-age` on shared answers: 0, since browsers cannot be purged (they revalidate with the ETag)."),
  EDGE_S_MAXAGE: z.coerce.number().int().min(0).optional().meta({
    description: "Shared caches' `s-maxage` in seconds; purges keep it right.",
    whenUnset: '86400 with `CDN_PURGE`, else 60',
  }),
  EDGE_STALE_WHILE_REVALIDATE: z.coerce
    .number()
    .int()
    .min(0)
    .default(60)
    .describe('Seconds a shared cache may serve an answer stale while it fetches a new one.'),
  EDGE_STALE_IF_ERROR: z.coerce
    .number()
    .int()
    .min(0)
    .default(86_400)
    .describe('Seconds a shared cache may serve an answer stale while the origin fails.'),
  SURROGATE_KEY_HEADER: z
    .enum(['Surrogate-Key', 'Cache-Tag', 'xkey'], { error: 'must be Surrogate-Key, Cache-Tag or xkey' })
    .default('Surrogate-Key')
    .describe(
      "The header naming an answer's cache keys: `Surrogate-Key` (Fastly), `Cache-Tag` (Cloudflare), `xkey` (Varnish; the VCL reads all three).",
    ),
  GATEWAY_LIVE_MAX_STREAMS: z.coerce
    .number()
    .int()
    .min(0)
    .default(20_000)
    .describe('Live blog push streams per process; above it 503 with `Retry-After` (the page then polls).'),
  GATEWAY_LIVE_BUFFER_KB: z.coerce
    .number()
    .int()
    .min(1)
    .default(256)
    .describe("Unsent bytes after which a live stream's reader is dropped."),
  COLLAB_MAX_MESSAGE_KB: z.coerce
    .number()
    .int()
    .min(1)
    .max(16_384)
    .default(512)
    .describe('Largest co-editing WebSocket message; a larger one closes the socket (1009).'),
  COLLAB_RECHECK_SECONDS: z.coerce
    .number()
    .min(0)
    .default(15)
    .describe('How often open co-editing sockets are checked against their session and graph (0 = never).'),
  COLLAB_STORE_DEBOUNCE_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(2_000)
    .describe('The pause in typing after which a co-edited document is stored through graph.'),
});

/**
 * How anonymous public answers are cached by browsers and by shared caches in front (Varnish, a
 * CDN): docs/decisions/0014-edge-cache-and-purge.md gives the reasons for each default.
 */
export interface EdgeCachingConfig {
  /** Browsers (EDGE_MAX_AGE, default 0): they cannot be purged, so they revalidate with the ETag. */
  maxAgeSeconds: number;
  /**
   * Shared caches (EDGE_S_MAXAGE): a day when a purger is configured (CDN_PURGE), since every change
   * purges what it touches; a minute otherwise, as nothing would tell a proxy to forget.
   */
  sharedMaxAgeSeconds: number;
  /** Served stale while refetched in the background (EDGE_STALE_WHILE_REVALIDATE, default 60). */
  staleWhileRevalidateSeconds: number;
  /** Served stale while the origin fails (EDGE_STALE_IF_ERROR, default a day). */
  staleIfErrorSeconds: number;
  /** The header naming an answer's keys (SURROGATE_KEY_HEADER): Surrogate-Key (Fastly), Cache-Tag (Cloudflare), xkey (Varnish). */
  surrogateKeyHeader: 'Surrogate-Key' | 'Cache-Tag' | 'xkey';
}

export interface GatewayConfig {
  port: number;
  graphUrl: string;
  redisUrl: string;
  redisPrefix: string;
  sessionSecret: string;
  internalSecret: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  trustProxy: boolean | number | string;
  mediaDir: string;
  webDistDir: string;
  logLevel: string;
  nodeEnv: string;
  /** Origin used for canonical links and accepted as a same-site Origin, e.g. https://savepoint.example */
  publicUrl?: string;
  /** A reader page not rendered within this falls back to the app shell, which renders in the browser. */
  ssrTimeoutMs: number;
  /** Uncached page renders at once in this process, renders waiting beyond them, and per client address a minute (issue 27). */
  ssrBudget: { concurrency: number; queue: number; perIpPerMinute: number };
  /** Threads uncached reader pages are rendered in (0: the gateway's own thread). */
  ssrThreads: number;
  /** Most keep-alive connections from this gateway to graph. */
  graphPoolConnections: number;
  /** Bounds on every request to graph (graph-client.ts): 504 when graph does not answer in time, 503 when unreachable. */
  graphTimeouts: { connectMs: number; requestMs: number; jobRequestMs: number; deadlineMarginMs: number };
  /** Slow clients: header and whole-request bounds, and sockets one address may hold (0 = no cap). */
  connectionLimits: { headersTimeoutMs: number; requestTimeoutMs: number; maxConnectionsPerIp: number };
  /** Every Redis command (sessions, login limits) fails after this long instead of hanging. */
  redisCommandTimeoutMs: number;
  /** Only to LISTEN for content changes; without it the answer cache stays off. */
  databaseUrl?: string;
  /** Byte budget of the public answer cache (GATEWAY_CACHE_MB); 0 switches it off. */
  cacheBytes: number;
  edge: EdgeCachingConfig;
  /** Live blog push streams (gateway/src/live): at most this many open per process, then 503. */
  liveMaxStreams: number;
  /** A stream whose unsent bytes pass this is dropped (a reader that stopped reading). */
  liveBufferBytes: number;
  /**
   * Co-editing (gateway/src/collab): the largest WebSocket message accepted, how often open
   * connections are checked against their session and graph (0: never), and the pause in typing
   * that stores the document.
   */
  collab: { maxMessageBytes: number; recheckMs: number; storeDebounceMs: number };
}

export class ConfigError extends Error {}

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  // Empty strings mean "unset", as in a .env file with `NAME=`.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = gatewayEnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid gateway environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    graphUrl: e.GRAPH_URL ?? `http://127.0.0.1:${e.GRAPH_PORT}/graphql`,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    sessionSecret: e.SESSION_SECRET,
    internalSecret: e.INTERNAL_SECRET,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    mediaDir: path.resolve(e.MEDIA_DIR),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    ssrTimeoutMs: e.SSR_TIMEOUT_MS,
    ssrBudget: { concurrency: e.SSR_CONCURRENCY, queue: e.SSR_QUEUE, perIpPerMinute: e.SSR_RENDERS_PER_IP_MINUTE },
    // The gateway's own thread keeps a core; graph and PostgreSQL share the machine with it too.
    ssrThreads: e.SSR_THREADS ?? Math.max(1, availableParallelism() - 1),
    graphPoolConnections: e.GRAPH_POOL_CONNECTIONS,
    graphTimeouts: {
      connectMs: e.GRAPH_CONNECT_TIMEOUT_MS,
      requestMs: e.GRAPH_TIMEOUT_MS,
      jobRequestMs: e.GRAPH_JOB_TIMEOUT_MS,
      deadlineMarginMs: e.GRAPH_DEADLINE_MARGIN_MS,
    },
    connectionLimits: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      // Node refuses a header bound longer than the request bound.
      requestTimeoutMs: Math.max(e.HTTP_REQUEST_TIMEOUT_MS, e.HTTP_HEADERS_TIMEOUT_MS),
      maxConnectionsPerIp: e.GATEWAY_MAX_CONNECTIONS_PER_IP,
    },
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    databaseUrl: e.DATABASE_URL,
    cacheBytes: Math.round(e.GATEWAY_CACHE_MB * 1024 * 1024),
    edge: {
      maxAgeSeconds: e.EDGE_MAX_AGE,
      sharedMaxAgeSeconds: e.EDGE_S_MAXAGE ?? (e.CDN_PURGE && e.CDN_PURGE !== 'none' ? 86_400 : 60),
      staleWhileRevalidateSeconds: e.EDGE_STALE_WHILE_REVALIDATE,
      staleIfErrorSeconds: e.EDGE_STALE_IF_ERROR,
      surrogateKeyHeader: e.SURROGATE_KEY_HEADER,
    },
    liveMaxStreams: e.GATEWAY_LIVE_MAX_STREAMS,
    liveBufferBytes: e.GATEWAY_LIVE_BUFFER_KB * 1024,
    collab: {
      maxMessageBytes: e.COLLAB_MAX_MESSAGE_KB * 1024,
      recheckMs: Math.round(e.COLLAB_RECHECK_SECONDS * 1000),
      storeDebounceMs: e.COLLAB_STORE_DEBOUNCE_MS,
    },
  };
}
