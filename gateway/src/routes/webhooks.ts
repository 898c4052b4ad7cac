// Webhooks: staff register URLs that hear about articles (Standard Webhooks).
import { idParams, webhookBody, webhookDeliveriesQuery } from '../api/inputs';
import { type Route, route } from '../api/route-kit';
import { arrayOf, ref } from '../api/schemas';
import * as op from '../generated/graphql';
import { deleted, message } from './common';

export const webhookRoutes: Route[] = [
  route({
    method: 'post',
    path: '/api/webhooks',
    guard: 'editor',
    tag: 'Webhooks',
    summary: 'Register a webhook: answers its signing secret once',
    status: 201,
    description:
      'events: article.published, article.updated, article.unpublished, article.deleted, article.corrected. Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). Private and loopback addresses are refused (unless WEBHOOKS_ALLOW_PRIVATE_NETWORKS).',
    body: webhookBody,
    operation: op.CreateWebhookDocument,
    variables: ({ body }) => ({ url: body.url, events: body.events }),
    respond: (data) => data.createWebhook,
    response: ref('Webhook'),
  }),
  route({
    method: 'get',
    path: '/api/webhooks',
    guard: 'editor',
    tag: 'Webhooks',
    summary: 'Every webhook (without secrets)',
    operation: op.WebhooksDocument,
    variables: () => ({}),
    respond: (data) => data.webhooks,
    response: arrayOf(ref('Webhook')),
  }),
  route({
    method: 'get',
    path: '/api/webhooks/deliveries',
    guard: 'editor',
    tag: 'Webhooks',
    summary: 'Recent deliveries with every attempt, newest first',
    query: webhookDeliveriesQuery,
    operation: op.WebhookDeliveriesDocument,
    variables: ({ query }) => ({ webhookId: query.webhookId, limit: query.limit ?? 50 }),
    respond: (data) => data.webhookDeliveries,
    response: arrayOf(ref('WebhookDelivery')),
  }),
  route({
    method: 'delete',
    path: '/api/webhooks/:id',
    guard: 'editor',
    tag: 'Webhooks',
    summary: 'Delete a webhook (its pending deliveries go with it)',
    params: idParams,
    operation: op.DeleteWebhookDocument,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => deleted('Webhook'),
    response: message,
  }),
];
