// The social web (issue 47) for staff: the profile followers see, followers and the approval
// queue, the instances they are on, domain blocks. Editors only; graph checks each operation's
// capability. The ActivityPub paths themselves are not REST routes: federation/federation-proxy.ts.
import { z } from 'zod';
import { type Route, route } from '../api/route-kit';
import { arrayOf } from '../api/schemas';
import * as op from '../generated/graphql';

const MAX_INT = 2_147_483_647;
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(max, `${name} is at most ${max} characters`)
    .optional();

const profileBody = z.object({
  displayName: optionalText('displayName', 100),
  summary: optionalText('summary', 500),
  iconUrl: z.string({ error: 'iconUrl must be text' }).nullable().optional(),
  headerUrl: z.string({ error: 'headerUrl must be text' }).nullable().optional(),
  manualApproval: z.boolean({ error: 'manualApproval must be true or false' }).optional(),
});
const followersQuery = z.object({
  status: z.enum(['accepted', 'pending'], { error: 'status must be accepted or pending' }).optional(),
  actor: z.string().min(1, 'actor is empty').max(100, 'actor is at most 100 characters').optional(),
  limit: wholeNumber(1, 100).optional(),
  offset: wholeNumber(0, 100_000).optional(),
});
const actorsQuery = z.object({ deliveries: wholeNumber(0, 20).optional() });
const pageQuery = z.object({ limit: wholeNumber(1, 100).optional(), offset: wholeNumber(0, 100_000).optional() });
const decideBody = z.object({
  ids: z.array(z.number().int().positive().max(MAX_INT), { error: 'ids must be a list of follower ids' }).min(1, 'ids is empty'),
  approve: z.boolean({ error: 'approve must be true or false' }),
});
const blockBody = z.object({
  domain: z.string({ error: 'domain is required' }).trim().min(1, 'domain is required'),
  reason: optionalText('reason', 500),
});
const domainParams = z.object({ domain: z.string().min(1) });

const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };
const int = { type: 'integer' };
const dateTime = { type: 'string', format: 'date-time' };
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' };

const profile = {
  type: 'object',
  properties: {
    handle: { type: 'string', description: '@savepoint@{PUBLIC_URL host}' },
    displayName: str,
    summary: str,
    iconUrl: nullableStr,
    headerUrl: nullableStr,
    manualApproval: { type: 'boolean' },
    followers: int,
    pendingFollowers: int,
  },
  required: ['handle', 'displayName', 'summary', 'manualApproval', 'followers', 'pendingFollowers'],
};
const actor = {
  type: 'object',
  properties: {
    identifier: { type: 'string', description: 'savepoint for the default edition, savepoint-{tag} for another' },
    language: str,
    editionName: str,
    isDefault: { type: 'boolean' },
    handle: { type: 'string', description: '@savepoint-de@{PUBLIC_URL host}' },
    displayName: str,
    followers: int,
    pendingFollowers: int,
    recentDeliveries: arrayOf({
      type: 'object',
      properties: {
        id: str,
        type: { type: 'string', enum: ['Create', 'Update', 'Delete', 'Accept', 'Reject'] },
        articleId: { type: ['integer', 'null'] },
        articleTitle: nullableStr,
        createdAt: dateTime,
        dispatchedAt: nullableDateTime,
        inboxes: { type: ['integer', 'null'], description: 'Inboxes it went to; null while it waits' },
      },
      required: ['id', 'type', 'createdAt'],
    }),
  },
  required: [
    'identifier',
    'language',
    'editionName',
    'isDefault',
    'handle',
    'displayName',
    'followers',
    'pendingFollowers',
    'recentDeliveries',
  ],
};
const domainBlock = {
  type: 'object',
  properties: { domain: str, reason: nullableStr, createdAt: dateTime },
  required: ['domain', 'createdAt'],
};

const tag = 'Social web';

