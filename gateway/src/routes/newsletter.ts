// The newsletter: double opt-in for readers, subscribers and the weekly digest for staff, and the dev
// mailbox where mail is kept while SMTP_URL is not set.
import {
  digestDeliveriesQuery,
  digestPreviewQuery,
  digestTestBody,
  mailboxQuery,
  newsletterEditionsBody,
  oneClickBody,
  subscribeBody,
  subscribersCsvQuery,
  subscribersQuery,
  tokenBody,
  tokenQuery,
} from '../api/inputs';
import { type Route, route } from '../api/route-kit';
import { ref } from '../api/schemas';
import { badInput } from '../errors';
import * as op from '../generated/graphql';
import { message } from './common';

export const newsletterRoutes: Route[] = [
  route({
    method: 'post',
    path: '/api/newsletter/subscribe',
    guard: 'public',
    tag: 'Newsletter',
    summary: 'Subscribe an email (again is fine)',
    body: subscribeBody,
    operation: op.SubscribeNewsletterDocument,
    variables: ({ body }) => ({ email: body.email, editions: body.editions }),
    description:
      'Double opt-in: mails a link to /newsletter/confirm; the address gets nothing else until it is confirmed. `editions`: the editions (language tags) whose weekly digest to get, default the default edition; an unknown one → 400 naming `editions`. A confirmed address keeps its editions (PUT /api/newsletter/editions changes them).',
    respond: (data) => data.subscribeNewsletter,
    response: message,
  }),
  route({
    method: 'post',
    path: '/api/newsletter/confirm',
    guard: 'public',
    tag: 'Newsletter',
    summary: 'Confirm a subscription with the token from the mail',
    description: 'Forged, expired or withdrawn tokens → 400 naming `token`.',
    body: tokenBody,
    operation: op.ConfirmNewsletterDocument,
    variables: ({ body }) => ({ token: body.token }),
    respond: (data) => data.confirmNewsletter,
    response: message,
  }),
  route({
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    guard: 'public',
    tag: 'Newsletter',
    summary: 'Unsubscribe without a login (RFC 8058 one-click)',
    description:
      'The token comes in the query (the List-Unsubscribe URL, POSTed by mail clients as `List-Unsubscribe=One-Click`) or as JSON {token}. Repeating it answers the same.',
    query: tokenQuery,
    body: oneClickBody,
    operation: op.UnsubscribeNewsletterDocument,
    variables: ({ query, body }) => {
      const token = body.token ?? query.token;
      if (!token) throw badInput('token', 'token is required: open the link from the email');
      return { token };
    },
    respond: (data) => data.unsubscribeNewsletter,
    response: message,
  }),
  route({
    method: 'put',
    path: '/api/newsletter/editions',
    guard: 'public',
    tag: 'Newsletter',
    summary: "Set a subscriber's editions with the token from a newsletter mail",
    description:
      'The token is the one in every newsletter mail’s unsubscribe link (no login). Without `editions` it only reads them. Forged token → 400 naming `token`; an unknown language → 400 naming `editions`.',
    body: newsletterEditionsBody,
    operation: op.SetNewsletterEditionsDocument,
    variables: ({ body }) => ({ token: body.token, editions: body.editions }),
    respond: (data) => data.setNewsletterEditions,
    response: ref('NewsletterEditions'),
  }),
  route({
    method: 'get',
    path: '/api/newsletter/subscribers',
    guard: 'editor',
    tag: 'Newsletter',
    summary: 'Subscribers, newest first, with counts per status',
    description: 'search matches the address; status filters; limit (≤ 500, default 50) / offset.',
    query: subscribersQuery,
    operation: op.NewsletterSubscribersDocument,
    variables: ({ query }) => ({
      search: query.search,
      status: query.status,
      limit: query.limit ?? 50,
      offset: query.offset ?? 0,
    }),
    respond: (data) => data.newsletterSubscribers,
    response: ref('SubscriberPage'),
  }),
  route({
    method: 'get',
    path: '/api/newsletter/subscribers.csv',
    guard: 'editor',
    tag: 'Newsletter',
    summary: 'Subscribers as CSV (email,status,createdAt,confirmedAt)',
    query: subscribersCsvQuery,
    operationName: 'NewsletterSubscribersCsv',
    handler: async ({ input, graph, res }) => {
      const { newsletterSubscribersCsv: csv } = await graph(op.NewsletterSubscribersCsvDocument, {
        search: input.query.search,
        status: input.query.status,
      });
      res.setHeader('Cache-Control', 'private, no-store');
      res.attachment('subscribers.csv').type('text/csv; charset=utf-8').send(csv);
    },
    response: { type: 'string', description: 'A header row, then one row per subscriber' },
    responseType: 'text/csv',
  }),
  route({
    method: 'post',
    path: '/api/newsletter/digest',
    guard: 'editor',
    tag: 'Newsletter',
    summary: "Send this week's digest now",
    description:
      'Each edition’s issue to its confirmed subscribers who have not had it; never twice per subscriber, week and edition (the scheduled run follows the same rule).',
    operation: op.SendNewsletterDigestDocument,
    variables: () => ({}),
    respond: (data) => data.sendNewsletterDigest,
    response: ref('DigestRun'),
  }),
  route({
    method: 'get',
    path: '/api/newsletter/digest/preview',
    guard: 'editor',
    tag: 'Newsletter',
    summary: "This week's digest as subscribers will see it",
    description: '`language`: the edition (default: the default edition); an unknown one → 400 naming `language`.',
    query: digestPreviewQuery,
    operation: op.NewsletterDigestPreviewDocument,
    variables: ({ query }) => ({ language: query.language }),
    respond: (data) => data.newsletterDigestPreview,
    response: ref('DigestPreview'),
  }),
  route({
    method: 'get',
    path: '/api/newsletter/digest/deliveries',
    guard: 'editor',
    tag: 'Newsletter',
    summary: "How far a week's digest went, per edition",
    description:
      '`week`: an ISO week such as 2026-W48 (default: this week); another form → 400 naming `week`. Per edition: sent, waiting (queued), sending (being handed to the mail server) and interrupted (handed over by a worker that stopped before recording it, over 10 minutes ago: may or may not have arrived; never sent again).',
    query: digestDeliveriesQuery,
    operation: op.NewsletterDigestDeliveriesDocument,
    variables: ({ query }) => ({ week: query.week }),
    respond: (data) => data.newsletterDigestDeliveries,
    response: ref('DigestDeliveries'),
  }),
  route({
    method: 'post',
    path: '/api/newsletter/digest/test',
    guard: 'editor',
    tag: 'Newsletter',
    summary: "Mail this week's digest, marked [Test], to an address",
    body: digestTestBody,
    operation: op.SendNewsletterDigestTestDocument,
    variables: ({ body }) => ({ email: body.email, language: body.language }),
    respond: (data) => data.sendNewsletterDigestTest,
    response: message,
  }),
  route({
    method: 'get',
    path: '/api/mailbox',
    guard: 'editor',
    tag: 'Newsletter',
    summary: 'The dev mailbox: mail kept on disk while SMTP_URL is not set',
    query: mailboxQuery,
    operation: op.MailboxDocument,
    variables: ({ query }) => ({ limit: query.limit ?? 50 }),
    respond: (data) => data.mailbox,
    response: ref('Mailbox'),
  }),
];
