// Guard tests for the one place that goes around MikroORM (write-deadline.ts): if an upgrade stops
// sending transactions and raw writes through the extended connection, these fail before a write
// can again outlive its request's deadline.
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from './mikro-orm.config';
import { createTestDatabase, type TestDatabase } from '../../../testing/db';
import { DeadlineAwareConnection, withDeadline } from './write-deadline';

let db: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(createOrmConfig(db.url));
  await orm.em.fork().execute('CREATE TABLE deadline_probe (note text)');
});
afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
});

const notes = async () =>
  (await orm.em.fork().execute<{ note: string }[]>('SELECT note FROM deadline_probe ORDER BY note')).map((r) => r.note);

it('is the connection MikroORM writes through', () => {
  expect(orm.em.getConnection('write')).toBeInstanceOf(DeadlineAwareConnection);
});

it('bounds every transaction a request opens by what is left of its deadline', async () => {
  const settings = await withDeadline(5_000, () =>
    orm.em
      .fork()
      .transactional((em) =>
        em.execute(`SELECT current_setting('statement_timeout') AS statement, current_setting('lock_timeout') AS lock`),
      ),
  );
  for (const value of Object.values(settings[0] as Record<string, string>)) {
    const ms = value.endsWith('ms') ? parseInt(value, 10) : parseFloat(value) * 1000;
    expect(ms).toBeGreaterThan(3_000);
    expect(ms).toBeLessThanOrEqual(5_000);
  }
  // Outside a request nothing changes.
  const plain = await orm.em.fork().transactional((em) => em.execute(`SELECT current_setting('statement_timeout') AS s`));
  expect(plain[0]).toEqual({ s: '0' });
});

it('stops a raw write outside any transaction at the deadline (it is wrapped in one)', async () => {
  const started = Date.now();
  await expect(
    withDeadline(300, () => orm.em.fork().execute(`INSERT INTO deadline_probe SELECT 'slow' FROM pg_sleep(2)`)),
  ).rejects.toThrow(/statement timeout/);
  expect(Date.now() - started).toBeLessThan(1_500);
  expect(await notes()).toEqual([]);
});

// The `select-is-read` shortcut (decision record 0029): only a statement that starts with SELECT
// runs unwrapped. A write dressed as a query (a data-modifying WITH) must still be bounded.
it('bounds a write that begins with WITH, and leaves only a plain SELECT outside a transaction', async () => {
  await expect(
    withDeadline(300, () =>
      orm.em.fork().execute(`WITH w AS (INSERT INTO deadline_probe VALUES ('cte') RETURNING 1) SELECT pg_sleep(2) FROM w`),
    ),
  ).rejects.toThrow(/statement timeout/);
  expect(await notes()).toEqual([]);
  const read = await withDeadline(300, () => orm.em.fork().execute(`SELECT current_setting('statement_timeout') AS s`));
  expect(read[0]).toEqual({ s: '0' });
});

it('commits nothing once the deadline has passed, by flush or by transactional', async () => {
  await expect(
    withDeadline(100, () =>
      orm.em.fork().transactional(async (em) => {
        await em.execute(`INSERT INTO deadline_probe VALUES ('late')`);
        await em.execute('SELECT pg_sleep(0.05)');
        await new Promise((resolve) => setTimeout(resolve, 150));
      }),
    ),
  ).rejects.toThrow(/nothing was saved/);
  await withDeadline(5_000, () => orm.em.fork().execute(`INSERT INTO deadline_probe VALUES ('in time')`));
  expect(await notes()).toEqual(['in time']);
});
