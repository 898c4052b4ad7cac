import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { badGateway, badInput, serviceUnavailable } from '../../common/errors';
import type { GraphContext } from '../../graphql/context';
import { graphJobs } from '../../jobs/graph-jobs-context';
import { JobFailedError, JobWaitTimeoutError } from '../../jobs/job-runner';
import { EMPTY_KEYWORD_MESSAGE, isAiFailureMessage } from './ai.errors';
import { generateArticleDraftJob, suggestTrendingTopicsJob } from './ai.jobs';
import type { ArticleDraft } from './article-draft';
import { suggestKeywords } from './keywords';
import { readCachedTrendingTopics } from './trending-topics';

export enum ArticleGenerator {
  openai = 'openai',
  offline = 'offline',
}
registerEnumType(ArticleGenerator, { name: 'ArticleGenerator', description: 'Which generator wrote an AI draft.' });

@ObjectType({
  description: "Suggestions for a review's verdict box, for the editor to accept or not (never saved by themselves).",
})
export class GeneratedReview {
  @Field({ description: 'One plain-text paragraph, at most 600 characters.' })
  verdict!: string;

  @Field(() => [String], { description: 'Good points, plain text (at most 10 of at most 140 characters).' })
  pros!: string[];

  @Field(() => [String], { description: 'Bad points, plain text (at most 10 of at most 140 characters).' })
  cons!: string[];
}

@ObjectType({ description: 'A draft article written from a keyword, for an editor to review.' })
export class GeneratedArticle {
  @Field({ description: 'Headline.' })
  title!: string;

  @Field({ description: 'Sanitized HTML.' })
  content!: string;

  @Field({ description: 'Description for search engines and link previews.' })
  metaDescription!: string;

  @Field({ description: 'Short summary for cards (at most 200 characters).' })
  excerpt!: string;

  @Field(() => [String], { description: 'Suggested tag names.' })
  tags!: string[];

  @Field({ description: "One of the publication's category slugs." })
  category!: string;

  @Field({ description: 'Slug of the title (spec rule).' })
  slug!: string;

  @Field(() => ArticleGenerator, { description: 'Which generator wrote this draft.' })
  generator!: ArticleGenerator;

  @Field(() => GeneratedReview, {
    nullable: true,
    description: 'For a draft of the review category: suggested verdict, pros and cons.',
  })
  review!: GeneratedReview | null;
}

const KEYWORD_MAX_LENGTH = 200;
/** Covers the openai client's timeout, its retry, and one retry for malformed output. */
const DRAFT_WAIT_MS = 120_000;
const TRENDING_WAIT_MS = 60_000;

function workerFailure(error: unknown, ctx: GraphContext, what: string): Error {
  if (error instanceof JobFailedError && isAiFailureMessage(error.reason)) return badGateway(error.reason);
  ctx.log.warn({ err: error }, `${what} did not finish`);
  if (error instanceof JobWaitTimeoutError) return serviceUnavailable(`The ${what} is taking too long. Please try again.`);
  return serviceUnavailable(`The ${what} failed. Please try again.`);
}

@Resolver()
export class AiResolver {
  @Authorized()
  @Mutation(() => GeneratedArticle, { description: 'Editors only. Empty keyword is BAD_USER_INPUT.' })
  async generateArticle(
    @Ctx() ctx: GraphContext,
    @Arg('keyword', { description: 'What the article should be about.' }) keyword: string,
    @Arg('variant', () => Int, {
      nullable: true,
      description: 'Regenerate sends 1, 2, 3…: the offline generator writes a different take for each.',
    })
    variant: number | null,
    @Arg('category', () => String, {
      nullable: true,
      description: 'The category chosen on the form (a slug): the draft is filed under it; `review` adds review suggestions.',
    })
    category: string | null,
  ): Promise<GeneratedArticle> {
    const trimmed = keyword.trim();
    if (!trimmed) throw badInput('keyword', EMPTY_KEYWORD_MESSAGE);
    if (category && category.length > 100) throw badInput('category', 'Category must be a category slug.');
    if (trimmed.length > KEYWORD_MAX_LENGTH)
      throw badInput('keyword', `Keyword must be at most ${KEYWORD_MAX_LENGTH} characters.`);
    try {
      const draft: ArticleDraft = await graphJobs(ctx).runner.run(
        generateArticleDraftJob,
        {
          keyword: trimmed,
          variant: Math.max(0, Math.min(variant ?? 0, 1_000_000)),
          category: category?.trim().toLowerCase() || null,
        },
        { waitMs: DRAFT_WAIT_MS },
      );
      return { ...draft, generator: draft.generator as ArticleGenerator };
    } catch (error) {
      throw workerFailure(error, ctx, 'article generation');
    }
  }

  @Authorized()
  @Query(() => [String], {
    description: "Editors only: keyword suggestions from the publication's tags, categories and recent titles.",
  })
  aiKeywords(@Ctx() ctx: GraphContext): Promise<string[]> {
    return suggestKeywords(ctx.em);
  }

  @Authorized()
  @Query(() => [String], { description: 'Editors only: cached 30 minutes; refresh recomputes.' })
  async trendingTopics(
    @Ctx() ctx: GraphContext,
    @Arg('refresh', () => Boolean, { nullable: true, defaultValue: false, description: 'Recompute instead of using the cache.' })
    refresh: boolean | null,
  ): Promise<string[]> {
    const jobs = graphJobs(ctx);
    if (!refresh) {
      const cached = await readCachedTrendingTopics(jobs.redis, jobs.redisPrefix);
      if (cached) return cached;
    }
    try {
      return await jobs.runner.run(suggestTrendingTopicsJob, {}, { waitMs: TRENDING_WAIT_MS });
    } catch (error) {
      throw workerFailure(error, ctx, 'trending topics refresh');
    }
  }
}
