// A first deployment starts several graph pods at once on the new, empty database (the Kubernetes
// base runs two; the migrations Job beside them): each makes sure the admin account exists and
// seeds the empty publication. All of them must start, and the publication be seeded once.
import pino from 'pino';
import { startGraphServer, startTestGraph, type RunningGraph } from '../../../../testing/graph';

it('graph pods starting together on an empty database all start, with one admin and one seeded publication', async () => {
  // A migrated, empty database of its own (the first graph, started with seeding off, leaves it empty).
  const first = await startTestGraph({ adminUsername: 'someone-else' });
  const config = { ...first.config, seedOnEmpty: true, adminUsername: 'admin', adminPassword: 'a password for the pods' };
  await first.graph.close();
  const started: RunningGraph[] = [];
  try {
    const outcomes = await Promise.allSettled(
      [1, 2].map(() => startGraphServer({ ...config, graphPort: 0 }, { logger: pino({ level: 'silent' }) })),
    );
    for (const o of outcomes) if (o.status === 'fulfilled') started.push(o.value);
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'started'))).toEqual(['started', 'started']);

    const em = started[0].orm.em.fork();
    const [{ admins }] = await em.execute(`SELECT count(*)::int AS admins FROM app_user WHERE username = 'admin'`);
    expect(admins).toBe(1);
    const titles: { title: string; n: number }[] = await em.execute(
      `SELECT title, count(*)::int AS n FROM article GROUP BY title HAVING count(*) > 1`,
    );
    expect(titles).toEqual([]);
  } finally {
    await Promise.all(started.map((g) => g.close()));
    await first.db.drop();
  }
}, 120_000);
