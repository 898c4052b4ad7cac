// Comment counts on cards and article pages (issue 23; Migration20261128120000CommentCounts): the
// count graph answers on an article (listed or loaded alone) is the number of comments readers see,
// kept by triggers through every change that shows or hides one (post, hold, moderation, delete, ban,
// a hidden thread's replies, account deletion), 0 when comments are off; a change of the count or
// of the mode names the article's cache key, a change that moves no count names nothing; two
// writers on one article at once both count.
import { CONTENT_CHANNEL } from '@savepoint/content-cache';
import { articleKey, parseContentChange } from '@savepoint/cache-keys';
import { Client } from 'pg';
import { eventually } from '../../../../testing/eventually';
import { createArticle, signInMember, startTestGraph, type TestGraph } from '../../../../testing/graph';

let t: TestGraph;
let listener: Client;
const payloads: string[] = [];
beforeAll(async () => {
  t = await startTestGraph();
  listener = new Client({ connectionString: t.db.url });
  await listener.connect();
  listener.on('notification', (message) => payloads.push(message.payload ?? ''));
  await listener.query(`LISTEN ${CONTENT_CHANNEL}`);
});
afterAll(async () => {
  await listener?.end();
  await t?.close();
});

let sequence = 0;
const member = () => signInMember(t, `counted${(sequence += 1)}@example.com`, `Counted ${sequence}`);
const editor = () => t.editorHeaders();

const post = async (headers: Record<string, string>, articleId: number, body: string, parentId?: number) => {
  const res = await t.query(
    `mutation($a: Int!, $b: String!, $p: Int) { postComment(articleId: $a, body: $b, parentId: $p) { comment { id status } } }`,
    { a: articleId, b: body, p: parentId ?? null },
    headers,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.postComment.comment as { id: number; status: string };
};
const moderate = async (ids: number[], status: 'visible' | 'hidden') =>
  expect(
    (
      await t.query(
        `mutation($ids: [Int!]!, $s: String!) { moderateComments(ids: $ids, status: $s) }`,
        { ids, s: status },
        editor(),
      )
    ).errors,
  ).toBeUndefined();
const setMode = async (articleId: number, mode: string) =>
  expect(
    (
      await t.query(
        `mutation($a: Int!, $m: String!) { setArticleCommentMode(articleId: $a, mode: $m) }`,
        { a: articleId, m: mode },
        editor(),
      )
    ).errors,
  ).toBeUndefined();

/** The count on the article alone (by id and by slug), on the list's card, and the comment list's total. */
async function counts(article: { id: number; slug: string }) {
  const res = await t.query(
    `query($id: Int!, $slug: String!) {
       article(id: $id) { commentCount }
       articleBySlug(slug: $slug) { commentCount }
       articles(limit: 100) { articles { id commentCount } }
       articleComments(articleId: $id, limit: 20) { totalCount }
     }`,
    { id: article.id, slug: article.slug },
  );
  expect(res.errors).toBeUndefined();
  const card = res.data!.articles.articles.find((a: { id: number }) => a.id === article.id);
  return {
    alone: res.data!.article.commentCount,
    bySlug: res.data!.articleBySlug.commentCount,
    card: card.commentCount,
    list: res.data!.articleComments.totalCount,
  };
}
const all = (n: number) => ({ alone: n, bySlug: n, card: n, list: n });

it('counts what readers see through posts, holds, moderation, deletes, bans and account deletion', async () => {
  const article = await createArticle(t.graph);
  const other = await createArticle(t.graph);
  expect(await counts(article)).toEqual(all(0));
  const alice = await member();
  const bob = await member();
  const top = await post(alice.headers, article.id, 'First thread');
  const reply = await post(bob.headers, article.id, 'A reply', top.id);
  await post(bob.headers, other.id, 'Elsewhere');
  expect(await counts(article)).toEqual(all(2));

  // Held (many links) does not count until shown.
  const held = await post(bob.headers, article.id, 'https://a.example https://b.example https://c.example');
  expect(held.status).toBe('pending');
  expect(await counts(article)).toEqual(all(2));
  await moderate([held.id], 'visible');
  expect(await counts(article)).toEqual(all(3));

  // A hidden thread takes its reply with it; showing it again brings both back.
  await moderate([top.id], 'hidden');
  expect(await counts(article)).toEqual(all(1));
  await moderate([top.id], 'visible');
  expect(await counts(article)).toEqual(all(3));

  // Bob's ban hides his reply and his held-then-shown comment, here and on the other article.
  const ban = (name: string) =>
    t.query(`mutation($m: Int!) { ${name}(memberId: $m) { message } }`, { m: bob.memberId }, editor());
  await ban('banMember');
  expect(await counts(article)).toEqual(all(1));
  expect((await counts(other)).alone).toBe(0);
  await ban('unbanMember');
  expect(await counts(article)).toEqual(all(3));
  expect((await counts(other)).alone).toBe(1);

  // Deleting one's own reply takes it off the count.
  expect(
    (await t.query(`mutation($id: Int!) { deleteComment(id: $id) { message } }`, { id: reply.id }, bob.headers)).errors,
  ).toBeUndefined();
  expect(await counts(article)).toEqual(all(2));

  // Alice deletes her account: her comment stays, as "deleted member", and still counts.
  await t.graph.services().em.execute(`DELETE FROM member WHERE id = ?`, [alice.memberId]);
  expect(await counts(article)).toEqual(all(2));
});

it('answers 0 when comments are off, and the count again when they are closed or on', async () => {
  const article = await createArticle(t.graph);
  const { headers } = await member();
  await post(headers, article.id, 'Before it closed');
  await setMode(article.id, 'off');
  expect(await counts(article)).toEqual(all(0));
  await setMode(article.id, 'closed');
  expect(await counts(article)).toEqual(all(1));
});

let drains = 0;
/** The keys the next statement's notifications name (after every earlier one arrived). */
async function keysOf(statement: () => Promise<unknown>): Promise<string[][]> {
  const token = `sync count-${(drains += 1)}`;
  await listener.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, token]);
  await eventually(async () => (payloads.includes(token) ? true : undefined), 'earlier notifications', 5_000, 10);
  payloads.length = 0;
  await statement();
  // Our own notification after the statement's: everything it sent has arrived.
  const end = `sync count-end-${drains}`;
  await listener.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, end]);
  await eventually(async () => (payloads.includes(end) ? true : undefined), 'the statement’s notifications', 5_000, 10);
  return payloads
    .filter((p) => !p.startsWith('sync '))
    .map((p) => {
      const change = parseContentChange(p);
      return change.all ? ['*'] : [...change.keys];
    });
}

