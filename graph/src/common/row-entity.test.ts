// Listed articles are raw rows given the entities' prototypes (row-entity.ts). They must answer
// every GraphQL field exactly as the loaded entities do, and carry every property MikroORM maps as
// their own (its prototypes only hold setters, so a missing one would read as undefined).
import { ReferenceKind } from '@mikro-orm/core';
import { type GraphQLSchema, getNamedType, isNonNullType, isObjectType } from 'graphql';
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../testing/graph';
import { buildGraphSchema } from '../graphql/schema';
import { Article } from '../modules/article/article.entity';
import { ArticleQueries } from '../modules/article/article.queries';
import { FeaturedRoute } from '../modules/featured/featured-route';
import { Category } from '../modules/category/category.entity';
import { Tag } from '../modules/tag/tag.entity';
import { User } from '../modules/user/user.entity';

let t: TestGraph;
let schema: GraphQLSchema;

beforeAll(async () => {
  t = await startTestGraph();
  schema = await buildGraphSchema();
  const category = (await createCategory(t.graph, { description: 'Described.' })).slug;
  const first = await createArticle(t.graph, {
    category,
    tags: ['alpha', 'beta'],
    excerpt: 'An excerpt.',
    featuredImage: 'https://example.com/a.jpg',
    metaDescription: 'Meta.',
    featured: true,
  });
  await createArticle(t.graph, { category, tags: ['beta'], content: `<p>${'Long text. '.repeat(40)}</p>` });
  await t.graph.services().featured.setMainFeatured(first.id, FeaturedRoute.homepage, 'en');
});
afterAll(async () => {
  await t?.close();
});

/** Every field of a type the schema has (arguments left to their defaults), one level of objects deep. */
function everyField(typeName: string, depth: number): string {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  return Object.values(type.getFields())
    .filter((field) => !field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined))
    .map((field) => {
      const named = getNamedType(field.type);
      if (!isObjectType(named)) return field.name;
      return depth > 0 ? `${field.name} { ${everyField(named.name, depth - 1)} }` : '';
    })
    .filter(Boolean)
    .join(' ');
}

it.each([
  ['a reader', 'articles', () => ({})],
  ['an editor', 'adminArticles', () => t.editorHeaders()],
])('answers every Article field for %s as the loaded entity does', async (_who, list, headers) => {
  const fields = everyField('Article', 1);
  const listed = await t.query(`{ ${list}(limit: 10) { articles { ${fields} } } }`, {}, headers());
  expect(listed.errors).toBeUndefined();
  const articles = listed.data?.[list].articles as { id: number }[];
  expect(articles).toHaveLength(2);
  for (const article of articles) {
    const loaded = await t.query(`query ($id: Int!) { article(id: $id) { ${fields} } }`, { id: article.id }, headers());
    expect(loaded.errors).toBeUndefined();
    expect(article).toEqual(loaded.data?.article);
  }
});

it('gives every listed object its entity as prototype and every mapped property as its own', async () => {
  const { articles } = await new ArticleQueries(t.graph.orm.em.fork()).page('public', null, 10, 0, {
    withCount: false,
    withContent: true,
  });
  const metadata = t.graph.orm.getMetadata();
  /** Properties MikroORM maps for a column of the entity's own table (collections live elsewhere). */
  const mapped = (entity: string) =>
    metadata
      .get(entity)
      .props.filter((prop) => prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE)
      .map((prop) => prop.name);
  const missing = (object: object, entity: string) =>
    mapped(entity).filter((name) => !Object.prototype.hasOwnProperty.call(object, name));

  for (const article of articles) {
    expect(article).toBeInstanceOf(Article);
    expect(article.listed.category).toBeInstanceOf(Category);
    expect(article.author).toBeInstanceOf(User);
    for (const tag of article.listed.tags) expect(tag).toBeInstanceOf(Tag);
    expect(missing(article, 'Article')).toEqual([]);
    expect(missing(article.listed.category, 'Category')).toEqual([]);
    for (const tag of article.listed.tags) expect(missing(tag, 'Tag')).toEqual([]);
    // The author row carries what readers and editors are shown, never the password hash or the
    // staff member's mail address (issue 24: staff-only, read from the user, not a listed author).
    expect(missing(article.author, 'User').sort()).toEqual(['email', 'passwordHash']);
  }
});
