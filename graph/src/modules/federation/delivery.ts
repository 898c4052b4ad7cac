// Signing and sending one delivery (the job is federation.jobs.ts): required by the job on its first
// run, so a worker with nobody to deliver to never loads Fedify. The activity is built, given its
// Object Integrity Proof and serialised once per worker; each inbox then gets that JSON in a request
// signed with Fedify's signRequest (HTTP Signatures, the draft every fediverse server verifies),
// sent over a socket whose address is checked at connect time like a webhook's. Fedify's own
// sendActivity would compact the JSON-LD again for every inbox: ~12 ms of CPU each, most of a
// 500-inbox fan-out's time (bench:federation).
import { Accept, Follow, PUBLIC_COLLECTION, Reject, signObject, signRequest, Update, type Activity } from '@fedify/fedify';
import { UnrecoverableError } from 'bullmq';
import { LRUCache } from 'lru-cache';
import type { JobContext } from '../../jobs/job-definition';
import { activityUri, articleActivity, articleDeletion, publishedArticle } from './article-object';
import { federationContext, type FederationData } from './federation';
import type { OutboxRow } from './federation.jobs';
import type { FederationService } from './federation.service';
import { guardedRequest, PrivateAddressError } from '../webhook/network-guard';
import { federationUserAgent } from './network';

const DELIVERY_TIMEOUT_MS = 10_000;

/** Activities as sent, built once per worker and outbox row (a fan-out to 500 inboxes signs its proof once). */
const built = new LRUCache<string, Promise<string | null>>({ max: 200, ttl: 10 * 60_000 });

async function buildActivity(context: JobContext, row: OutboxRow): Promise<string | null> {
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
  } else if (row.article_id === null) {
    // The actor's profile changed: its document as its address serves it now.
    const actor = await federation.createContext(new Request(actorUri), data).getActor(row.actor);
    if (!actor) return null;
    activity = new Update({
      id: activityUri(ctx, row.id),
      actor: actorUri,
      to: PUBLIC_COLLECTION,
      cc: ctx.getFollowersUri(row.actor),
      object: actor,
    });
  } else if (row.type === 'Delete') {
    activity = articleDeletion(ctx, row.actor, row.id, row.article_id, row.object_generation ?? 0);
  } else {
    const article = await publishedArticle(context.em, row.article_id);
    if (!article) return null;
    activity = articleActivity(ctx, row.actor, row.type, row.id, article);
  }
  // The Object Integrity Proof (Ed25519) is made here once; deliveries then sign only the request.
  const pairs = await ctx.getActorKeyPairs(row.actor);
  const ed25519 = pairs.find((p) => p.privateKey.algorithm.name === 'Ed25519');
  const signed = ed25519
    ? await signObject(activity, ed25519.privateKey, ed25519.multikey.id!, { contextLoader: ctx.contextLoader })
    : activity;
  return JSON.stringify(await signed.toJsonLd({ format: 'compact', contextLoader: ctx.contextLoader }));
}

/** POSTs the signed request; the socket's lookup refuses reserved addresses (unless allowed). */
function post(request: Request, body: string, allowPrivate: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = new Headers(request.headers);
    headers.set('content-length', String(Buffer.byteLength(body)));
    const req = guardedRequest(
      new URL(request.url),
      { method: 'POST', headers, allowPrivate, timeoutMs: DELIVERY_TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
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
  if (!ready)
    return { delivered: false, reason: row.article_id === null ? 'the actor is gone' : 'the article is no longer published' };

  const { federation, publicUrl } = context.federation();
  const ctx = federationContext(federation, publicUrl, { em: context.em, log: context.logger });
  try {
    const rsa = (await ctx.getActorKeyPairs(row.actor)).find((p) => p.privateKey.algorithm.name === 'RSASSA-PKCS1-v1_5');
    if (!rsa) throw new Error(`No RSA key for the actor ${row.actor}`);
    const unsigned = new Request(inbox, {
      method: 'POST',
      headers: {
        'content-type': 'application/activity+json',
        accept: 'application/activity+json, application/ld+json',
        'user-agent': federationUserAgent(publicUrl),
      },
      body: ready,
    });
    const status = await post(
      await signRequest(unsigned, rsa.privateKey, rsa.keyId),
      ready,
      context.config.federationAllowPrivateAddresses,
    );
    if (status < 200 || status >= 300) throw new Error(`${inbox} answered HTTP ${status}`);
  } catch (error) {
    const refused = error instanceof PrivateAddressError;
    const message = refused
      ? `${host} is a private or reserved address`
      : error instanceof Error
        ? error.message.split('\n')[0]
        : String(error);
    const skipped = await service.deliveryFailed(host, message);
    context.logger.warn({ inbox, outboxId: row.id, err: message, skippedUntil: skipped }, 'federation delivery failed');
    if (refused) throw new UnrecoverableError(message);
    throw error;
  }
  return { delivered: true };
}
