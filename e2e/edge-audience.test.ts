// One audience policy, every consumer (issue 44). The same requests — who is asking (cookies,
// Authorization) × how the path is spelled (letter case, trailing and repeated slashes,
// percent-encoded letters) — go through each place that decides who is asking, and each must
// decide as @savepoint/audience does: Varnish with the VCL generated from it, the gateway's
// shared-cache headers, its answer cache (serving and storing), its page cache, session loading,
// the same-origin check, live streams, co-editing, and graph's caller resolution (through the
// gateway's signature and directly). Four places used to decide, and disagreed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  audienceOf,
  isStorableForEveryone,
  mayBeServedSharedCopy,
  type AudienceKind,
  type AudienceRequest,
} from '@savepoint/audience';
import { cachedResponse } from '../gateway/src/cache/cached-response';
import { ResponseCache, serveCachedAnswers } from '../gateway/src/cache/response-cache';
import { isPersonalRequest } from '../gateway/src/edge/shared-caching';
import { sameOriginWrites } from '../gateway/src/session/origin-check';
import { loadSessionWhenPresent } from '../gateway/src/session/guard';
import { pageCaching } from '../gateway/src/ssr/page-server';
import { eventually } from '../testing/eventually';
import { createArticle, startTestStack, untilCacheListens, type TestStack } from '../testing/gateway';
import { signInMember } from '../testing/graph';

const { startVarnish } = require('../scripts/varnish.cjs') as {
  startVarnish: (o: {
    port: number;
    purgePort: number;
    backendPort: number;
    workDir: string;
    log?: (l: string) => void;
  }) => Promise<{
    stop(): Promise<void>;
  }>;
};
const { freePort } = require('../scripts/processes.cjs') as { freePort: () => Promise<number> };

jest.setTimeout(120_000);

/** The gateway's Express types, as its consumers take them. */
type Request = Parameters<typeof pageCaching>[0];
type RequestHandler = Parameters<typeof loadSessionWhenPresent>[0];
type Response = Parameters<RequestHandler>[1];

interface Who {
  name: string;
  kind: AudienceKind;
  headers: () => Record<string, string>;
  /** Holds a live staff session: co-editing opens. */
  coEdits?: boolean;
}

let staffCookie = '';
let memberCookie = '';
let apiToken = '';

const WHO: Who[] = [
  { name: 'nobody', kind: 'anonymous', headers: () => ({}) },
  {
    name: 'third-party and device cookies',
    kind: 'anonymous',
    headers: () => ({ cookie: '_ga=GA1.2.3; savepoint.device=a.b.c; theme=dark' }),
  },
  { name: 'a member', kind: 'member', headers: () => ({ cookie: `${memberCookie}; savepoint_member=1` }) },
  { name: 'the member hint alone', kind: 'member', headers: () => ({ cookie: 'savepoint_member=1' }) },
  { name: 'staff', kind: 'staff', headers: () => ({ cookie: staffCookie }), coEdits: true },
  { name: 'the staff hint alone (an ended session)', kind: 'staff', headers: () => ({ cookie: 'savepoint_signed_in=1' }) },
  {
    name: 'staff who is also a member',
    kind: 'staff',
    headers: () => ({ cookie: `${memberCookie}; ${staffCookie}` }),
    coEdits: true,
  },
  { name: 'a token', kind: 'token', headers: () => ({ authorization: `Bearer ${apiToken}` }) },
  {
    name: 'a token beside a staff cookie',
    kind: 'token',
    headers: () => ({ authorization: `Bearer ${apiToken}`, cookie: staffCookie }),
  },
];

interface Spelling {
  path: string;
  /** For one person, in whatever spelling. */
  personal: boolean;
  /** Spelled as the router's one spelling would be (else the gateway redirects it). */
  normal: boolean;
}

