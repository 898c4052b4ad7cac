// Hot reads as named prepared statements. MikroORM's `execute` writes the values into the SQL text,
// so PostgreSQL parses and plans every list page anew: 1.4 ms of planning against 0.7 ms of work
// for a page of 12 cards. A named statement is parsed once per connection and its plan reused
// (PostgreSQL's plan cache), and only the values travel. Used for the public list pages; each
// distinct SQL text (the lists have a few dozen shapes, never a value in the text) is one statement.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

interface Statement {
  name: string;
  text: string;
}

/** Statements by their `?`-placeholder SQL; bounded by the number of query shapes the code builds. */
const statements = new Map<string, Statement>();

/** `?` placeholders (outside quoted literals) as PostgreSQL's `$1 … $n`. */
function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/'(?:[^']|'')*'|\?/g, (token) => (token === '?' ? `$${(n += 1)}` : token));
}

function statementFor(sql: string): Statement {
  let statement = statements.get(sql);
  if (!statement) {
    const text = numberPlaceholders(sql);
    statement = { text, name: `sp_${createHash('sha1').update(text).digest('hex').slice(0, 24)}` };
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
  /** MikroORM's own wrapper: logs the query (tests count them) and converts driver errors. */
  executeQuery<T>(query: string, run: () => Promise<T>, context?: { query: string; params: unknown[] }): Promise<T>;
}

/**
 * Rows of a read-only statement (SQL with `?` placeholders, as for `em.execute`), run as a named
 * prepared statement on a read connection (a replica when there are some). Inside a transaction
 * it runs through the transaction like any other query.
 */
export async function queryPrepared<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(sql, params);
  const statement = statementFor(sql);
  const connection = em.getConnection('read') as unknown as LoggedConnection;
  const pool = connection.getKnex().client;
  return connection.executeQuery(
    statement.text,
    async () => {
      const client = await pool.acquireConnection();
      try {
        return (await client.query({ name: statement.name, text: statement.text, values: params })).rows as T[];
      } finally {
        await pool.releaseConnection(client);
      }
    },
    { query: statement.text, params },
  );
}
