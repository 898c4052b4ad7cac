import { GraphQLError } from 'graphql';
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import { serviceUnavailable } from '../../common/errors';
import { type GraphContext, clientLimitKeyOf } from '../../graphql/context';
import { JobWaitTimeoutError } from '../../jobs/job-runner';
import { graphJobs } from '../../jobs/graph-jobs-context';
import { ThumbnailService } from './thumbnail.service';

@ObjectType({ description: 'Where a generated thumbnail is served.' })
class ThumbnailResult {
  @Field({ description: 'Path under /media/, served by the gateway with long cache headers.' })
  thumbnailUrl!: string;
}

@Resolver()
export class ThumbnailResolver {
  @Mutation(() => ThumbnailResult, {
    description:
      'Published articles only; readers may call it. A thumbnail already drawn is answered freely; a request that draws one, or names no published article, counts toward 20 a minute per address (TOO_MANY_REQUESTS).',
  })
  async generateThumbnail(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'A published article.' }) articleId: number,
  ): Promise<ThumbnailResult> {
    const thumbnails = new ThumbnailService(ctx.em, graphJobs(ctx));
    // Drawing is the work the limit protects; a card asking again for a picture already drawn is a read.
    const chargeTheAddress = () => ctx.limits.cost.take('thumbnails', clientLimitKeyOf(ctx));
    try {
      return await thumbnails.generate(articleId, chargeTheAddress);
    } catch (error) {
      if (error instanceof GraphQLError) throw error; // NOT_FOUND and the like, already worded for the caller
      ctx.log.warn({ err: error, articleId }, 'thumbnail generation did not finish');
      if (error instanceof JobWaitTimeoutError)
        throw serviceUnavailable('The thumbnail is still being generated. Please try again shortly.');
      throw serviceUnavailable('The thumbnail could not be generated. Please try again later.');
    }
  }
}
