// Articles through the real GraphQL endpoint: what readers and editors can see and do.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { ArticleStatus } from './article.entity';
import type { PublishScheduler } from './publish-scheduler';

const ARTICLE_FIELDS = `id title slug content excerpt status categorySlug tagNames featured masterFeatured
  scheduledFor publishedAt authorId author { id displayName username role } category { slug name }
  tags { name } mainFeaturedRoutes featuredImage metaDescription thumbnailUrl createdAt updatedAt`;

const scheduled: { kind: string; articleId: number; at?: Date }[] = [];
const recordingScheduler: PublishScheduler = {
  async schedule(articleId, at) {
    scheduled.push({ kind: 'schedule', articleId, at });
  },
  async cancel(articleId) {
    scheduled.push({ kind: 'cancel', articleId });
  },
};

let t: TestGraph;
let category: string;
beforeAll(async () => {
  t = await startTestGraph({}, { publishScheduler: recordingScheduler });
  category = (await createCategory(t.graph, { name: 'Review' })).slug;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  scheduled.length = 0;
});

const create = (input: Record<string, unknown>, headers = t.editorHeaders()) =>
  t.query(`mutation($input: ArticleInput!) { createArticle(input: $input) { ${ARTICLE_FIELDS} } }`, { input }, headers);