it("names the article's key when its count or comment mode changes, and nothing for a held comment", async () => {
  const article = await createArticle(t.graph);
  const { headers } = await member();
  expect(await keysOf(() => post(headers, article.id, 'Counted'))).toEqual([[articleKey(article.id)]]);
  expect(await keysOf(() => post(headers, article.id, 'https://a.example https://b.example https://c.example'))).toEqual([]);
  expect(await keysOf(() => setMode(article.id, 'off'))).toEqual([[articleKey(article.id)]]);
  expect(await keysOf(() => setMode(article.id, 'off'))).toEqual([]);
  expect(await keysOf(() => setMode(article.id, 'on'))).toEqual([[articleKey(article.id)]]);
});

it('counts two comments written at once on one article (the second waits for the first)', async () => {
  const article = await createArticle(t.graph);
  const a = await member();
  const b = await member();
  // The count row exists already (a new one would make the second writer wait on its insert instead).
  await post(a.headers, article.id, 'Already here');
  const clients = [new Client({ connectionString: t.db.url }), new Client({ connectionString: t.db.url })];
  await Promise.all(clients.map((c) => c.connect()));
  try {
    await clients[0].query('BEGIN');
    await clients[1].query('BEGIN');
    const insert = (c: Client, memberId: number) =>
      c.query(`INSERT INTO comment (article_id, member_id, body, status) VALUES ($1, $2, 'At once', 'visible')`, [
        article.id,
        memberId,
      ]);
    await insert(clients[0], a.memberId);
    // The second insert's recount waits on the first's lock of the count row.
    const second = insert(clients[1], b.memberId).then(() => clients[1].query('COMMIT'));
    await eventually(
      async () => {
        const { rows } = await listener.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
             AND query LIKE 'INSERT INTO comment%'`,
        );
        return rows.length ? true : undefined;
      },
      'the second writer to wait for the first',
      5_000,
      10,
    );
    await clients[0].query('COMMIT');
    await second;
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  expect(await counts(article)).toEqual(all(3));
});
