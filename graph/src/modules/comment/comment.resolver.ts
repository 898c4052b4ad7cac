// Comments (issue 23): readers list them, members write them, editors moderate them. Moderation is
// `@Authorized()` (the capability table: editors and admins); a member's operations ask for the
// member (member-session.ts) and never open to anyone else.
import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { keepAnswerFresh } from '../../cache/answer-cache';
import { badInput } from '../../common/errors';
import { checkPage } from '../../common/pagination';
import type { GraphContext } from '../../graphql/context';
import { memberServiceFor, requireMember, requirePostingMember } from '../member/member-session';
import { SubscribeResult } from '../newsletter/newsletter.resolver';
import { COMMENT_PAGE_MAX, CommentService, type CommentMode, type CommentStatus, HELD_MESSAGE } from './comment.service';

// simpleResolvers (as Article): plain fields a page of comments carries dozens of times, no auth or
// middleware on any of them, answered by graphql-js's default resolver instead of TypeGraphQL's wrapper.
@ObjectType({ simpleResolvers: true, description: 'Who wrote a comment (public: the display name only).' })
export class CommentAuthor {
  @Field(() => Int, { description: 'The member id.' }) id!: number;
  @Field({ description: 'Their display name.' }) displayName!: string;
}

@ObjectType({ simpleResolvers: true, description: 'A comment under an article.' })
export class Comment {
  @Field(() => Int, { description: 'The comment id.' }) id!: number;
  @Field(() => Int, { description: 'The article it is under.' }) articleId!: number;
  @Field(() => Int, { nullable: true, description: 'The thread it answers (one level of replies).' }) parentId!: number | null;
  @Field({ description: 'The text as written (empty once deleted).' }) body!: string;
  @Field({ description: 'The text as safe HTML: escaped, links with rel="nofollow ugc noopener".' }) html!: string;
  @Field(() => CommentAuthor, {
    nullable: true,
    description: 'null: "deleted member" (an account deleted), and on a comment its author deleted.',
  })
  author!: CommentAuthor | null;
  @Field({ description: 'pending, visible, reported or hidden.' }) status!: string;
  @Field({ description: 'When it was posted.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was last edited ("edited").' }) editedAt!: Date | null;
  @Field({ description: 'Deleted by its author (shown as a placeholder while it has replies).' }) deleted!: boolean;
  @Field(() => [Comment], { description: 'Visible replies, oldest first.' }) replies!: Comment[];
}

@ObjectType({ simpleResolvers: true, description: "A page of an article's comment threads." })
export class CommentPage {
  @Field({ description: 'on, off (no comments shown) or closed (shown, no new ones).' }) mode!: string;
  @Field(() => [Comment], { description: 'This page of threads, with their replies.' }) comments!: Comment[];
  @Field(() => Int, { description: 'Visible comments and replies on the article.' }) totalCount!: number;
  @Field(() => Int, { nullable: true, description: 'Pass as `after` for the next page; null on the last.' }) nextCursor!:
    number | null;
}

@ObjectType({ description: 'A posted or edited comment, with what the member should be told.' })
export class CommentWrite {
  @Field(() => Comment, { description: 'The comment as stored.' }) comment!: Comment;
  @Field({ description: 'Shown to the member (held for review, or published).' }) message!: string;
}

@ObjectType({ description: 'The article a queued comment is under.' })
export class CommentArticle {
  @Field(() => Int, { description: 'The article id.' }) id!: number;
  @Field({ description: 'Its title.' }) title!: string;
  @Field({ description: 'Its slug.' }) slug!: string;
  @Field(() => String, {
    nullable: true,
    description: "URL prefix of its edition's reader pages (de: /de/articles/{slug}); null for the default edition, at /.",
  })
  urlPrefix!: string | null;
}

@ObjectType({ description: 'A comment in the moderation queue.' })
export class ModeratedComment extends Comment {
  @Field(() => CommentArticle, { description: 'The article it is under.' }) article!: CommentArticle;
  @Field({ description: 'The author is banned.' }) authorBanned!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it was held (blocked word, many links, first comment).' })
  heldReason!: string | null;
  @Field(() => [String], { description: "Readers' report reasons, oldest first." }) reports!: string[];
}