describe('creating articles', () => {
  it('creates a draft by default with the editor as author, sanitized HTML and new tags', async () => {
    const res = await create({
      title: 'Hollow Deep: first look!',
      content: '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      category,
      tags: ['Metroidvania', 'indie', ' Indie ', ''],
    });
    expect(res.errors).toBeUndefined();
    const a = res.data!.createArticle;
    expect(a).toMatchObject({
      title: 'Hollow Deep: first look!',
      slug: 'hollow-deep-first-look',
      status: 'draft',
      categorySlug: category,
      authorId: t.admin.id,
      publishedAt: null,
      featured: false,
      masterFeatured: false,
      mainFeaturedRoutes: [],
    });
    expect(a.content).toBe('<p>Hi</p><a>x</a>');
    expect([...a.tagNames].sort()).toEqual(['Metroidvania', 'indie']);
    expect(a.author.username).toBe(t.admin.username);
  });

  it('gives colliding titles -2, -3 slugs', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i += 1)
      slugs.push((await create({ title: 'Patch Notes 1.2', content: '<p>x</p>', category })).data!.createArticle.slug);
    expect(slugs).toEqual(['patch-notes-1-2', 'patch-notes-1-2-2', 'patch-notes-1-2-3']);
  });

  it('gives simultaneous saves of the same title distinct slugs and one shared new tag', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => create({ title: 'Launch day chaos', content: '<p>x</p>', category, tags: ['Launch'] })),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    const slugs = results.map((r) => r.data!.createArticle.slug).sort();
    expect(slugs).toEqual(['launch-day-chaos', 'launch-day-chaos-2', 'launch-day-chaos-3', 'launch-day-chaos-4']);
    const tags = await t.query(`{ tags { name articleCount } }`, {}, t.editorHeaders());
    expect(tags.data!.tags.filter((x: { name: string }) => x.name === 'Launch')).toEqual([{ name: 'Launch', articleCount: 4 }]);
  });

  it('reuses existing tags whatever their capitals', async () => {
    await create({ title: 'Tag one', content: '<p>x</p>', category, tags: ['Soulslike'] });
    const res = await create({ title: 'Tag two', content: '<p>x</p>', category, tags: ['SOULSLIKE'] });
    expect(res.data!.createArticle.tagNames).toEqual(['Soulslike']);
    const tags = await t.query(`{ tags { name } }`);
    expect(tags.data!.tags.filter((x: { name: string }) => x.name.toLowerCase() === 'soulslike')).toHaveLength(1);
  });

  it('publishes immediately with publishedAt set and no schedule', async () => {
    const res = await create({ title: 'Out now', content: '<p>x</p>', category, status: 'published' });
    const a = res.data!.createArticle;
    expect(a.status).toBe('published');
    expect(new Date(a.publishedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(a.scheduledFor).toBeNull();
  });

  it('schedules at least a minute ahead and tells the scheduler', async () => {
    const at = new Date(Date.now() + 3600_000);
    const res = await create({
      title: 'Later',
      content: '<p>x</p>',
      category,
      status: 'scheduled',
      scheduledFor: at.toISOString(),
    });
    const a = res.data!.createArticle;
    expect(a.status).toBe('scheduled');
    expect(new Date(a.scheduledFor).toISOString()).toBe(at.toISOString());
    expect(scheduled).toEqual([{ kind: 'schedule', articleId: a.id, at }]);
  });

  it.each([
    [{ status: 'scheduled' }, 'scheduledFor', 'Please select a scheduled date and time'],
    [
      { status: 'scheduled', scheduledFor: new Date(Date.now() + 10_000).toISOString() },
      'scheduledFor',
      'Scheduled time must be at least 1 minute in the future',
    ],
    [{ title: '' }, 'title', 'Title must be between 1 and 200 characters'],
    [{ title: 'x'.repeat(201) }, 'title', 'Title must be between 1 and 200 characters'],
    [{ title: '!!!' }, 'title', 'Title must contain at least one letter or digit'],
    [{ content: '' }, 'content', 'Content is required (at most 500,000 characters)'],
    [{ content: '<script>only()</script>' }, 'content', 'Content is required'],
    [{ category: 'nope' }, 'category', 'Unknown category "nope"'],
    [{ featuredImage: 'javascript:alert(1)' }, 'featuredImage', 'Featured image must be an http(s) URL'],
    [{ featuredImage: 'ftp://example.com/a.png' }, 'featuredImage', 'Featured image must be an http(s) URL'],
    [{ slug: 'Bad Slug' }, 'slug', 'Slug may only contain lowercase letters, digits and single hyphens'],
    [{ metaDescription: 'm'.repeat(321) }, 'metaDescription', 'Meta description must be at most 320 characters'],
    [{ tags: ['t'.repeat(51)] }, 'tags', 'Each tag must be at most 50 characters'],
    [{ authorId: 9999 }, 'authorId', 'No author with id 9999'],
  ])('refuses %j with a message naming %s', async (override, field, message) => {
    const res = await create({ title: 'Valid title', content: '<p>x</p>', category, ...override });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(scheduled).toEqual([]);
  });

  it('accepts an empty featured image as none and YouTube embeds in content', async () => {
    const res = await create({
      title: 'Trailer',
      content:
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/embed/x"></iframe>',
      category,
      featuredImage: '',
    });
    expect(res.data!.createArticle.featuredImage).toBeNull();
    expect(res.data!.createArticle.content).toBe('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>');
  });
});

