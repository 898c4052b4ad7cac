// Live blogs and corrections (issue 22, table article_live, live_entry, live_event and
// article_correction, Migration20261127120000LiveCoverage): plain objects read with SQL.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum LiveStatus {
  upcoming = 'upcoming',
  live = 'live',
  ended = 'ended',
}
registerEnumType(LiveStatus, {
  name: 'LiveStatus',
  description: 'Where a live blog is: upcoming (announced), live (entries arriving) or ended.',
});

export enum CorrectionKind {
  correction = 'correction',
  update = 'update',
}
registerEnumType(CorrectionKind, {
  name: 'CorrectionKind',
  description: 'correction: the article was wrong and was fixed. update: new facts were added.',
});

@ObjectType({ simpleResolvers: true, description: 'An article that is a live blog: its status and coverage times.' })
export class ArticleLive {
  @Field(() => LiveStatus, { description: 'upcoming, live or ended; entries are refused once ended.' })
  status!: LiveStatus;

  @Field(() => Date, { nullable: true, description: 'When the coverage starts (coverageStartTime).' })
  startsAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the coverage ended or ends (coverageEndTime).' })
  endsAt!: Date | null;
}

@ObjectType({ simpleResolvers: true, description: 'One entry of a live blog.' })
export class LiveEntry {
  @Field(() => Int, { description: 'Stable numeric id; later entries have higher ids.' })
  id!: number;

  @Field(() => Int, { description: 'The live blog (article) it belongs to.' })
  articleId!: number;

  @Field({ description: 'Sanitised HTML (the same rules as article content), at most 20,000 characters.' })
  content!: string;

  @Field({ description: 'Shown first, above the newest entries.' })
  pinned!: boolean;

  @Field({ description: 'Listed in the key events summary at the top of the blog.' })
  keyEvent!: boolean;

  @Field(() => String, { nullable: true, description: "Its author's display name (null once the account is gone)." })
  authorName!: string | null;

  @Field(() => Int, { nullable: true, description: "Its author's user id." })
  authorId!: number | null;

  @Field(() => Date, { description: 'When it was posted.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it was last edited.' })
  updatedAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: "One change a live blog's readers are pushed (an SSE event)." })
export class LiveEvent {
  @Field({ description: 'The event id (a growing integer, as text): the SSE id and Last-Event-ID.' })
  id!: string;

  @Field(() => Int, { description: 'The live blog (article).' })
  articleId!: number;

  @Field({ description: 'entry (new), entry-updated, entry-deleted or status.' })
  kind!: string;

  @Field(() => Int, { nullable: true, description: 'The entry it is about (null for status).' })
  entryId!: number | null;

  @Field(() => LiveEntry, {
    nullable: true,
    description: 'entry and entry-updated: the entry as it is now (null when it was deleted since).',
  })
  entry!: LiveEntry | null;

  @Field(() => ArticleLive, { nullable: true, description: "status: the blog's status as it is now." })
  live!: ArticleLive | null;
}

@ObjectType({ simpleResolvers: true, description: 'What a reconnecting reader missed.' })
export class LiveReplay {
  @Field(() => [LiveEvent], { description: 'Oldest first.' })
  events!: LiveEvent[];

  @Field({
    description:
      'True when `after` was not a known event id of this blog: events then holds the newest 50 entries (as entry events) and the status.',
  })
  reset!: boolean;
}

@ObjectType({
  simpleResolvers: true,
  description: 'What a live blog page renders: its entries and where its stream goes on from.',
})
export class LiveBlogView {
  @Field({ description: 'The newest event id of the blog, read before the entries: the stream’s `after`.' })
  head!: string;

  @Field(() => [LiveEntry], { description: 'Pinned entries first, then newest first.' })
  entries!: LiveEntry[];
}

@ObjectType({ simpleResolvers: true, description: 'A correction or update note on an article.' })
export class Correction {
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  @Field(() => Int, { description: 'The article it is about.' })
  articleId!: number;

  @Field(() => CorrectionKind, { description: 'correction or update.' })
  kind!: CorrectionKind;

  @Field({ description: 'Plain text, at most 1,000 characters.' })
  note!: string;

  @Field(() => Date, { description: 'When it was added.' })
  createdAt!: Date;

  @Field({ description: "The article's title (for the site-wide corrections list)." })
  articleTitle!: string;

  @Field({ description: "The article's slug (for linking to it)." })
  articleSlug!: string;
}

@ObjectType({ simpleResolvers: true, description: 'One page of the site-wide corrections list.' })
export class CorrectionPage {
  @Field(() => [Correction], { description: 'Newest first.' })
  corrections!: Correction[];

  @Field(() => Int, { description: 'Corrections on published articles, all pages.' })
  totalCount!: number;
}
