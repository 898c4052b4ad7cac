import 'reflect-metadata';
import { DefaultLogger, ReflectMetadataProvider, type LogContext } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from './migrations';

export interface OrmOptions {
  /** Called with every SQL statement; tests count queries with it. */
  onQuery?: (sql: string) => void;
  /** Where MikroORM's own messages go (graph passes pino). */
  log?: (message: string) => void;
}

/** Connection, logging and migrations, without entities (enough for the migrator). */
export function createBaseOrmConfig(databaseUrl: string, options: OrmOptions = {}): Options {
  const { onQuery, log } = options;
  class GraphOrmLogger extends DefaultLogger {
    override logQuery(context: { query: string } & LogContext): void {
      onQuery?.(context.query);
      super.logQuery(context);
    }
  }
  return defineConfig({
    clientUrl: databaseUrl,
    entities: [],
    // Explicit decorator types + reflect-metadata work the same under swc (jest) and tsc (dist).
    metadataProvider: ReflectMetadataProvider,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
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
