// Staff accounts and the activity log (issue 12; admins).
import { activityQuery, idParams, userCreateBody, userUpdateBody, withoutNulls } from '../api/inputs';
import { type Route, route } from '../api/route-kit';
import { arrayOf, ref } from '../api/schemas';
import * as op from '../generated/graphql';
import { deleted, message } from './common';

export const userRoutes: Route[] = [
  route({
    method: 'get',
    path: '/api/users',
    guard: 'editor',
    tag: 'Users',
    summary: 'Every staff account (admins)',
    operation: op.UsersDocument,
    variables: () => ({}),
    respond: (data) => data.users,
    response: arrayOf(ref('User')),
  }),
  route({
    method: 'post',
    path: '/api/users',
    guard: 'editor',
    tag: 'Users',
    summary: 'Add a staff account (admins)',
    status: 201,
    description: 'role is contributor, author, editor or admin; password at least 10 characters.',
    body: userCreateBody,
    operation: op.CreateUserDocument,
    variables: ({ body }) => ({ input: withoutNulls(body) }),
    respond: (data) => data.createUser,
    response: ref('User'),
  }),
  route({
    method: 'put',
    path: '/api/users/:id',
    guard: 'editor',
    tag: 'Users',
    summary: "Change role, display name or password (admins; a new password or role ends that account's sessions and API tokens)",
    description: 'The last admin cannot be demoted (409).',
    params: idParams,
    body: userUpdateBody,
    operation: op.UpdateUserDocument,
    variables: ({ params, body }) => ({ id: params.id, input: withoutNulls(body) }),
    respond: (data) => data.updateUser,
    response: ref('User'),
  }),
  route({
    method: 'delete',
    path: '/api/users/:id',
    guard: 'editor',
    tag: 'Users',
    summary: 'Delete a staff account (admins; its articles pass to you)',
    description: 'The last admin cannot be deleted (409).',
    params: idParams,
    operation: op.DeleteUserDocument,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => deleted('User'),
    response: message,
  }),
  route({
    method: 'get',
    path: '/api/activity',
    guard: 'editor',
    tag: 'Users',
    summary: 'Who published, scheduled, deleted or changed roles, newest first (admins)',
    query: activityQuery,
    operation: op.ActivityDocument,
    variables: ({ query }) => ({ limit: query.limit ?? 50, offset: query.offset ?? 0 }),
    respond: (data) => data.activity,
    response: arrayOf(ref('Activity')),
  }),
];