describe('updating and deleting', () => {
  it('changes only the given fields and keeps the slug unless one is given', async () => {
    const a = await createArticle(t.graph, { category, title: 'Original', excerpt: 'keep me', tags: ['a'] });
    const res = await t.query(
      `mutation($id: Int!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { ${ARTICLE_FIELDS} } }`,
      { id: a.id, input: { title: 'Renamed', tags: ['b', 'c'] } },
      t.editorHeaders(),
    );
    expect(res.data!.updateArticle).toMatchObject({
      title: 'Renamed',
      slug: 'original',
      excerpt: 'keep me',
      tagNames: ['b', 'c'],
    });
    const again = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { slug: "original" }) { slug } }`,
      { id: a.id },
      t.editorHeaders(),
    );
    expect(again.data!.updateArticle.slug).toBe('original');
  });

  it('publishing cancels the schedule; drafting and deleting cancel it too', async () => {
    const at = new Date(Date.now() + 7200_000).toISOString();
    const id = (await create({ title: 'Sched', content: '<p>x</p>', category, status: 'scheduled', scheduledFor: at })).data!
      .createArticle.id;
    scheduled.length = 0;
    const pub = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { status: published }) { status scheduledFor publishedAt } }`,
      { id },
      t.editorHeaders(),
    );
    expect(pub.data!.updateArticle).toMatchObject({ status: 'published', scheduledFor: null });
    expect(pub.data!.updateArticle.publishedAt).not.toBeNull();
    await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { status: draft }) { status } }`,
      { id },
      t.editorHeaders(),
    );
    const del = await t.query(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id }, t.editorHeaders());
    expect(del.data!.deleteArticle).toBe(true);
    expect(scheduled).toEqual([
      { kind: 'cancel', articleId: id },
      { kind: 'cancel', articleId: id },
      { kind: 'cancel', articleId: id },
    ]);
    const gone = await t.query(`query($id: Int!) { article(id: $id) { id } }`, { id }, t.editorHeaders());
    expect(gone.data!.article).toBeNull();
  });

  it('answers NOT_FOUND for an unknown article', async () => {
    for (const doc of [
      `mutation { updateArticle(id: 999999, input: { title: "x" }) { id } }`,
      `mutation { deleteArticle(id: 999999) }`,
      `mutation { toggleFeatured(id: 999999) { id } }`,
      `mutation { setMasterFeatured(id: 999999) { id } }`,
    ]) {
      const res = await t.query(doc, {}, t.editorHeaders());
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('what readers see', () => {
  it('only published articles, by id, by slug and in lists', async () => {
    const draft = await createArticle(t.graph, { category, title: 'Secret draft', status: ArticleStatus.draft });
    const pub = await createArticle(t.graph, { category, title: 'Public story' });
    const byId = await t.query(`query($id: Int!) { article(id: $id) { id } }`, { id: draft.id });
    expect(byId.data!.article).toBeNull();
    const bySlug = await t.query(`query($s: String!) { articleBySlug(slug: $s) { id } }`, { s: draft.slug });
    expect(bySlug.data!.articleBySlug).toBeNull();
    const editorView = await t.query(`query($id: Int!) { article(id: $id) { id status } }`, { id: draft.id }, t.editorHeaders());
    expect(editorView.data!.article).toEqual({ id: draft.id, status: 'draft' });
    const readerPub = await t.query(
      `query($s: String!) { articleBySlug(slug: $s) { id author { displayName username role } } }`,
      { s: pub.slug },
    );
    expect(readerPub.data!.articleBySlug).toEqual({
      id: pub.id,
      author: { displayName: 'Savepoint Staff', username: null, role: null },
    });
    const list = await t.query(`{ articles(limit: 100) { totalCount articles { id status } } }`);
    expect(list.data!.articles.articles.every((a: { status: string }) => a.status === 'published')).toBe(true);
    expect(list.data!.articles.articles.map((a: { id: number }) => a.id)).not.toContain(draft.id);
  });

  it('lists newest first with limit, offset and a total count, filtered by category', async () => {
    const other = (await createCategory(t.graph, { name: 'Esports' })).slug;
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push((await createArticle(t.graph, { category: other, title: `Match ${i}` })).id);
    const page = await t.query(
      `{ articles(filter: { category: "${other}" }, limit: 2, offset: 1) { totalCount articles { id } } }`,
    );
    expect(page.data!.articles.totalCount).toBe(4);
    expect(page.data!.articles.articles.map((a: { id: number }) => a.id)).toEqual([ids[2], ids[1]]);
    const related = await t.query(`{ relatedArticles(category: "${other}", excludeId: ${ids[3]}, limit: 2) { id } }`);
    expect(related.data!.relatedArticles.map((a: { id: number }) => a.id)).toEqual([ids[2], ids[1]]);
  });

  it('gives cards their reading time and fallback text without reading the body, the same as the article page', async () => {
    const cards = (await createCategory(t.graph, { name: 'Guides' })).slug;
    // 461 words: 3 minutes at 230 a minute. Tags, entities and line breaks are not words.
    const long = await create({
      title: 'A long read',
      content: `<h2>Intro</h2><p>${'word '.repeat(230)}</p>\n<p>${'more&nbsp;words '.repeat(115)}</p>`,
      excerpt: '',
      category: cards,
      status: 'published',
    });
    const short = await create({
      title: 'A short one',
      content: '<p>Just <strong>five</strong> words here, friend.</p>',
      excerpt: 'Hand-written summary.',
      category: cards,
      status: 'published',
    });
    expect(long.errors ?? short.errors).toBeUndefined();
    const list = await t.query(
      `{ articles(filter: { category: "${cards}" }, limit: 5) { articles { slug readingMinutes cardExcerpt } } }`,
    );
    expect(list.data!.articles.articles).toEqual([
      { slug: short.data!.createArticle.slug, readingMinutes: 1, cardExcerpt: 'Hand-written summary.' },
      { slug: long.data!.createArticle.slug, readingMinutes: 3, cardExcerpt: `Intro ${'word '.repeat(22)}word...` },
    ]);
    const page = await t.query(`query($s: String!) { articleBySlug(slug: $s) { readingMinutes } }`, {
      s: long.data!.createArticle.slug,
    });
    expect(page.data!.articleBySlug.readingMinutes).toBe(3);

    // An edit that shortens the text shortens the reading time everywhere.
    const edited = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { content: "<p>Now brief.</p>" }) { readingMinutes } }`,
      { id: long.data!.createArticle.id },
      t.editorHeaders(),
    );
    expect(edited.data!.updateArticle.readingMinutes).toBe(1);
    const again = await t.query(`{ articles(filter: { category: "${cards}" }, limit: 5) { articles { readingMinutes } } }`);
    expect(again.data!.articles.articles.map((a: { readingMinutes: number }) => a.readingMinutes)).toEqual([1, 1]);
  });

  it('refuses a page larger than 100 or a negative offset', async () => {
    const big = await t.query(`{ articles(limit: 101) { totalCount } }`);
    expect(big.errors?.[0]).toMatchObject({
      message: 'limit must be between 1 and 100',
      extensions: { code: 'BAD_USER_INPUT', field: 'limit' },
    });
    const neg = await t.query(`{ articles(offset: -1) { totalCount } }`);
    expect(neg.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'offset' });
  });
});

