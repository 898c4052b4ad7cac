// Live blogs and corrections through graph's API (issue 22): the live status on article saves,
// entries and who may write them, 409 once ended, 404 for readers, the events a stream replays, and
// corrections with their webhook, activity log and the article's modification time.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { ArticleStatus } from '../article/article.entity';
import { UserRole } from '../user/user.entity';

let t: TestGraph;
let category: string;
beforeAll(async () => {
  t = await startTestGraph();
  category = (await createCategory(t.graph)).slug;
});
afterAll(async () => {
  await t?.close();
});
const ed = () => t.editorHeaders();
const reader = () => t.gatewayHeaders();

const ENTRY = 'id articleId content pinned keyEvent authorName createdAt';
const EVENT = `id kind entryId entry { id content } live { status }`;

async function liveBlog(live: Record<string, unknown> = { status: 'live' }, status = 'published'): Promise<number> {
  const res = await t.query(
    `mutation($input: ArticleInput!) { createArticle(input: $input) { id live { status startsAt endsAt } } }`,
    { input: { title: 'Showcase live', content: '<p>Follow along</p>', category, status, live } },
    ed(),
  );
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.createArticle.id;
}

const post = (articleId: number, input: Record<string, unknown>, headers = ed()) =>
  t.query(
    `mutation($a: Int!, $input: LiveEntryInput!) { createLiveEntry(articleId: $a, input: $input) { ${ENTRY} } }`,
    { a: articleId, input },
    headers,
  );

const setLive = (id: number, live: Record<string, unknown> | null) =>
  t.query(
    `mutation($id: Int!, $live: LiveInput) { updateArticle(id: $id, input: { live: $live }) { live { status startsAt endsAt } } }`,
    { id, live },
    ed(),
  );

