import { GraphQLError } from 'graphql';
import pino from 'pino';
import { badInput } from '../common/errors';
import { createFormatError } from './format-error';

const formatError = createFormatError(pino({ level: 'silent' }));

it('masks unexpected errors: no stack, no internal message', () => {
  const internal = new GraphQLError('relation "article" does not exist', {
    path: ['articles'],
    originalError: new Error('relation "article" does not exist'),
    extensions: { stacktrace: ['at foo (/app/x.ts:1:1)'] },
  });
  const out = formatError(
    { message: internal.message, path: ['articles'], extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } },
    internal,
  );
  expect(out).toEqual({
    message: 'Something went wrong on our side. Please try again later.',
    path: ['articles'],
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
});

it('keeps the message, code and field of deliberate errors', () => {
  const error = badInput('email', 'Please enter a valid email address');
  const out = formatError({ message: error.message, extensions: { ...error.extensions, stacktrace: ['at x'] } }, error);
  expect(out).toEqual({ message: 'Please enter a valid email address', extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
});