const SPELLINGS: Spelling[] = [
  { path: '/articles/some-story', personal: false, normal: true },
  { path: '/Articles/Some-Story', personal: false, normal: true },
  { path: '/articles/some-story/', personal: false, normal: false },
  { path: '/%61rticles/some-story', personal: false, normal: false },
  { path: '//articles/some-story', personal: false, normal: false },
  { path: '/api/categories', personal: false, normal: true },
  { path: '/API/Categories/', personal: false, normal: false },
  { path: '/preview/AbC123', personal: true, normal: true },
  { path: '/Preview/AbC123/', personal: true, normal: false },
  { path: '/%70review/AbC123', personal: true, normal: false },
  { path: '/ACCOUNT', personal: true, normal: true },
  { path: '/account/verify', personal: true, normal: true },
  { path: '/api/Members/me', personal: true, normal: true },
  { path: '/api/auth/me', personal: true, normal: true },
];

const CASES = WHO.flatMap((who) => SPELLINGS.map((spelling) => ({ who, ...spelling })));
const expected = (who: Who, spelling: Spelling) => ({
  kind: who.kind,
  storable: who.kind === 'anonymous' && spelling.normal && !spelling.personal,
  servable: (who.kind === 'anonymous' || who.kind === 'member') && !spelling.personal,
});

/** An Express-like request, as each consumer reads one. */
function requestFor(method: string, url: string, headers: Record<string, string>): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method,
    url,
    originalUrl: url,
    path: url.split('?')[0],
    headers: lower,
    protocol: 'http',
    ip: '127.0.0.1',
    get: (name: string) => lower[name.toLowerCase()] as string | undefined,
  } as unknown as Request;
}

/** Calls a middleware; resolves with what it did: answered, or passed on (with its error). */
function run(middleware: RequestHandler, req: Request): Promise<{ answered: boolean; error?: unknown }> {
  return new Promise((resolve) => {
    const res = {
      statusCode: 200,
      setHeader: () => undefined,
      getHeader: () => undefined,
      end: () => resolve({ answered: true }),
    } as unknown as Response;
    void middleware(req, res, (error?: unknown) => resolve({ answered: false, error }));
  });
}

let stack: TestStack;
let varnish: { stop(): Promise<void> };
let backend: Server;
let edge: string;
/** What the stand-in origin behind Varnish received: the Cookie and Authorization of each request. */
const originSaw = new Map<string, IncomingHttpHeaders>();

beforeAll(async () => {
  // Behind Varnish, an origin that calls every answer shareable: whether Varnish keeps it is the
  // VCL's decision alone.
  backend = createServer((req, res) => {
    originSaw.set(req.url ?? '', req.headers);
    res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'public, max-age=0, s-maxage=600', xkey: 'all' });
    res.end('shared');
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const [port, purgePort] = [await freePort(), await freePort()];
  edge = `http://127.0.0.1:${port}`;
  varnish = await startVarnish({
    port,
    purgePort,
    backendPort: (backend.address() as AddressInfo).port,
    workDir: mkdtempSync(path.join(os.tmpdir(), 'savepoint-varnish-audience-')),
    log: () => undefined,
  });

  stack = await startTestStack({
    answerCache: true,
    graph: { answerCacheBytes: 4 * 1024 * 1024 },
    gatewayEnv: { WEB_DIST_DIR: path.resolve(__dirname, '../web/dist'), SSR_TIMEOUT_MS: '20000', COLLAB_RECHECK_SECONDS: '0' },
  });
  const admin = await stack.editor();
  staffCookie = `savepoint.sid=${admin.cookies.get('savepoint.sid')}`;
  memberCookie = `savepoint.member=${(await signInMember(stack.graph, 'table@example.com')).sessionToken}`;
  apiToken = (await admin.post('/api/auth/tokens', { name: 'the audience table' })).body.token;
  await untilCacheListens(stack);
  // Varnish probes its backend every second; on a loaded machine the first probes can time out, and
  // a backend it calls sick is answered with an error page nobody keeps. Start once it is healthy.
  await eventually(
    async () => ((await fetch(`${edge}/healthz?probe=start`)).status === 200 ? true : undefined),
    'Varnish to call its backend healthy',
    30_000,
  );
});

