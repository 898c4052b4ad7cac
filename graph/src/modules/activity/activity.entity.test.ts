// Every action the code logs is one the database accepts: the check on activity.action is rewritten
// by each migration that adds actions, and two issues adding theirs side by side once dropped one.
import { startTestGraph, type TestGraph } from '../../../../testing/graph';
import { ActivityAction } from './activity.entity';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph();
});
afterAll(async () => {
  await t?.close();
});

it('accepts every action of the ActivityAction enum, and nothing else', async () => {
  const em = t.graph.services().em.fork();
  const [{ id }] = await em.execute<{ id: number }[]>(`SELECT id FROM app_user ORDER BY id LIMIT 1`);
  for (const action of Object.values(ActivityAction)) {
    await em.execute(
      `INSERT INTO activity (actor_id, actor_name, action, subject_id, subject_label) VALUES (?, 'admin', ?, ?, 'admin')`,
      [id, action, id],
    );
  }
  await expect(
    em.execute(
      `INSERT INTO activity (actor_id, actor_name, action, subject_id, subject_label) VALUES (?, 'admin', 'article.teleported', ?, 'admin')`,
      [id, id],
    ),
  ).rejects.toThrow(/activity_action_check/);
});
