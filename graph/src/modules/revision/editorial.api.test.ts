// Revisions, slug history, preview links and the publishing side of the activity log, through graph.
import { createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { UserRole } from '../user/user.entity';

let t: TestGraph;
let category: string;
beforeAll(async () => {
  t = await startTestGraph();
  category = (await createCategory(t.graph, { name: 'News' })).slug;
});
afterAll(async () => {
  await t?.close();
});
const ed = () => t.editorHeaders();

async function create(input: Record<string, unknown>, headers = ed()) {
  const res = await t.query(
    `mutation($input: ArticleInput!) { createArticle(input: $input) { id slug status } }`,
    { input: { content: '<p>x</p>', category, ...input } },
    headers,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createArticle as { id: number; slug: string; status: string };
}
const update = (id: number, input: Record<string, unknown>, headers = ed()) =>
  t.query(
    `mutation($id: Int!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { id slug title content status } }`,
    { id, input },
    headers,
  );
const revisions = async (id: number) =>
  (
    await t.query(
      `query($id: Int!) { articleRevisions(articleId: $id) { id kind title content excerpt authorId } }`,
      { id },
      ed(),
    )
  ).data!.articleRevisions as {
    id: number;
    kind: string;
    title: string;
    content: string;
    excerpt: string | null;
    authorId: number | null;
  }[];

describe('revisions', () => {
  it('keeps every save newest first, and a restore is itself a new revision', async () => {
    const { id } = await create({ title: 'First take', excerpt: 'one' });
    await update(id, { title: 'Second take', content: '<p>more</p>', excerpt: 'two' });
    const history = await revisions(id);
    expect(history.map((r) => [r.kind, r.title])).toEqual([
      ['save', 'Second take'],
      ['save', 'First take'],
    ]);
    expect(history[0].authorId).toBe(t.admin.id);

    const restored = await t.query(
      `mutation($id: Int!, $r: Int!) { restoreArticleRevision(articleId: $id, revisionId: $r) { title content excerpt } }`,
      { id, r: history[1].id },
      ed(),
    );
    expect(restored.data!.restoreArticleRevision).toEqual({ title: 'First take', content: '<p>x</p>', excerpt: 'one' });
    const after = await revisions(id);
    expect(after.map((r) => [r.kind, r.title])).toEqual([
      ['restore', 'First take'],
      ['save', 'Second take'],
      ['save', 'First take'],
    ]);
  });

  it('autosave keeps a revision without changing the article, and skips an unchanged one', async () => {
    const { id } = await create({ title: 'Open draft' });
    const autosave = (content: string) =>
      t.query(
        `mutation($id: Int!, $c: String!) { autosaveArticle(articleId: $id, input: { title: "Open draft", content: $c }) { id kind content } }`,
        { id, c: content },
        ed(),
      );
    const first = await autosave('<p>typing…</p><script>x()</script>');
    expect(first.data!.autosaveArticle).toMatchObject({ kind: 'autosave', content: '<p>typing…</p>' });
    const again = await autosave('<p>typing…</p>');
    expect(again.data!.autosaveArticle.id).toBe(first.data!.autosaveArticle.id);
    expect((await revisions(id)).map((r) => r.kind)).toEqual(['autosave', 'save']);
    const article = await t.query(`query($id: Int!) { article(id: $id) { content } }`, { id }, ed());
    expect(article.data!.article.content).toBe('<p>x</p>');
  });

  it('answers NOT_FOUND for a revision of another article', async () => {
    const a = await create({ title: 'A' });
    const b = await create({ title: 'B' });
    const [revisionOfA] = await revisions(a.id);
    const res = await t.query(
      `mutation($id: Int!, $r: Int!) { restoreArticleRevision(articleId: $id, revisionId: $r) { id } }`,
      { id: b.id, r: revisionOfA.id },
      ed(),
    );
    expect(res.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});

describe('slugs that never break', () => {
  it('transliterates titles and reports the slug it saved', async () => {
    expect((await create({ title: 'Ünïcode Straße' })).slug).toBe('unicode-strasse');
    expect((await create({ title: 'Ünïcode Straße' })).slug).toBe('unicode-strasse-2');
  });

  it("keeps a published article's old slug: it still finds the article and redirects to the new one", async () => {
    const { id } = await create({ title: 'Old name', status: 'published' });
    const renamed = await update(id, { title: 'New name', slug: 'new-name' });
    expect(renamed.data!.updateArticle.slug).toBe('new-name');

    const byOld = await t.query(`{ articleBySlug(slug: "old-name") { id slug } }`);
    expect(byOld.data!.articleBySlug).toEqual({ id, slug: 'new-name' });
    expect((await t.query(`{ articleSlugRedirect(slug: "old-name") }`)).data!.articleSlugRedirect).toBe('new-name');
    expect((await t.query(`{ articleSlugRedirect(slug: "new-name") }`)).data!.articleSlugRedirect).toBeNull();

    // The old slug stays the old article's: another article gets the next free one.
    expect((await create({ title: 'Old name' })).slug).toBe('old-name-2');
    // Renaming back takes the slug out of the history.
    await update(id, { slug: 'old-name' });
    expect((await t.query(`{ articleSlugRedirect(slug: "old-name") }`)).data!.articleSlugRedirect).toBeNull();
    expect((await t.query(`{ articleSlugRedirect(slug: "new-name") }`)).data!.articleSlugRedirect).toBe('old-name');
  });

  it('does not keep the slugs of a draft that was never published', async () => {
    const { id } = await create({ title: 'Working title' });
    await update(id, { slug: 'final-title' });
    expect((await t.query(`{ articleBySlug(slug: "working-title") { id } }`, {}, ed())).data!.articleBySlug).toBeNull();
  });
});

describe('preview links', () => {
  const show = (url: string) =>
    t.query(`query($token: String!) { articleByPreviewToken(token: $token) { id title status } }`, {
      token: url.split('/').pop(),
    });

  it('shows the draft to anyone holding the link until it is revoked', async () => {
    const { id } = await create({ title: 'Embargoed review' });
    const link = await t.query(`mutation($id: Int!) { createPreviewLink(articleId: $id) { url } }`, { id }, ed());
    const url: string = link.data!.createPreviewLink.url;
    expect(url).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
    expect((await show(url)).data!.articleByPreviewToken).toEqual({ id, title: 'Embargoed review', status: 'draft' });
    expect((await show('/preview/' + 'A'.repeat(43))).data!.articleByPreviewToken).toBeNull();

    const revoked = await t.query(`mutation($id: Int!) { revokePreviewLinks(articleId: $id) }`, { id }, ed());
    expect(revoked.data!.revokePreviewLinks).toBe(1);
    expect((await show(url)).data!.articleByPreviewToken).toBeNull();
  });

  it('ends when the article is published, and published articles get no link', async () => {
    const { id } = await create({ title: 'Going live' });
    const url = (await t.query(`mutation($id: Int!) { createPreviewLink(articleId: $id) { url } }`, { id }, ed())).data!
      .createPreviewLink.url;
    await update(id, { status: 'published' });
    expect((await show(url)).data!.articleByPreviewToken).toBeNull();
    const again = await t.query(`mutation($id: Int!) { createPreviewLink(articleId: $id) { url } }`, { id }, ed());
    expect(again.errors![0].extensions!.code).toBe('CONFLICT');
  });
});

describe('activity log', () => {
  it('records who published, scheduled and deleted, newest first', async () => {
    const author = await t.graph
      .services()
      .users.createUser({ username: 'pat', password: 'long enough pass', role: UserRole.author, displayName: 'Pat Quill' });
    const as = t.editorHeaders(author.id);
    const { id } = await create({ title: 'Pat on patch day' }, as);
    await update(id, { status: 'scheduled', scheduledFor: new Date(Date.now() + 3_600_000).toISOString() }, as);
    await update(id, { status: 'published' }, as);
    await t.query(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id }, as);
    const log = await t.query(`{ activity(limit: 10) { actorName actorId action subjectId subjectLabel } }`, {}, ed());
    const mine = log.data!.activity.filter((a: { subjectId: number }) => a.subjectId === id);
    expect(mine.map((a: { action: string }) => a.action)).toEqual(['articleDeleted', 'articlePublished', 'articleScheduled']);
    expect(mine[0]).toMatchObject({ actorName: 'Pat Quill', actorId: author.id, subjectLabel: 'Pat on patch day' });
  });
});
