import 'reflect-metadata';
import { DefaultLogger, ReflectMetadataProvider, type LogContext } from '@mikro-orm/core';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { DeadlineAwareDriver } from './write-deadline';

export interface OrmOptions {
  /** Called with every SQL statement; tests count queries with it. */
  onQuery?: (sql: string) => void;
  /** Where MikroORM's own messages go (graph passes pino). */
  log?: (message: string) => void;
  /**
   * Read replicas (DATABASE_REPLICA_URLS): MikroORM sends reads made outside a transaction to one of
   * them at random, and writes and everything inside transactions to the primary.
   */
  replicaUrls?: string[];
  /** Most connections in the pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
}

/**
 * Connection and logging, without entities (what the migrator needs). migrate.ts adds the migrator
 * itself, so the worker, which never migrates, does not load @mikro-orm/migrations, umzug and the
 * migrations (~4 MB of its RSS).
 */
export function createBaseOrmConfig(databaseUrl: string, options: OrmOptions = {}): Options {
  const { onQuery, log, replicaUrls = [], poolSize = 10 } = options;
  class GraphOrmLogger extends DefaultLogger {
    override logQuery(context: { query: string } & LogContext): void {
      onQuery?.(context.query);
      super.logQuery(context);
    }
  }
  return defineConfig({
    // Writes made for a request stop at its deadline (write-deadline.ts); a no-op for everything else.
    driver: DeadlineAwareDriver,
    clientUrl: databaseUrl,
    entities: [],
    // Explicit decorator types + reflect-metadata work the same under swc (jest) and tsc (dist).
    metadataProvider: ReflectMetadataProvider,
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    // Every session in UTC, whatever zone the server's postgresql.conf names (initdb writes the
    // machine's): SQL that turns instants into days (`created_at::date`, `?::date` bounds) counts UTC
    // days, as insights do (the publication's zone is always named: `AT TIME ZONE ?`).
    driverOptions: { connection: { options: '-c TimeZone=UTC' } },
    pool: { min: 0, max: poolSize },
    replicas: replicaUrls.map((clientUrl, index) => ({ name: `replica-${index + 1}`, clientUrl })),
    debug: false,
    loggerFactory: (loggerOptions) =>
      new GraphOrmLogger({ ...loggerOptions, writer: (message: string) => (log ?? console.log)(message) }),
  });
}

/** The full configuration graph and the worker run with. */
export function createOrmConfig(databaseUrl: string, options: OrmOptions = {}): Options {
  // Required here, not at the top: see migrate.ts for why the migrator must not load entities.

  const { entities } = require('./entities') as typeof import('./entities');
  return {
    ...createBaseOrmConfig(databaseUrl, options),
    entities,
    discovery: { warnWhenNoEntities: true },
  };
}
