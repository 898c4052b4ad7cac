// Property-based fuzzing of every REST route and both GraphQL endpoints with a real gateway, graph
// and worker: odd bytes and encodings, huge and negative numbers, wrong types, deep and wide JSON.
// Whatever arrives, the answer is never a 5xx and both processes keep serving afterwards.
import fc from 'fast-check';
import { createArticle, createCategory, startTestStack, type TestClient, type TestStack } from '../../testing/gateway';
import { routes } from './routes';

let stack: TestStack;
let editor: TestClient;

beforeAll(async () => {
  stack = await startTestStack({ worker: true });
  editor = await stack.editor();
  await createArticle(stack.graph.graph, { title: 'Fuzz target', slug: 'fuzz-target' });
});
afterAll(async () => {
  await stack.close();
});

interface FuzzRequest {
  target: 'gateway' | 'graph';
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  asEditor: boolean;
}

// ── values ────────────────────────────────────────────────────────────────────────────────────
const oddChar = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\u202e',
    '\ufeff',
    '\ud800',
    '\udfff',
    '\u2028',
    '%',
    '\\',
    '"',
    "'",
    '<',
    '>',
    '&',
    '/',
    '..',
    '\n',
    '\r',
  ),
  fc.string({ unit: 'binary', maxLength: 3 }),
);
const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(oddChar, { maxLength: 12 }).map((parts) => parts.join('')),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    '-0',
    '1e309',
    '0x10',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
  ),
  fc.nat({ max: 5000 }).map((n) => 'x'.repeat(n)),
);
const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, -0),
);
const deepJson = fc.integer({ min: 50, max: 5_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));
const wideJson = fc
  .integer({ min: 100, max: 5_000 })
  .map((width) => JSON.stringify(Object.fromEntries(Array.from({ length: width }, (_, i) => [`k${i}`, i]))));
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 4 }),
  fc.array(oddString, { maxLength: 5 }),
);

/** Percent-encodes a segment, sometimes with raw invalid UTF-8 sequences and encoded separators. */
const pathSegment = fc.oneof(
  oddString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
  oddNumber.map(String),
  fc.constantFrom(
    '%FF',
    '%C3%28',
    '%E0%80%AF',
    '%2F',
    '%2e%2e',
    '%',
    '%ZZ',
    '%00',
    '%u0000',
    '1%00',
    '-1',
    '99999999999999999999',
    '0',
    '1.5',
    'fuzz-target',
  ),
);

// ── REST ─────────────────────────────────────────────────────────────────────────────────────
const restRoutes = routes.filter((r) => r.path !== '/api/auth/logout');
const queryNames = ['limit', 'offset', 'category', 'search', 'q', 'status', 'includeCount', 'refresh', 'x'];
const bodyFieldNames = [
  'title',
  'content',
  'category',
  'tags',
  'slug',
  'excerpt',
  'status',
  'scheduledFor',
  'featured',
  'authorId',
  'featuredImage',
  'metaDescription',
  'name',
  'description',
  'color',
  'email',
  'keyword',
  'username',
  'password',
];

const restBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...bodyFieldNames), anyValue, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
  anyValue.map((v) => JSON.stringify(v) ?? 'null'),
  deepJson,
  wideJson,
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('{', '{"title":', '\u0000', '[1,2', '{"a":1}{"b":2}', 'null', ''),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'multipart/form-data; boundary=x',
);

const restRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    route: fc.constantFrom(...restRoutes),
    method: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'), { freq: 5 }),
    segments: fc.array(pathSegment, { minLength: 2, maxLength: 2 }),
    query: fc.array(fc.tuple(fc.constantFrom(...queryNames), pathSegment), { maxLength: 4 }),
    body: fc.option(restBody, { freq: 2 }),
    contentType,
    asEditor: fc.boolean(),
  })
  .map(({ route, method, segments, query, body, contentType: type, asEditor }): FuzzRequest => {
    let i = 0;
    const path = route.path.replace(/:\w+/g, () => segments[i++ % segments.length]);
    const search = query.length ? `?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
    return {
      target: 'gateway',
      method: method ?? route.method.toUpperCase(),
      path: path + search,
      headers: { 'content-type': type },
      body: body ?? undefined,
      asEditor,
    };
  });

// ── GraphQL ──────────────────────────────────────────────────────────────────────────────────
const documents = [
  'query($limit: Int, $offset: Int, $category: String) { articles(limit: $limit, offset: $offset, category: $category) { totalCount articles { id title } } }',
  'query($slug: String!) { articleBySlug(slug: $slug) { id title content } }',
  'query($query: String!, $limit: Int) { search(query: $query, limit: $limit) { id } }',
  'query($id: Int!) { article(id: $id) { id tags { name } category { name } } }',
  'mutation($input: ArticleInput!) { createArticle(input: $input) { id } }',
  'mutation($id: Int!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { id } }',
  'mutation($email: String!) { subscribeNewsletter(email: $email) { message } }',
  'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { id } }',
  'mutation($id: Int!) { generateThumbnail(articleId: $id) { thumbnailUrl } }',
  '{ categories { id name articleCount } tags { id name } }',
  'subscription { articles { totalCount } }',
  '{ __schema { types { name } } }',
];
const deepQuery = fc
  .integer({ min: 5, max: 400 })
  .map((depth) => `{ ${'articles { articles { category { '.repeat(depth)}id${' } } }'.repeat(depth)} }`);
const wideQuery = fc
  .integer({ min: 10, max: 1000 })
  .map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: categories { id }`).join(' ')} }`);
const variables = fc.dictionary(
  fc.constantFrom('limit', 'offset', 'category', 'slug', 'query', 'id', 'input', 'email', 'u', 'p', 'extra'),
  fc.oneof(anyValue, fc.dictionary(fc.constantFrom(...bodyFieldNames), anyValue, { maxKeys: 6 })),
  { maxKeys: 5 },
);
const graphqlBody = fc.oneof(
  fc.record({ query: fc.constantFrom(...documents), variables }).map((b) => JSON.stringify(b)),
  fc.record({ query: fc.oneof(deepQuery, wideQuery, oddString), variables: fc.option(variables) }).map((b) => JSON.stringify(b)),
  fc.record({ query: anyValue, variables: anyValue, operationName: anyValue }).map((b) => JSON.stringify(b)),
  fc.array(fc.record({ query: fc.constantFrom(...documents) }), { maxLength: 3 }).map((b) => JSON.stringify(b)),
  restBody,
);
const graphqlRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    target: fc.constantFrom('gateway' as const, 'graph' as const),
    viaGet: fc.boolean(),
    body: graphqlBody,
    contentType: fc.oneof(fc.constant('application/json'), contentType),
    asEditor: fc.boolean(),
  })
  .map(({ target, viaGet, body, contentType: type, asEditor }): FuzzRequest => {
    const base = '/graphql';
    if (viaGet) {
      let params = '';
      try {
        const parsed = JSON.parse(body) as Record<string, unknown>;
        params = `query=${encodeURIComponent(String(parsed?.query ?? body))}&variables=${encodeURIComponent(JSON.stringify(parsed?.variables ?? {}))}`;
      } catch {
        params = `query=${encodeURIComponent(body.replace(/[\ud800-\udfff]/g, ''))}`;
      }
      return { target, method: 'GET', path: `${base}?${params}`, headers: { 'apollo-require-preflight': 'true' }, asEditor };
    }
    return { target, method: 'POST', path: base, headers: { 'content-type': type }, body, asEditor };
  });

// ── the property ─────────────────────────────────────────────────────────────────────────────
async function send(request: FuzzRequest): Promise<{ status: number; text: string }> {
  if (request.target === 'gateway') {
    const client = request.asEditor ? editor : stack.client();
    const body = request.method === 'GET' ? undefined : request.body;
    const res = await client.request(request.method, request.path, { body, headers: request.headers });
    return { status: res.status, text: res.text };
  }
  const graphOrigin = new URL(stack.graph.url).origin;
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...request.headers,
    ...(request.asEditor ? stack.graph.editorHeaders() : {}),
  };
  const res = await fetch(graphOrigin + request.path, {
    method: request.method,
    headers,
    body: request.method === 'GET' ? undefined : request.body,
  });
  return { status: res.status, text: await res.text() };
}

const BATCH = 16;
const RUNS = 130; // × BATCH = 2,080 requests

it(`answers ${BATCH * RUNS} generated REST and GraphQL requests without a 5xx, and keeps serving`, async () => {
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(fc.oneof(restRequest, graphqlRequest), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      const answers = await Promise.all(batch.map(send));
      sent += batch.length;
      answers.forEach((answer, i) => {
        if (answer.status >= 500) {
          const { method, path, target } = batch[i];
          throw new Error(`${target} answered ${answer.status} to ${method} ${path.slice(0, 200)}: ${answer.text.slice(0, 300)}`);
        }
      });
    }),
    {
      numRuns: RUNS,
      seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
      endOnFailure: true,
      // The failing request is in the error; the whole counterexample batch (megabytes of JSON) is not.
      reporter: (details) => {
        if (details.failed)
          throw new Error(`seed ${details.seed}: ${(details.errorInstance as Error | undefined)?.message ?? 'failed'}`);
      },
    },
  );
  expect(sent).toBeGreaterThanOrEqual(2000);

  // Both processes are alive and still answer real requests.
  expect((await stack.client().get('/healthz')).status).toBe(200);
  expect((await fetch(`${new URL(stack.graph.url).origin}/healthz`)).status).toBe(200);
  const category = await createCategory(stack.graph.graph);
  const created = await editor.post('/api/articles', {
    title: 'After the storm',
    content: '<p>Still here.</p>',
    category: category.slug,
    status: 'published',
  });
  expect(created.status).toBe(201);
  expect((await stack.client().get(`/api/articles/slug/${created.body.slug}`)).body.title).toBe('After the storm');
  expect((await editor.get('/api/auth/me')).status).toBe(200);
}, 120_000);
