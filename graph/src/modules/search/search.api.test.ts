// Search: ranked full text over title, excerpt, tags and content, tolerant of typos (search-sql.ts).
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { Client } from 'pg';
import { ArticleStatus } from '../article/article.entity';
import { SEARCH_RESULT_CAP, TYPO_RESULT_CAP } from './search-sql';

let t: TestGraph;
const SEARCH = `query($q: String!) { search(query: $q) { id title } }`;
const titles = async (q: string) => ((await t.query(SEARCH, { q })).data!.search as { title: string }[]).map((a) => a.title);

beforeAll(async () => {
  t = await startTestGraph();
  const category = (await createCategory(t.graph, { name: 'Review' })).slug;
  await createArticle(t.graph, {
    category,
    title: 'Starfield review: a vast, lonely galaxy',
    content: '<p>Bethesda goes to space.</p>',
  });
  await createArticle(t.graph, {
    category,
    title: 'Ten cosy farming games',
    content: '<p>Including a nod to Starfield outposts.</p>',
  });
  await createArticle(t.graph, {
    category,
    title: 'Racing wheel roundup',
    excerpt: 'Our favourite starfield-free hardware',
    content: '<p>Wheels.</p>',
  });
  await createArticle(t.graph, { category, title: 'Tagged piece', content: '<p>Nothing here.</p>', tags: ['Metroidvania'] });
  await createArticle(t.graph, { category, title: 'Starfield secrets (draft)', status: ArticleStatus.draft });
});
afterAll(async () => {
  await t?.close();
});

it('ranks a title match above excerpt and content matches, and hides unpublished articles', async () => {
  const found = await titles('starfield');
  expect(found[0]).toBe('Starfield review: a vast, lonely galaxy');
  expect(found).toEqual(expect.arrayContaining(['Ten cosy farming games', 'Racing wheel roundup']));
  expect(found.indexOf('Racing wheel roundup')).toBeLessThan(found.indexOf('Ten cosy farming games'));
  expect(found).not.toContain('Starfield secrets (draft)');
});

it('finds a title despite a typo', async () => {
  expect((await titles('Starfeild'))[0]).toBe('Starfield review: a vast, lonely galaxy');
  expect(await titles('farmng games')).toContain('Ten cosy farming games');
});

it('finds by two words anywhere in the article, and by a typo in a list filter with its total', async () => {
  expect(await titles('lonely galaxy')).toEqual(['Starfield review: a vast, lonely galaxy']);
  expect(await titles('bethesda space')).toEqual(['Starfield review: a vast, lonely galaxy']);
  const res = await t.query(`{ articles(filter: { search: "cosy farmng" }, limit: 5) { totalCount articles { title } } }`);
  expect(res.data!.articles).toEqual({ totalCount: 1, articles: [{ title: 'Ten cosy farming games' }] });
});

it('matches tags and word forms', async () => {
  expect(await titles('metroidvania')).toEqual(['Tagged piece']);
  expect(await titles('wheels')).toEqual(['Racing wheel roundup']);
});

it('finds an article by the tags an edit gives it, and no longer by those it takes away, all of them too', async () => {
  const article = await createArticle(t.graph, { title: 'Retagged piece', content: '<p>Nothing here.</p>', tags: ['Roguelite'] });
  const UPDATE = `mutation($id: Int!, $tags: [String!]) { updateArticle(id: $id, input: { tags: $tags }) { tags { name } } }`;
  const retag = async (tags: string[]) => {
    const res = await t.query(UPDATE, { id: article.id, tags }, t.editorHeaders());
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateArticle.tags.map((tag: { name: string }) => tag.name).sort()).toEqual([...tags].sort());
  };
  expect(await titles('roguelite')).toEqual(['Retagged piece']);
  await retag(['Soulslike', 'Deckbuilder']);
  expect(await titles('roguelite')).toEqual([]);
  expect(await titles('soulslike')).toEqual(['Retagged piece']);
  expect(await titles('deckbuilder')).toEqual(['Retagged piece']);
  await retag([]);
  expect(await titles('soulslike')).toEqual([]);
});

it('returns nothing for unrelated text and refuses an empty query', async () => {
  expect(await titles('zzqx')).toEqual([]);
  const res = await t.query(SEARCH, { q: '   ' });
  expect(res.errors?.[0]).toMatchObject({
    message: 'Please enter something to search for',
    extensions: { code: 'BAD_USER_INPUT', field: 'query' },
  });
});

it('filters article lists by the same search, with the total count', async () => {
  const res = await t.query(`{ articles(filter: { search: "starfield" }, limit: 1) { totalCount articles { title } } }`);
  expect(res.data!.articles).toEqual({ totalCount: 3, articles: [{ title: 'Starfield review: a vast, lonely galaxy' }] });
});

describe('at a size where the bounds matter', () => {
  const DRAGONS = 2600;
  beforeAll(async () => {
    // Written by SQL (the same triggers keep the search document and the dictionary), a day apart.
    const db = new Client({ connectionString: t.config.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO article (title, slug, content, excerpt, category_id, status, published_at, author_id)
         SELECT 'Dragon diary ' || n, 'dragon-diary-' || n, '<p>A day in the hoard.</p>', '',
           (SELECT min(id) FROM category), 'published', now() - make_interval(days => $1 - n), (SELECT min(id) FROM app_user)
         FROM generate_series(1, $1::int) n`,
        [DRAGONS],
      );
    } finally {
      await db.end();
    }
  });

  it('counts at most 1000 matches and gives the newest first', async () => {
    const res = await t.query(`{ articles(filter: { search: "dragon" }, limit: 3) { totalCount articles { title } } }`);
    expect(res.data!.articles).toEqual({
      totalCount: SEARCH_RESULT_CAP,
      articles: [
        { title: `Dragon diary ${DRAGONS}` },
        { title: `Dragon diary ${DRAGONS - 1}` },
        { title: `Dragon diary ${DRAGONS - 2}` },
      ],
    });
    const last = await t.query(
      `{ articles(filter: { search: "dragon" }, limit: 12, offset: ${SEARCH_RESULT_CAP - 1}) { articles { title } } }`,
    );
    expect(last.data!.articles.articles).toEqual([{ title: `Dragon diary ${DRAGONS - SEARCH_RESULT_CAP + 1}` }]);
  });

  it('corrects a typo against the dictionary and bounds the corrected results', async () => {
    const res = await t.query(`{ articles(filter: { search: "dargon diary" }, limit: 2) { totalCount articles { title } } }`);
    expect(res.data!.articles).toEqual({
      totalCount: TYPO_RESULT_CAP,
      articles: [{ title: `Dragon diary ${DRAGONS}` }, { title: `Dragon diary ${DRAGONS - 1}` }],
    });
  });
});

it("takes the same text as a list's search filter: spaces between words do not count against its 200 characters", async () => {
  const text = `starfield${' '.repeat(250)}review`;
  const LIST = `query($s: String!) { articles(filter: { search: $s }) { totalCount articles { title } } }`;
  const searched = await t.query(SEARCH, { q: text });
  expect(searched.errors).toBeUndefined();
  const listed = await t.query(LIST, { s: text });
  expect(listed.errors).toBeUndefined();
  expect(listed.data!.articles.articles).toEqual(searched.data!.search.map(({ title }: { title: string }) => ({ title })));
  const tooLong = await t.query(LIST, { s: 'x'.repeat(201) });
  expect(tooLong.errors?.[0]).toMatchObject({
    message: 'Search text must be at most 200 characters',
    extensions: { code: 'BAD_USER_INPUT', field: 'search' },
  });
});
