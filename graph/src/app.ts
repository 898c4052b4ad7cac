import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { createGraphAnswerCache, answerRecordingOf, type GraphAnswerCache } from './cache/answer-cache';
import type { GraphConfig } from './config';
import { FEDERATION_UNVERIFIED_PER_MINUTE, HTTP_TIMEOUTS } from './config/defaults';
import { withAdvisoryLock } from './db/advisory-lock';
import { migrateBeforeStart } from './db/migrate-process';
import { createOrmConfig } from './db/mikro-orm.config';
import { seedIfEmpty } from './db/seeders/seed';
import { deadlinePlugin, requestDeadline } from './db/write-deadline';
import { createCostLimits } from './common/cost-limits';
import type { GraphJobs } from './jobs/graph-jobs-context';
import { REDIS_COMMAND_TIMEOUT_MS, redisRetryStrategy } from './jobs/queues';
import type { GraphContext, RequestLimits } from './graphql/context';
import { createFormatError } from './graphql/format-error';
import { INTERNAL_HEADER, RENEWED_CREDENTIALS_HEADER, resolveIdentity } from './graphql/identity';
import { createArmor, sizeLimitsPlugin, stringifyMeasuredResult } from './graphql/limits';
import { setShortcutsOff, shortcutOn } from './common/shortcuts';
import { compiledExecution } from './graphql/compiled-execution';
import { jsonBodyErrors, noSubscriptions, nulBytePlugin } from './graphql/request-guards';
import { createLoaders } from './graphql/loaders';
import { buildGraphSchema } from './graphql/schema';
import { noopPublishScheduler, type PublishScheduler } from './modules/article/publish-scheduler';
import type { MediaLimits } from './modules/media/media.service';
import { MEDIA_UPLOAD_PATH, mediaUploadHandler } from './modules/media/media.upload';
import { federationBridge } from './modules/federation/http-bridge';
import { createServices, type GraphServices, type ServiceDeps } from './modules/services';
import { createMemberLimiter } from './modules/member/member-limits';
import { createSubscribeLimiter } from './modules/newsletter/subscribe-limits';
import { deviceSecret } from './modules/user/device-token';
import { createLoginLimiter } from './modules/user/login-limiter';

export interface GraphServerOptions {
  /** The worker's scheduler (BullMQ); default: nothing queued, the due-articles sweep publishes. */
  publishScheduler?: PublishScheduler;
  /** The worker side (queues, caches, media) the AI, thumbnail and newsletter resolvers reach; see jobs/graph-jobs.ts. */
  jobs?: GraphJobs;
  /** Run on close, after the HTTP server stopped and before the database pool closes. */
  onClose?: () => Promise<void>;
  logger?: Logger;
  /** Called with every SQL statement (tests count queries with it). */
  onQuery?: (sql: string) => void;
  /**
   * `compiled` (default): graphql-jit (graphql/compiled-execution.ts); `interpreted`: graphql-js, as
   * Apollo runs without it (the test comparing the two answers).
   */
  execution?: 'compiled' | 'interpreted';
}

export interface RunningGraph {
  /** http://127.0.0.1:<port>/graphql */
  url: string;
  port: number;
  orm: MikroORM;
  logger: Logger;
  /** The anonymous answer cache (entries, bytes, whether change notifications arrive). */
  answerCache: Pick<GraphAnswerCache, 'stats'>;
  /** The domain services on a fresh EntityManager fork, wired like the API's (same scheduler). */
  services(): GraphServices;
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

export function createLogger(config: Pick<GraphConfig, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: { service: 'graph' } });
}

/**
 * Migrates, makes sure the editor account exists, seeds an empty database (SEED_ON_EMPTY) and
 * serves /graphql, /healthz and /readyz on config.graphPort (0 = any free port).
 */
export async function startGraphServer(config: GraphConfig, options: GraphServerOptions = {}): Promise<RunningGraph> {
  const log = options.logger ?? createLogger(config);
  setShortcutsOff(config.shortcutsOff ?? []);
  const applied = await migrateBeforeStart(config.databaseUrl);
  if (applied.length > 0) log.info(`applied migrations: ${applied.join(', ')}`);
  const orm = await MikroORM.init(
    createOrmConfig(config.databaseUrl, {
      onQuery: options.onQuery,
      log: (message) => log.debug(message),
      replicaUrls: config.databaseReplicaUrls,
      poolSize: config.databasePoolSize,
    }),
  );
  const publishScheduler = options.publishScheduler ?? noopPublishScheduler;
  const serviceDeps: ServiceDeps = {
    publishScheduler,
    scheduleMinLeadMs: config.scheduleMinLeadMs,
    scheduleMinuteStep: config.scheduleMinuteStep,
    onSchedulerError: (err, articleId) =>
      log.error({ err, articleId }, 'could not update the publish schedule; the due-articles sweep will publish it'),
    media: mediaLimits(config),
    passwordHashCost: config.passwordHashCost,
  };
  const services = () => createServices(orm.em.fork(), serviceDeps);

  try {
    // A first deployment starts several graph pods on the empty database: one creates the admin
    // account and seeds, the others wait and find them there.
    await withAdvisoryLock(config.databaseUrl, 'savepoint:first-data', () =>
      prepareData(config, services(), publishScheduler, log),
    );
    return await serve(config, options, orm, services, log);
  } catch (error) {
    await orm.close(true);
    throw error;
  }
}

