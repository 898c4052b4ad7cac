import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Where an anchored note points in the article’s readable text now.' })
export class NoteAnchor {
  @Field({ description: 'The text the note was made on.' })
  quote!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Where the quote starts in the readable text now (nearest to where it was); null when the text is gone.',
  })
  start!: number | null;

  @Field({ description: 'True when the quoted text no longer appears in the article.' })
  textGone!: boolean;
}

@ObjectType({ description: 'A staff-only note on an article (never on a public surface).' })
export class ArticleNote {
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  @Field(() => Int, { description: 'The article.' })
  articleId!: number;

  @Field(() => Int, { nullable: true, description: 'The note this replies to; null for a thread’s first note.' })
  parentId!: number | null;

  @Field(() => Int, { nullable: true, description: 'Who wrote it; null for a deleted account.' })
  authorId!: number | null;

  @Field({ description: 'Their display name at the time.' })
  authorName!: string;

  @Field({ description: 'Plain text; @username mentions staff.' })
  body!: string;

  @Field(() => NoteAnchor, { nullable: true, description: 'The text selection the note is about, when it has one.' })
  anchor!: NoteAnchor | null;

  @Field({ description: 'Whether the thread is resolved (set on its first note).' })
  resolved!: boolean;

  @Field(() => String, { nullable: true, description: 'Who resolved it.' })
  resolvedBy!: string | null;

  @Field(() => [String], { description: 'Usernames of the staff it mentions.' })
  mentions!: string[];

  @Field(() => Date, { description: 'When it was written.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it was last changed.' })
  updatedAt!: Date;
}

@InputType({ description: 'A new note: plain text, optionally a reply or anchored to a selection.' })
export class ArticleNoteInput {
  @Field({ description: 'Plain text, 1-5000 characters; @username mentions staff (they are mailed).' })
  body!: string;

  @Field(() => Int, { nullable: true, description: 'Reply to this note (a thread’s first note).' })
  parentId?: number | null;

  @Field(() => String, { nullable: true, description: 'The selected text the note is about (at most 1000 characters).' })
  quote?: string | null;

  @Field(() => Int, { nullable: true, description: 'Where the selection started in the readable text, to pick among repeats.' })
  anchorStart?: number | null;
}

@InputType({ description: 'Changes to a note: its text (its writer, or editors) or whether it is resolved (any staff).' })
export class ArticleNoteUpdateInput {
  @Field(() => String, { nullable: true, description: 'New text.' })
  body?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Resolve or reopen the thread.' })
  resolved?: boolean | null;
}
