import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { selects } from '../../graphql/selection';
import { Article } from '../article/article.entity';

@Resolver()
export class SearchResolver {
  @Query(() => [Article], {
    description:
      "Ranked full-text search over one edition's published articles, typos tolerated (ADR 0050, 0052). Empty query is BAD_USER_INPUT.",
  })
  search(
    @Ctx() ctx: GraphContext,
    @Arg('query', { description: 'What to look for; typos in titles are tolerated.' }) query: string,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: 'At most 100.' }) limit: number | null,
    @Info() info: GraphQLResolveInfo,
    @Arg('language', () => String, {
      nullable: true,
      description:
        'The edition searched (a language tag), with its text-search configuration; default: the default edition (results never mix editions, ADR 0052). Unknown is BAD_USER_INPUT naming language.',
    })
    language?: string | null,
  ): Promise<Article[]> {
    return ctx.services.search.search(query, limit ?? 20, selects(info, 'content'), language ?? null);
  }
}