@ObjectType({ description: 'Comments per moderation status.' })
export class CommentCounts {
  @Field(() => Int, { description: 'Waiting for review.' }) pending!: number;
  @Field(() => Int, { description: 'Reported by readers.' }) reported!: number;
  @Field(() => Int, { description: 'Hidden by editors.' }) hidden!: number;
  @Field(() => Int, { description: 'Shown.' }) visible!: number;
}

@ObjectType({ description: 'A page of the moderation queue.' })
export class ModerationPage {
  @Field(() => [ModeratedComment], { description: 'This page of the queue.' }) comments!: ModeratedComment[];
  @Field(() => Int, { description: 'Comments with this status.' }) totalCount!: number;
  @Field(() => CommentCounts, { description: 'Counts per status.' }) counts!: CommentCounts;
}

@ObjectType({ description: 'Comment moderation settings.' })
export class CommentSettingsView {
  @Field(() => [String], { description: 'Comments containing one of these words wait for review.' }) blockedWords!: string[];
  @Field({ description: "Hold a member's comments for review until one is approved." }) holdFirstComments!: boolean;
}

const service = (ctx: GraphContext) => new CommentService(ctx.em);

@Resolver()
export class CommentResolver {
  @Query(() => CommentPage, {
    description:
      "A published article's visible comment threads, oldest first unless newestFirst. Not stored in the answer cache.",
  })
  articleComments(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'The article.' }) articleId: number,
    @Arg('after', () => Int, { nullable: true, description: 'The nextCursor of the previous page.' }) after: number | null,
    @Arg('limit', () => Int, { defaultValue: 20, description: `Threads per page (at most ${COMMENT_PAGE_MAX}).` }) limit: number,
    @Arg('newestFirst', { defaultValue: false, description: 'Newest threads first.' }) newestFirst: boolean,
  ): Promise<CommentPage> {
    keepAnswerFresh(ctx);
    return service(ctx).list(articleId, { after, limit, newestFirst });
  }

  @Mutation(() => CommentWrite, {
    description:
      'A signed-in member comments (parentId: a reply, only under a comment readers can see). Plain text, at most 5,000 ' +
      'characters; 5 a minute (TOO_MANY_REQUESTS). ' +
      '`website` is a honeypot: a filled one is refused. Banned members are refused (FORBIDDEN).',
  })
  async postComment(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'The article.' }) articleId: number,
    @Arg('body', { description: 'Plain text, at most 5,000 characters.' }) body: string,
    @Arg('parentId', () => Int, { nullable: true, description: 'The thread answered.' }) parentId: number | null,
    @Arg('website', () => String, { nullable: true, description: 'Leave empty (a trap for bots).' }) website: string | null,
  ): Promise<CommentWrite> {
    const member = await requirePostingMember(ctx);
    if (website) throw badInput('website', 'Leave the website field empty');
    // A refused comment (its text, the article, comments closed, the thread) posts nothing, so it
    // takes none of the member's comments a minute: the service takes one once every check passed.
    const comment = await service(ctx).post(member, articleId, body, parentId, () => ctx.limits.members.takeComment(member.id));
    return { comment, message: comment.status === 'pending' ? HELD_MESSAGE : 'Comment posted' };
  }

  @Mutation(() => CommentWrite, {
    description:
      'The author edits their comment, within 10 minutes of posting and while the article takes comments; ' +
      '5 edits a minute (TOO_MANY_REQUESTS).',
  })
  async editComment(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'The comment.' }) id: number,
    @Arg('body', { description: 'Plain text, at most 5,000 characters.' }) body: string,
  ): Promise<CommentWrite> {
    const member = await requirePostingMember(ctx);
    // As in postComment: a refused edit takes none of the edits a minute.
    const comment = await service(ctx).edit(member, id, body, () => ctx.limits.members.takeCommentEdit(member.id));
    return { comment, message: comment.status === 'pending' ? HELD_MESSAGE : 'Comment updated' };
  }

  @Mutation(() => SubscribeResult, { description: 'The author deletes their comment.' })
  async deleteComment(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'The comment.' }) id: number,
  ): Promise<SubscribeResult> {
    await service(ctx).remove(await requireMember(ctx), id);
    return { message: 'Comment deleted' };
  }

  @Mutation(() => SubscribeResult, { description: 'A member reports a comment to the editors (once per comment).' })
  async reportComment(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'The comment.' }) id: number,
    @Arg('reason', { description: 'What is wrong with it (at most 500 characters).' }) reason: string,
  ): Promise<SubscribeResult> {
    const member = await requirePostingMember(ctx);
    await service(ctx).report(member, id, reason, () => ctx.limits.members.takeReport(member.id));
    return { message: 'Thanks, the editors will look at it' };
  }

  // ——— moderation: editors and admins ———

  @Authorized()
  @Query(() => ModerationPage, { description: 'Editors. The moderation queue for one status, with counts of all.' })
  async moderationComments(
    @Ctx() ctx: GraphContext,
    @Arg('status', { defaultValue: 'pending', description: 'pending, reported, hidden or visible.' }) status: string,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'How many (page size).' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many to skip.' }) offset: number,
  ): Promise<ModerationPage> {
    checkPage(limit, offset, 200);
    return service(ctx).queue(status as CommentStatus, limit, offset);
  }

  @Authorized()
  @Mutation(() => Int, {
    description: 'Editors. Shows or hides comments (visible clears their reports); answers how many changed.',
  })
  moderateComments(
    @Ctx() ctx: GraphContext,
    @Arg('ids', () => [Int], { description: 'The comments.' }) ids: number[],
    @Arg('status', { description: 'visible or hidden.' }) status: string,
  ): Promise<number> {
    return service(ctx).moderate(ids, status as 'visible' | 'hidden');
  }

  @Authorized()
  @Mutation(() => SubscribeResult, {
    description:
      'Editors. Bans a member: they cannot comment, their comments are hidden (also after they delete the account), ' +
      'and signing in again with the same address brings the ban back.',
  })
  async banMember(
    @Ctx() ctx: GraphContext,
    @Arg('memberId', () => Int, { description: 'The member.' }) memberId: number,
  ): Promise<SubscribeResult> {
    await memberServiceFor(ctx).setBanned(memberId, true);
    return { message: 'Member banned' };
  }

  @Authorized()
  @Mutation(() => SubscribeResult, { description: "Editors. Lifts a ban: the member's comments show again." })
  async unbanMember(
    @Ctx() ctx: GraphContext,
    @Arg('memberId', () => Int, { description: 'The member.' }) memberId: number,
  ): Promise<SubscribeResult> {
    await memberServiceFor(ctx).setBanned(memberId, false);
    return { message: 'Ban lifted' };
  }

  @Authorized()
  @Query(() => CommentSettingsView, { description: 'Editors. The moderation settings.' })
  commentSettings(@Ctx() ctx: GraphContext): Promise<CommentSettingsView> {
    return service(ctx).settings();
  }

  @Authorized()
  @Mutation(() => CommentSettingsView, { description: 'Editors. Sets the blocked words and whether first comments are held.' })
  updateCommentSettings(
    @Ctx() ctx: GraphContext,
    @Arg('blockedWords', () => [String], { description: 'Words that hold a comment.' }) blockedWords: string[],
    @Arg('holdFirstComments', { description: 'Hold first comments of new members.' }) holdFirstComments: boolean,
  ): Promise<CommentSettingsView> {
    return service(ctx).updateSettings({ blockedWords, holdFirstComments });
  }

  @Authorized()
  @Mutation(() => String, { description: 'Editors. Comments on an article: on, off or closed.' })
  setArticleCommentMode(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'The article.' }) articleId: number,
    @Arg('mode', { description: 'on, off or closed.' }) mode: string,
  ): Promise<string> {
    return service(ctx).setMode(articleId, mode as CommentMode);
  }
}