afterAll(async () => {
  await varnish?.stop();
  await new Promise((resolve) => backend?.close(resolve));
  await stack?.close();
});

describe('who × spelling, through every consumer that reads both', () => {
  it.each(CASES.map((c, i) => [`${c.who.name} → ${c.path}`, c, i] as const))('%s', async (_label, { who, ...spelling }, row) => {
    const want = expected(who, spelling);
    const url = `${spelling.path}?row=${row}`;
    const req = requestFor('GET', url, who.headers());
    const policy: AudienceRequest = { method: 'GET', url, headers: req.headers };

    // The policy itself.
    expect(audienceOf(policy).kind).toBe(want.kind);
    expect({ storable: isStorableForEveryone(policy), servable: mayBeServedSharedCopy(policy) }).toEqual({
      storable: want.storable,
      servable: want.servable,
    });

    // Varnish: only what may be kept for everyone is answered from the cache, and such a request
    // reaches the origin without cookies; anything else is passed, cookies and all.
    const through = async () =>
      (await fetch(`${edge}${url}`, { headers: who.headers(), redirect: 'manual' })).headers.get('x-cache');
    expect(await through()).toBe('MISS');
    expect({ second: await through() }).toEqual({ second: want.storable ? 'HIT' : 'MISS' });
    const origin = originSaw.get(url);
    if (who.headers().cookie)
      expect({ cookieReachedOrigin: origin?.cookie !== undefined }).toEqual({ cookieReachedOrigin: !want.storable });

    // The gateway's shared-cache headers.
    expect({ personal: isPersonalRequest(req) }).toEqual({ personal: !want.storable });

    // The gateway's answer cache: a stored answer goes to whoever may be served one.
    const answers = new ResponseCache({ maxBytes: 1 << 20 });
    answers.setLive(true);
    answers.set(url, cachedResponse('kept for everyone', 'text/plain', 'no-cache'), answers.ticket());
    expect({ servedFromCache: (await run(serveCachedAnswers(answers), req)).answered }).toEqual({
      servedFromCache: want.servable,
    });

    // The page server's cache.
    expect(pageCaching(req)).toEqual({ storable: want.storable, servable: want.servable });
  });
});

