// Staff sessions and credentials: log in and out, who is logged in, the password and API tokens.
import { changePassword, login, logout, me } from '../api/auth';
import { apiTokenCreateBody, idParams, loginBody, passwordChangeBody } from '../api/inputs';
import { type Route, route } from '../api/route-kit';
import { arrayOf, ref } from '../api/schemas';
import * as op from '../generated/graphql';
import { message } from './common';

export const sessionRoutes: Route[] = [
  route({
    method: 'post',
    path: '/api/auth/login',
    guard: 'public',
    tag: 'Session',
    summary: 'Log in: sets an HttpOnly session cookie',
    description:
      'Every failure answers 401 with the same body. 5 failures from one IP → 429 with Retry-After (block from 10 minutes, growing); 5 failures on one username → locked 10 minutes.',
    body: loginBody,
    operationName: 'Login',
    handler: login,
    response: ref('Editor'),
  }),
  route({
    method: 'post',
    path: '/api/auth/logout',
    guard: 'public',
    tag: 'Session',
    summary: 'Log out: ends the session',
    handler: logout,
    response: message,
  }),
  route({
    method: 'get',
    path: '/api/auth/me',
    guard: 'editor',
    tag: 'Session',
    summary: 'The logged-in editor',
    operationName: 'Me',
    handler: me,
    response: ref('Editor'),
  }),
  route({
    method: 'put',
    path: '/api/auth/password',
    guard: 'editor',
    tag: 'Session',
    summary: 'Change your password (ends your other sessions and your API tokens)',
    description: 'currentPassword must be right (400 names it otherwise); newPassword at least 10 characters.',
    body: passwordChangeBody,
    operationName: 'ChangePassword',
    handler: changePassword,
    response: message,
  }),
  route({
    method: 'get',
    path: '/api/auth/tokens',
    guard: 'editor',
    tag: 'Session',
    summary: 'Your API tokens, newest first (admins: every account’s)',
    operation: op.ApiTokensDocument,
    variables: () => ({}),
    respond: (data) =>
      data.apiTokens.map(({ user, ...token }) => ({ ...token, owner: { id: user.id, username: user.username } })),
    response: arrayOf(ref('ApiToken')),
  }),
  route({
    method: 'post',
    path: '/api/auth/tokens',
    guard: 'editor',
    tag: 'Session',
    summary: 'Mint an API token acting as you (authors, editors, admins)',
    description:
      'The token is in this answer only. It ends when revoked, when it expires (expiresInDays, 1-3650; none: never) ' +
      'and when your password or role changes.',
    status: 201,
    body: apiTokenCreateBody,
    operation: op.CreateApiTokenDocument,
    variables: ({ body }) => ({ name: body.name, expiresInDays: body.expiresInDays ?? null }),
    respond: (data) => data.createApiToken,
    response: ref('MintedApiToken'),
  }),
  route({
    method: 'delete',
    path: '/api/auth/tokens/:id',
    guard: 'editor',
    tag: 'Session',
    summary: 'Revoke an API token (yours; admins: anyone’s); it stops working at once',
    params: idParams,
    operation: op.RevokeApiTokenDocument,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => ({ message: 'API token revoked' }),
    response: message,
  }),
];
