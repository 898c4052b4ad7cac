import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import pino, { type Logger } from 'pino';
import type { GraphConfig } from './config';
import { migrateDatabase } from './db/migrate';
import { createOrmConfig } from './db/mikro-orm.config';
import { seedIfEmpty } from './db/seeders/seed';
import type { GraphContext } from './graphql/context';
import { createFormatError } from './graphql/format-error';
import { INTERNAL_HEADER, resolveIdentity } from './graphql/identity';
import { createArmor } from './graphql/limits';
import { createLoaders } from './graphql/loaders';
import { buildGraphSchema } from './graphql/schema';
import { noopPublishScheduler, type PublishScheduler } from './modules/article/publish-scheduler';
import { MEDIA_UPLOAD_PATH, mediaUploadHandler } from './modules/media/media.upload';
import { createServices, type GraphServices, type ServiceDeps } from './modules/services';

export interface GraphServerOptions {
  /** The worker's scheduler (BullMQ); default: nothing queued, the due-articles sweep publishes. */
  publishScheduler?: PublishScheduler;
  /** Merged into every request's `context.extra` (queues and clients the extra resolvers need). */
  extraContext?: Record<string, unknown>;
  /** Run on close, after the HTTP server stopped and before the database pool closes. */
  onClose?: () => Promise<void>;
  logger?: Logger;
  /** Called with every SQL statement (tests count queries with it). */
  onQuery?: (sql: string) => void;
}

export interface RunningGraph {
  /** http://127.0.0.1:<port>/graphql */
  url: string;
  port: number;
  orm: MikroORM;
  logger: Logger;
  /** The domain services on a fresh EntityManager fork, wired like the API's (same scheduler). */
  services(): GraphServices;
  close(): Promise<void>;
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
  await migrateDatabase(config.databaseUrl, (message) => log.info(message));
  const orm = await MikroORM.init(
    createOrmConfig(config.databaseUrl, { onQuery: options.onQuery, log: (message) => log.debug(message) }),
  );
  const publishScheduler = options.publishScheduler ?? noopPublishScheduler;
  const serviceDeps: ServiceDeps = {
    publishScheduler,
    scheduleMinLeadMs: config.scheduleMinLeadMs,
    scheduleMinuteStep: config.scheduleMinuteStep,
    onSchedulerError: (err, articleId) =>
      log.error({ err, articleId }, 'could not update the publish schedule; the due-articles sweep will publish it'),
    media: {
      mediaDir: config.mediaDir,
      maxUploadBytes: config.mediaUploadMaxBytes ?? 10 * 1024 * 1024,
      maxPixels: config.mediaMaxPixels ?? 40e6,
    },
  };
  const services = () => createServices(orm.em.fork(), serviceDeps);

  try {
    await prepareData(config, services(), publishScheduler, log);
    return await serve(config, options, orm, services, log);
  } catch (error) {
    await orm.close(true);
    throw error;
  }
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
    const seeded = await seedIfEmpty(services.em, user.id);
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
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const httpServer = http.createServer(app);
  const armor = createArmor(config.nodeEnv);
  const apollo = new ApolloServer<GraphContext>({
    schema: await buildGraphSchema(),
    ...armor,
    plugins: [...armor.plugins, ApolloServerPluginDrainHttpServer({ httpServer })],
    validationRules: armor.validationRules,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(log),
  });
  await apollo.start();

  app.use((req, res, next) => {
    const requestId = req.header('x-request-id')?.slice(0, 100) || randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    res.on('finish', () => {
      const path = req.originalUrl.split('?')[0];
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const operation = typeof req.body?.operationName === 'string' ? req.body.operationName : undefined;
      log.info(
        { reqId: requestId, method: req.method, path, status: res.statusCode, ms: Math.round(ms), operation },
        `${req.method} ${path}${operation ? ` ${operation}` : ''} ${res.statusCode} ${ms.toFixed(0)}ms`,
      );
    });
    next();
  });

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

  app.post(
    MEDIA_UPLOAD_PATH,
    mediaUploadHandler({
      services,
      internalSecret: config.internalSecret,
      maxBytes: config.mediaUploadMaxBytes ?? 10 * 1024 * 1024,
      log,
    }),
  );

  app.use(
    '/graphql',
    express.json({ limit: '2mb', type: ['application/json', 'application/graphql-response+json'] }),
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<GraphContext> => {
        const requestServices = services();
        const identity = await resolveIdentity(
          { internal: req.header(INTERNAL_HEADER), authorization: req.header('authorization'), socketIp: req.ip },
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
          loaders: createLoaders(requestServices, identity.editor !== null),
          log: log.child({ reqId: requestId }),
          extra: options.extraContext ?? {},
          revealedUserIds: new Set(),
        };
      },
    }),
  );

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
    services,
    close() {
      closing ??= (async () => {
        await apollo.stop();
        await options.onClose?.();
        await orm.close(true);
      })();
      return closing;
    },
  };
}
