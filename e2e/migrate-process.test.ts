// graph's build migrates in a child process (graph/src/db/migrate-process.ts), so the migrator never
// stays in graph's heap. What a starting graph relies on: an empty database is migrated and the
// applied migrations are reported; a migration that cannot run fails the start with the reason.
import { Client } from 'pg';
import { migrationsList } from '../graph/src/db/migrations';

type MigrateProcess = { migrateBeforeStart(databaseUrl: string): Promise<string[]> };
// The build, as `npm start` runs it: from the sources it would migrate in-process.
const { migrateBeforeStart } = require('../graph/dist/db/migrate-process') as MigrateProcess;

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `sp_test_migrate_${process.pid}_${Date.now()}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

beforeAll(() => admin((c) => c.query(`CREATE DATABASE ${name}`)));
afterAll(() => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

it('migrates an empty database in a child process and reports what it applied, then nothing more', async () => {
  const applied = await migrateBeforeStart(databaseUrl);

  expect(applied).toEqual(migrationsList.map((migration) => migration.name));
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(`SELECT to_regclass('public.article') AS article`);
    expect(rows[0].article).toBe('article');
  } finally {
    await db.end();
  }
  await expect(migrateBeforeStart(databaseUrl)).resolves.toEqual([]);
});

it('fails with the reason when the migrations cannot run', async () => {
  const unreachable = Object.assign(new URL(adminUrl), { port: '1', pathname: `/${name}` }).toString();
  await expect(migrateBeforeStart(unreachable)).rejects.toThrow(/^migrations failed: .*(ECONNREFUSED|connect)/);
});

it('graph pods and the migrations Job starting together on one database all start: one migrates, the others wait', async () => {
  // Kubernetes starts the migrations Job and a rollout's new graph pods at the same moment
  // (`kubectl apply -k`), each migrating on start.
  const raced = `${name}_race`;
  const racedUrl = Object.assign(new URL(adminUrl), { pathname: `/${raced}` }).toString();
  await admin((c) => c.query(`CREATE DATABASE ${raced}`));
  try {
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => migrateBeforeStart(racedUrl)));

    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const applied = outcomes.map((o) => (o.status === 'fulfilled' ? o.value : []));
    expect(applied.flat().sort()).toEqual(migrationsList.map((migration) => migration.name).sort());
  } finally {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${raced} WITH (FORCE)`));
  }
});