describe('live blogs', () => {
  it('makes an article a live blog on create and update, starting and ending it with times', async () => {
    const id = await liveBlog({ status: 'upcoming', startsAt: '2030-01-01T18:00:00.000Z' });
    const single = await t.query(`query($id: Int!) { article(id: $id) { live { status startsAt endsAt } } }`, { id });
    expect(single.data!.article.live).toEqual({ status: 'upcoming', startsAt: '2030-01-01T18:00:00.000Z', endsAt: null });
    const listed = await t.query(`{ articles(limit: 100) { articles { id live { status } } } }`);
    expect(listed.data!.articles.articles.find((a: { id: number }) => a.id === id).live).toEqual({ status: 'upcoming' });

    const ended = await setLive(id, { status: 'ended', startsAt: '2026-01-01T18:00:00.000Z' });
    expect(ended.data!.updateArticle.live).toMatchObject({ status: 'ended', startsAt: '2026-01-01T18:00:00.000Z' });
    expect(ended.data!.updateArticle.live.endsAt).not.toBeNull();
    const bad = await setLive(id, { status: 'live', startsAt: '2026-01-02T00:00:00.000Z', endsAt: '2026-01-01T00:00:00.000Z' });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'live.endsAt' });
    expect((await setLive(id, null)).data!.updateArticle.live).toBeNull();
  });

  it('posts, edits and deletes entries; readers list them newest first and after an id', async () => {
    const id = await liveBlog();
    const first = (await post(id, { content: '<p>Doors open</p><script>x()</script>', pinned: true })).data!.createLiveEntry;
    expect(first).toMatchObject({
      articleId: id,
      content: '<p>Doors open</p>',
      pinned: true,
      keyEvent: false,
      authorName: expect.any(String),
    });
    const second = (await post(id, { content: '<p>New game announced</p>', keyEvent: true })).data!.createLiveEntry;

    const list = await t.query(
      `query($a: Int!, $after: Int) { liveEntries(articleId: $a, after: $after) { id content } }`,
      { a: id },
      reader(),
    );
    expect(list.data!.liveEntries.map((e: { id: number }) => e.id)).toEqual([second.id, first.id]);
    const newer = await t.query(
      `query($a: Int!, $after: Int) { liveEntries(articleId: $a, after: $after) { id } }`,
      { a: id, after: first.id },
      reader(),
    );
    expect(newer.data!.liveEntries).toEqual([{ id: second.id }]);

    const edited = await t.query(
      `mutation($a: Int!, $e: Int!) { updateLiveEntry(articleId: $a, entryId: $e, input: { content: "<p>Fixed</p>", pinned: false }) { content pinned keyEvent } }`,
      { a: id, e: second.id },
      ed(),
    );
    expect(edited.data!.updateLiveEntry).toEqual({ content: '<p>Fixed</p>', pinned: false, keyEvent: true });
    const removed = await t.query(
      `mutation($a: Int!, $e: Int!) { deleteLiveEntry(articleId: $a, entryId: $e) }`,
      { a: id, e: first.id },
      ed(),
    );
    expect(removed.data!.deleteLiveEntry).toBe(true);
    const after = await t.query(`query($a: Int!) { liveEntries(articleId: $a) { id } }`, { a: id }, reader());
    expect(after.data!.liveEntries).toEqual([{ id: second.id }]);
  });

  it('refuses bad entries naming content, and stores nothing', async () => {
    const id = await liveBlog();
    for (const content of ['', '   ', '<script>alert(1)</script>', 'x'.repeat(20_001)]) {
      const res = await post(id, { content });
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'content' });
    }
    expect((await post(id, { content: 'x'.repeat(20_000) })).errors).toBeUndefined();
    const list = await t.query(`query($a: Int!) { liveEntries(articleId: $a) { id } }`, { a: id }, reader());
    expect(list.data!.liveEntries).toHaveLength(1);
    // The database holds the length for writers that skip graph.
    await expect(
      t.graph.services().em.execute(`INSERT INTO live_entry (article_id, content) VALUES (?, ?)`, [id, 'x'.repeat(20_001)]),
    ).rejects.toThrow(/live_entry_content_length/);
  });

  it('refuses an entry that sanitising grows past the limit as bad content, not a server error', async () => {
    const id = await liveBlog();
    // 20,000 characters as typed; stored, every "&" is "&amp;" (40,000).
    const res = await post(id, { content: 'Q&A '.repeat(5_000) });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'content' });
  });

  it('refuses writes once the blog has ended (409) until it is reopened', async () => {
    const id = await liveBlog();
    const entry = (await post(id, { content: '<p>Kick-off</p>' })).data!.createLiveEntry;
    await setLive(id, { status: 'ended' });
    const refused = await post(id, { content: '<p>Too late</p>' });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT' });
    const edit = await t.query(
      `mutation($a: Int!, $e: Int!) { deleteLiveEntry(articleId: $a, entryId: $e) }`,
      { a: id, e: entry.id },
      ed(),
    );
    expect(edit.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT' });
    const reopened = await setLive(id, { status: 'live' });
    expect(reopened.data!.updateArticle.live).toMatchObject({ status: 'live', endsAt: null });
    expect((await post(id, { content: '<p>Back on</p>' })).errors).toBeUndefined();
  });

  it('answers NOT_FOUND to readers on unpublished or ordinary articles, and lets only editors of the article post', async () => {
    const draft = await liveBlog({ status: 'live' }, 'draft');
    const ordinary = (await createArticle(t.graph, { category })).id;
    for (const a of [draft, ordinary, 999_999]) {
      const res = await t.query(`query($a: Int!) { liveEntries(articleId: $a) { id } }`, { a }, reader());
      expect([a, res.errors?.[0].extensions?.code]).toEqual([a, 'NOT_FOUND']);
    }
    // Staff see their draft blog.
    expect((await t.query(`query($a: Int!) { liveEntries(articleId: $a) { id } }`, { a: draft }, ed())).errors).toBeUndefined();
    expect((await post(ordinary, { content: '<p>x</p>' })).errors?.[0].extensions).toMatchObject({ field: 'articleId' });
    // Anonymous and other writers' contributors are refused.
    expect((await post(draft, { content: '<p>x</p>' }, reader())).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const contributor = await t.graph
      .services()
      .users.createUser({ username: 'live-contrib', password: 'long enough pw', role: UserRole.contributor });
    const other = await post(draft, { content: '<p>x</p>' }, t.editorHeaders(contributor.id));
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('events', () => {
  it('replays what a reconnecting reader missed, in order, and resets on an unknown id', async () => {
    const id = await liveBlog();
    const one = (await post(id, { content: '<p>One</p>' })).data!.createLiveEntry;
    const replay = (after: string | null) =>
      t.query(
        `query($a: Int!, $after: String) { liveReplay(articleId: $a, after: $after) { reset events { ${EVENT} } } }`,
        { a: id, after },
        reader(),
      );
    const start = (await replay(null)).data!.liveReplay;
    expect(start.reset).toBe(true);
    expect(start.events.map((e: { kind: string }) => e.kind)).toEqual(['status', 'entry']);
    const seen = start.events[1].id;

    const two = (await post(id, { content: '<p>Two</p>' })).data!.createLiveEntry;
    await t.query(
      `mutation($a: Int!, $e: Int!) { updateLiveEntry(articleId: $a, entryId: $e, input: { keyEvent: true }) { id } }`,
      { a: id, e: one.id },
      ed(),
    );
    await t.query(`mutation($a: Int!, $e: Int!) { deleteLiveEntry(articleId: $a, entryId: $e) }`, { a: id, e: two.id }, ed());
    await setLive(id, { status: 'ended' });

    const missed = (await replay(seen)).data!.liveReplay;
    expect(missed.reset).toBe(false);
    // The deleted entry's own `entry` event is left out: its content is gone; its deletion is told.
    expect(missed.events.map((e: { kind: string; entryId: number | null }) => [e.kind, e.entryId])).toEqual([
      ['entry-updated', one.id],
      ['entry-deleted', two.id],
      ['status', null],
    ]);
    expect(missed.events[2].live).toEqual({ status: 'ended' });
    const ids = missed.events.map((e: { id: string }) => BigInt(e.id));
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);

    for (const unknown of ['abc', '999999999', '0']) {
      const reset = (await replay(unknown)).data!.liveReplay;
      expect(reset.reset).toBe(true);
      expect(reset.events.filter((e: { kind: string }) => e.kind === 'entry').map((e: { entryId: number }) => e.entryId)).toEqual(
        [one.id],
      );
    }
  });

  it('hands the gateways the events of published blogs after a head, and moves the head past others', async () => {
    const id = await liveBlog();
    const draft = await liveBlog({ status: 'live' }, 'draft');
    const since = (after: string | null, articleIds: number[]) =>
      t.query(
        `query($after: String, $ids: [Int!]!) { liveEventsSince(after: $after, articleIds: $ids) { head events { ${EVENT} } } }`,
        { after, ids: articleIds },
        reader(),
      );
    const { head } = (await since(null, [id])).data!.liveEventsSince;
    const entry = (await post(id, { content: '<p>Hello</p>' })).data!.createLiveEntry;
    await post(draft, { content: '<p>Not public</p>' });
    const batch = (await since(head, [id, draft])).data!.liveEventsSince;
    expect(batch.events).toEqual([
      expect.objectContaining({ kind: 'entry', entryId: entry.id, entry: { id: entry.id, content: '<p>Hello</p>' } }),
    ]);
    expect(BigInt(batch.head)).toBeGreaterThan(BigInt(batch.events[0].id));
    expect((await since(batch.head, [id])).data!.liveEventsSince).toEqual({ head: batch.head, events: [] });
  });

  it('answers fewer than 200 events only when nothing more of the asked blogs waits past its head', async () => {
    const id = await liveBlog();
    const busy = await liveBlog();
    const em = t.graph.services().em;
    /** What a hub gets: it asks again only after a full batch of 200. */
    const hubFetch = async (after: string) => {
      const events: { kind: string; entryId: number | null }[] = [];
      for (let head = after; ;) {
        const res = await t.query(
          `query($after: String, $ids: [Int!]!) { liveEventsSince(after: $after, articleIds: $ids) { head events { ${EVENT} } } }`,
          { after: head, ids: [id] },
          reader(),
        );
        const batch = res.data!.liveEventsSince;
        events.push(...batch.events);
        head = batch.head;
        if (batch.events.length < 200) return { head, events };
      }
    };
    const start = (await t.query(`query { liveEventsSince(after: null, articleIds: []) { head } }`, {}, reader())).data!
      .liveEventsSince.head;

    // 200 events of a blog nobody asked for, then an entry of the asked one.
    await em.execute(`INSERT INTO live_entry (article_id, content) SELECT ?, '<p>Elsewhere</p>' FROM generate_series(1, 200)`, [
      busy,
    ]);
    const after = (await post(id, { content: '<p>After the rush</p>' })).data!.createLiveEntry;
    const first = await hubFetch(start);
    expect(first.events.map((e) => [e.kind, e.entryId])).toEqual([['entry', after.id]]);

    // 200 entries posted and deleted (their `entry` events are left out), then one more.
    await em.execute(`INSERT INTO live_entry (article_id, content) SELECT ?, '<p>Gone</p>' FROM generate_series(1, 200)`, [id]);
    await em.execute(`DELETE FROM live_entry WHERE article_id = ? AND content = '<p>Gone</p>'`, [id]);
    const last = (await post(id, { content: '<p>Still here</p>' })).data!.createLiveEntry;
    const second = await hubFetch(first.head);
    expect(second.events.filter((e) => e.kind === 'entry').map((e) => e.entryId)).toEqual([last.id]);
    expect(second.events.filter((e) => e.kind === 'entry-deleted')).toHaveLength(200);
  });
});

describe('corrections', () => {
  it('adds corrections to published articles, moving updatedAt, listing them and telling webhooks', async () => {
    const services = t.graph.services();
    await services.em.execute(
      `INSERT INTO webhook (url, events, secret) VALUES ('https://hooks.example/x', ARRAY['article.corrected'], 'whsec_test')`,
    );
    const article = await createArticle(t.graph, { category, title: 'Patch notes' });
    const before = article.updatedAt.getTime();
    const added = await t.query(
      `mutation($a: Int!) { addCorrection(articleId: $a, input: { kind: correction, note: "  The patch is 1.2, not 1.1. " }) { id kind note articleSlug } }`,
      { a: article.id },
      ed(),
    );
    expect(added.data!.addCorrection).toMatchObject({
      kind: 'correction',
      note: 'The patch is 1.2, not 1.1.',
      articleSlug: article.slug,
    });
    const read = await t.query(`query($id: Int!) { article(id: $id) { updatedAt correctedAt corrections { kind note } } }`, {
      id: article.id,
    });
    expect(read.data!.article.corrections).toEqual([{ kind: 'correction', note: 'The patch is 1.2, not 1.1.' }]);
    expect(new Date(read.data!.article.updatedAt).getTime()).toBeGreaterThan(before);
    expect(read.data!.article.correctedAt).not.toBeNull();
    const page = await t.query(`{ corrections(limit: 5) { totalCount corrections { id articleTitle } } }`);
    expect(page.data!.corrections.corrections[0]).toEqual({ id: added.data!.addCorrection.id, articleTitle: 'Patch notes' });
    const [hook] = await services.em.execute(`SELECT event, payload FROM webhook_delivery WHERE event = 'article.corrected'`);
    expect(hook.payload).toMatchObject({
      id: article.id,
      correction: { kind: 'correction', note: 'The patch is 1.2, not 1.1.' },
    });
  });

  it('lists one edition at a time: the default edition unless given a language', async () => {
    await t.query(
      `mutation { createEdition(input: { language: "de", name: "Deutsch", searchConfig: "german" }) { language } }`,
      {},
      ed(),
    );
    const english = await createArticle(t.graph, { category, title: 'English patch story' });
    const german = await createArticle(t.graph, { category, title: 'Deutsche Patch-Meldung', language: 'de' });
    for (const article of [english, german]) {
      const res = await t.query(
        `mutation($a: Int!) { addCorrection(articleId: $a, input: { kind: update, note: "Added the date" }) { id } }`,
        { a: article.id },
        ed(),
      );
      expect(res.errors).toBeUndefined();
    }
    const titles = async (query: string) => {
      const res = await t.query(query);
      expect(res.errors).toBeUndefined();
      return res.data!.corrections.corrections.map((c: { articleTitle: string }) => c.articleTitle);
    };
    // /corrections is the default edition's page: a German story's correction would link to a 404 there.
    const byDefault = await titles(`{ corrections(limit: 100) { corrections { articleTitle } } }`);
    expect(byDefault).toContain('English patch story');
    expect(byDefault).not.toContain('Deutsche Patch-Meldung');
    expect(await titles(`{ corrections(limit: 100, language: "de") { corrections { articleTitle } } }`)).toEqual([
      'Deutsche Patch-Meldung',
    ]);
  });

  it('refuses bad notes naming the field, drafts with 409, and lets only admins delete (logged)', async () => {
    const article = await createArticle(t.graph, { category });
    for (const [input, field] of [
      [{ kind: 'update', note: '' }, 'note'],
      [{ kind: 'update', note: 'x'.repeat(1001) }, 'note'],
      [{ kind: 'update', note: 'a <b>bold</b> note' }, 'note'],
    ] as const) {
      const res = await t.query(
        `mutation($a: Int!, $input: CorrectionInput!) { addCorrection(articleId: $a, input: $input) { id } }`,
        { a: article.id, input },
        ed(),
      );
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const draft = await createArticle(t.graph, { category, status: ArticleStatus.draft });
    const onDraft = await t.query(
      `mutation($a: Int!) { addCorrection(articleId: $a, input: { kind: update, note: "x" }) { id } }`,
      { a: draft.id },
      ed(),
    );
    expect(onDraft.errors?.[0].extensions?.code).toBe('CONFLICT');

    const { id } = (
      await t.query(
        `mutation($a: Int!) { addCorrection(articleId: $a, input: { kind: update, note: "Added the trailer" }) { id } }`,
        { a: article.id },
        ed(),
      )
    ).data!.addCorrection;
    const editor = await t.graph
      .services()
      .users.createUser({ username: 'live-editor', password: 'long enough pw', role: UserRole.editor });
    const del = `mutation($a: Int!, $c: Int!) { deleteCorrection(articleId: $a, correctionId: $c) }`;
    expect((await t.query(del, { a: article.id, c: id }, t.editorHeaders(editor.id))).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    const done = await t.query(del, { a: article.id, c: id }, ed());
    expect([done.errors, done.data?.deleteCorrection]).toEqual([undefined, true]);
    const log = await t.query(`{ activity(limit: 5) { action subjectId detail } }`, {}, ed());
    expect(log.data!.activity[0]).toEqual({
      action: 'correctionDeleted',
      subjectId: article.id,
      detail: 'update: Added the trailer',
    });
  });
});
