// Signing and sending one delivery with Fedify (the job is federation.jobs.ts): required by the
// job on its first run, so a worker with nobody to deliver to never loads Fedify.
import { Accept, Follow, Reject, signObject, type Activity } from '@fedify/fedify';
import { UnrecoverableError } from 'bullmq';
import { LRUCache } from 'lru-cache';
import type { JobContext } from '../../jobs/job-definition';
import { activityUri, articleActivity, articleDeletion, publishedArticle } from './article-object';
import { federationContext, type FederationData } from './federation';
import type { OutboxRow } from './federation.jobs';
import type { FederationService } from './federation.service';
import { RemoteHostRefused } from './network';

/** Activities built once per worker and outbox row: a fan-out to 500 inboxes signs its proof once. */
const built = new LRUCache<string, Promise<Activity | null>>({ max: 200, ttl: 10 * 60_000 });

async function buildActivity(context: JobContext, row: OutboxRow): Promise<Activity | null> {
  const { federation, publicUrl } = context.federation();
  const data: FederationData = { em: context.em, log: context.logger };
  const ctx = federationContext(federation, publicUrl, data);
  const actorUri = ctx.getActorUri(row.actor);
  let activity: Activity;
  if (row.type === 'Accept' || row.type === 'Reject') {
    if (!row.payload) return null;
    const follow = new Follow({ id: new URL(row.payload.followUri), actor: new URL(row.payload.followerUri), object: actorUri });
    const values = { id: activityUri(ctx, row.id), actor: actorUri, to: new URL(row.payload.followerUri), object: follow };
    activity = row.type === 'Accept' ? new Accept(values) : new Reject(values);
  } else if (row.type === 'Delete') {
    activity = articleDeletion(ctx, row.actor, row.id, row.article_id!);
  } else {
    const article = await publishedArticle(context.em, row.article_id!);
    if (!article) return null;
    activity = articleActivity(ctx, row.actor, row.type, row.id, article);
  }
  // The Object Integrity Proof (Ed25519) is made here once; deliveries then sign only the request.
  const pairs = await ctx.getActorKeyPairs(row.actor);
  const ed25519 = pairs.find((p) => p.privateKey.algorithm.name === 'Ed25519');
  return ed25519
    ? signObject(activity, ed25519.privateKey, ed25519.multikey.id!, { contextLoader: ctx.contextLoader })
    : activity;
}

/**
 * @public Required by federation.jobs.ts on the first delivery.
 * Builds (once per worker) and sends the row's activity to one inbox; failures are counted and rethrown.
 */
export async function deliver(
  context: JobContext,
  row: OutboxRow,
  inbox: string,
  host: string,
  service: FederationService,
): Promise<{ delivered: boolean; reason?: string }> {
  const key = row.id;
  let activity = built.get(key);
  if (!activity) {
    activity = buildActivity(context, row);
    built.set(key, activity);
    activity.catch(() => built.delete(key));
  }
  const ready = await activity;
  if (!ready) return { delivered: false, reason: 'the article is no longer published' };

  const { federation, publicUrl, guard } = context.federation();
  const ctx = federationContext(federation, publicUrl, { em: context.em, log: context.logger });
  try {
    await guard(new URL(inbox));
    const rsa = (await ctx.getActorKeyPairs(row.actor)).filter((p) => p.privateKey.algorithm.name === 'RSASSA-PKCS1-v1_5');
    await ctx.sendActivity(
      rsa.map((p) => ({ keyId: p.keyId, privateKey: p.privateKey })),
      { id: new URL(inbox), inboxId: new URL(inbox) },
      ready,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const skipped = await service.deliveryFailed(host, message);
    context.logger.warn({ inbox, outboxId: row.id, err: message, skippedUntil: skipped }, 'federation delivery failed');
    if (error instanceof RemoteHostRefused) throw new UnrecoverableError(message);
    throw error;
  }
  return { delivered: true };
}
