import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { selects } from '../../graphql/selection';
import { Article } from '../article/article.entity';

@Resolver()
export class SearchResolver {
  @Query(() => [Article], {
    description:
      'Ranked full-text search over published articles, typos tolerated; with language one edition only (ADR 0050). Empty query is BAD_USER_INPUT.',
  })
  search(
    @Ctx() ctx: GraphContext,
    @Arg('query', { description: 'What to look for; typos in titles are tolerated.' }) query: string,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: 'At most 100.' }) limit: number | null,
    @Info() info: GraphQLResolveInfo,
    @Arg('language', () => String, {
      nullable: true,
      description:
        "Only this edition's articles (a language tag), searched with its text-search configuration; unknown is BAD_USER_INPUT naming language. Without it: every edition, English stemming.",
    })
    language?: string | null,
  ): Promise<Article[]> {
    return ctx.services.search.search(query, limit ?? 20, selects(info, 'content'), language ?? null);
  }
}
