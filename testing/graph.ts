// A real graph server for tests: fresh database (cloned from the migrated template), random port,
// random INTERNAL_SECRET, known editor credentials. Gateway, worker and e2e tests build on it.
import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startGraphServer, type GraphServerOptions, type RunningGraph } from '../graph/src/app';
import type { GraphConfig } from '../graph/src/config';
import { DEFAULT_MEDIA_LIMITS, SCHEDULE_MINUTE_STEP } from '../graph/src/config/defaults';
import { ArticleStatus, type Article } from '../graph/src/modules/article/article.entity';
import type { ArticleInput } from '../graph/src/modules/article/article.inputs';
import type { Category } from '../graph/src/modules/category/category.entity';
import { nameFoldsOf } from '../graph/src/common/look-alike';
import { INTERNAL_HEADER, signInternalToken } from '../graph/src/graphql/identity';
import { MemberService } from '../graph/src/modules/member/member.service';
import { User, UserRole } from '../graph/src/modules/user/user.entity';
import { createTestDatabase, testRedisPrefix, testRedisUrl, type TestDatabase } from './db';
import { SYSTEM_ACTOR } from '../graph/src/common/caller';

/** A second graph beside a test's first (scale-out tests). */
export { startGraphServer, type RunningGraph } from '../graph/src/app';

export const TEST_ADMIN = { username: 'editor', password: 'correct horse battery staple' } as const;

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: {
    message: string;
    path?: (string | number)[];
    locations?: { line: number; column: number }[];
    extensions?: { code?: string; field?: string };
  }[];
}

