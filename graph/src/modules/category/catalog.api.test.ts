// Categories, tags and the newsletter through the API.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { ArticleStatus } from '../article/article.entity';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph();
});
afterAll(async () => {
  await t?.close();
});
const ed = () => t.editorHeaders();

describe('categories', () => {
  it('creates with a slug from the name and the default colour, and lists them with article counts', async () => {
    const res = await t.query(
      `mutation { createCategory(input: { name: "Retro Games", description: "Old but gold" }) { id name slug color description articleCount } }`,
      {},
      ed(),
    );
    expect(res.data!.createCategory).toMatchObject({
      name: 'Retro Games',
      slug: 'retro-games',
      color: '#6b7280',
      description: 'Old but gold',
      articleCount: 0,
    });
    await createArticle(t.graph, { category: 'retro-games' });
    await createArticle(t.graph, { category: 'retro-games', status: ArticleStatus.draft });
    const reader = await t.query(`{ categories { slug articleCount } }`);
    expect(reader.data!.categories).toContainEqual({ slug: 'retro-games', articleCount: 1 });
    const editor = await t.query(`{ categories { slug articleCount } }`, {}, ed());
    expect(editor.data!.categories).toContainEqual({ slug: 'retro-games', articleCount: 2 });
    const one = await t.query(`query($id: Int!) { category(id: $id) { name } }`, { id: res.data!.createCategory.id });
    expect(one.data!.category).toEqual({ name: 'Retro Games' });
  });

  it('renames without moving its articles or changing the slug', async () => {
    const cat = await createCategory(t.graph, { name: 'Guide' });
    const a = await createArticle(t.graph, { category: cat.slug });
    const res = await t.query(
      `mutation($id: Int!) { updateCategory(id: $id, input: { name: "Guides & Tips", color: "#EA580C" }) { name slug color } }`,
      { id: cat.id },
      ed(),
    );
    expect(res.data!.updateCategory).toEqual({ name: 'Guides & Tips', slug: 'guide', color: '#EA580C' });
    const art = await t.query(`query($id: Int!) { article(id: $id) { categorySlug category { name } } }`, { id: a.id });
    expect(art.data!.article).toEqual({ categorySlug: 'guide', category: { name: 'Guides & Tips' } });
  });

  // Transliteration lengthens a name (家庭用 → jia-ting-yong): a 27-character name made a 53-character
  // slug, which every article save refused as "Category is required" (a category slug is 1-50).
  it('derives a slug articles can be filed under from a long name in another script', async () => {
    const res = await t.query(
      `mutation { createCategory(input: { name: "家庭用ゲーム機とハードウェアの徹底レビューとニュース" }) { slug } }`,
      {},
      ed(),
    );
    const { slug } = res.data!.createCategory;
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug).toMatch(/^jia-ting-yong-gemuji-[a-z0-9-]*[a-z0-9]$/);
    const filed = await t.query(
      `mutation($input: ArticleInput!) { createArticle(input: $input) { categorySlug } }`,
      { input: { title: 'Console week', content: '<p>Every console this week.</p>', category: slug } },
      ed(),
    );
    expect(filed.errors).toBeUndefined();
    expect(filed.data!.createArticle.categorySlug).toBe(slug);
  });

  it('refuses a bad colour, a duplicate slug, and deleting a category in use', async () => {
    const bad = await t.query(`mutation { createCategory(input: { name: "Web", color: "blue" }) { id } }`, {}, ed());
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Color must be a hex colour like #6b7280',
      extensions: { code: 'BAD_USER_INPUT', field: 'color' },
    });
    await createCategory(t.graph, { name: 'Web' });
    const dup = await t.query(`mutation { createCategory(input: { name: "WEB" }) { id } }`, {}, ed());
    expect(dup.errors?.[0]).toMatchObject({
      message: 'A category with the slug "web" already exists',
      extensions: { code: 'CONFLICT', field: 'name' },
    });

    const used = await createCategory(t.graph, { name: 'Busy' });
    await createArticle(t.graph, { category: used.slug });
    await createArticle(t.graph, { category: used.slug, status: ArticleStatus.draft });
    const refused = await t.query(`mutation($id: Int!) { deleteCategory(id: $id) }`, { id: used.id }, ed());
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Cannot delete category "Busy": 2 articles still use it. Move or delete them first.',
      extensions: { code: 'CONFLICT' },
    });
    const empty = await createCategory(t.graph, { name: 'Empty' });
    expect((await t.query(`mutation($id: Int!) { deleteCategory(id: $id) }`, { id: empty.id }, ed())).data!.deleteCategory).toBe(
      true,
    );
    expect((await t.query(`mutation { deleteCategory(id: 99999) }`, {}, ed())).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('tags', () => {
  it('creates, renames and refuses names that differ only in case', async () => {
    const res = await t.query(
      `mutation { createTag(input: { name: "Speedrun", description: "Fast" }) { id name description articleCount } }`,
      {},
      ed(),
    );
    expect(res.data!.createTag).toMatchObject({ name: 'Speedrun', description: 'Fast', articleCount: 0 });
    const dup = await t.query(`mutation { createTag(input: { name: "speedrun" }) { id } }`, {}, ed());
    expect(dup.errors?.[0]).toMatchObject({
      message: 'A tag named "speedrun" already exists',
      extensions: { code: 'CONFLICT', field: 'name' },
    });
    const renamed = await t.query(
      `mutation($id: Int!) { updateTag(id: $id, input: { name: "Speedrunning" }) { name } }`,
      { id: res.data!.createTag.id },
      ed(),
    );
    expect(renamed.data!.updateTag.name).toBe('Speedrunning');
    const one = await t.query(`query($id: Int!) { tag(id: $id) { name } }`, { id: res.data!.createTag.id });
    expect(one.data!.tag).toEqual({ name: 'Speedrunning' });
  });

  it('spaces a created or renamed tag as articles do, so tagging an article finds it', async () => {
    const made = await t.query(`mutation { createTag(input: { name: "Open  World" }) { id name } }`, {}, ed());
    expect(made.data!.createTag.name).toBe('Open World');
    const a = await createArticle(t.graph, { tags: ['open world'] });
    const art = await t.query(`query($id: Int!) { article(id: $id) { tags { id name } } }`, { id: a.id });
    expect(art.data!.article.tags).toEqual([made.data!.createTag]);
    const renamed = await t.query(
      `mutation($id: Int!) { updateTag(id: $id, input: { name: " Open   World  RPG" }) { name } }`,
      { id: made.data!.createTag.id },
      ed(),
    );
    expect(renamed.data!.updateTag.name).toBe('Open World RPG');
  });

  it('deleting a tag detaches it from its articles', async () => {
    const a = await createArticle(t.graph, { tags: ['Doomed', 'Kept'] });
    const tags = await t.query(`{ tags { id name articleCount } }`);
    const doomed = tags.data!.tags.find((x: { name: string }) => x.name === 'Doomed');
    expect(doomed.articleCount).toBe(1);
    expect((await t.query(`mutation($id: Int!) { deleteTag(id: $id) }`, { id: doomed.id }, ed())).data!.deleteTag).toBe(true);
    const art = await t.query(`query($id: Int!) { article(id: $id) { tagNames } }`, { id: a.id });
    expect(art.data!.article.tagNames).toEqual(['Kept']);
  });

  it('validates tag names', async () => {
    const res = await t.query(`mutation { createTag(input: { name: "" }) { id } }`, {}, ed());
    expect(res.errors?.[0]).toMatchObject({
      message: 'Name must be between 1 and 50 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
  });
});

describe('newsletter', () => {
  const SUBSCRIBE = `mutation($e: String!) { subscribeNewsletter(email: $e) { message } }`;

  it('subscribes anyone, once per address whatever its capitals, with the same answer twice', async () => {
    const first = await t.query(SUBSCRIBE, { e: 'Reader@Example.com' });
    expect(first.data!.subscribeNewsletter.message).toBe('Successfully subscribed to newsletter!');
    const again = await t.query(SUBSCRIBE, { e: 'reader@example.com' });
    expect(again.data!.subscribeNewsletter.message).toBe('Successfully subscribed to newsletter!');
    const rows = await t.graph.orm.em.fork().execute(`SELECT email FROM subscriber`);
    expect(rows).toEqual([{ email: 'Reader@Example.com' }]);
  });

  it.each([
    ['', 'Please enter your email address'],
    ['not an email', 'Please enter a valid email address'],
    ['a@b', 'Please enter a valid email address'],
  ])('refuses %j: %s', async (email, message) => {
    const res = await t.query(SUBSCRIBE, { e: email });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
  });
});
