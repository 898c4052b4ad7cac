// Editor sessions in Redis (connect-redis), shared by every gateway process and surviving restarts.
// A session remembers the credentials version its editor had at login; graph refuses the session
// once a password or role change raised the version, and the gateway then ends it (guard.ts).
// The cookie is named by @savepoint/audience, which every cache and Varnish follow.
import { STAFF_SESSION_COOKIE } from '@savepoint/audience';
import { RedisStore } from 'connect-redis';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';

export interface SessionEditor {
  userId: number;
  username: string;
  displayName: string;
  role: string;
  /** When the editor logged in (ms since epoch): the absolute timeout counts from here. */
  createdAt: number;
  /** The account's credentials version at login (or at the editor's own change since). */
  credentialsVersion?: number;
}

declare module 'express-session' {
  interface SessionData {
    editor?: SessionEditor;
  }
}

/**
 * connect-redis 9 speaks node-redis; this is the handful of its calls mapped onto ioredis, so the
 * gateway keeps one Redis client library.
 */
function nodeRedisFacade(redis: Redis) {
  return {
    get: (key: string) => redis.get(key),
    set: (key: string, value: string, options?: { expiration?: { type: 'EX'; value: number } }) =>
      options?.expiration ? redis.set(key, value, 'EX', options.expiration.value) : redis.set(key, value),
    expire: (key: string, seconds: number) => redis.expire(key, seconds),
    del: (keys: string[] | string) => redis.del(...(Array.isArray(keys) ? keys : [keys])),
    mGet: (keys: string[]) => redis.mget(keys),
    async *scanIterator({ MATCH, COUNT }: { MATCH: string; COUNT: number }) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', MATCH, 'COUNT', COUNT);
        cursor = next;
        if (keys.length) yield keys;
      } while (cursor !== '0');
    },
  };
}

export interface SessionStore {
  /** express-session over Redis; idle timeout rolls with every request. */
  middleware: RequestHandler;
  /** The editor of a session by its id, or undefined once it ended (co-editing re-checks open sockets). */
  load(sessionId: string): Promise<SessionEditor | undefined>;
}

export function createSessionStore(config: GatewayConfig, redis: Redis): SessionStore {
  const sessionPrefix = `${config.redisPrefix}:sess:`;
  const store = new RedisStore({ client: nodeRedisFacade(redis), prefix: sessionPrefix });

  const middleware = session({
    name: STAFF_SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    // Every answer pushes the idle deadline forward (cookie and Redis TTL alike).
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request arrived over HTTPS (behind TRUST_PROXY, from X-Forwarded-Proto).
      secure: 'auto',
      maxAge: config.sessionIdleMs,
      path: '/',
    },
  });

  const load = (sessionId: string) =>
    new Promise<SessionEditor | undefined>((resolve, reject) => {
      void store.get(sessionId, (err, data) => {
        if (err) reject(err instanceof Error ? err : new Error(String(err)));
        else resolve(data?.editor ?? undefined);
      });
    });

  return { middleware, load };
}
