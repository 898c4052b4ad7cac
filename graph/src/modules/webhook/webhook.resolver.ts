import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { requireEditor } from '../../graphql/context';
import { WebhookService } from './webhook.service';

@ObjectType({ description: 'A URL that receives signed article events (Standard Webhooks).' })
export class WebhookEndpoint {
  @Field(() => Int) id!: number;
  @Field() url!: string;
  @Field(() => [String], { description: 'article.published, article.updated, article.unpublished, article.deleted' }) events!: string[];
  @Field() createdAt!: Date;
}

@ObjectType({ description: 'A new webhook with its signing secret, shown only in this answer.' })
export class CreatedWebhook extends WebhookEndpoint {
  @Field({ description: 'whsec_… : verify webhook-signature with it.' }) secret!: string;
}

@ObjectType({ description: 'One try to deliver an event.' })
export class WebhookAttempt {
  @Field(() => Int) attempt!: number;
  @Field() attemptedAt!: Date;
  @Field(() => Int, { nullable: true, description: 'HTTP status the receiver answered; null when it did not answer.' }) responseStatus!: number | null;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => Int) durationMs!: number;
}

@ObjectType({ description: 'An event sent (or to be sent) to a webhook; its id is the webhook-id header.' })
export class WebhookDelivery {
  @Field() id!: string;
  @Field(() => Int) webhookId!: number;
  @Field() url!: string;
  @Field() event!: string;
  @Field({ description: 'pending (queued or retrying), delivered, failed (gave up).' }) status!: string;
  @Field(() => Int) attempts!: number;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) deliveredAt!: Date | null;
  @Field(() => [WebhookAttempt]) attemptLog!: WebhookAttempt[];
}

const service = (ctx: GraphContext) => new WebhookService(ctx.em, ctx.config.webhooksAllowPrivateNetworks);

@Resolver()
export class WebhookResolver {
  @Authorized()
  @Mutation(() => CreatedWebhook, { description: 'Editors only. Private and loopback addresses are refused (WEBHOOKS_ALLOW_PRIVATE_NETWORKS).' })
  createWebhook(@Ctx() ctx: GraphContext, @Arg('url') url: string, @Arg('events', () => [String]) events: string[]): Promise<CreatedWebhook> {
    return service(ctx).create(url, events, requireEditor(ctx).id);
  }

  @Authorized()
  @Query(() => [WebhookEndpoint], { description: 'Editors only. Secrets are never listed.' })
  webhooks(@Ctx() ctx: GraphContext): Promise<WebhookEndpoint[]> {
    return service(ctx).list();
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Editors only. Its pending deliveries go with it.' })
  deleteWebhook(@Ctx() ctx: GraphContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return service(ctx).delete(id);
  }

  @Authorized()
  @Query(() => [WebhookDelivery], { description: 'Editors only. Newest first, each with its attempts.' })
  webhookDeliveries(
    @Ctx() ctx: GraphContext,
    @Arg('webhookId', () => Int, { nullable: true }) webhookId: number | null,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
  ): Promise<WebhookDelivery[]> {
    return service(ctx).deliveries(webhookId, limit);
  }
}
