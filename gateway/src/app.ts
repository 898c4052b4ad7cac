// The gateway: browsers and REST clients talk only to it. It answers /api from the route table by
// running GraphQL operations against graph, holds editor sessions in Redis, proxies /graphql, serves
// media and the built web app.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { normalizedPath } from '@savepoint/audience';
import compression from 'compression';
import express from 'express';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { ReaderActivity } from './analytics/reader-activity';
import { buildOpenApiDocument } from './api/openapi';
import { BODY_LIMIT, apiRouter } from './api/router';
import type { RouteServices } from './api/route-kit';
import { createGatewayCache, serveCachedAnswers, type ResponseCache } from './cache/response-cache';
import { canonicalPaths } from './canonical-paths';
import { createCollabServer, type CollabServer } from './collab/collab-server';
import { capConnectionsPerIp, createBoundedServer } from './connection-guards';
import type { GatewayConfig } from './config';
import { HttpError, errorHandler } from './errors';
import { sharedCaching } from './edge/shared-caching';
import { federationProxy } from './federation/federation-proxy';
import { createGraphClient, GraphError, type GraphClient } from './graph-client';
import { QueueBoardAccessDocument } from './generated/graphql';
import { LIVE_STREAM_OPENAPI, LiveHub, type Repeat } from './live/live-hub';
import { responsiveMedia } from './media/responsive-media';
import { QUEUE_BOARD_PATH, queueBoard } from './queue-board';
import { routes } from './routes';
import { PRIVATE_CACHE_CONTROL } from './private-pages';
import { securityHeaders } from './security-headers';
import { endRefusedSession, identityOf, loadSessionWhenPresent, requireEditor } from './session/guard';
import { sameOriginWrites } from './session/origin-check';
import { createSessionStore } from './session/store';
import { webApp, webAssets } from './web-app';

const LOGIN_PATH = '/api/auth/login';
/** How long a stopping gateway lets requests in flight finish (SIGTERM) before it drops them. */
const DRAIN_MS = 10_000;

export interface RunningGateway {
  url: string;
  port: number;
  /** Whole public answers (REST reads; rendered pages may join them), cleared on content changes. */
  cache: ResponseCache;
  /** The live blog push streams of this process (gateway/src/live). */
  live: LiveHub;
  /** The co-editing server of this process (gateway/src/collab). */
  collab: CollabServer;
  close(): Promise<void>;
}

function waitUntilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error('redis not ready'));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', onReady);
  });
}

export interface GatewayOptions {
  logger?: Logger;
  /** Interface to listen on; all interfaces unless given. */
  host?: string;
  /** How often counted views and searches go to graph (default 5 s); tests shorten it. */
  readerActivityFlushMs?: number;
  /** The live hub's timers (heartbeat, polling); tests tick them by hand. */
  liveRepeat?: Repeat;
}