export const federationRoutes: Route[] = [
  route({
    method: 'get',
    path: '/api/social-web',
    guard: 'editor',
    tag,
    summary: 'The social-web profile: handle, name, summary, approval setting and follower counts (editors)',
    operation: op.SocialWebDocument,
    variables: () => ({}),
    respond: (data) => data.socialWeb,
    response: profile,
  }),
  route({
    method: 'put',
    path: '/api/social-web',
    guard: 'editor',
    tag,
    summary: 'Change the profile followers see, or hold follows for approval (editors)',
    description: 'Omitted fields stay. iconUrl and headerUrl are image addresses (https://… or /media/…); empty removes one.',
    body: profileBody,
    operation: op.UpdateSocialWebProfileDocument,
    variables: ({ body }) => ({ input: body }),
    respond: (data) => data.updateSocialWebProfile,
    response: profile,
  }),
  route({
    method: 'get',
    path: '/api/social-web/actors',
    guard: 'editor',
    tag,
    summary: 'Every edition’s actor: handle, name, follower counts and latest deliveries (editors)',
    description: 'The default edition’s actor first. deliveries (0 to 20, default 5) is how many of each actor’s latest to list.',
    query: actorsQuery,
    operation: op.SocialWebActorsDocument,
    variables: ({ query }) => ({ deliveries: query.deliveries ?? 5 }),
    respond: (data) => data.socialWebActors,
    response: arrayOf(actor),
  }),
  route({
    method: 'get',
    path: '/api/social-web/followers',
    guard: 'editor',
    tag,
    summary: 'Followers (accepted) or the approval queue (pending), newest first (editors)',
    description:
      'Every edition’s actor’s followers, each with the actor it follows; actor (e.g. savepoint-de) keeps one actor’s.',
    query: followersQuery,
    operation: op.SocialWebFollowersDocument,
    variables: ({ query }) => ({
      status: query.status ?? 'accepted',
      limit: query.limit ?? 50,
      offset: query.offset ?? 0,
      actor: query.actor ?? null,
    }),
    respond: (data) => data.socialWebFollowers,
    response: {
      type: 'object',
      properties: {
        totalCount: int,
        followers: arrayOf({
          type: 'object',
          properties: {
            id: int,
            actor: { type: 'string', description: 'The actor followed: savepoint, savepoint-de, …' },
            handle: { type: 'string', description: '@user@instance' },
            name: nullableStr,
            uri: str,
            host: str,
            status: { type: 'string', enum: ['pending', 'accepted'] },
            createdAt: dateTime,
            acceptedAt: nullableDateTime,
          },
        }),
      },
      required: ['totalCount', 'followers'],
    },
  }),
  route({
    method: 'post',
    path: '/api/social-web/followers/decide',
    guard: 'editor',
    tag,
    summary: 'Approve (Accept) or refuse (Reject) pending follows (editors)',
    body: decideBody,
    operation: op.DecideSocialWebFollowsDocument,
    variables: ({ body }) => body,
    respond: (data) => ({ message: `${data.decideSocialWebFollows} changed`, changed: data.decideSocialWebFollows }),
    response: { type: 'object', properties: { message: str, changed: int }, required: ['message', 'changed'] },
  }),
  route({
    method: 'get',
    path: '/api/social-web/instances',
    guard: 'editor',
    tag,
    summary: 'The servers followers are on, with delivery health, most followers first (editors)',
    query: pageQuery,
    operation: op.SocialWebInstancesDocument,
    variables: ({ query }) => ({ limit: query.limit ?? 50, offset: query.offset ?? 0 }),
    respond: (data) => data.socialWebInstances,
    response: {
      type: 'object',
      properties: {
        totalCount: int,
        instances: arrayOf({
          type: 'object',
          properties: {
            host: str,
            followers: int,
            failures: { type: 'integer', description: 'Failed deliveries in a row' },
            skipUntil: nullableDateTime,
            lastError: nullableStr,
            lastDeliveredAt: nullableDateTime,
            lastFailedAt: nullableDateTime,
            blocked: { type: 'boolean' },
          },
        }),
      },
      required: ['totalCount', 'instances'],
    },
  }),
  route({
    method: 'get',
    path: '/api/social-web/domain-blocks',
    guard: 'editor',
    tag,
    summary: 'Blocked domains (editors)',
    operation: op.SocialWebDomainBlocksDocument,
    variables: () => ({}),
    respond: (data) => data.socialWebDomainBlocks,
    response: arrayOf(domainBlock),
  }),
  route({
    method: 'post',
    path: '/api/social-web/domain-blocks',
    guard: 'editor',
    tag,
    summary: 'Block a domain and its subdomains (editors)',
    description: 'Its followers, likes, boosts and comments are removed at once; its later activities are refused (403).',
    status: 201,
    body: blockBody,
    operation: op.BlockSocialWebDomainDocument,
    variables: ({ body }) => ({ domain: body.domain, reason: body.reason ?? null }),
    respond: (data) => data.blockSocialWebDomain,
    response: domainBlock,
  }),
  route({
    method: 'delete',
    path: '/api/social-web/domain-blocks/:domain',
    guard: 'editor',
    tag,
    summary: 'Lift a domain block (editors)',
    notFound: 'No block for this domain',
    params: domainParams,
    operation: op.UnblockSocialWebDomainDocument,
    variables: ({ params }) => ({ domain: params.domain }),
    respond: (data) => (data.unblockSocialWebDomain ? { message: 'Block lifted' } : null),
    response: { type: 'object', properties: { message: str }, required: ['message'] },
  }),
];
