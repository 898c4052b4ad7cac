// Hot reads as named prepared statements. MikroORM's `execute` writes the values into the SQL text,
// so PostgreSQL parses and plans every list page anew: 1.4 ms of planning against 0.7 ms of work
// for a page of 12 cards. A named statement is parsed once per connection and its plan reused
// (PostgreSQL's plan cache), and only the values travel. Used for the public list pages; each
// distinct SQL text (the lists have a few dozen shapes, never a value in the text) is one statement.
//
// Neither MikroORM nor knex sends a named statement, so this module goes around them, and this is
// all it assumes (prepared.test.ts checks each):
// - `getKnex().client` of MikroORM's connection is knex's client, whose acquireConnection() hands
//   out a node-postgres Client from the pool (or, for a transaction's client, the transaction's own
//   connection) and releaseConnection() takes it back;
// - MikroORM's connection.executeQuery(sql, run, context) logs the statement (tests count queries
//   with it); errors are converted to MikroORM's exceptions with the driver's public
//   convertException, as em.execute's are;
// - node-postgres runs `{ name, text, values }` as a named statement.
// Placeholders are written `?` as for `em.execute`, and numbered by a small tokenizer that knows
// where a `?` is not one: in string literals (also E'…' and $tag$…$tag$), quoted identifiers and
// comments, and in jsonb's `?|` and `?&` operators. `??` (knex's identifier binding) and `$n` are
// refused, and the number of placeholders must equal the number of values.
import { createHash } from 'node:crypto';
import type { EntityManager, Transaction } from '@mikro-orm/postgresql';
import { shortcutOn } from './shortcuts';

interface Statement {
  name: string;
  text: string;
  placeholders: number;
}

/** Statements by their `?`-placeholder SQL; bounded by the number of query shapes the code builds. */
const statements = new Map<string, Statement>();

export class PlaceholderError extends Error {
  override name = 'PlaceholderError';
}

const isIdentifierChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_$\u0080-\uffff]/.test(c);

/** Index just past the literal or comment starting at `i`, or -1 when none starts there. */
function skipQuoted(sql: string, i: number): number {
  const c = sql[i];
  const fail = (what: string) => {
    throw new PlaceholderError(`unterminated ${what} at character ${i + 1}`);
  };
  if (c === "'" || c === '"') {
    // E'…' strings take backslash escapes; standard strings and identifiers double their quote.
    const backslashes = c === "'" && (sql[i - 1] === 'E' || sql[i - 1] === 'e') && !isIdentifierChar(sql[i - 2]);
    for (let j = i + 1; j < sql.length; j += 1) {
      if (backslashes && sql[j] === '\\') j += 1;
      else if (sql[j] === c) {
        if (sql[j + 1] !== c) return j + 1;
        j += 1;
      }
    }
    return fail(c === "'" ? 'string literal' : 'quoted identifier');
  }
  if (c === '-' && sql[i + 1] === '-') {
    const end = sql.indexOf('\n', i);
    return end === -1 ? sql.length : end + 1;
  }
  if (c === '/' && sql[i + 1] === '*') {
    // PostgreSQL's block comments nest.
    let depth = 0;
    for (let j = i; j < sql.length - 1; j += 1) {
      if (sql[j] === '/' && sql[j + 1] === '*') {
        depth += 1;
        j += 1;
      } else if (sql[j] === '*' && sql[j + 1] === '/') {
        depth -= 1;
        j += 1;
        if (depth === 0) return j + 1;
      }
    }
    return fail('comment');
  }
  if (c === '$' && !isIdentifierChar(sql[i - 1])) {
    if (/^\$\d/.test(sql.slice(i, i + 2)))
      throw new PlaceholderError(`$n parameters are not allowed (character ${i + 1}): write ? placeholders`);
    const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))?.[0];
    if (tag) {
      const end = sql.indexOf(tag, i + tag.length);
      return end === -1 ? fail('dollar-quoted string') : end + tag.length;
    }
  }
  return -1;
}

/** `?` placeholders as PostgreSQL's `$1 … $n`, and how many there are. */
export function numberPlaceholders(sql: string): { text: string; placeholders: number } {
  let text = '';
  let n = 0;
  let from = 0;
  for (let i = 0; i < sql.length;) {
    const end = skipQuoted(sql, i);
    if (end !== -1) {
      i = end;
      continue;
    }
    if (sql[i] === '?') {
      const next = sql[i + 1];
      if (next === '?')
        throw new PlaceholderError(`?? (knex's identifier binding) is not supported (character ${i + 1}): write the name`);
      if (next === '|' || next === '&') {
        i += 2;
        continue;
      }
      n += 1;
      text += `${sql.slice(from, i)}$${n}`;
      from = i + 1;
    }
    i += 1;
  }
  return { text: text + sql.slice(from), placeholders: n };
}

function statementFor(sql: string): Statement {
  let statement = statements.get(sql);
  if (!statement) {
    const { text, placeholders } = numberPlaceholders(sql);
    statement = { text, placeholders, name: `sp_${createHash('sha1').update(text).digest('hex').slice(0, 24)}` };
    statements.set(sql, statement);
  }
  return statement;
}

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface KnexPgClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<unknown>;
}
interface LoggedConnection {
  getKnex(): { client: KnexPgClient };
  /** MikroORM's own wrapper: logs the query (tests count them). */
  executeQuery<T>(query: string, run: () => Promise<T>, context?: { query: string; params: unknown[] }): Promise<T>;
}

/**
 * Rows of a read-only statement (SQL with `?` placeholders, as for `em.execute`), run as a named
 * prepared statement on a read connection (a replica when there are some), or on the transaction's
 * connection inside a transaction.
 */
export async function queryPrepared<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  // The plain way (GRAPH_SHORTCUTS_OFF=prepared): MikroORM writes the values into the text and
  // runs it on the primary, as em.execute does everywhere else.
  if (!shortcutOn('prepared')) return em.execute<T[]>(sql, params, 'all');
  const statement = statementFor(sql);
  if (statement.placeholders !== params.length)
    throw new PlaceholderError(`the statement has ${statement.placeholders} placeholders for ${params.length} values`);
  // A knex transaction: its client hands out the transaction's own connection.
  const transaction = em.isInTransaction() ? em.getTransactionContext<{ client: KnexPgClient } & Transaction>() : null;
  const connection = em.getConnection(transaction ? 'write' : 'read') as unknown as LoggedConnection;
  const knexClient = transaction?.client ?? connection.getKnex().client;
  try {
    return await connection.executeQuery(
      statement.text,
      async () => {
        const client = await knexClient.acquireConnection();
        try {
          return (await client.query({ name: statement.name, text: statement.text, values: params })).rows as T[];
        } finally {
          await knexClient.releaseConnection(client);
        }
      },
      { query: statement.text, params },
    );
  } catch (error) {
    throw em.getDriver().convertException(error as Error);
  }
}