describe('editors list', () => {
  it('adminArticles shows every status and filters by status', async () => {
    const archived = await createArticle(t.graph, { category, title: 'Old news', status: ArticleStatus.archived });
    const res = await t.query(
      `{ adminArticles(filter: { status: archived }, limit: 100) { totalCount articles { id status } } }`,
      {},
      t.editorHeaders(),
    );
    expect(res.data!.adminArticles.articles).toContainEqual({ id: archived.id, status: 'archived' });
    expect(res.data!.adminArticles.articles.every((a: { status: string }) => a.status === 'archived')).toBe(true);
  });

  it('refuses adminArticles and every mutation to anonymous callers', async () => {
    const a = await createArticle(t.graph, { category });
    const docs = [
      `{ adminArticles { totalCount } }`,
      `{ mainFeaturedAssignments { route } }`,
      `mutation { createArticle(input: { title: "x", content: "y", category: "${category}" }) { id } }`,
      `mutation { updateArticle(id: ${a.id}, input: { title: "x" }) { id } }`,
      `mutation { deleteArticle(id: ${a.id}) }`,
      `mutation { toggleFeatured(id: ${a.id}) { id } }`,
      `mutation { setMasterFeatured(id: ${a.id}) { id } }`,
      `mutation { removeMasterFeatured(id: ${a.id}) { id } }`,
      `mutation { setMainFeatured(id: ${a.id}, route: homepage) { id } }`,
      `mutation { removeMainFeatured(id: ${a.id}) { id } }`,
      `mutation { createCategory(input: { name: "Hack" }) { id } }`,
      `mutation { updateCategory(id: 1, input: { name: "Hack" }) { id } }`,
      `mutation { deleteCategory(id: 1) }`,
      `mutation { createTag(input: { name: "hack" }) { id } }`,
      `mutation { updateTag(id: 1, input: { name: "hack" }) { id } }`,
      `mutation { deleteTag(id: 1) }`,
      `mutation { createApiToken(name: "hack") { token } }`,
    ];
    for (const doc of docs) {
      for (const headers of [{}, t.gatewayHeaders()]) {
        const res = await t.query(doc, {}, headers);
        expect({ doc, code: res.errors?.[0].extensions?.code }).toEqual({ doc, code: 'UNAUTHENTICATED' });
      }
    }
    const still = await t.query(`query($id: Int!) { article(id: $id) { id featured } }`, { id: a.id });
    expect(still.data!.article).toEqual({ id: a.id, featured: false });
  });
});

