// Insights count UTC days whatever zone the database server runs in: initdb writes the machine's zone
// into postgresql.conf, so a server in Los Angeles would otherwise put a sign-up at 03:00 UTC on the
// day before, while views (days the gateway counted in UTC) stay on theirs.
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../../testing/db';
import { startTestGraph, type TestGraph } from '../../../../testing/graph';

let db: TestDatabase;
let t: TestGraph;
beforeAll(async () => {
  db = await createTestDatabase();
  const admin = new Client({ connectionString: db.url });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${db.name} SET timezone = 'America/Los_Angeles'`);
  } finally {
    await admin.end();
  }
  t = await startTestGraph({ databaseUrl: db.url });
});
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

it('puts a newsletter sign-up at 03:00 UTC on its UTC day, with the database server in Los Angeles', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await t.graph
    .services()
    .em.execute(`INSERT INTO subscriber (email, status, created_at) VALUES ('late@example.com', 'pending', ?)`, [
      `${today}T03:00:00Z`,
    ]);
  const res = await t.query(
    `query($f: String, $t: String) { insightsOverview(from: $f, to: $t) { newsletter { days { day subscribed } } } }`,
    { f: yesterday, t: today },
    t.editorHeaders(),
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.insightsOverview.newsletter.days).toEqual([
    { day: yesterday, subscribed: 0 },
    { day: today, subscribed: 1 },
  ]);
});
