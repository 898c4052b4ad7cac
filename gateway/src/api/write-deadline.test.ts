// "Failed" leaves nothing behind (issue 26, hole 3). The probe locked the `article` table, got
// 504 "try again shortly" from POST /api/articles, and found the article committed once the lock
// went: a client retrying as told made a duplicate. Now every request carries its deadline to graph,
// where PostgreSQL stops the statement at it and nothing commits past it or after the caller left.
// Each case below fails without that: the write commits after the answer said it had not.
import { Client } from 'pg';
import { createCategory, startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';
import { sessionsWaitingOnLocks } from '../../../testing/db';
import { eventually } from '../../../testing/eventually';

/** The gateway gives up after this; graph is told to stop writing GRAPH_DEADLINE_MARGIN_MS before. */
const GATEWAY_TIMEOUT_MS = 1500;

let stack: TestStack;
let editor: TestClient;
let db: Client;
let category: string;

beforeAll(async () => {
  stack = await startTestStack({
    gatewayEnv: { GRAPH_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS), GRAPH_DEADLINE_MARGIN_MS: '500' },
  });
  category = (await createCategory(stack.graph.graph, { name: 'Deadlines' })).slug;
  editor = await stack.editor();
  db = new Client({ connectionString: stack.graph.db.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await stack?.close();
});
afterEach(async () => {
  await db.query('ROLLBACK').catch(() => undefined);
  await db.query('DROP TRIGGER IF EXISTS slow_write ON article; DROP TRIGGER IF EXISTS slow_write ON article_revision');
});

const input = (title: string) => ({ title, content: '<p>Body.</p>', category });
const CREATE_ARTICLE = 'mutation($input: ArticleInput!) { createArticle(input: $input) { id } }';

async function count(table: 'article' | 'tag', column: 'title' | 'name', value: string): Promise<number> {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [value]);
  return rows[0].n;
}

/** Holds a lock that makes every INSERT into `table` wait, until `release`. */
async function lockTable(table: 'article' | 'tag') {
  await db.query('BEGIN');
  await db.query(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
  return { release: () => db.query('COMMIT') };
}

/** Every statement PostgreSQL stops with `pg_sleep` taking `seconds` first: a slow database. */
async function slowWrites(table: 'article' | 'article_revision', seconds: number) {
  await db.query(`CREATE OR REPLACE FUNCTION slow_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_sleep(${seconds}); RETURN NEW; END $$`);
  await db.query(`CREATE TRIGGER slow_write BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION slow_write()`);
}

/** graph has finished with the request: no other session of this database is mid-statement or mid-transaction. */
async function graphSettled() {
  await eventually(async () => {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND state IN ('active', 'idle in transaction', 'idle in transaction (aborted)')`,
    );
    return rows[0].n === 0 ? true : undefined;
  }, 'graph to finish the abandoned write');
}

/** The write is refused, as the gateway's timeout or graph's own deadline answer, never as success. */
function expectRefused(res: { status: number; body: any }) {
  expect([503, 504]).toContain(res.status);
  expect(res.body.error).toMatch(/try again/i);
}

describe('REST', () => {
  it('an article create waiting on a locked table is refused, and nothing is saved once the lock goes', async () => {
    const lock = await lockTable('article');
    const started = Date.now();
    const res = await editor.post('/api/articles', input('Written behind a lock'));
    expectRefused(res);
    expect(Date.now() - started).toBeLessThan(GATEWAY_TIMEOUT_MS + 1000);
    await lock.release();
    await graphSettled();
    expect(await count('article', 'title', 'Written behind a lock')).toBe(0);
    // The retry the answer asked for makes exactly one.
    expect((await editor.post('/api/articles', input('Written behind a lock'))).status).toBe(201);
    expect(await count('article', 'title', 'Written behind a lock')).toBe(1);
  });

  it('a tag create waiting on a locked table is refused, and nothing is saved once the lock goes', async () => {
    const lock = await lockTable('tag');
    const res = await editor.post('/api/tags', { name: 'lockedout', description: 'Behind a lock' });
    expectRefused(res);
    await lock.release();
    await graphSettled();
    expect(await count('tag', 'name', 'lockedout')).toBe(0);
  });
});

describe("the gateway's /graphql", () => {
  it('an article create on a slow database is refused, and the slow statement is stopped, not committed', async () => {
    await slowWrites('article', 2);
    const res = await editor.post('/graphql', { query: CREATE_ARTICLE, variables: { input: input('Written slowly') } });
    expect([503, 504]).toContain(res.status);
    await graphSettled();
    expect(await count('article', 'title', 'Written slowly')).toBe(0);
  });
});

describe('graph directly', () => {
  const direct = (headers: Record<string, string>, body: unknown, signal?: AbortSignal) =>
    fetch(stack.graph.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...stack.graph.editorHeaders(), ...headers },
      body: JSON.stringify(body),
      signal,
    });

  it('answers 503 "nothing was saved" when the statements together outlast the stated deadline', async () => {
    // Each statement fits the budget; together they do not: the commit is refused.
    await slowWrites('article', 0.4);
    await db.query(`CREATE TRIGGER slow_write BEFORE INSERT ON article_revision FOR EACH ROW EXECUTE FUNCTION slow_write()`);
    const res = await direct(
      { 'x-savepoint-deadline-ms': '700' },
      { query: CREATE_ARTICLE, variables: { input: input('Two slow statements') } },
    );
    expect(res.status).toBe(503);
    const body = (await res.json()) as any;
    expect(body.errors[0]).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(body.errors[0].message).toMatch(/nothing was saved/);
    await graphSettled();
    expect(await count('article', 'title', 'Two slow statements')).toBe(0);
  });

  it('rolls back a write whose caller hung up before it could commit', async () => {
    const lock = await lockTable('article');
    const aborter = new AbortController();
    const sent = direct({}, { query: CREATE_ARTICLE, variables: { input: input('Caller went away') } }, aborter.signal);
    // Once graph's INSERT waits on the lock, the caller gives up.
    await eventually(async () => ((await sessionsWaitingOnLocks(db)) > 0 ? true : undefined), 'the INSERT to wait on the lock');
    aborter.abort();
    await expect(sent).rejects.toThrow();
    await lock.release();
    await graphSettled();
    expect(await count('article', 'title', 'Caller went away')).toBe(0);
  });

  it('refuses a malformed deadline, naming the header', async () => {
    for (const value of ['soon', '0', '-5', '1e3', String(60 * 60_000)]) {
      const res = await direct({ 'x-savepoint-deadline-ms': value }, { query: CREATE_ARTICLE, variables: { input: input('x') } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).errors[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', field: 'x-savepoint-deadline-ms' },
      });
    }
  });

  it('a deadline with room to spare changes nothing, and reads ignore it', async () => {
    const res = await direct(
      { 'x-savepoint-deadline-ms': '5000' },
      { query: CREATE_ARTICLE, variables: { input: input('In good time') } },
    );
    expect(((await res.json()) as any).errors).toBeUndefined();
    expect(await count('article', 'title', 'In good time')).toBe(1);
    const read = await direct({ 'x-savepoint-deadline-ms': '1' }, { query: '{ categories { slug } }' });
    expect(((await read.json()) as any).data.categories).toContainEqual({ slug: category });
  });
});
