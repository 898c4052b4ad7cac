// The publication's Fedify federation: the actor documents, WebFinger and NodeInfo, the outbox,
// followers and featured collections, article objects, and the inbox. Graph serves it (through
// http-bridge.ts, behind the gateway); the worker uses the same object to sign and send deliveries
// (federation.jobs.ts). Fedify gets no message queue: deliveries are the worker's own BullMQ jobs,
// and inbox activities are handled inside their request so a refusal reaches the sender.
import {
  Article,
  createFederation,
  Endpoints,
  Image,
  Organization,
  type Context,
  type Federation,
  type KvStore,
  type Recipient,
} from '@fedify/fedify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { actorDisplayName, actorEdition, actorEditions, federationProfile } from './actors';
import { actorKeyStore } from './keys';
import { articleActivity, articleObject, publishedArticle, publishedArticleCount, publishedArticles } from './article-object';
import { articleObjectKey, parseArticleObjectKey } from './federation-paths';
import { FederationService } from './federation.service';
import { registerInbox } from './inbox';
import { PostgresKvStore } from './kv-store';
import { federationUserAgent, guardedLoaders } from './network';

/** What every dispatcher and inbox listener gets: a fresh EntityManager, a logger, the refusal slot. */
export interface FederationData {
  em: EntityManager;
  log: Logger;
  /**
   * Set by an inbox listener that refuses an activity (unknown object: 400, blocked domain: 403):
   * the HTTP bridge answers with it instead of Fedify's generic error.
   */
  refusal?: { status: number; message: string };
}

export type SavepointFederation = Federation<FederationData>;

export interface FederationSettings {
  publicUrl: string;
  allowPrivateAddresses: boolean;
}

const ACTOR_PATH = '/ap/actors/{identifier}';
const PAGE_SIZE = 20;

const absolute = (url: string, origin: string) => new URL(url, origin);

function createSavepointFederation(settings: FederationSettings, rootEm: EntityManager, kv: KvStore): SavepointFederation {
  const keys = actorKeyStore(rootEm);
  const federation = createFederation<FederationData>({
    kv,
    origin: settings.publicUrl,
    ...guardedLoaders(settings.allowPrivateAddresses, federationUserAgent(settings.publicUrl), kv),
    // Deliveries are retried by the worker's jobs (federation.jobs.ts), never inside a request.
    outboxRetryPolicy: () => null,
  });

  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, identifier) => {
      // One actor per edition (docs/decisions/0051): another edition's is named after it.
      const edition = await actorEdition(ctx.data.em, identifier);
      if (!edition) return null;
      const profile = await federationProfile(ctx.data.em);
      const pairs = await ctx.getActorKeyPairs(identifier);
      const origin = ctx.canonicalOrigin;
      return new Organization({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: actorDisplayName(profile, edition),
        summary: profile.summary,
        url: new URL(edition.urlPrefix ? `/${edition.urlPrefix}/` : '/', origin),
        icon: profile.iconUrl ? new Image({ url: absolute(profile.iconUrl, origin) }) : null,
        image: profile.headerUrl ? new Image({ url: absolute(profile.headerUrl, origin) }) : null,
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        featured: ctx.getFeaturedUri(identifier),
        manuallyApprovesFollowers: profile.manualApproval,
        discoverable: true,
        indexable: true,
        publicKey: pairs[0]?.cryptographicKey,
        assertionMethods: pairs.map((pair) => pair.multikey),
      });
    })
    .mapHandle(async (ctx, username) => ((await actorEdition(ctx.data.em, username)) ? username : null))
    .setKeyPairsDispatcher(async (ctx, identifier) => ((await actorEdition(ctx.data.em, identifier)) ? keys(identifier) : []));

  // An article is attributed to its edition's actor.
  // Only the current publication's id answers: an earlier one was deleted for followers.
  federation.setObjectDispatcher(Article, '/ap/articles/{id}', async (ctx, { id }) => {
    const key = parseArticleObjectKey(id);
    if (!key) return null;
    const article = await publishedArticle(ctx.data.em, key.articleId);
    return article?.generation === key.generation ? articleObject(ctx, article.actor, article) : null;
  });

  // The outbox: a Create for each published article of the actor's edition, newest first.
  federation
    .setOutboxDispatcher('/ap/actors/{identifier}/outbox', async (ctx, identifier, cursor) => {
      const edition = await actorEdition(ctx.data.em, identifier);
      if (!edition || cursor === null) return null;
      const offset = Number(cursor) || 0;
      const articles = await publishedArticles(ctx.data.em, { offset, limit: PAGE_SIZE, language: edition.language });
      return {
        items: articles.map((a) =>
          articleActivity(ctx, identifier, 'Create', `article-${articleObjectKey(a.id, a.generation)}`, a),
        ),
        nextCursor: articles.length === PAGE_SIZE ? String(offset + PAGE_SIZE) : null,
      };
    })
    .setCounter(async (ctx, identifier) => {
      const edition = await actorEdition(ctx.data.em, identifier);
      return edition ? publishedArticleCount(ctx.data.em, edition.language) : null;
    })
    .setFirstCursor(() => '0');

  // Followers: the count is public; the list is for staff only (GraphQL, REST and the editor
  // screen), so the collection carries no items.
  federation
    .setFollowersDispatcher('/ap/actors/{identifier}/followers', async (ctx, identifier) =>
      (await actorEdition(ctx.data.em, identifier)) ? { items: [] as Recipient[] } : null,
    )
    .setCounter((ctx, identifier) => new FederationService(ctx.data.em).followerCount(identifier));

  federation.setFeaturedDispatcher('/ap/actors/{identifier}/featured', async (ctx, identifier) => {
    const edition = await actorEdition(ctx.data.em, identifier);
    if (!edition) return null;
    const articles = await publishedArticles(ctx.data.em, {
      offset: 0,
      limit: PAGE_SIZE,
      language: edition.language,
      featuredOnly: true,
    });
    return { items: articles.map((a) => articleObject(ctx, identifier, a)) };
  });

  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async (ctx) => ({
    software: { name: 'savepoint', version: { major: 0, minor: 1, patch: 0 }, homepage: new URL('/', ctx.canonicalOrigin) },
    protocols: ['activitypub'],
    openRegistrations: false,
    usage: {
      users: await actorCounts(ctx.data.em),
      localPosts: await publishedArticleCount(ctx.data.em),
      localComments: 0,
    },
  }));

  registerInbox(federation);
  return federation;
}

/** NodeInfo's users: the publication's actors, one per edition. */
async function actorCounts(em: EntityManager): Promise<{ total: number; activeMonth: number; activeHalfyear: number }> {
  const total = (await actorEditions(em)).length;
  return { total, activeMonth: total, activeHalfyear: total };
}

/** A Fedify context outside any request (the worker's deliveries), at the public origin. */
export function federationContext(
  federation: SavepointFederation,
  publicUrl: string,
  data: FederationData,
): Context<FederationData> {
  return federation.createContext(new URL(publicUrl), data);
}

/** What graph and the worker hold: the federation and the public origin. */
export interface FederationRuntime {
  federation: SavepointFederation;
  publicUrl: string;
}

/** @public Required on first use by http-bridge.ts (graph) and worker-app.ts (the worker). */
export function createFederationRuntime(settings: FederationSettings, rootEm: EntityManager): FederationRuntime {
  return {
    federation: createSavepointFederation(settings, rootEm, new PostgresKvStore(rootEm)),
    publicUrl: settings.publicUrl,
  };
}
