// The stored co-editing document, for the gateway's collaboration server alone (a claim its proxy
// never sends): who may open an article's document is decided when the gateway asks `article(id)`
// with the editor's own identity (staff read every article; `viewerCanUpdate` is the capability
// table's updateArticle row), so these two operations only carry bytes, base64 in GraphQL strings.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { badInput } from '../../common/errors';
import type { GraphContext } from '../../graphql/context';
import { requireGatewayOwn } from '../../graphql/identity';
import { COLLAB_UPDATE_MAX_BYTES, CollabService } from './collab.service';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

@Resolver()
export class CollabResolver {
  @Query(() => String, {
    nullable: true,
    description: "The gateway's own calls only: the article's co-editing document (a Yjs update, base64), null before any edit.",
  })
  async collabDocument(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'The article.' }) articleId: number,
  ): Promise<string | null> {
    requireGatewayOwn(ctx.identity, 'loads co-editing documents');
    const state = await new CollabService(ctx.em).load(articleId);
    return state ? Buffer.from(state).toString('base64') : null;
  }

  @Mutation(() => Boolean, {
    description: "The gateway's own calls only: appends what changed in an article's co-editing document (a Yjs update, base64).",
  })
  async storeCollabUpdate(
    @Ctx() ctx: GraphContext,
    @Arg('articleId', () => Int, { description: 'The article.' }) articleId: number,
    @Arg('update', { description: 'A Yjs update, base64.' }) update: string,
  ): Promise<boolean> {
    requireGatewayOwn(ctx.identity, 'stores co-editing documents');
    if (!BASE64.test(update) || update.length > Math.ceil(COLLAB_UPDATE_MAX_BYTES / 3) * 4)
      throw badInput('update', `A base64 Yjs update of at most ${COLLAB_UPDATE_MAX_BYTES} bytes`);
    await new CollabService(ctx.em).append(articleId, Buffer.from(update, 'base64'));
    return true;
  }
}