describe('editor list filters and database invariants', () => {
  it('adminArticles filters by category and search text across statuses', async () => {
    const cat = (await createCategory(t.graph, { name: 'Web' })).slug;
    const draft = await createArticle(t.graph, { category: cat, title: 'WebGPU deep dive', status: ArticleStatus.draft });
    await createArticle(t.graph, { category: cat, title: 'Browser games roundup' });
    const res = await t.query(
      `{ adminArticles(filter: { category: "${cat}", search: "webgpu" }) { totalCount articles { id status } } }`,
      {},
      t.editorHeaders(),
    );
    expect(res.data!.adminArticles).toEqual({ totalCount: 1, articles: [{ id: draft.id, status: 'draft' }] });
  });

  it("keeps a scheduled article's time when it is saved again without a new one", async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const id = (await create({ title: 'Keep time', content: '<p>x</p>', category, status: 'scheduled', scheduledFor: at })).data!
      .createArticle.id;
    scheduled.length = 0;
    const res = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { title: "Keep time, fixed", status: scheduled }) { status scheduledFor } }`,
      { id },
      t.editorHeaders(),
    );
    expect(res.data!.updateArticle).toEqual({ status: 'scheduled', scheduledFor: at });
    expect(scheduled).toEqual([]);
  });

  it('refuses rescheduling into the past on update', async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const id = (await create({ title: 'Resched', content: '<p>x</p>', category, status: 'scheduled', scheduledFor: at })).data!
      .createArticle.id;
    const res = await t.query(
      `mutation($id: Int!, $at: DateTimeISO!) { updateArticle(id: $id, input: { scheduledFor: $at }) { id } }`,
      { id, at: new Date(Date.now() - 1000).toISOString() },
      t.editorHeaders(),
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Scheduled time must be at least 1 minute in the future',
      extensions: { field: 'scheduledFor' },
    });
  });

  it('the database itself refuses duplicate slugs, bad colours and scheduled articles without a time', async () => {
    const a = await createArticle(t.graph, { category });
    const em = t.graph.orm.em.fork();
    await expect(
      em.execute(`UPDATE article SET slug = (SELECT slug FROM article WHERE id <> ${a.id} LIMIT 1) WHERE id = ${a.id}`),
    ).rejects.toThrow(/article_slug_unique/);
    await expect(em.execute(`UPDATE category SET color = 'red'`)).rejects.toThrow(/category_color_check/);
    await expect(em.execute(`UPDATE article SET status = 'scheduled', scheduled_for = NULL WHERE id = ${a.id}`)).rejects.toThrow(
      /article_scheduled_has_time/,
    );
    await expect(em.execute(`INSERT INTO tag (name) VALUES ('Unique'), ('UNIQUE')`)).rejects.toThrow(/tag_name_unique/);
  });
});
