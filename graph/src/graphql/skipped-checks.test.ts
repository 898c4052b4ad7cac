// No access check is skipped for speed: a type with simpleResolvers may not carry one, and a listed
// article's field that gains @Authorized or a middleware runs it for every listed row (rows as
// entities, row-entity.ts, go through TypeGraphQL's resolvers like loaded entities).
import { execute, parse } from 'graphql';
import { Authorized, Field, type MiddlewareFn, ObjectType, Query, Resolver, UseMiddleware, buildSchema } from 'type-graphql';
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../testing/graph';
import { ArticleResolver } from '../modules/article/article.resolver';
import { assertNoSkippedChecks } from './skipped-checks';

@ObjectType({ simpleResolvers: true, description: 'A type whose plain fields skip TypeGraphQL.' })
class Account {
  @Field({ description: 'Public.' })
  name!: string;

  @Authorized()
  @Field({ description: 'Meant for editors only.' })
  secret!: string;
}

@Resolver(() => Account)
class AccountResolver {
  @Query(() => Account, { description: 'An account.' })
  account(): Account {
    return Object.assign(new Account(), { name: 'reader', secret: 'hunter2' });
  }
}

describe('the guard, on a type of its own', () => {
  it('refuses a schema where simpleResolvers would skip a field’s @Authorized', async () => {
    const schema = await buildSchema({ resolvers: [AccountResolver], authChecker: () => false });
    // What it prevents: TypeGraphQL hands the secret to anyone.
    const leaked = await execute({ schema, document: parse('{ account { secret } }'), contextValue: {} });
    expect(leaked.data).toEqual({ account: { secret: 'hunter2' } });
    expect(() => assertNoSkippedChecks(schema, { globalMiddlewares: [] })).toThrow(
      /would not run the checks of Account\.secret \(@Authorized\)/,
    );
  });
});

describe("graph's own listed fields gaining a check", () => {
  let t: TestGraph;
  const middlewareCalls: string[] = [];

  beforeAll(async () => {
    // As if someone added these decorators to ArticleResolver: applied before the schema is built.
    const proto = ArticleResolver.prototype;
    Authorized()(proto, 'cardExcerpt', Object.getOwnPropertyDescriptor(proto, 'cardExcerpt')!);
    const counted: MiddlewareFn = async ({ info }, next) => {
      middlewareCalls.push(info.fieldName);
      return next();
    };
    UseMiddleware(counted)(proto, 'readingMinutes', Object.getOwnPropertyDescriptor(proto, 'readingMinutes')!);

    t = await startTestGraph();
    const category = (await createCategory(t.graph)).slug;
    await createArticle(t.graph, { category, excerpt: 'Only for editors now.' });
    await createArticle(t.graph, { category });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs the new check and the new middleware for every listed article', async () => {
    const anonymous = await t.query(`{ articles(limit: 5) { articles { readingMinutes cardExcerpt } } }`);
    expect(anonymous.errors?.length).toBeGreaterThan(0);
    for (const error of anonymous.errors ?? []) {
      expect([error.extensions?.code, error.path?.at(-1)]).toEqual(['UNAUTHENTICATED', 'cardExcerpt']);
    }
    expect(JSON.stringify(anonymous.data)).not.toContain('Only for editors now.');
    expect(middlewareCalls).toEqual(['readingMinutes', 'readingMinutes']);

    const editor = await t.query(`{ articles(limit: 5) { articles { cardExcerpt } } }`, {}, t.editorHeaders());
    expect(editor.errors?.[0]?.extensions?.code).not.toBe('UNAUTHENTICATED');
  });
});
