// A reader page's query names its edition in several fields that resolve together (the master
// article, the list, each card's category and tags): graph reads the edition once per request and
// still sees an editor's change at once (ADR 0072).
import { createArticle, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { EditionService } from './edition.service';

let t: TestGraph;
let counting = false;
const statements: string[] = [];

beforeAll(async () => {
  t = await startTestGraph({}, { onQuery: (sql) => counting && statements.push(sql) });
  const created = await t.query(
    `mutation { createEdition(input: { language: "de", name: "Deutsch", searchConfig: "german" }) { language } }`,
    {},
    t.editorHeaders(),
  );
  expect(created.errors).toBeUndefined();
  await createArticle(t.graph, { tags: ['Industry'] });
  await createArticle(t.graph, { language: 'de', tags: ['Branche'] });
});
afterAll(async () => {
  await t?.close();
});

// The home page's shape (web/src/features/home/HomePage.graphql with its card fragment).
const HOME = `query($language: String!) {
  masterFeaturedArticle(language: $language) { id category { name(language: $language) } }
  articles(filter: { language: $language }, limit: 12) {
    articles { id title category { name(language: $language) } tags(language: $language) { name } }
    totalCount
  }
}`;

const editionStatements = async (variables: Record<string, unknown>) => {
  statements.length = 0;
  counting = true;
  try {
    const res = await t.query(HOME, variables);
    expect(res.errors).toBeUndefined();
    expect(res.data!.articles.articles.length).toBeGreaterThan(0);
    return statements.filter((sql) => /\bfrom edition\b/i.test(sql)).length;
  } finally {
    counting = false;
  }
};

it("reads the page's edition once per request, in the default edition and another", async () => {
  expect(await editionStatements({ language: 'en' })).toBe(1);
  expect(await editionStatements({ language: 'de' })).toBe(1);
  expect(await editionStatements({ language: 'DE' })).toBe(1);
});

it('still refuses an unknown edition in every field that names it', async () => {
  const res = await t.query(HOME, { language: 'xx' });
  expect(res.errors?.map((e) => e.extensions?.field)).toEqual(['language', 'language']);
});

it("sees an editor's change within the same unit of work, and an edition created after a miss", async () => {
  const em = t.graph.orm.em.fork();
  const editions = EditionService.of(em);
  expect(EditionService.of(em)).toBe(editions);
  expect((await editions.require('de')).name).toBe('Deutsch');
  await editions.update(t.admin, 'de', { name: 'Deutsch (Deutschland)' });
  expect((await EditionService.of(em).require('de')).name).toBe('Deutsch (Deutschland)');

  await expect(editions.require('fr')).rejects.toThrow(/No edition for "fr"/);
  await editions.create(t.admin, { language: 'fr', name: 'Français', searchConfig: 'french' });
  expect((await editions.require('fr')).name).toBe('Français');
  // Another unit of work reads the rows afresh.
  expect((await EditionService.of(t.graph.orm.em.fork()).require('de')).name).toBe('Deutsch (Deutschland)');
});
