// Named prepared statements (prepared.ts): the `?` numbering knows literals, comments and jsonb's
// operators, and what the module assumes of MikroORM, knex and node-postgres still holds.
import { DriverException } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '../../../testing/db';
import { createOrmConfig } from '../db/mikro-orm.config';
import { PlaceholderError, numberPlaceholders, queryPrepared } from './prepared';

describe('numbering ? placeholders', () => {
  it.each([
    ['a = ? AND b = ?', 'a = $1 AND b = $2'],
    ["x = 'what?' AND y = ?", "x = 'what?' AND y = $1"],
    ["x = 'it''s ?' AND y = ?", "x = 'it''s ?' AND y = $1"],
    ["x = E'it\\'s ?' AND y = ?", "x = E'it\\'s ?' AND y = $1"],
    ['"odd?name" = ?', '"odd?name" = $1'],
    ['a = ? -- why? because\n AND b = ?', 'a = $1 -- why? because\n AND b = $2'],
    ['a = ? /* one? /* nested? */ still? */ AND b = ?', 'a = $1 /* one? /* nested? */ still? */ AND b = $2'],
    ['$$what?$$ = ? AND $q$it?$q$ = ?', '$$what?$$ = $1 AND $q$it?$q$ = $2'],
    ['tags ?| ? AND tags ?& ?', 'tags ?| $1 AND tags ?& $2'],
    ['x = ?::int[]', 'x = $1::int[]'],
    ['col$1 = ?', 'col$1 = $1'],
  ])('%s', (sql, numbered) => {
    expect(numberPlaceholders(sql).text).toBe(numbered);
  });

  it.each([
    ['a = ??', /\?\? \(knex's identifier binding\)/],
    ['a = $1', /\$n parameters are not allowed/],
    ["a = 'open", /unterminated string literal/],
    ['a = ? /* open', /unterminated comment/],
    ['$x$ open', /unterminated dollar-quoted string/],
  ])('refuses %s', (sql, message) => {
    expect(() => numberPlaceholders(sql)).toThrow(message);
  });
});

describe('queryPrepared on PostgreSQL', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  const logged: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    orm = await MikroORM.init(createOrmConfig(db.url, { onQuery: (sql) => logged.push(sql), poolSize: 2 }));
  });
  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  const tricky = `SELECT '{"a":1,"b":2}'::jsonb ?| ?::text[] AS any_key, -- a comment? yes
      '{"a":1,"b":2}'::jsonb ?& ?::text[] AS all_keys, /* another? */ 'why?' AS literal,
      $$dollar?$$ AS dollar, ?::int + ?::int AS sum`;
  const expected = [{ any_key: true, all_keys: false, literal: 'why?', dollar: 'dollar?', sum: 5 }];
  const values = [['a', 'z'], ['a', 'z'], 2, 3];

  it('binds only the real placeholders, outside and inside a transaction', async () => {
    expect(await queryPrepared(orm.em.fork(), tricky, values)).toEqual(expected);
    await orm.em.fork().transactional(async (tx) => {
      expect(await queryPrepared(tx, tricky, values)).toEqual(expected);
    });
  });

  it("runs inside a transaction on the transaction's own connection, as a named statement", async () => {
    await orm.em
      .fork()
      .transactional(async (tx) => {
        await tx.execute(`INSERT INTO category (name, slug, color) VALUES ('Uncommitted', 'uncommitted', '#123456')`);
        const sql = 'SELECT name FROM category WHERE slug = ?';
        expect(await queryPrepared(tx, sql, ['uncommitted'])).toEqual([{ name: 'Uncommitted' }]);
        const prepared = await queryPrepared<{ statement: string }>(tx, 'SELECT statement FROM pg_prepared_statements', []);
        expect(prepared.map((p) => p.statement)).toContain('SELECT name FROM category WHERE slug = $1');
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    expect(await queryPrepared(orm.em.fork(), 'SELECT name FROM category WHERE slug = ?', ['uncommitted'])).toEqual([]);
  });

  it("is logged and fails as MikroORM's queries do", async () => {
    logged.length = 0;
    await queryPrepared(orm.em.fork(), 'SELECT ?::int AS one', [1]);
    expect(logged).toEqual(['SELECT $1::int AS one']);
    await expect(queryPrepared(orm.em.fork(), 'SELECT 1 / ?::int AS boom', [0])).rejects.toBeInstanceOf(DriverException);
  });

  it('refuses values that do not match the placeholders', async () => {
    await expect(queryPrepared(orm.em.fork(), 'SELECT ?::int AS one', [1, 2])).rejects.toThrow(PlaceholderError);
  });
});
