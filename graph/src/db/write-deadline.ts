// A write must not outlive the caller's patience. The gateway gives up on graph after
// GRAPH_TIMEOUT_MS and tells its client 504 "try again"; a write still waiting on a lock then used to
// commit afterwards, and the retry made a duplicate (issue 26). Every request may carry its budget in
// DEADLINE_HEADER (milliseconds, relative, so the two clocks need not agree); the gateway sends its
// own timeout minus a margin. While a mutation runs:
//   - every root transaction starts with SET LOCAL statement_timeout and lock_timeout set to what is
//     left of the budget, so PostgreSQL itself stops a statement that would run past it;
//   - a write outside any transaction (raw INSERT/UPDATE/DELETE) is wrapped in one, for the same reason;
//   - nothing commits once the budget is spent or the caller hung up (the gateway closes the socket
//     when it gives up; a direct client may simply go away): the transaction rolls back instead.
// So "failed" means nothing was saved. The one window left is a commit that starts just before the
// deadline; the gateway's margin (GRAPH_DEADLINE_MARGIN_MS) is there to cover it.
//
// This is the one place that goes around MikroORM: its connection class is extended (begin, commit
// and execute are its public methods) and installed as the driver's write connection. The guard
// tests in write-deadline.test.ts fail if a MikroORM upgrade stops routing writes through them.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { AnyEntity, Configuration, EntityData, LoggingOptions, TransactionEventBroadcaster } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/knex';
import type { QueryResult } from '@mikro-orm/core';
import { PostgreSqlConnection, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { shortcutOn } from '../common/shortcuts';

const DEADLINE_HEADER = 'x-savepoint-deadline-ms';
/** The longest budget a request may state: past this a number is a mistake, not a deadline. */
const MAX_DEADLINE_MS = 10 * 60_000;

const DEADLINE_PASSED =
  'The request ran out of time (its deadline passed or the caller went away) before the change could be saved; nothing was saved. Try again.';

/** PostgreSQL's answers to statement_timeout (query_canceled) and lock_timeout (lock_not_available). */
const TIMEOUT_SQLSTATES = new Set(['57014', '55P03']);

interface RequestDeadline {
  /** Epoch ms after which nothing may commit; undefined without a stated budget. */
  expiresAt?: number;
  /** The caller closed the connection before the answer was complete. */
  abandoned: boolean;
  /** The answer went out: work the request leaves behind is told to no one, so it is not bounded. */
  answered: boolean;
  /** Mutations only: reads never pay for the extra statements. */
  enforced: boolean;
  /** A write was stopped by the deadline: the answer says so (503) instead of "internal error". */
  refused: boolean;
}

const requestDeadlines = new AsyncLocalStorage<RequestDeadline>();

function enforcedDeadline(): RequestDeadline | undefined {
  const deadline = requestDeadlines.getStore();
  return deadline?.enforced && !deadline.answered ? deadline : undefined;
}

const spent = (deadline: RequestDeadline) =>
  deadline.abandoned || (deadline.expiresAt !== undefined && Date.now() >= deadline.expiresAt);

const deadlineError = () =>
  new GraphQLError(DEADLINE_PASSED, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });

/** What a client is told instead of a masked internal error when the deadline stopped its write. */
export function deadlineRefusal(formatted: GraphQLFormattedError): GraphQLFormattedError | undefined {
  if (!requestDeadlines.getStore()?.refused) return undefined;
  return {
    message: DEADLINE_PASSED,
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  };
}

/** The header's budget in ms; a malformed one is the caller's mistake (400), never silently ignored. */
function parseDeadlineHeader(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  const ms = /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(ms >= 1 && ms <= MAX_DEADLINE_MS))
    throw new GraphQLError(`${DEADLINE_HEADER} must be a whole number of milliseconds from 1 to ${MAX_DEADLINE_MS}`, {
      extensions: { code: 'BAD_USER_INPUT', field: DEADLINE_HEADER },
    });
  return ms;
}

/**
 * Starts the request's clock and watches for the caller hanging up. Mounted after the body parser:
 * the async context must begin where the request's own work does.
 */
export const requestDeadline: RequestHandler = (req, res, next) => {
  let budget: number | undefined;
  try {
    budget = parseDeadlineHeader(req.header(DEADLINE_HEADER));
  } catch (error) {
    const { message, extensions } = error as GraphQLError;
    res.status(400).json({ errors: [{ message, extensions }] });
    return;
  }
  const deadline: RequestDeadline = {
    expiresAt: budget === undefined ? undefined : Date.now() + budget,
    abandoned: false,
    answered: false,
    enforced: false,
    refused: false,
  };
  res.on('finish', () => {
    deadline.answered = true;
  });
  res.on('close', () => {
    if (!res.writableFinished) deadline.abandoned = true;
  });
  requestDeadlines.run(deadline, next);
};

