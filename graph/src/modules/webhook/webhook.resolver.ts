import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { requireEditor } from '../../graphql/context';
import { WebhookService } from './webhook.service';

@ObjectType({ description: 'A URL that receives signed article events (Standard Webhooks).' })
export class WebhookEndpoint {
  @Field(() => Int, { description: 'Webhook id.' }) id!: number;
  @Field({ description: 'Where deliveries are POSTed.' }) url!: string;
  @Field(() => [String], {
    description: 'article.published, article.updated, article.unpublished, article.deleted, article.corrected',
  })
  events!: string[];
  @Field({ description: 'When it was registered.' }) createdAt!: Date;
}

@ObjectType({ description: 'A new webhook with its signing secret, shown only in this answer.' })
export class CreatedWebhook extends WebhookEndpoint {
  @Field({ description: 'whsec_… : verify webhook-signature with it.' }) secret!: string;
}

@ObjectType({ description: 'One try to deliver an event.' })
export class WebhookAttempt {
  @Field(() => Int, { description: '1 for the first try.' }) attempt!: number;
  @Field({ description: 'When it was tried.' }) attemptedAt!: Date;
  @Field(() => Int, { nullable: true, description: 'HTTP status the receiver answered; null when it did not answer.' })
  responseStatus!: number | null;
  @Field(() => String, { nullable: true, description: 'Why it failed; null when it succeeded.' }) error!: string | null;
  @Field(() => Int, { description: 'How long the receiver took.' }) durationMs!: number;
}

@ObjectType({ description: 'An event sent (or to be sent) to a webhook; its id is the webhook-id header.' })
export class WebhookDelivery {
  @Field({ description: 'The webhook-id header (msg_…).' }) id!: string;
  @Field(() => Int, { description: 'The webhook it goes to.' }) webhookId!: number;
  @Field({ description: "The webhook's URL." }) url!: string;
  @Field({ description: 'article.published, article.updated, article.unpublished, article.deleted or article.corrected.' })
  event!: string;
  @Field({ description: 'pending (queued or retrying), delivered, failed (gave up).' }) status!: string;
  @Field(() => Int, { description: 'Tries so far.' }) attempts!: number;
  @Field({ description: 'When the article change was committed.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When a 2xx came back; null until then.' }) deliveredAt!: Date | null;
  @Field(() => [WebhookAttempt], { description: 'Every try, in order.' }) attemptLog!: WebhookAttempt[];
}

const service = (ctx: GraphContext) => new WebhookService(ctx.em, ctx.config.webhooksAllowPrivateNetworks);

@Resolver()
export class WebhookResolver {
  @Authorized()
  @Mutation(() => CreatedWebhook, {
    description: 'Editors only. Private and loopback addresses are refused (WEBHOOKS_ALLOW_PRIVATE_NETWORKS).',
  })
  createWebhook(
    @Ctx() ctx: GraphContext,
    @Arg('url', { description: 'http(s) URL that receives the POSTs.' }) url: string,
    @Arg('events', () => [String], { description: 'Events to receive.' }) events: string[],
  ): Promise<CreatedWebhook> {
    return service(ctx).create(url, events, requireEditor(ctx).id);
  }

  @Authorized()
  @Query(() => [WebhookEndpoint], { description: 'Editors only. Secrets are never listed.' })
  webhooks(@Ctx() ctx: GraphContext): Promise<WebhookEndpoint[]> {
    return service(ctx).list();
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Editors only. Its pending deliveries go with it.' })
  deleteWebhook(@Ctx() ctx: GraphContext, @Arg('id', () => Int, { description: 'Webhook id.' }) id: number): Promise<boolean> {
    return service(ctx).delete(id);
  }

  @Authorized()
  @Query(() => [WebhookDelivery], { description: 'Editors only. Newest first, each with its attempts.' })
  webhookDeliveries(
    @Ctx() ctx: GraphContext,
    @Arg('webhookId', () => Int, { nullable: true, description: 'Only this webhook’s deliveries.' }) webhookId: number | null,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'How many (page size).' }) limit: number,
  ): Promise<WebhookDelivery[]> {
    return service(ctx).deliveries(webhookId, limit);
  }
}
