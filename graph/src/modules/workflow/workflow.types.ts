import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ReviewEventKind {
  submitted = 'submitted',
  approved = 'approved',
  changes_requested = 'changes_requested',
}
registerEnumType(ReviewEventKind, { name: 'ReviewEventKind', description: 'One step of an article’s review.' });

export enum ApprovalPublish {
  now = 'now',
  schedule = 'schedule',
}
registerEnumType(ApprovalPublish, {
  name: 'ApprovalPublish',
  description: 'What approving does: publish now, or schedule for `scheduledFor`.',
});

@ObjectType({ description: 'One step of an article’s review: who submitted, approved or asked for changes, and their note.' })
export class ReviewEvent {
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  @Field(() => ReviewEventKind, { description: 'What happened.' })
  kind!: ReviewEventKind;

  @Field(() => Int, { nullable: true, description: 'Who did it; null for a deleted account.' })
  actorId!: number | null;

  @Field({ description: 'Their display name at the time.' })
  actorName!: string;

  @Field(() => String, { nullable: true, description: 'The writer’s note on submitting, or what the editor asks to change.' })
  note!: string | null;

  @Field(() => Int, { nullable: true, description: 'The revision the step saw (null once it was pruned).' })
  revisionId!: number | null;

  @Field(() => Date, { description: 'When.' })
  createdAt!: Date;
}

@ObjectType({ description: 'The text an editor last reviewed: the baseline of "changes since the last review".' })
export class ReviewedText {
  @Field(() => Int, { description: 'The revision.' })
  revisionId!: number;

  @Field({ description: 'Headline then.' })
  title!: string;

  @Field({ description: 'Sanitized HTML then.' })
  content!: string;

  @Field(() => String, { nullable: true, description: 'Excerpt then.' })
  excerpt!: string | null;

  @Field(() => Date, { description: 'When it was reviewed.' })
  reviewedAt!: Date;
}

@ObjectType({ description: 'An article’s review: its steps, newest first, and the text an editor last reviewed.' })
export class ArticleReview {
  @Field(() => Int, { description: 'The article.' })
  articleId!: number;

  @Field(() => [ReviewEvent], { description: 'Every step, newest first.' })
  events!: ReviewEvent[];

  @Field(() => String, {
    nullable: true,
    description: 'While the article is a draft sent back with changes requested: the editor’s note to the writer.',
  })
  changesRequested!: string | null;

  @Field(() => ReviewedText, {
    nullable: true,
    description: 'The text at the last approval or request for changes; null before any review.',
  })
  lastReviewed!: ReviewedText | null;
}

@InputType({ description: 'How an approved article goes out.' })
export class ApproveInput {
  @Field(() => ApprovalPublish, { description: 'now: publish at once; schedule: at scheduledFor.' })
  publish!: ApprovalPublish;

  @Field(() => Date, { nullable: true, description: 'Required with publish: schedule; at least 1 minute ahead.' })
  scheduledFor?: Date | null;
}

@ObjectType({ description: 'The publication’s newsroom settings.' })
export class NewsroomSettings {
  @Field({ description: 'Authors submit for review like contributors instead of publishing themselves.' })
  authorsNeedReview!: boolean;
}
