import 'reflect-metadata';
import { validate, type ValidationError } from 'class-validator';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { badInput } from '../common/errors';
import { cleanPlainText } from '../common/sanitize';
import { ArticleResolver } from '../modules/article/article.resolver';
import { CategoryResolver } from '../modules/category/category.resolver';
import { FeaturedResolver } from '../modules/featured/featured.resolver';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver';
import { SearchResolver } from '../modules/search/search.resolver';
import { TagResolver } from '../modules/tag/tag.resolver';
import { UserResolver } from '../modules/user/user.resolver';
import { authChecker } from './context';
import { type SkippedCheckOptions, assertNoSkippedChecks } from './skipped-checks';
import { AiResolver } from '../modules/ai/ai.resolver';
import { ThumbnailResolver } from '../modules/thumbnail/thumbnail.resolver';
import { ArticleViewsResolver, ViewsResolver } from '../modules/analytics/views.resolver';
import { WebhookResolver } from '../modules/webhook/webhook.resolver';
import { ActivityResolver } from '../modules/activity/activity.resolver';
import { PreviewResolver } from '../modules/preview/preview.resolver';
import { RevisionResolver } from '../modules/revision/revision.resolver';
import { MediaResolver } from '../modules/media/media.resolver';
import { GameResolver } from '../modules/game/game.resolver';
import { GameDescriptions } from '../modules/game/game-description.resolver';
import { ArticleLiveBlogResolver, LiveResolver } from '../modules/live/live.resolver';
import { ReviewResolver } from '../modules/review/review.resolver';
import { CalendarResolver } from '../modules/calendar/calendar.resolver';
import { EdgeResolver } from '../modules/edge/edge.resolver';
import { QueueBoardResolver } from '../modules/queue-board/queue-board.resolver';
import { SitemapResolver } from '../modules/edge/sitemap.resolver';
import { MemberResolver } from '../modules/member/member.resolver';
import { CommentResolver } from '../modules/comment/comment.resolver';
import { ArticleWorkflowFields, WorkflowResolver } from '../modules/workflow/workflow.resolver';
import { NoteResolver } from '../modules/note/note.resolver';
import { InsightsResolver } from '../modules/analytics/insights.resolver';
import { CollabResolver } from '../modules/collab/collab.resolver';
import { ArticleInsightsSocialFields, FederationResolver } from '../modules/federation/federation.resolver';
import { PublicationResolver } from '../modules/publication/publication.resolver';
import { CategoryNames, GameNames, LinkedGameNames, TagNames } from '../modules/localized-name/localized-name.resolver';
import {
  ArticleEditionFields,
  ArticleTranslationFields,
  EditionFields,
  EditionResolver,
} from '../modules/edition/edition.resolver';

/** The one list of resolvers that makes the API (append new modules' resolvers here). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const resolvers: NonEmptyArray<Function> = [
  ArticleResolver,
  CategoryResolver,
  PublicationResolver,
  TagResolver,
  UserResolver,
  FeaturedResolver,
  NewsletterResolver,
  SearchResolver,
  // The worker's features (graph enqueues, the worker runs): they need `context.jobs`.
  AiResolver,
  ThumbnailResolver,
  // Audience: webhooks, views and most read (the newsletter resolver is above).
  WebhookResolver,
  ViewsResolver,
  ArticleViewsResolver,
  // Editorial depth (issue 12).
  RevisionResolver,
  PreviewResolver,
  ActivityResolver,
  MediaResolver,
  // Games and reviews (issue 21).
  GameResolver,
  GameDescriptions,
  ReviewResolver,
  CalendarResolver,
  EdgeResolver,
  QueueBoardResolver,
  SitemapResolver,
  // Live coverage and corrections (issue 22).
  LiveResolver,
  ArticleLiveBlogResolver,
  // Members, comments and follows (issue 23).
  MemberResolver,
  CommentResolver,
  // The newsroom (issue 24).
  WorkflowResolver,
  ArticleWorkflowFields,
  NoteResolver,
  InsightsResolver,
  CollabResolver,
  // The social web (issue 47).
  FederationResolver,
  ArticleInsightsSocialFields,
  // Editions and translations (issue 46).
  EditionResolver,
  EditionFields,
  ArticleEditionFields,
  CategoryNames,
  TagNames,
  GameNames,
  LinkedGameNames,
  ArticleTranslationFields,
];

function firstProblem(errors: ValidationError[]): { field: string; message: string } | null {
  for (const error of errors) {
    const message = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (message) return { field: error.property, message };
    const nested = firstProblem(error.children ?? []);
    // A problem inside a list's item (releases[0].value) is the list's, as the services name it.
    if (nested && /^\d+$/.test(error.property)) return { field: error.property, message: nested.message };
    if (nested) return { field: /^\d+$/.test(nested.field) ? error.property : nested.field, message: nested.message };
  }
  return null;
}

/**
 * Every input's plain text loses the characters XML forbids (then is checked as stored);
 * class-validator failures leave as BAD_USER_INPUT naming the field, with the rule's message.
 */
async function validateInput(argValue: unknown): Promise<void> {
  if (argValue === null || typeof argValue !== 'object') return;
  cleanPlainText(argValue);
  const values = Array.isArray(argValue) ? argValue : [argValue];
  for (const value of values) {
    if (value === null || typeof value !== 'object') continue;
    const problem = firstProblem(await validate(value as object, { skipMissingProperties: false, forbidUnknownValues: false }));
    if (problem) throw badInput(problem.field, problem.message);
  }
}

export async function buildGraphSchema(): Promise<GraphQLSchema> {
  // None today; the guard below must see any that are added (they run on every field).
  const checks: SkippedCheckOptions = { globalMiddlewares: [] };
  const schema = await buildSchema({
    resolvers,
    authChecker,
    validateFn: validateInput,
    globalMiddlewares: [...checks.globalMiddlewares],
  });
  assertNoSkippedChecks(schema, checks);
  return schema;
}
