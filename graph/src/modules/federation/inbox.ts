// What other servers send the publication. Fedify has verified the HTTP Signature (unsigned or
// invalid: 401) and parsed the activity (malformed: 400) before a listener runs; the listeners apply
// the product's rules through FederationService. A listener refuses by filling `ctx.data.refusal`
// (the bridge answers with it) and throwing, so nothing is stored and the sender learns why.
import {
  Announce,
  Create,
  Delete,
  Follow,
  isActor as isRemoteActor,
  Like,
  Note,
  PUBLIC_COLLECTION,
  Undo,
  type Activity,
  type InboxContext,
} from '@fedify/fedify';
import { GraphQLError } from 'graphql';
import { DEFAULT_ACTOR, actorEdition, actorEditions } from './actors';
import type { FederationData, SavepointFederation } from './federation';
import { FederationService, hostOf, type RemoteActorFacts } from './federation.service';

class InboxRefusal extends Error {
  override name = 'InboxRefusal';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function refuse(ctx: InboxContext<FederationData>, status: number, message: string): never {
  ctx.data.refusal = { status, message };
  throw new InboxRefusal(status, message);
}

const service = (ctx: InboxContext<FederationData>) => new FederationService(ctx.data.em);

/** The sending actor's host, refused (403) when its domain is blocked. */
async function allowedSender(ctx: InboxContext<FederationData>, activity: Activity): Promise<URL> {
  const actorId = activity.actorId;
  if (!actorId) refuse(ctx, 400, 'The activity has no actor');
  if (await service(ctx).isBlocked(hostOf(actorId))) refuse(ctx, 403, 'This server does not accept activities from your domain');
  return actorId;
}

async function remoteActorFacts(ctx: InboxContext<FederationData>, activity: Activity): Promise<RemoteActorFacts> {
  const actor = await activity.getActor({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader });
  if (!actor || !isRemoteActor(actor) || !actor.id || !actor.inboxId) refuse(ctx, 400, 'The actor could not be read');
  if (actor.id.href !== activity.actorId?.href) refuse(ctx, 400, 'The actor document does not match the activity');
  const host = hostOf(actor.id);
  const username = actor.preferredUsername?.toString() || actor.id.pathname.split('/').filter(Boolean).pop() || 'unknown';
  return {
    uri: actor.id.href,
    handle: `@${username}@${host}`,
    name: actor.name?.toString() ?? null,
    inbox: actor.inboxId.href,
    sharedInbox: actor.endpoints?.sharedInbox?.href ?? null,
    host,
  };
}

/** The article (published) an object URI names, or a 400: a like or boost of something unknown. */
async function likedArticle(ctx: InboxContext<FederationData>, objectId: URL | null): Promise<number> {
  const articleId = objectId ? await service(ctx).articleIdOf(objectId.href, ctx.canonicalOrigin) : null;
  if (articleId === null) refuse(ctx, 400, 'The object is not a published article of this server');
  return articleId;
}

export function registerInbox(federation: SavepointFederation): void {
  federation
    .setInboxListeners('/ap/actors/{identifier}/inbox', '/ap/inbox')
    .withIdempotency('per-inbox')
    .setSharedKeyDispatcher(() => ({ identifier: DEFAULT_ACTOR }))
    .on(Follow, async (ctx, follow) => {
      await allowedSender(ctx, follow);
      const target = ctx.parseUri(follow.objectId);
      if (!follow.id || target?.type !== 'actor' || !(await actorEdition(ctx.data.em, target.identifier)))
        refuse(ctx, 400, 'The follow names no actor of this server');
      const follower = await remoteActorFacts(ctx, follow);
      const status = await service(ctx).recordFollow(target.identifier, follower, follow.id.href);
      ctx.data.log.info({ follower: follower.handle, status }, 'followed on the social web');
    })
    .on(Undo, async (ctx, undo) => {
      const actorId = await allowedSender(ctx, undo);
      const objectId = undo.objectId;
      // A like or boost being taken back is recognised by its id, without fetching it.
      if (objectId && (await service(ctx).removeReaction(objectId.href, actorId.href))) return;
      const object = await undo.getObject({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader });
      if (object instanceof Follow) {
        if (object.actorId?.href !== actorId.href) refuse(ctx, 400, 'Only the follower can undo a follow');
        const target = ctx.parseUri(object.objectId);
        if (target?.type !== 'actor') refuse(ctx, 400, 'The follow names no actor of this server');
        await service(ctx).removeFollow(target.identifier, actorId.href);
        return;
      }
      if (object instanceof Like || object instanceof Announce) return; // already gone, or never counted
      refuse(ctx, 400, 'Only follows, likes and boosts can be undone here');
    })
    .on(Like, async (ctx, like) => {
      const actorId = await allowedSender(ctx, like);
      if (!like.id) refuse(ctx, 400, 'The like has no id');
      await service(ctx).addReaction('like', await likedArticle(ctx, like.objectId), actorId.href, like.id.href);
    })
    .on(Announce, async (ctx, announce) => {
      const actorId = await allowedSender(ctx, announce);
      if (!announce.id) refuse(ctx, 400, 'The boost has no id');
      await service(ctx).addReaction('announce', await likedArticle(ctx, announce.objectId), actorId.href, announce.id.href);
    })
    .on(Create, async (ctx, create) => {
      const actorId = await allowedSender(ctx, create);
      const note = await create.getObject({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader });
      if (!(note instanceof Note)) {
        ctx.data.log.info({ activity: create.id?.href }, 'a Create of something other than a note was ignored');
        return;
      }
      if (!note.id || note.attributionId?.href !== actorId.href)
        refuse(ctx, 400, 'The note must be written by the actor creating it');
      // A comment is public: a followers-only or direct reply was written for its audience alone.
      if (![...note.toIds, ...note.ccIds].some((id) => id.href === PUBLIC_COLLECTION.href)) {
        ctx.data.log.info({ note: note.id.href }, 'a reply not addressed to the public was not taken as a comment');
        return;
      }
      const target = note.replyTargetId;
      const svc = service(ctx);
      let reply: { articleId: number; parentId: number | null } | null = null;
      if (target) {
        const articleId = await svc.articleIdOf(target.href, ctx.canonicalOrigin);
        if (articleId !== null) reply = { articleId, parentId: null };
        else {
          const comment = await svc.commentOfNote(target.href);
          // Threads are one level deep: a reply to a reply joins its thread.
          if (comment) reply = { articleId: comment.articleId, parentId: comment.parentId ?? comment.commentId };
        }
      }
      if (!reply) {
        ctx.data.log.info(
          { note: note.id.href, inReplyTo: target?.href },
          'a note that replies to no published article was ignored',
        );
        return;
      }
      const author = await remoteActorFacts(ctx, create);
      try {
        const comment = await svc.remoteReply({
          author,
          noteUri: note.id.href,
          articleId: reply.articleId,
          parentId: reply.parentId,
          html: note.content?.toString() ?? '',
        });
        if (comment)
          ctx.data.log.info({ comment: comment.id, status: comment.status, author: author.handle }, 'a reply became a comment');
      } catch (error) {
        // Comments closed or off, a deleted parent, an empty text: the reply is not a comment here.
        if (error instanceof GraphQLError) {
          ctx.data.log.info({ note: note.id.href, reason: error.message }, 'a reply was not taken as a comment');
          return;
        }
        throw error;
      }
    })
    .on(Delete, async (ctx, deletion) => {
      const actorId = await allowedSender(ctx, deletion);
      const objectId = deletion.objectId;
      if (!objectId) refuse(ctx, 400, 'The delete names no object');
      const svc = service(ctx);
      if (objectId.href === actorId.href) {
        // The account is gone: so are its follows.
        for (const { identifier } of await actorEditions(ctx.data.em)) await svc.removeFollow(identifier, actorId.href);
        return;
      }
      const removed = await svc.remoteDelete(objectId.href, actorId.href);
      if (removed) ctx.data.log.info({ note: objectId.href }, 'a remote reply was deleted by its author');
    })
    .onError((ctx, error) => {
      if (error instanceof InboxRefusal) return;
      ctx.data.log.error({ err: error }, 'an inbox activity failed');
    });
}