/**
 * Slow clients must not hold sockets: the header block within `headersMs`, the whole request (an
 * upload's body included) within `requestMs`, then 408 and close; checked every quarter of the
 * header bound instead of Node's default 30 s.
 */

function boundedServer(app: express.Express, config: GraphConfig): http.Server {
  const { headersMs, requestMs } = { ...HTTP_TIMEOUTS, ...config.httpTimeouts };
  return http.createServer(
    {
      headersTimeout: headersMs,
      requestTimeout: Math.max(requestMs, headersMs),
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersMs / 4))),
    },
    app,
  );
}

function mediaLimits(config: GraphConfig): MediaLimits {
  return {
    mediaDir: config.mediaDir,
    maxUploadBytes: config.mediaUploadMaxBytes,
    maxPixels: config.mediaMaxPixels,
  };
}

async function prepareData(
  config: GraphConfig,
  services: GraphServices,
  scheduler: PublishScheduler,
  log: Logger,
): Promise<void> {
  const { user, generatedPassword } = await services.users.ensureAdmin({
    username: config.adminUsername,
    password: config.adminPassword,
    dataDir: config.dataDir,
  });
  if (generatedPassword) {
    // Printed once, on the first start only; the file keeps it for later.
    process.stdout.write(
      `\n  Editor account created: username "${user.username}", password "${generatedPassword}"\n` +
        `  (saved to ${config.dataDir}/admin-password; set ADMIN_PASSWORD to choose your own)\n\n`,
    );
  }
  if (config.seedOnEmpty) {
    const seeded = await seedIfEmpty(services.em, user.id, { media: mediaLimits(config) });
    if (seeded) {
      log.info({ articles: seeded.articles }, 'seeded the empty database with the starter publication');
      for (const { articleId, at } of seeded.scheduled) {
        await scheduler
          .schedule(articleId, at)
          .catch((err) => log.error({ err, articleId }, 'could not schedule a seeded article'));
      }
    }
  }
}

