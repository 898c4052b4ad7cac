// Idempotency keys on article creates (the IETF draft "The Idempotency-Key HTTP Header Field").
// A retry after a lost answer carries the same key and the same article: it is answered with the
// article the first create made. The same key with another article (the editor changed the form
// before retrying) must not be answered "created" with the old text: it is refused with
// IDEMPOTENCY_KEY_REUSED (REST 422, as the draft says) naming the article the key made, which the
// editor then updates. Keys are per user (Migration20261126030000IdempotencyKeyPerUser).
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import { stringify } from 'safe-stable-stringify';
import { badInput } from '../../common/errors';
import type { ArticleInput } from './article.inputs';

/** Idempotency keys are opaque tokens (a UUID from the editor): 1-200 visible ASCII characters. */
export function requireIdempotencyKey(raw: string): string {
  const key = raw.trim();
  if (!/^[\x21-\x7e]{1,200}$/.test(key))
    throw badInput('idempotencyKey', 'Idempotency key must be 1-200 visible ASCII characters');
  return key;
}

/**
 * What makes two creates the same request: the input with its keys sorted, so REST, the gateway's
 * /graphql and graph directly (which build the object in different orders) agree.
 */
export function createFingerprint(input: ArticleInput): string {
  return createHash('sha256')
    .update(stringify(input) ?? '')
    .digest('hex');
}

function idempotencyKeyReused(articleId: number): GraphQLError {
  return new GraphQLError(
    `This idempotency key already created article ${articleId} with other content: update article ${articleId}, or send a new key to create another article`,
    { extensions: { code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey', articleId } },
  );
}

/**
 * The article this user's key already made, if the request is the same; throws when the key made
 * an article from another request. Keys stored before fingerprints were kept (null) match any retry,
 * as they did then.
 */
export async function articleMadeWithKey(
  em: EntityManager,
  userId: number,
  key: string,
  fingerprint: string,
): Promise<number | null> {
  const [first]: { article_id: number; request_hash: string | null }[] = await em.execute(
    `SELECT article_id, request_hash FROM article_create_key WHERE user_id = ? AND key = ?`,
    [userId, key],
  );
  if (!first) return null;
  if (first.request_hash !== null && first.request_hash !== fingerprint) throw idempotencyKeyReused(first.article_id);
  return first.article_id;
}

/** Stored in the create's transaction: a concurrent create with the same key loses on the primary key. */
export async function recordCreateKey(
  em: EntityManager,
  userId: number,
  key: string,
  fingerprint: string,
  articleId: number,
): Promise<void> {
  await em.execute(`INSERT INTO article_create_key (user_id, key, article_id, request_hash) VALUES (?, ?, ?, ?)`, [
    userId,
    key,
    articleId,
    fingerprint,
  ]);
}
