// A ban and the same member's comment at the same moment: the comment's insert read the member
// without a lock, and the ban's marking of the member's comments could not see a comment not yet
// committed, so one comment could stay shown under a ban. Played here on two real connections, in
// both orders; each must end with the comment hidden (Migration20261215020000CommentBanRace).
import { Client } from 'pg';
import { sessionsWaitingOnLocks } from '../../../../testing/db';
import { eventually } from '../../../../testing/eventually';
import { createArticle, signInMember, startTestGraph, type TestGraph } from '../../../../testing/graph';

let t: TestGraph;
let banner: Client;
let poster: Client;
beforeAll(async () => {
  t = await startTestGraph();
  banner = new Client({ connectionString: t.db.url });
  poster = new Client({ connectionString: t.db.url });
  await Promise.all([banner.connect(), poster.connect()]);
});
afterAll(async () => {
  await Promise.all([banner?.end(), poster?.end()]);
  await t?.close();
});

let sequence = 0;
async function memberAndArticle() {
  sequence += 1;
  const { memberId } = await signInMember(t, `racer${sequence}@example.com`, `Racer ${sequence}`);
  const article = await createArticle(t.graph, { title: `Raced ${sequence}` });
  return { memberId, articleId: article.id };
}

const insertComment = (client: Client, articleId: number, memberId: number) =>
  client.query<{ id: number }>(
    `INSERT INTO comment (article_id, member_id, body, status) VALUES ($1, $2, 'Racing the ban', 'visible') RETURNING id`,
    [articleId, memberId],
  );
const ban = (client: Client, memberId: number) => client.query(`UPDATE member SET banned_at = now() WHERE id = $1`, [memberId]);

/** Until `pending` is done, or waits for a lock `holder` has (the rule under test makes it wait). */
async function untilSettledOrWaiting(pending: Promise<unknown>, holder: Client): Promise<void> {
  let settled = false;
  void pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  await eventually(
    async () => (settled || (await sessionsWaitingOnLocks(holder, { blockedByMe: true })) > 0 ? true : undefined),
    'the other writer to finish or to wait',
  );
}

async function hiddenByBan(commentId: number): Promise<boolean> {
  const { rows } = await banner.query<{ author_banned: boolean }>(`SELECT author_banned FROM comment WHERE id = $1`, [commentId]);
  return rows[0].author_banned;
}

it('a comment inserted while a ban is being committed is hidden with the rest', async () => {
  const { memberId, articleId } = await memberAndArticle();
  await banner.query('BEGIN');
  await ban(banner, memberId);
  const inserted = insertComment(poster, articleId, memberId);
  await untilSettledOrWaiting(inserted, banner);
  await banner.query('COMMIT');
  const { rows } = await inserted;
  expect(await hiddenByBan(rows[0].id)).toBe(true);
});

it('a ban committed while a comment is being inserted waits for it and hides it', async () => {
  const { memberId, articleId } = await memberAndArticle();
  await poster.query('BEGIN');
  const { rows } = await insertComment(poster, articleId, memberId);
  const banned = ban(banner, memberId);
  await untilSettledOrWaiting(banned, poster);
  await poster.query('COMMIT');
  await banned;
  expect(await hiddenByBan(rows[0].id)).toBe(true);
});
