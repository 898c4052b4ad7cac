import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { Review, ReviewScale } from './review.entity';

@Resolver(() => Review)
export class ReviewResolver {
  @Query(() => ReviewScale, { description: "The publication's review scale and the labels of its score bands." })
  reviewScale(@Ctx() ctx: GraphContext): ReviewScale {
    return ctx.services.reviews.scale();
  }
}
