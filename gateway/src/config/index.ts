// The gateway's environment, parsed and validated once at start; every error names its variable.
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

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  GRAPH_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  GRAPH_URL: z.url().optional(),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().min(1).default('savepoint'),
  SESSION_SECRET: secret('SESSION_SECRET'),
  INTERNAL_SECRET: secret('INTERNAL_SECRET'),
  SESSION_IDLE_MINUTES: positiveNumber.default(30),
  SESSION_ABSOLUTE_HOURS: positiveNumber.default(12),
  TRUST_PROXY: z.string().optional(),
  MEDIA_DIR: z.string().min(1).default('.data/media'),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'web', 'dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  PUBLIC_URL: z.url().optional(),
  SSR_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  SSR_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  SSR_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  SSR_RENDERS_PER_IP_MINUTE: z.coerce.number().int().min(1).default(120),
  GRAPH_POOL_CONNECTIONS: z.coerce.number().int().min(1).max(1024).default(64),
  GRAPH_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  GRAPH_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  GRAPH_JOB_TIMEOUT_MS: z.coerce.number().int().min(100).default(130_000),
  GRAPH_DEADLINE_MARGIN_MS: z.coerce.number().int().min(0).default(500),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  GATEWAY_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(64),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).default(1_000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  GATEWAY_CACHE_MB: z.coerce.number().min(0, 'must be 0 (off) or more').default(32),
  CDN_PURGE: z.string().optional(),
  EDGE_MAX_AGE: z.coerce.number().int().min(0).optional(),
  EDGE_S_MAXAGE: z.coerce.number().int().min(0).optional(),
  EDGE_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).default(60),
  EDGE_STALE_IF_ERROR: z.coerce.number().int().min(0).default(86_400),
  SURROGATE_KEY_HEADER: z
    .enum(['Surrogate-Key', 'Cache-Tag', 'xkey'], { error: 'must be Surrogate-Key, Cache-Tag or xkey' })
    .default('Surrogate-Key'),
  GATEWAY_LIVE_MAX_STREAMS: z.coerce.number().int().min(0).default(20_000),
  GATEWAY_LIVE_BUFFER_KB: z.coerce.number().int().min(1).default(256),
  COLLAB_MAX_MESSAGE_KB: z.coerce.number().int().min(1).max(16_384).default(512),
  COLLAB_RECHECK_SECONDS: z.coerce.number().min(0).default(15),
  COLLAB_STORE_DEBOUNCE_MS: z.coerce.number().int().min(10).default(2_000),
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
  const parsed = envSchema.safeParse(given);
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
      maxAgeSeconds: e.EDGE_MAX_AGE ?? 0,
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
