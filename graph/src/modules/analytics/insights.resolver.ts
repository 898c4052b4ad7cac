import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { type GraphContext, requireEditor } from '../../graphql/context';
import { assertCapability } from '../user/capabilities';
import { InsightsService } from './insights.service';
import { ArticleInsights, InsightsOverview } from './insights.types';

@Resolver()
export class InsightsResolver {
  @Authorized()
  @Query(() => InsightsOverview, {
    description: 'Staff: views, visitors, top articles, referrers, searches and the newsletter over a range.',
  })
  insightsOverview(
    @Ctx() ctx: GraphContext,
    @Arg('from', () => String, { nullable: true, description: 'First day, YYYY-MM-DD (default: 29 days before to).' })
    from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'Last day, YYYY-MM-DD, included (default: today, UTC).' })
    to: string | null,
    @Arg('language', () => String, {
      nullable: true,
      description:
        "One edition (a language tag; 400 if unknown): its articles' views, most read, referrers, devices and comments. Searches and the newsletter stay the publication's; visitors are null.",
    })
    language: string | null,
  ): Promise<InsightsOverview> {
    assertCapability(requireEditor(ctx), 'insightsOverview');
    return new InsightsService(ctx.em).overview(from, to, language);
  }

  @Authorized()
  @Query(() => ArticleInsights, { description: "Staff: one article's views per day and hour, referrers, devices and its pace." })
  articleInsights(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'Article id.' }) articleId: number,
    @Arg('from', () => String, { nullable: true, description: 'First day, YYYY-MM-DD (default: 29 days before to).' })
    from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'Last day, YYYY-MM-DD, included (default: today, UTC).' })
    to: string | null,
  ): Promise<ArticleInsights> {
    assertCapability(requireEditor(ctx), 'articleInsights');
    return new InsightsService(ctx.em).article(articleId, from, to);
  }
}
