// A structured review (table `article_review`, Migration20261126051000Reviews): the score, verdict,
// pros and cons an article of the review category carries. Plain objects read with SQL.
import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'The verdict of a review: score, label, pros and cons.' })
export class Review {
  @Field(() => Float, { description: 'On the publication’s scale (see reviewScale): 0-10 in steps of 0.5.' })
  score!: number;

  @Field({ description: 'From the score, by the bands of reviewScale (Essential, Recommended, Mixed, Avoid).' })
  label!: string;

  @Field(() => String, { nullable: true, description: 'One paragraph, plain text, at most 600 characters.' })
  verdict!: string | null;

  @Field(() => [String], { description: 'Good points, plain text lines (at most 10).' })
  pros!: string[];

  @Field(() => [String], { description: 'Bad points, plain text lines (at most 10).' })
  cons!: string[];

  @Field(() => [String], { description: 'Platform ids the reviewer played on.' })
  platformsTested!: string[];

  @Field(() => Float, { nullable: true, description: 'Hours played for the review.' })
  playtimeHours!: number | null;

  @Field(() => String, { nullable: true, description: 'E.g. "Review code provided by the publisher".' })
  disclosure!: string | null;
}

@ObjectType({ description: 'A score band: scores from `min` up to the next band get `label`.' })
export class ReviewBand {
  @Field(() => Float, { description: 'Lowest score of the band.' })
  min!: number;

  @Field({ description: 'Its label.' })
  label!: string;
}

@ObjectType({ description: "The publication's review scale." })
export class ReviewScale {
  @Field(() => Float, { description: 'Lowest score (worstRating).' })
  worst!: number;

  @Field(() => Float, { description: 'Highest score (bestRating).' })
  best!: number;

  @Field(() => Float, { description: 'Scores are multiples of this.' })
  step!: number;

  @Field(() => [ReviewBand], { description: 'Labels by score, highest band first.' })
  bands!: ReviewBand[];
}
