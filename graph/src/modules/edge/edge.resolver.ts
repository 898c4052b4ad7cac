import { Authorized, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import { badInput, serviceUnavailable } from '../../common/errors';
import type { GraphContext } from '../../graphql/context';
import { graphJobs } from '../../jobs/graph-jobs-context';
import { JobWaitTimeoutError } from '../../jobs/job-runner';
import { purgeEdgeJob } from './edge.jobs';

@ObjectType({ description: 'What the shared cache in front of the site was told.' })
export class EdgePurgeResult {
  @Field({ description: 'The cache purged: varnish, fastly or cloudflare (CDN_PURGE).' }) cache!: string;
  @Field({ description: 'What a reader of the back office is shown.' }) message!: string;
}

/** A purge normally takes milliseconds; a cache that does not answer keeps being retried by the worker. */
const PURGE_WAIT_MS = 8_000;

@Resolver()
export class EdgeResolver {
  @Authorized()
  @Mutation(() => EdgePurgeResult, {
    description:
      'Admins only. Tells the shared cache in front (Varnish, Fastly or Cloudflare, by CDN_PURGE) to forget every page; readers then get fresh pages as they ask. BAD_USER_INPUT when no cache is configured.',
  })
  async purgeEdgeCache(@Ctx() ctx: GraphContext): Promise<EdgePurgeResult> {
    const cache = ctx.config.edgePurge.kind;
    if (cache === 'none') throw badInput('CDN_PURGE', 'No shared cache is configured to purge (CDN_PURGE is not set).');
    try {
      await graphJobs(ctx).runner.run(purgeEdgeJob, { all: true }, { waitMs: PURGE_WAIT_MS });
    } catch (error) {
      ctx.log.warn({ err: error, cache }, 'purge everything did not finish');
      if (error instanceof JobWaitTimeoutError)
        throw serviceUnavailable(`The ${cache} cache has not confirmed the purge yet; the worker keeps retrying it.`);
      throw serviceUnavailable(`The ${cache} cache refused the purge. The worker retries it; see the queue dashboard.`);
    }
    ctx.log.info({ cache, by: ctx.identity.editor?.id }, 'edge cache purged by an admin');
    return { cache, message: `Every page was purged from the ${cache} cache.` };
  }
}