describe('who is asking, through every consumer that reads who alone', () => {
  let liveBlog: number;
  let slugs: string[];

  beforeAll(async () => {
    const admin = await stack.editor();
    const blog = await admin.post('/api/articles', {
      title: 'The audience table live',
      content: '<p>Follow along.</p>',
      category: (await admin.post('/api/categories', { name: 'Table Live' })).body.slug,
      status: 'published',
      live: { status: 'live' },
    });
    expect(blog.status).toBe(201);
    liveBlog = blog.body.id;
    slugs = [];
    for (let i = 0; i < WHO.length; i += 1)
      slugs.push((await createArticle(stack.graph.graph, { title: `Table page ${i}` })).slug);
    await untilCacheListens(stack);
    // graph's answer cache too: listening, and past the second clear of the changes just made.
    await eventually(async () => {
      const { live, settling } = stack.graph.graph.answerCache.stats();
      return live && !settling ? true : undefined;
    }, "graph's answer cache to settle");
  });

  it.each(WHO.map((who, i) => [who.name, who, i] as const))('%s', async (_label, who, row) => {
    const headers = who.headers();
    const anonymous = who.kind === 'anonymous';
    const req = requestFor('GET', '/articles', headers);

    // Session loading: only staff's requests reach the session store.
    let loaded = false;
    const spy: RequestHandler = (_req, _res, next) => {
      loaded = true;
      next();
    };
    await run(loadSessionWhenPresent(spy, '/api/auth/login'), req);
    expect({ sessionLoaded: loaded }).toEqual({ sessionLoaded: who.kind === 'staff' });

    // The same-origin check: anyone but an anonymous reader rides on a session of some kind.
    const write = requestFor('POST', '/api/newsletter/subscribe', {
      ...headers,
      origin: 'https://evil.test',
      host: 'savepoint.test',
    });
    const checked = await run(sameOriginWrites({ loginPath: '/api/auth/login' }), write);
    expect({ crossSiteRefused: checked.error !== undefined }).toEqual({ crossSiteRefused: !anonymous });

    // The gateway's REST answer cache, over HTTP: an answer is stored only for an anonymous reader,
    // and a stored one is served to an anonymous reader or a member.
    const restUrl = `/api/articles?limit=${row + 1}`;
    const first = await stack.client(headers).get(restUrl);
    expect(first.status).toBe(200);
    expect({ stored: first.headers.get('x-savepoint-cache') === 'miss' }).toEqual({ stored: anonymous });
    expect({ cacheControl: first.headers.get('cache-control') }).toEqual({
      cacheControl: anonymous ? expect.stringMatching(/^public, /) : 'private, no-store',
    });
    await stack.client().get(restUrl);
    const again = await stack.client(headers).get(restUrl);
    expect({ served: again.headers.get('x-savepoint-cache') === 'hit' }).toEqual({ served: anonymous || who.kind === 'member' });

    // Pages, over HTTP: a render is kept only when an anonymous reader asked for it.
    const page = `/articles/${slugs[row]}`;
    const rendered = await stack.client(headers).get(page, { headers: { accept: 'text/html' } });
    expect(rendered.status).toBe(200);
    const after = await stack.client().get(page, { headers: { accept: 'text/html' } });
    expect({ keptForOthers: after.headers.get('x-savepoint-cache') === 'hit' }).toEqual({ keptForOthers: anonymous });

    // graph, through the gateway's /graphql (the gateway signs who is asking): only an anonymous
    // reader's answer is kept in graph's answer cache.
    const graphEntries = () => stack.graph.graph.answerCache.stats().entries;
    const before = graphEntries();
    const query = { query: `{ categories { slug } } # row ${row}` };
    const proxied = await stack.client(headers).post('/graphql', query, { headers: { origin: stack.baseUrl } });
    expect(proxied.status).toBe(200);
    expect({ keptByGraph: graphEntries() > before }).toEqual({ keptByGraph: anonymous });

    // graph directly: Authorization makes a token's call; without it, an anonymous one (cookies
    // mean nothing to graph).
    const beforeDirect = graphEntries();
    const direct = await fetch(stack.graph.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(headers.authorization ? { authorization: headers.authorization } : {}) },
      body: JSON.stringify({ query: `{ categories { slug } } # direct ${row}` }),
    });
    expect(direct.status).toBe(200);
    expect({ keptByGraph: graphEntries() > beforeDirect }).toEqual({ keptByGraph: headers.authorization === undefined });

    // A live stream is the same for everyone, and counted by who opened it.
    const counted = stack.gateway.live.stats().streamsByAudience[who.kind];
    const stream = await openStream(`${stack.baseUrl}/api/articles/${liveBlog}/live`, headers);
    await eventually(
      async () => (stack.gateway.live.stats().streamsByAudience[who.kind] === counted + 1 ? true : undefined),
      'the stream counted',
    );
    stream.destroy();

    // Co-editing: staff with a live session only.
    expect({ upgraded: await upgrades(headers) }).toEqual({ upgraded: who.coEdits === true });
  });
});

function openStream(url: string, headers: Record<string, string>): Promise<import('node:http').IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { ...headers, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`live stream answered ${res.statusCode}`));
      else resolve(res);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a same-origin co-editing upgrade with these headers is taken (101) or refused. */
function upgrades(headers: Record<string, string>): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${stack.baseUrl}/collab`, {
      headers: {
        ...headers,
        origin: stack.baseUrl,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      resolve(true);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(false);
    });
    req.on('error', reject);
    req.end();
  });
}
