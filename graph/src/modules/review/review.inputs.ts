// The rules (scale, lengths, plain text) are checked by ReviewService with fields named
// `review.score`, `review.pros`…, the same on every path.
import { Field, Float, InputType } from 'type-graphql';

@InputType({ description: "A review's verdict (articles of the review category that link their game)." })
export class ReviewInput {
  @Field(() => Float, { description: '0-10 in steps of 0.5.' })
  score!: number;

  @Field(() => String, { nullable: true, description: 'Plain text, at most 600 characters.' })
  verdict?: string | null;

  @Field(() => [String], { nullable: true, description: 'At most 10 plain text lines of at most 140 characters.' })
  pros?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'At most 10 plain text lines of at most 140 characters.' })
  cons?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Platform ids (see gamePlatforms).' })
  platformsTested?: string[] | null;

  @Field(() => Float, { nullable: true, description: 'Hours played, 0-10000.' })
  playtimeHours?: number | null;

  @Field(() => String, { nullable: true, description: 'Plain text, at most 300 characters.' })
  disclosure?: string | null;
}
