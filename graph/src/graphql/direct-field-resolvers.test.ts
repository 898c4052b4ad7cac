// The direct field resolvers never skip a check: a field that gains @Authorized or a middleware is
// resolved by TypeGraphQL again (its check runs), and a type with simpleResolvers may not carry one.
import { execute, parse } from 'graphql';
import {
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Info,
  type MiddlewareFn,
  ObjectType,
  Query,
  Resolver,
  Root,
  UseMiddleware,
  buildSchema,
} from 'type-graphql';
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../testing/graph';
import { ArticleResolver } from '../modules/article/article.resolver';
import type { GraphContext } from './context';
import { assertNoSkippedChecks, isResolvedDirectly, refusedDirectFields, resolveFieldsDirectly } from './direct-field-resolvers';

@ObjectType({ description: 'A probe.' })
class Card {
  @Field({ description: 'Title.' })
  title!: string;
}

const logged: MiddlewareFn = async (_action, next) => next();

@Resolver(() => Card)
class CardResolver {
  @Query(() => Card, { description: 'A card.' })
  card(): Card {
    return Object.assign(new Card(), { title: 'card' });
  }

  @FieldResolver(() => String, { description: 'Plain.' })
  plain(@Root() card: Card, @Ctx() _ctx: GraphContext): string {
    return card.title;
  }

  @Authorized()
  @FieldResolver(() => String, { description: 'Guarded.' })
  guarded(@Root() card: Card): string {
    return card.title;
  }

  @UseMiddleware(logged)
  @FieldResolver(() => String, { description: 'Logged.' })
  logged(@Root() card: Card): string {
    return card.title;
  }

  @FieldResolver(() => String, { description: 'Reads info.' })
  withInfo(@Root() card: Card, @Info() _info: unknown): string {
    return card.title;
  }
}

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

describe('the guard, on its own types', () => {
  it('resolves directly only a field with nothing but (root, context) and no checks', async () => {
    const schema = await buildSchema({ resolvers: [CardResolver], authChecker: () => false });
    const fields = ['plain', 'guarded', 'logged', 'withInfo'] as const;
    resolveFieldsDirectly(schema, 'Card', Card, new CardResolver() as never, fields, { globalMiddlewares: [] });

    expect(fields.filter((name) => isResolvedDirectly(schema, 'Card', name))).toEqual(['plain']);
    expect(refusedDirectFields(schema)).toEqual([
      { field: 'Card.guarded', reason: 'it has @Authorized (an access check)' },
      { field: 'Card.logged', reason: 'it has middlewares (@UseMiddleware)' },
      { field: 'Card.withInfo', reason: 'its parameters are not (@Root() root, @Ctx() ctx): root, info' },
    ]);
    // The refused field kept TypeGraphQL's resolver: its check still refuses.
    const answer = await execute({ schema, document: parse('{ card { plain guarded } }'), contextValue: {} });
    expect(answer.errors?.[0]?.path).toEqual(['card', 'guarded']);
  });

  it('resolves nothing directly when the schema has global middlewares', async () => {
    const schema = await buildSchema({ resolvers: [CardResolver], authChecker: () => true, globalMiddlewares: [logged] });
    resolveFieldsDirectly(schema, 'Card', Card, new CardResolver() as never, ['plain'], { globalMiddlewares: [logged] });
    expect(isResolvedDirectly(schema, 'Card', 'plain')).toBe(false);
    expect(refusedDirectFields(schema)).toEqual([{ field: 'Card.plain', reason: 'the schema has global middlewares' }]);
  });

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