export async function startGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<RunningGateway> {
  const logger = options.logger ?? pino({ level: config.logLevel, base: { service: 'gateway' } });
  const redis = await connectRedis(config, logger);
  // How this process reaches graph; render threads (ssr/page-renderer.ts) make their own client from it.
  const graphConnection = {
    graphUrl: config.graphUrl,
    internalSecret: config.internalSecret,
    timeouts: config.graphTimeouts,
    connections: config.graphPoolConnections,
  };
  const graph = createGraphClient(graphConnection);
  const sessions = createSessionStore(config, redis);
  const board = queueBoard({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
  const editorOnly = requireEditor(config.sessionAbsoluteMs);
  const readerActivity = new ReaderActivity({
    graph,
    redis,
    redisPrefix: config.redisPrefix,
    logger,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    flushEveryMs: options.readerActivityFlushMs,
  });

  // Made at the first request for it: its server is this site's origin, known once the port is.
  let openApiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;
  const answers = createGatewayCache({ databaseUrl: config.databaseUrl, maxBytes: config.cacheBytes, log: logger });
  const services: RouteServices = {
    cache: answers.cache,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    openApiDocument: () => (openApiDocument ??= buildOpenApiDocument(routes, LIVE_STREAM_OPENAPI, { serverUrl: publicOrigin() })),
  };

  const live = new LiveHub({
    graph,
    databaseUrl: config.databaseUrl,
    log: logger,
    maxStreams: config.liveMaxStreams,
    bufferBytes: config.liveBufferBytes,
    repeat: options.liveRepeat,
  });

  const collab = createCollabServer({
    graph,
    sessions,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    publicUrl: config.publicUrl,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    log: logger,
    ...config.collab,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(requestLogger(logger));
  // Who may keep each answer (browsers, Varnish, a CDN), settled as its head is written.
  app.use(sharedCaching(config.edge));
  // The social web's paths go to graph untouched (signed requests, never redirected), before
  // anything else reads them.
  const federation = federationProxy({
    graphUrl: config.graphUrl,
    logger,
    signClient: (ip) => graph.clientSignature(ip),
  });
  app.use(federation.handler);
  // Before anything that decides by path (caches, sessions, the origin check, private pages): any
  // other spelling of a path the app has is redirected to its one spelling.
  app.use(canonicalPaths());
  // The web build's hashed files, before the headers that only documents need (web-app.ts).
  app.use('/assets', webAssets(config.webDistDir));
  app.use(securityHeaders());
  // Before anything that may answer from a cache: a cached page is still a reader's view.
  app.use(readerActivity.middleware());
  // Readers' hot answers leave here, with the security headers above and already gzipped.
  // Reader pages by their canonical URL, once the web app below knows its routes' parameters.
  let pageCacheKey: (originalUrl: string) => string | undefined = () => undefined;
  app.use(serveCachedAnswers(answers.cache, (url) => pageCacheKey(url)));
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', readiness(graph, redis));

  app.use('/media', responsiveMedia(config.mediaDir));
  app.use('/media', express.static(config.mediaDir, { immutable: true, maxAge: '365d', index: false, fallthrough: false }));

  app.use(sameOriginWrites({ publicUrl: config.publicUrl, loginPath: LOGIN_PATH }));
  app.use(loadSessionWhenPresent(sessions.middleware, LOGIN_PATH));

  app.use('/api', express.json({ limit: BODY_LIMIT, strict: false }));
  // RFC 8058: mail clients POST the one-click unsubscribe as a form.
  app.use('/api/newsletter/unsubscribe', express.urlencoded({ extended: false, limit: '10kb' }));
  // A client without one-click opens the same address in a browser (RFC 2369). A GET must not
  // unsubscribe (link scanners fetch it too): it lands on the page whose button does.
  app.get('/api/newsletter/unsubscribe', (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    res.redirect(303, token ? `/newsletter/unsubscribe?token=${encodeURIComponent(token)}` : '/newsletter/unsubscribe');
  });
  app.use(apiRouter({ routes, graph, services }));

  // The browser's GraphQL endpoint: graph with the session's editor, never the client's own claims.
  app.all('/graphql', express.raw({ type: () => true, limit: BODY_LIMIT }), graphqlProxy(graph, answers.cache, config));

  app.use(QUEUE_BOARD_PATH, editorOnly, queueBoardAllowed(graph, config), board.handler);

  // Absolute URLs in pages and feeds: PUBLIC_URL, else this gateway on localhost (never the Host header).
  let listeningPort = config.port;
  const publicOrigin = () => config.publicUrl ?? `http://localhost:${listeningPort}`;
  const web = webApp({
    distDir: config.webDistDir,
    graph,
    publicOrigin,
    renderTimeoutMs: config.ssrTimeoutMs,
    renderBudget: config.ssrBudget,
    renderThreads: { threads: config.ssrThreads, graph: graphConnection, logLevel: config.logLevel },
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    logger,
    cache: answers.cache,
  });
  pageCacheKey = web.pageCacheKey;
  app.use(web);
  app.use((req, _res, next) => next(new HttpError('NOT_FOUND', `Nothing at ${req.path}`)));
  app.use(errorHandler(logger));

  // Live blog streams are answered before Express: never through the answer cache, reader counting
  // or compression (an SSE stream is never stored, and compression would hold its events back), and
  // without a request logger or middleware each: one process holds ten thousand of them.
  const server = createBoundedServer((req, res) => {
    if (!live.handle(req, res)) void app(req, res);
  }, config.connectionLimits);
  // Co-editing sockets (Yjs over WebSocket) share the port; any other upgrade is refused.
  server.on('upgrade', (req, socket, head) => {
    if (!collab.handleUpgrade(req, socket, head)) socket.destroy();
  });
  capConnectionsPerIp(server, {
    maxConnectionsPerIp: config.connectionLimits.maxConnectionsPerIp,
    isTrustedProxy: (address) => (app.get('trust proxy fn') as (address: string, hop: number) => boolean)(address, 0),
    log: logger,
  });
  await listen(server, config.port, options.host);
  // Keep-alive sockets outlive requests; graph-side timeouts are shorter than the proxy's in front.
  server.keepAliveTimeout = 65_000;
  const { port } = server.address() as AddressInfo;
  listeningPort = port;
  logger.info({ port, graphUrl: config.graphUrl }, 'gateway listening');

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    cache: answers.cache,
    live,
    collab,
    async close() {
      // Drain: stop accepting at once, let requests in flight finish (up to DRAIN_MS), then drop the
      // rest. New connections are refused from the first moment, not after the streams are closed.
      const drained = new Promise<void>((resolve) => {
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
        server.close(() => {
          clearInterval(idle);
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
      // Open streams would hold the drain for its whole length; co-editing documents are stored first.
      await Promise.all([live.close(), collab.close()]);
      await drained;
      await readerActivity.close();
      await Promise.allSettled([graph.close(), board.close(), answers.close(), federation.close(), web.close()]);
      // quit() waits for a reply a dead server never sends; then just drop the socket.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/**
 * Every command bounded (commandTimeout also covers commands queued while disconnected): a stopped
 * or frozen Redis fails a login closed or a session look-up with 503 within about a second, and a
 * Redis that comes back is reconnected to within a second.
 */
async function connectRedis(config: GatewayConfig, logger: Logger): Promise<Redis> {
  const redis = new Redis(config.redisUrl, {
    commandTimeout: config.redisCommandTimeoutMs,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 1_000),
  });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis connection problem'));
  // Login limits refuse to count on a client that is not connected yet: give it a moment. A Redis
  // that stays down does not stop the gateway (readers never need it); logins then fail closed.
  await waitUntilReady(redis, 3000).catch(() => logger.error('redis is not reachable: logins are refused until it is'));
  return redis;
}

const REDACTED = '[redacted]';
/** A preview link's token (`/preview/<token>`, `/api/preview/<token>`, under an edition's prefix too). */
const PREVIEW_TOKEN = /(^|\/)(preview\/)[^/]+/i;

/**
 * The request target as it is logged: the secrets links carry replaced, the rest kept for tracing.
 * A preview link's token is in its path; sign-in, newsletter confirm and unsubscribe links carry
 * theirs as `?token=`. Whoever reads the logs must not be able to open a draft, sign in as a member
 * or unsubscribe a reader.
 */
function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  const path = start < 0 ? url : url.slice(0, start);
  // Any spelling the routers read as a preview (`/Preview/…`, `/%70review/…`) is one.
  const normal = normalizedPath(path);
  const shownPath = PREVIEW_TOKEN.test(normal) ? normal.replace(PREVIEW_TOKEN, `$1$2${REDACTED}`) : path;
  if (start < 0) return shownPath;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals < 0 ? part : part.slice(0, equals);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        name = rawName;
      }
      return name.trim().toLowerCase() === 'token' && equals >= 0 ? `${rawName}=${REDACTED}` : part;
    })
    .join('&');
  return `${shownPath}?${query}`;
}

/**
 * One compact line per request, tagged with its id (headers and cookies never reach the logs, nor
 * the tokens of links: loggableUrl).
 */
function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    // Every line logged while answering a request carries its id (reqId), not the whole request.
    quietReqLogger: true,
    // One compact line per request: no headers (cookies never reach the logs).
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: loggableUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  });
}

/** /readyz: graph (and through it PostgreSQL) and Redis answer. */
function readiness(graph: GraphClient, redis: Redis): express.RequestHandler {
  return async (_req, res) => {
    const [graphState, redisOk] = await Promise.all([
      graph.ready(),
      redis.ping().then(
        (pong) => pong === 'PONG',
        () => false,
      ),
    ]);
    const checks = {
      graph: graphState.reachable ? 'ok' : 'unreachable',
      postgres: graphState.ready ? 'ok' : graphState.reachable ? 'not ready' : 'unknown',
      redis: redisOk ? 'ok' : 'unreachable',
    };
    const ready = graphState.ready && redisOk;
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'not ready', checks });
  };
}

