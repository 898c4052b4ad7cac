// Logging in, the same on every path (the gateway's REST and /graphql, graph directly): the limits
// are taken before the password is checked, and a success hands out a fresh device token.
import { badInput } from '../../common/errors';
import { issueDeviceToken, verifyDeviceToken } from './device-token';
import type { LoginLimiter } from './login-limiter';
import type { User } from './user.entity';
import type { UserService } from './user.service';

export interface LoginRequest {
  username: string;
  password: string;
  ip: string;
  /** The device token the client showed (argument or the gateway's device cookie claim). */
  deviceToken?: string;
}

export async function logIn(
  users: UserService,
  limits: { login: LoginLimiter; deviceSecret: string },
  request: LoginRequest,
): Promise<{ user: User; deviceToken: string }> {
  const { username, password, ip } = request;
  // Far beyond any real credential: refused before a point is spent or argon2 runs.
  if (username.length > 200) throw badInput('username', 'username must be at most 200 characters');
  if (password.length > 1000) throw badInput('password', 'password must be at most 1000 characters');
  const device = verifyDeviceToken(limits.deviceSecret, request.deviceToken, username);
  const attempt = await limits.login.take(ip, username, device);
  let user: User;
  try {
    user = await users.login(username, password);
  } catch (error) {
    const judged = (error as { extensions?: { code?: unknown } }).extensions?.code === 'UNAUTHENTICATED';
    // The password was never judged (the database failed): the attempt does not count against anyone.
    if (!judged) await limits.login.giveBack(attempt);
    throw error;
  }
  await limits.login.succeeded(attempt);
  return { user, deviceToken: issueDeviceToken(limits.deviceSecret, user.username) };
}

/**
 * A signed-in account's current password checked again (changePassword) is a guess like a login's:
 * the same counters (address, username, device), so a stolen session or API token cannot try
 * passwords without limit. `check` throws BAD_USER_INPUT naming `field` when the password was wrong.
 */
export async function checkCurrentPassword<T>(
  limits: { login: LoginLimiter; deviceSecret: string },
  request: { username: string; ip: string; deviceToken?: string; field: string },
  check: () => Promise<T>,
): Promise<T> {
  const device = verifyDeviceToken(limits.deviceSecret, request.deviceToken, request.username);
  const attempt = await limits.login.take(request.ip, request.username, device);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    const extensions = (error as { extensions?: { code?: unknown; field?: unknown } }).extensions;
    const wrong = extensions?.code === 'BAD_USER_INPUT' && extensions.field === request.field;
    // Anything else was decided after the password proved right (or before it was judged).
    if (!wrong) await limits.login.giveBack(attempt);
    throw error;
  }
  await limits.login.succeeded(attempt);
  return result;
}
