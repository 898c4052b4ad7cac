import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { Activity } from './activity.entity';

@Resolver(() => Activity)
export class ActivityResolver {
  @Authorized()
  @Query(() => [Activity], { description: 'Admins only: who published, scheduled, deleted or changed roles, newest first.' })
  activity(
    @Ctx() ctx: GraphContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50, description: 'Page size, 1-100.' }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0, description: 'Entries to skip.' }) offset: number | null,
  ): Promise<Activity[]> {
    return ctx.services.activity.list(limit ?? 50, offset ?? 0);
  }
}