/** Turns the bounds on for mutations, and answers 503 when they stopped one. */
export const deadlinePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async executionDidStart({ operation }) {
        const deadline = requestDeadlines.getStore();
        if (deadline && operation?.operation === 'mutation') deadline.enforced = true;
      },
      async willSendResponse({ response }) {
        if (requestDeadlines.getStore()?.refused) response.http.status = 503;
      },
    };
  },
};

/** Runs `work` as a request would, under a stated budget (tests of the connection below). */
export function withDeadline<T>(budgetMs: number | undefined, work: () => Promise<T>): Promise<T> {
  const deadline: RequestDeadline = {
    expiresAt: budgetMs === undefined ? undefined : Date.now() + budgetMs,
    abandoned: false,
    answered: false,
    enforced: true,
    refused: false,
  };
  return requestDeadlines.run(deadline, work);
}

/** Runs `work` as a read-only request (a query) would: its reads may go to a replica. */
export function inReadOnlyRequest<T>(work: () => Promise<T>): Promise<T> {
  return requestDeadlines.run({ abandoned: false, answered: false, enforced: false, refused: false }, work);
}

const isSavepoint = (trx: Knex.Transaction) => 'savepointName' in trx;
/**
 * A statement that can change data (a plain SELECT cannot, outside of functions we do not call).
 * With the `select-is-read` shortcut off every statement counts as one, as if nothing were known.
 */
const mayWrite = (sql: string) => !shortcutOn('select-is-read') || !/^\s*select\b/i.test(sql);

export class DeadlineAwareConnection extends PostgreSqlConnection {
  override async begin(options: Parameters<PostgreSqlConnection['begin']>[0] = {}): Promise<Knex.Transaction> {
    const deadline = options.ctx ? undefined : enforcedDeadline();
    if (deadline && spent(deadline)) {
      deadline.refused = true;
      throw deadlineError();
    }
    const trx = await super.begin(options);
    if (deadline?.expiresAt !== undefined) {
      const left = String(Math.max(1, deadline.expiresAt - Date.now()));
      try {
        await super.execute(
          `SELECT set_config('statement_timeout', ?, true), set_config('lock_timeout', ?, true)`,
          [left, left],
          'run',
          trx,
        );
      } catch (error) {
        await trx.rollback().catch(() => undefined);
        throw error;
      }
    }
    return trx;
  }

  override async commit(
    ctx: Knex.Transaction,
    eventBroadcaster?: TransactionEventBroadcaster,
    loggerContext?: Parameters<PostgreSqlConnection['commit']>[2],
  ): Promise<void> {
    const deadline = isSavepoint(ctx) ? undefined : enforcedDeadline();
    if (deadline && spent(deadline)) {
      deadline.refused = true;
      // Thrown inside MikroORM's transactional(): it rolls back and rethrows this.
      throw deadlineError();
    }
    return super.commit(ctx, eventBroadcaster, loggerContext);
  }

  override async execute<T extends QueryResult | EntityData<AnyEntity> | EntityData<AnyEntity>[] = EntityData<AnyEntity>[]>(
    query: string | Knex.QueryBuilder | Knex.Raw,
    params?: unknown[],
    method?: 'all' | 'get' | 'run',
    ctx?: Knex.Transaction,
    loggerContext?: LoggingOptions,
  ): Promise<T> {
    const deadline = enforcedDeadline();
    if (!deadline) return super.execute<T>(query, params, method, ctx, loggerContext);
    try {
      const sql = typeof query === 'string' ? query : query.toSQL().sql;
      if (ctx || !mayWrite(sql)) return await super.execute<T>(query, params, method, ctx, loggerContext);
      return await this.transactional((trx) => super.execute<T>(query, params, method, trx, loggerContext));
    } catch (error) {
      const sqlState = (error as { code?: unknown }).code;
      if (spent(deadline) || (typeof sqlState === 'string' && TIMEOUT_SQLSTATES.has(sqlState))) deadline.refused = true;
      throw error;
    }
  }
}

/**
 * Whether a read here may go to a read replica: only a request that is not a mutation. A mutation
 * reads back what it wrote (its answer, the rules it checks), and jobs and startup read what they or
 * another writer just wrote; a replica that has not replayed it yet would answer NOT_FOUND or stale.
 */
function readsMayUseReplica(): boolean {
  const request = requestDeadlines.getStore();
  return request !== undefined && !request.enforced;
}

/**
 * PostgreSqlDriver whose write connection is the deadline-aware one, and whose read replicas serve
 * only the reads of read-only requests (readsMayUseReplica); every other read goes to the primary.
 */
export class DeadlineAwareDriver extends PostgreSqlDriver {
  constructor(config: Configuration) {
    super(config);
    (this as unknown as { connection: PostgreSqlConnection }).connection = new DeadlineAwareConnection(this.config);
  }

  override getConnection(type: 'read' | 'write' = 'write'): PostgreSqlConnection {
    return super.getConnection(type === 'read' && !readsMayUseReplica() ? 'write' : type);
  }
}