/** /graphql: forwarded to graph with the session's identity; answers are private. */
function graphqlProxy(graph: GraphClient, cache: ResponseCache, config: GatewayConfig): express.RequestHandler {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.setHeader('Allow', 'GET, POST');
      throw new HttpError('BAD_USER_INPUT', 'Use GET or POST for /graphql', 'method');
    }
    const queryIndex = req.originalUrl.indexOf('?');
    const identity = identityOf(req, config.sessionAbsoluteMs);
    const answer = await graph.forward({
      method: req.method,
      search: queryIndex >= 0 ? req.originalUrl.slice(queryIndex) : '',
      body: Buffer.isBuffer(req.body) ? req.body : undefined,
      contentType: req.get('content-type') ?? 'application/json',
      identity,
      requestId: String(req.id),
    });
    // graph says which requests may have changed content (editors' mutations): this process answers
    // once it has heard the change, which drops the entries it reaches (others hear it by NOTIFY too).
    // Reads, such as the Webhooks and Mailbox tabs' polls, keep the cache.
    if (answer.contentWrite) await cache.written();
    if (identity.uid !== undefined) {
      // graph refused the session's editor (credentials changed since it began, or the account is gone).
      if (answer.status === 401) await endRefusedSession(req, res);
    }
    res.status(answer.status);
    res.setHeader('Cache-Control', 'private, no-store');
    if (answer.contentType) res.setHeader('Content-Type', answer.contentType);
    if (answer.retryAfter) res.setHeader('Retry-After', answer.retryAfter);
    res.send(answer.body);
  };
}

/**
 * The queue board never calls graph itself, so graph is asked before each of its requests: it
 * decides, as on every other path, whether the session's account still stands (a password or role
 * changed since it began, or the account is gone) and whether its role may use the board. A refused
 * session ends here as on REST and the proxy.
 */
function queueBoardAllowed(graph: GraphClient, config: GatewayConfig): express.RequestHandler {
  return async (req, res, next) => {
    try {
      await graph.execute(QueueBoardAccessDocument, {}, identityOf(req, config.sessionAbsoluteMs), String(req.id));
    } catch (err) {
      if (!(err instanceof GraphError)) throw err;
      if (err.code === 'UNAUTHENTICATED') await endRefusedSession(req, res);
      throw err.toHttpError();
    }
    next();
  };
}

function listen(server: Server, port: number, host: string | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
    if (host) server.listen(port, host);
    else server.listen(port);
  });
}