export interface TestGraph {
  url: string;
  config: GraphConfig;
  graph: RunningGraph;
  db: TestDatabase;
  /** The editor account created at start (TEST_ADMIN). */
  admin: User;
  /**
   * Headers the gateway would send for a signed-in editor (default: the admin), whose session began
   * at `credentialsVersion` (1 for an account whose password and role never changed).
   */
  editorHeaders(userId?: number, credentialsVersion?: number): Record<string, string>;
  /** editorHeaders with the account's credentials version as it is now in the database. */
  currentEditorHeaders(userId?: number): Promise<Record<string, string>>;
  /** Headers the gateway sends for a reader (signed, no uid): needed by `login`. */
  gatewayHeaders(): Record<string, string>;
  /** Headers of the gateway's own calls (its reader activity batches), which its proxy never sends. */
  gatewayOwnHeaders(): Record<string, string>;
  query<T = Record<string, any>>(
    document: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

export async function startTestGraph(overrides: Partial<GraphConfig> = {}, options: GraphServerOptions = {}): Promise<TestGraph> {
  const db = await createTestDatabase();
  const dataDir = path.join(os.tmpdir(), `savepoint-${db.name}`);
  const config: GraphConfig = {
    databaseUrl: db.url,
    databaseReplicaUrls: [],
    // Off unless a test turns it on: tests that write beside the API and read at once must not race a NOTIFY.
    answerCacheBytes: 0,
    redisUrl: testRedisUrl(),
    redisPrefix: testRedisPrefix('graph'),
    graphPort: 0,
    internalSecret: randomBytes(32).toString('hex'),
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    mediaUploadMaxBytes: DEFAULT_MEDIA_LIMITS.maxUploadBytes,
    mediaMaxPixels: DEFAULT_MEDIA_LIMITS.maxPixels,
    openaiModel: 'gpt-4o-mini',
    seedOnEmpty: false,
    logLevel: (process.env.TEST_LOG_LEVEL ?? 'silent') as GraphConfig['logLevel'],
    nodeEnv: 'test',
    // argon2id at its smallest cost (testing/global-setup.ts); password-hashing.test.ts checks the standard one.
    passwordHashCost: process.env.PASSWORD_HASH_COST === 'standard' ? 'standard' : 'test-fast',
    scheduleMinLeadMs: 60_000,
    databasePoolSize: 10,
    outboxPollMs: 200,
    publicUrl: 'http://localhost:8080',
    mailFrom: 'Savepoint <newsletter@savepoint.test>',
    mailDir: path.join(dataDir, 'mail'),
    mailRatePerSecond: 50,
    digest: { weekday: 5, hour: 9, timeZone: 'UTC' },
    publication: { timeZone: 'UTC', locale: 'en-US' },
    webhooksAllowPrivateNetworks: true,
    federationAllowPrivateAddresses: true,
    federationInboxPerMinute: 600,
    scheduleMinuteStep: SCHEDULE_MINUTE_STEP,
    edgePurge: { kind: 'none' },
    ...overrides,
  };
  let graph: RunningGraph;
  try {
    graph = await startGraphServer(config, { logger: pino({ level: config.logLevel }), ...options });
  } catch (error) {
    await db.drop();
    throw error;
  }
  const admin = await graph.services().users.findByUsername(config.adminUsername);
  if (!admin) {
    await graph.close();
    await db.drop();
    throw new Error('the test editor account was not created');
  }

  const editorHeaders = (userId: number = admin.id, credentialsVersion = 1) => ({
    [INTERNAL_HEADER]: signInternalToken(config.internalSecret, { uid: userId, cv: credentialsVersion, ip: '127.0.0.1' }),
  });
  const currentEditorHeaders = async (userId: number = admin.id) => {
    const rows: { credentials_version: number }[] = await graph.orm.em
      .fork()
      .execute(`SELECT credentials_version FROM app_user WHERE id = ?`, [userId]);
    return editorHeaders(userId, rows[0]?.credentials_version ?? 1);
  };
  const gatewayHeaders = () => ({ [INTERNAL_HEADER]: signInternalToken(config.internalSecret, { ip: '127.0.0.1' }) });
  const gatewayOwnHeaders = () => ({ [INTERNAL_HEADER]: signInternalToken(config.internalSecret, { own: true }) });

  return {
    url: graph.url,
    config,
    graph,
    db,
    admin,
    editorHeaders,
    currentEditorHeaders,
    gatewayHeaders,
    gatewayOwnHeaders,
    async query(document, variables, headers = {}) {
      const response = await fetch(graph.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ query: document, variables }),
      });
      const body = (await response.json()) as Omit<GraphQLResponse, 'status'>;
      return { status: response.status, ...body } as GraphQLResponse<any>;
    },
    async close() {
      try {
        await graph.close();
      } finally {
        await db.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

// ——— data factory: writes through the services, so the rules (slugs, tags, sanitizing) apply ———

let sequence = 0;

/** A category with a unique slug (or the given fields). */
export async function createCategory(
  graph: RunningGraph,
  input: { name?: string; slug?: string; color?: string; description?: string } = {},
): Promise<Category> {
  sequence += 1;
  const name = input.name ?? `Category ${sequence}`;
  return graph.services().categories.create({ name, slug: input.slug, color: input.color, description: input.description });
}

/** An article (published by default) in the given category slug, or in a new category. */
export async function createArticle(
  graph: RunningGraph,
  input: Partial<ArticleInput> & { authorId?: number } = {},
): Promise<Article> {
  sequence += 1;
  const services = graph.services();
  const category = input.category ?? (await createCategory(graph)).slug;
  const authorId =
    input.authorId ?? (await services.em.findOneOrFail(User, { role: UserRole.admin }, { orderBy: { id: 'asc' } })).id;
  return graph.services().articles.create(
    {
      title: `Test article ${sequence}`,
      content: `<p>Body of test article ${sequence}.</p>`,
      status: ArticleStatus.published,
      ...input,
      category,
    },
    authorId,
    null,
    // A test's data is the system's to write: the rules under test are asked of a caller elsewhere.
    SYSTEM_ACTOR,
  );
}

// ——— members (issue 23) ———

/** The headers the gateway sends for a reader at client address `ip` (signed, no session). */
export function clientHeaders(t: Pick<TestGraph, 'config'>, ip: string): Record<string, string> {
  return { [INTERNAL_HEADER]: signInternalToken(t.config.internalSecret, { ip }) };
}

/** The token of the newest unused sign-in link to `email`, as the worker would mail it. */
export async function newestMemberLinkToken(t: Pick<TestGraph, 'config' | 'graph'>, email: string): Promise<string> {
  const em = t.graph.services().em;
  const [link]: { id: number }[] = await em.execute(
    `SELECT id FROM member_link WHERE lower(email) = lower(?) AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const sent = link ? await new MemberService(em, { config: t.config }).linkToSend(link.id) : null;
  if (!sent) throw new Error(`no usable sign-in link to ${email}`);
  return new URL(sent.url).searchParams.get('token')!;
}

/** The headers the gateway sends for a browser with this member cookie (and no staff session). */
export function memberHeaders(t: Pick<TestGraph, 'config'>, sessionToken: string): Record<string, string> {
  return { [INTERNAL_HEADER]: signInternalToken(t.config.internalSecret, { mst: sessionToken }) };
}

/**
 * A member with this address (made if new) and a fresh member session, as a used magic link leaves
 * them; for tests whose subject is not the sign-in itself.
 */
export async function signInMember(
  t: Pick<TestGraph, 'config' | 'graph'>,
  email: string,
  displayName?: string,
): Promise<{ memberId: number; sessionToken: string; headers: Record<string, string> }> {
  const em = t.graph.services().em;
  // The folds the database holds every chosen name to (look-alike.ts), as updateProfile stores them.
  const folds = displayName ? nameFoldsOf(displayName) : [null, null];
  const [{ id }]: { id: number }[] = await em.execute(
    `INSERT INTO member (email, display_name, display_name_fold, display_name_caps_fold) VALUES (?, ?, ?, ?)
     ON CONFLICT (lower(email)) DO UPDATE SET email = member.email RETURNING id`,
    [email, displayName ?? null, ...folds],
  );
  const sessionToken = randomBytes(32).toString('base64url');
  await em.execute(`INSERT INTO member_session (token_hash, member_id, expires_at) VALUES (?, ?, now() + interval '1 day')`, [
    createHash('sha256').update(sessionToken).digest('hex'),
    id,
  ]);
  return { memberId: id, sessionToken, headers: memberHeaders(t, sessionToken) };
}
