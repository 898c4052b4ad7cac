// The gateway for tests, over HTTP on a random port: alone (graph unreachable) for what needs no
// graph, or as a whole stack with a real graph (testing/graph.ts), each with its own Redis prefix.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGateway, type GatewayOptions, type RunningGateway } from '../gateway/src/app';
import { type GatewayConfig, loadGatewayConfig } from '../gateway/src/config';
import type { GraphServerOptions } from '../graph/src/app';
import type { GraphConfig } from '../graph/src/config';
import { testRedisPrefix, testRedisUrl } from './db';
import { eventually } from './eventually';
import { startTestGraph, TEST_ADMIN, type TestGraph } from './graph';
import { startGraphWithJobs } from './worker';

// Gateway tests take graph's data factories from here, so this module (and its first import) loads first.
export { createArticle, createCategory } from './graph';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T;
  text: string;
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body (sent as is, with `headers` deciding its type). */
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

/** A tiny cookie-aware client: it keeps the cookies the gateway sets, as a browser would. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  /** `headers` go with every request (e.g. x-forwarded-for to play a client address). */
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  /** The session id inside the signed cookie, as the gateway's session index knows it. */
  sessionId(): string | undefined {
    const raw = this.cookies.get('savepoint.sid');
    return raw ? /^s:([^.]+)\./.exec(decodeURIComponent(raw))?.[1] : undefined;
  }

  async request<T = any>(method: string, pathAndQuery: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...this.headers, ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | Uint8Array<ArrayBuffer> | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + pathAndQuery, { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now());
      if (expired || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return { status: response.status, headers: response.headers, body: (isJson && text ? JSON.parse(text) : text) as T, text };
  }

  get = <T = any>(p: string, o?: RequestOptions) => this.request<T>('GET', p, o);
  post = <T = any>(p: string, json?: unknown, o?: RequestOptions) => this.request<T>('POST', p, { ...o, json });
  put = <T = any>(p: string, json?: unknown, o?: RequestOptions) => this.request<T>('PUT', p, { ...o, json });
  patch = <T = any>(p: string, json?: unknown, o?: RequestOptions) => this.request<T>('PATCH', p, { ...o, json });
  delete = <T = any>(p: string, o?: RequestOptions) => this.request<T>('DELETE', p, o);
}

export function testGatewayConfig(env: Record<string, string | undefined> = {}): GatewayConfig {
  return loadGatewayConfig({
    PORT: '0',
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: testRedisPrefix('gw'),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    INTERNAL_SECRET: randomBytes(32).toString('base64url'),
    MEDIA_DIR: mkdtempSync(path.join(os.tmpdir(), 'savepoint-gw-media-')),
    WEB_DIST_DIR: mkdtempSync(path.join(os.tmpdir(), 'savepoint-gw-web-')),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // jest runs the gateway from its TypeScript sources, which a render thread cannot load: pages
    // render in the gateway's thread here (the browser tests run the built gateway, with threads).
    SSR_THREADS: '0',
    // Nothing listens on port 9 (discard): graph is unreachable unless a test says otherwise.
    GRAPH_URL: 'http://127.0.0.1:9/graphql',
    ...env,
  });
}

export interface TestGateway {
  gateway: RunningGateway;
  config: GatewayConfig;
  baseUrl: string;
  client(headers?: Record<string, string>): TestClient;
  close(): Promise<void>;
}

/** A gateway on port 0 with its own Redis prefix and secrets. */
export async function startTestGateway(
  config: GatewayConfig = testGatewayConfig(),
  options: GatewayOptions = {},
): Promise<TestGateway> {
  const gateway = await startGateway(config, { host: '127.0.0.1', ...options });
  return {
    gateway,
    config,
    baseUrl: gateway.url,
    client: (headers) => new TestClient(gateway.url, headers),
    close: () => gateway.close(),
  };
}

export interface TestStack extends TestGateway {
  graph: TestGraph;
  admin: { username: string; password: string };
  /** A client with the admin's session cookie. */
  editor(headers?: Record<string, string>): Promise<TestClient>;
  /** Stops this gateway and starts another on the same Redis, prefix and secrets (sessions must survive). */
  restartGateway(): Promise<void>;
}

export interface TestStackOptions {
  graph?: Partial<GraphConfig>;
  gatewayEnv?: Record<string, string>;
  /** Wire graph to the queues and run a BullMQ worker (thumbnails, AI drafts, publishing). */
  worker?: boolean;
  gatewayOptions?: GatewayOptions;
  /** Passed to graph's startGraphServer (a logger to read, …). */
  graphOptions?: GraphServerOptions;
  /** Turn the gateway's answer cache on (it listens for content changes on graph's database). */
  answerCache?: boolean;
}

/**
 * graph (fresh database) + a gateway in front of it, sharing the internal secret and the media
 * directory (the gateway serves what the worker renders).
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const jobs = options.worker ? await startGraphWithJobs(options.graph, options.graphOptions) : undefined;
  const graph = jobs ? jobs.testGraph : await startTestGraph(options.graph, options.graphOptions);
  const closeGraph = () => (jobs ? jobs.close() : graph.close());
  let gateway: TestGateway;
  try {
    if (jobs) await jobs.startWorker();
    gateway = await startTestGateway(
      testGatewayConfig({
        GRAPH_URL: graph.url,
        INTERNAL_SECRET: graph.config.internalSecret,
        MEDIA_DIR: graph.config.mediaDir,
        ...(options.answerCache ? { DATABASE_URL: graph.db.url } : {}),
        ...options.gatewayEnv,
      }),
      options.gatewayOptions,
    );
  } catch (error) {
    await closeGraph();
    throw error;
  }
  const stack: TestStack = {
    ...gateway,
    graph,
    admin: { ...TEST_ADMIN },
    async editor(headers = {}) {
      const client = new TestClient(stack.baseUrl, headers);
      const res = await client.post('/api/auth/login', stack.admin);
      if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`);
      return client;
    },
    async restartGateway() {
      await gateway.close();
      gateway = await startTestGateway({ ...gateway.config, port: 0 });
      Object.assign(stack, { gateway: gateway.gateway, baseUrl: gateway.baseUrl });
    },
    client: (headers) => new TestClient(stack.baseUrl, headers),
    async close() {
      try {
        await gateway.close();
      } finally {
        await closeGraph();
      }
    },
  };
  return stack;
}

/**
 * Waits until the gateway's answer cache hears content changes (its LISTEN connection is up):
 * before that it stores nothing, and a test of what it stores would read the database instead.
 * Also waits out the second clear of a change heard last second (the test's own setup writes):
 * landing mid-test, it would empty the cache, or refuse the answer being rendered.
 */
export async function untilCacheListens(stack: TestGateway): Promise<void> {
  await eventually(
    async () => {
      const { live, settling } = stack.gateway.cache.stats();
      return live && !settling ? true : undefined;
    },
    'the gateway cache to hear content changes',
    10_000,
    20,
  );
}
