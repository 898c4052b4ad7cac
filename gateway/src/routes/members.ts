// Members' own API (issue 23): sign-in by mailed link, the account, follows and the feed.
import { deleteMember, exportMember, logoutMember, verifyMember } from '../api/members';
import {
  displayNameBody,
  feedQuery,
  followsBody,
  memberDeleteQuery,
  memberLinkBody,
  newsletterChoiceBody,
  readerLanguageQuery,
  tokenBody,
} from '../api/inputs';
import { type Route, route } from '../api/route-kit';
import { ref, toRestArticles } from '../api/schemas';
import { HttpError } from '../errors';
import * as op from '../generated/graphql';
import { articles, message } from './common';

export const memberRoutes: Route[] = [
  route({
    method: 'post',
    path: '/api/members/magic-link',
    guard: 'public',
    tag: 'Members',
    summary: 'Mail a one-time sign-in link',
    description:
      'The same 200 whether or not the address belongs to a member (no enumeration). The link (/account/verify?token=…) works once, for 15 minutes; a new request leaves earlier links valid. Limited per client and address (5 an hour), per client (20) and per address (30): 429 with Retry-After.',
    body: memberLinkBody,
    operation: op.RequestMemberLinkDocument,
    variables: ({ body }) => ({ email: body.email, returnTo: body.returnTo ?? null }),
    respond: (data) => data.requestMemberLink,
    response: message,
  }),
  route({
    method: 'post',
    path: '/api/members/verify',
    guard: 'public',
    tag: 'Members',
    summary: 'Sign in with the token from the link: sets the member cookie',
    description:
      'Sets an HttpOnly SameSite=Lax member cookie (a new one each time; an earlier member session of this browser ends). A used, forged or expired token → 400 naming `token`.',
    body: tokenBody,
    operationName: 'VerifyMemberLink',
    handler: verifyMember,
    privateAnswer: true,
    response: ref('MemberSignIn'),
  }),
  route({
    method: 'post',
    path: '/api/members/logout',
    guard: 'public',
    tag: 'Members',
    summary: 'Sign out: ends the member session and clears the member cookie',
    operationName: 'EndMemberSession',
    handler: logoutMember,
    response: message,
  }),
  route({
    method: 'get',
    path: '/api/members/me',
    guard: 'member',
    tag: 'Members',
    summary: 'The signed-in member (never cached)',
    operation: op.MemberMeDocument,
    variables: () => ({}),
    respond: (data) => {
      if (!data.memberMe) throw new HttpError('UNAUTHENTICATED', 'Please sign in to do this.');
      return data.memberMe;
    },
    response: ref('Member'),
  }),
  route({
    method: 'put',
    path: '/api/members/me',
    guard: 'member',
    tag: 'Members',
    summary: 'Set the display name',
    description:
      '2-40 characters, never passing for staff (400) or for another member (409), compared by what names look like; the answer names `displayName`.',
    body: displayNameBody,
    operation: op.UpdateMemberProfileDocument,
    variables: ({ body }) => ({ displayName: body.displayName }),
    respond: (data) => data.updateMemberProfile,
    response: ref('Member'),
  }),
  route({
    method: 'put',
    path: '/api/members/me/newsletter',
    guard: 'member',
    tag: 'Members',
    summary: 'Turn the weekly digest on or off, and choose the editions',
    description:
      '`editions`: the editions (language tags) the member reads: the digest comes in each, and follows bring their articles only. Omitted: unchanged. An unknown one → 400 naming `editions`.',
    body: newsletterChoiceBody,
    operation: op.SetMemberNewsletterDocument,
    variables: ({ body }) => ({ subscribed: body.subscribed, editions: body.editions }),
    respond: (data) => data.setMemberNewsletter,
    response: ref('Member'),
  }),
  route({
    method: 'get',
    path: '/api/members/me/export',
    guard: 'member',
    tag: 'Members',
    summary: 'Everything stored about the member, as a JSON download',
    operationName: 'MemberExport',
    handler: exportMember,
    response: { type: 'object' },
  }),
  route({
    method: 'delete',
    path: '/api/members/me',
    guard: 'member',
    tag: 'Members',
    summary: 'Delete the account',
    description:
      'Sessions, links, follows, reports and the newsletter address go. Comments stay as "deleted member" unless removeComments=true.',
    query: memberDeleteQuery,
    operationName: 'DeleteMember',
    handler: deleteMember,
    response: message,
  }),
  route({
    method: 'get',
    path: '/api/members/me/follows',
    guard: 'member',
    tag: 'Members',
    summary: "The member's follows",
    description: "language (an edition's tag): named as that edition names them, else their own; unknown → 400 naming language.",
    query: readerLanguageQuery,
    operation: op.MemberFollowsDocument,
    variables: ({ query }) => ({ language: query.language ?? null }),
    respond: (data) => data.memberFollows,
    response: ref('Follows'),
  }),
  route({
    method: 'put',
    path: '/api/members/me/follows',
    guard: 'member',
    tag: 'Members',
    summary: 'Replace the follows (category, tag and game slugs)',
    description:
      'All or nothing: an unknown slug → 400 naming its list. language (query): the answer named as in GET; unknown → 400 naming language, nothing changed.',
    body: followsBody,
    query: readerLanguageQuery,
    operation: op.SetMemberFollowsDocument,
    variables: ({ body, query }) => ({
      categories: body.categories ?? [],
      tags: body.tags ?? [],
      games: body.games ?? [],
      language: query.language ?? null,
    }),
    respond: (data) => data.setMemberFollows,
    response: ref('Follows'),
  }),
  route({
    method: 'get',
    path: '/api/members/me/feed',
    guard: 'member',
    tag: 'Members',
    summary: 'Newest published articles matching any follow',
    query: feedQuery,
    operation: op.MemberFeedDocument,
    variables: ({ query }) => ({ limit: query.limit ?? 20, offset: query.offset ?? 0 }),
    respond: (data) => toRestArticles(data.memberFeed),
    response: articles,
  }),
];