async function serve(
  config: GraphConfig,
  options: GraphServerOptions,
  orm: MikroORM,
  services: () => GraphServices,
  log: Logger,
): Promise<RunningGraph> {
  const redis = await connectRedis(config, log);
  const limits: RequestLimits = {
    login: createLoginLimiter(redis, config.redisPrefix),
    cost: createCostLimits(redis, config.redisPrefix),
    newsletter: createSubscribeLimiter(redis, config.redisPrefix, config.newsletterLimits, log),
    members: createMemberLimiter(redis, config.redisPrefix),
    deviceSecret: deviceSecret(config),
  };

  const app = express();
  app.disable('x-powered-by');
  // Express would hash every answer (sha1 of the whole body) for an ETag no GraphQL client sends
  // back; the gateway keeps its own ETags for readers.
  app.set('etag', false);
  const httpServer = boundedServer(app, config);
  const armor = createArmor(config.nodeEnv);
  const answerCache = createGraphAnswerCache({
    databaseUrl: config.databaseUrl,
    maxBytes: config.answerCacheBytes,
    internalSecret: config.internalSecret,
    log,
  });
  const schema = await buildGraphSchema();
  const apollo = new ApolloServer<GraphContext>({
    ...(options.execution === 'interpreted' || !shortcutOn('jit') ? { schema } : { gateway: compiledExecution(schema) }),
    ...armor,
    plugins: [
      ...armor.plugins,
      nulBytePlugin,
      deadlinePlugin,
      sizeLimitsPlugin<GraphContext>(),
      answerCache.plugin,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Answers are cached whole (answer-cache.ts), never by field hints: without this, Apollo wraps
      // every field's resolver to collect hints nobody reads.
      ApolloServerPluginCacheControlDisabled(),
    ],
    stringifyResult: stringifyMeasuredResult,
    validationRules: [noSubscriptions, ...armor.validationRules],
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // server.ts stops graph on SIGTERM (the drain, then queues, Redis and the pool). Apollo's own
    // handler would re-raise the signal once its drain ends and kill the process halfway through that.
    stopOnTerminationSignals: false,
    formatError: createFormatError(log),
  });
  await apollo.start();

  // The probes come before the access log: Kubernetes and every gateway's /readyz ask several times a
  // minute per pod, and those lines would bury the requests (the gateway leaves its own out too).
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await orm.em.fork().execute('SELECT 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', reason: 'database unreachable' });
    }
  });

  app.use(accessLog(log));

  // The social web (modules/federation): WebFinger, NodeInfo and /ap/…, answered by Fedify.
  if (config.federationAllowPrivateAddresses && config.nodeEnv === 'production')
    log.warn(
      'FEDERATION_ALLOW_PRIVATE_ADDRESSES=true: the social web may reach loopback and private addresses (tests and trials only)',
    );
  app.use(
    federationBridge({
      settings: { publicUrl: config.publicUrl, allowPrivateAddresses: config.federationAllowPrivateAddresses },
      em: orm.em,
      log: log.child({ part: 'federation' }),
      redis,
      redisPrefix: config.redisPrefix,
      inboxPerMinute: config.federationInboxPerMinute,
      unverifiedPerMinute: config.federationUnverifiedPerMinute ?? FEDERATION_UNVERIFIED_PER_MINUTE,
      internalSecret: config.internalSecret,
    }),
  );

  app.post(
    MEDIA_UPLOAD_PATH,
    mediaUploadHandler({
      services,
      internalSecret: config.internalSecret,
      maxBytes: config.mediaUploadMaxBytes,
      log,
    }),
  );

  app.use(
    '/graphql',
    express.json({ limit: '2mb', type: ['application/json', 'application/graphql-response+json'] }),
    requestDeadline,
    answerCache.middleware,
    expressMiddleware(apollo, {
      context: ({ req, res }) => requestContext(req, res, { config, options, services, limits, log }),
    }),
  );
  app.use(jsonBodyErrors);
  // Anything else that escapes: logged, answered as JSON without internals.
  app.use(((err, _req, res, next) => {
    if (res.headersSent) return next(err);
    log.error({ err }, 'unhandled error outside GraphQL');
    res.status(500).json({
      errors: [
        { message: 'Something went wrong on our side. Please try again later.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ],
    });
  }) as express.ErrorRequestHandler);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.graphPort, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/graphql`;

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    orm,
    logger: log,
    answerCache,
    services,
    close() {
      closing ??= (async () => {
        await apollo.stop();
        await answerCache.close();
        await options.onClose?.();
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
        await orm.close(true);
      })();
      return closing;
    },
  };
}

/**
 * Login and cost limits are counted in Redis so every path and process shares them. A Redis that
 * is down does not stop graph (readers never need it); limited operations then fail closed.
 */
async function connectRedis(config: GraphConfig, log: Logger): Promise<Redis> {
  // Every command bounded like the job clients': a stopped or frozen Redis fails a login closed (503)
  // within about a second instead of hanging it.
  const redis = new Redis(config.redisUrl, {
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: redisRetryStrategy,
  });
  redis.on('error', (err) => log.warn({ err: err.message }, 'redis connection problem'));
  await waitUntilReady(redis, 3000).catch(() => log.error('redis is not reachable: logins are refused until it is'));
  return redis;
}

/** One log line per request, with its id (kept from the gateway, or made here) and operation. */
function accessLog(log: Logger): express.RequestHandler {
  return (req, res, next) => {
    const requestId = req.header('x-request-id')?.slice(0, 100) || randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    res.on('finish', () => {
      // Benchmarks and busy sites run at warn: the line is not even built then.
      if (!log.isLevelEnabled('info')) return;
      const path = req.originalUrl.split('?')[0];
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const operation = typeof req.body?.operationName === 'string' ? req.body.operationName : undefined;
      log.info(
        { reqId: requestId, method: req.method, path, status: res.statusCode, ms: Math.round(ms), operation },
        `${req.method} ${path}${operation ? ` ${operation}` : ''} ${res.statusCode} ${ms.toFixed(0)}ms`,
      );
    });
    next();
  };
}

/** Each GraphQL request's context: its identity (checked from the gateway's signature), services and loaders. */
async function requestContext(
  req: express.Request,
  res: express.Response,
  server: {
    config: GraphConfig;
    options: GraphServerOptions;
    services: () => GraphServices;
    limits: RequestLimits;
    log: Logger;
  },
): Promise<GraphContext> {
  const { config, options, services, limits, log } = server;
  const requestServices = services();
  const identity = await resolveIdentity(
    // The socket's own address: forwarding headers sent straight to graph are anyone's to forge.
    {
      internal: req.header(INTERNAL_HEADER),
      authorization: req.header('authorization'),
      socketIp: req.socket.remoteAddress,
    },
    config.internalSecret,
    requestServices.users,
  );
  const requestId = String(res.locals.requestId);
  return {
    requestId,
    config,
    em: requestServices.em,
    services: requestServices,
    identity,
    limits,
    loaders: createLoaders(requestServices, identity.editor !== null),
    log: log.child({ reqId: requestId }),
    jobs: options.jobs,
    revealedUserIds: new Set(),
    issuedDeviceTokens: new Map(),
    answerRecording: answerRecordingOf(res),
    renewCredentials: (version) => res.setHeader(RENEWED_CREDENTIALS_HEADER, String(version)),
  };
}
