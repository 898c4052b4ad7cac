// Bad input on every path (REST, the gateway's /graphql, graph directly): a 400 that names the field,
// never a 500, and never SQL with the client's text in the logs.
import pino from 'pino';
import { createArticle, startTestStack, type TestClient, type TestStack } from '../../../testing/gateway';
import { signInMember } from '../../../testing/graph';
import { routes } from '../routes';

let stack: TestStack;
let editor: TestClient;
const logLines: string[] = [];

beforeAll(async () => {
  stack = await startTestStack({
    graphOptions: { logger: pino({ level: 'debug' }, { write: (line: string) => logLines.push(line) }) },
  });
  editor = await stack.editor();
});
afterAll(async () => {
  await stack.close();
});

const NUL = '\u0000';

describe('a NUL byte', () => {
  it.each([
    ['/api/search?q=%00', 'q'],
    ['/api/search?q=zelda%00', 'q'],
    ['/api/articles/slug/%00', 'slug'],
    ['/api/featured-articles/%00', 'category'],
    ['/api/featured-articles/route/%00', 'route'],
    ['/api/articles?category=%00', 'category'],
    ['/api/articles?search=a%00b', 'search'],
    ['/api/articles/category/%00', 'category'],
  ])('in GET %s is a 400 naming %s', async (path, field) => {
    const res = await stack.client().get(path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it.each([
    ['title', { title: `Bad${NUL}title`, content: '<p>x</p>', category: 'news' }, 'title'],
    ['content', { title: 'Fine', content: `<p>a${NUL}b</p>`, category: 'news' }, 'content'],
    ['a tag', { title: 'Fine', content: '<p>x</p>', category: 'news', tags: ['ok', `t${NUL}`] }, 'tags'],
    ['the category', { title: 'Fine', content: '<p>x</p>', category: `n${NUL}` }, 'category'],
  ])('in an article’s %s is a 400 naming the field', async (_what, body, field) => {
    const res = await editor.post('/api/articles', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('in a username is a 400 naming it, on REST', async () => {
    const res = await stack.client().post('/api/auth/login', { username: `editor${NUL}`, password: 'whatever' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });
  });

  it('in GraphQL variables or literals is a 400 naming the field, through the gateway and directly', async () => {
    const byVariable = { query: 'query($q: String!) { search(query: $q, limit: 1) { id } }', variables: { q: `a${NUL}` } };
    const byLiteral = { query: 'mutation { login(username: "x\\u0000", password: "y") { id } }' };
    for (const body of [byVariable, byLiteral]) {
      for (const res of [await stack.client().post('/graphql', body), await postGraph(body)]) {
        expect(res.status).toBe(400);
        expect(res.body.errors[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: expect.stringMatching(/^(q|username)$/),
        });
      }
    }
  });

  it('never reaches the database, so no SQL with it is logged', async () => {
    const article = await createArticle(stack.graph.graph, { title: 'Stays intact' });
    const res = await editor.put(`/api/articles/${article.id}`, { title: `x${NUL}y` });
    expect(res.status).toBe(400);
    expect(logLines.join('\n')).not.toMatch(/\\u0000|invalid byte sequence/);
    expect((await stack.client().get(`/api/articles/${article.id}`)).body.title).toBe('Stays intact');
  });
});

async function postGraph(body: unknown, headers: Record<string, string> = {}, raw?: string) {
  const response = await fetch(stack.graph.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: raw ?? JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, body: parseOrText(text) };
}

function parseOrText(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

it('answers a path with broken percent-encoding with 400, not 500', async () => {
  for (const path of ['/api/articles/slug/%FF', '/api/articles/%u0000/main-featured/%C3%28']) {
    const res = await stack.client().get(path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'path' });
  }
});

describe('GraphQL documents', () => {
  const paths = () => [
    { name: 'gateway /graphql', post: async (body: unknown) => stack.client().post('/graphql', body) },
    { name: 'graph directly', post: (body: unknown) => postGraph(body) },
  ];

  it('answers a syntax error with 400 on both endpoints', async () => {
    for (const path of paths()) {
      const res = await path.post({ query: '{ articles(limit: ' });
      expect({ path: path.name, status: res.status }).toEqual({ path: path.name, status: 400 });
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    }
  });

  it('answers a document past the token limit with 400 on both endpoints', async () => {
    const huge = `{ ${Array.from({ length: 4000 }, () => '__typename').join(' ')} }`;
    for (const path of paths()) {
      const res = await path.post({ query: huge });
      expect({ path: path.name, status: res.status }).toEqual({ path: path.name, status: 400 });
      expect(res.body.errors[0].message).toMatch(/token/i);
    }
  });

  it('answers a subscription with 400 saying subscriptions are not offered', async () => {
    for (const path of paths()) {
      const res = await path.post({ query: 'subscription { articles { totalCount } }' });
      expect({ path: path.name, status: res.status }).toEqual({ path: path.name, status: 400 });
      expect(res.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/subscriptions are not offered/i),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    }
  });
});

describe('a REST body that is not sent as JSON', () => {
  // curl's `-d` without `-H 'content-type: application/json'` sends a form; the body must not be
  // read as empty (a PUT that changes nothing and answers 200 looks like it worked).
  it('is a 400 naming Content-Type, and changes nothing', async () => {
    const article = await createArticle(stack.graph.graph, { title: 'Typed body' });
    for (const contentType of [undefined, 'text/plain', 'application/x-www-form-urlencoded']) {
      const res = await editor.put(`/api/articles/${article.id}`, undefined, {
        body: '{"title":"Untyped body"}',
        headers: contentType ? { 'content-type': contentType } : {},
      });
      expect({ contentType, status: res.status, body: res.body }).toEqual({
        contentType,
        status: 400,
        body: expect.objectContaining({
          code: 'BAD_USER_INPUT',
          field: 'Content-Type',
          error: expect.stringContaining('application/json'),
        }),
      });
    }
    expect((await stack.client().get(`/api/articles/${article.id}`)).body.title).toBe('Typed body');
    // No body at all (fetch still sends Content-Length: 0) is an empty change, not a wrong type.
    const bodiless = await editor.request('PUT', `/api/articles/${article.id}`);
    expect(bodiless.status).toBe(200);
  });

  it('is a 400 naming Content-Encoding when the body is not in it, or it is one not taken', async () => {
    const article = await createArticle(stack.graph.graph, { title: 'Encoded body' });
    for (const encoding of ['gzip', 'compress']) {
      const res = await editor.put(`/api/articles/${article.id}`, undefined, {
        body: '{"title":"Not compressed"}',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      });
      expect({ encoding, status: res.status, field: res.body.field, error: res.body.error }).toEqual({
        encoding,
        status: 400,
        field: 'Content-Encoding',
        error: expect.stringContaining(encoding),
      });
    }
  });

  it('still takes the one-click unsubscribe form mail clients send (RFC 8058)', async () => {
    const res = await stack.client().request('POST', '/api/newsletter/unsubscribe?token=not-a-real-token', {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.body.field).not.toBe('Content-Type');
  });
});

describe('graph’s body parser', () => {
  it('answers malformed JSON with a JSON 400', async () => {
    const res = await postGraph(undefined, {}, '{"query": ');
    expect(res.status).toBe(400);
    expect(res.contentType).toMatch(/json/);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(res.text).not.toMatch(/<html|<pre|\bat \S+ \(/i);
  });

  it('answers a body over the limit with a JSON 413', async () => {
    const res = await postGraph(
      undefined,
      {},
      JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(3 * 1024 * 1024) } }),
    );
    expect(res.status).toBe(413);
    expect(res.contentType).toMatch(/json/);
    expect(res.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('every path and query parameter of every route in the API document', () => {
  type Parameter = { name: string; in: string; required: boolean; schema: Record<string, any> };
  type Operation = { 'x-guard'?: string; parameters?: Parameter[] };
  interface Probe {
    value: string;
    /**
     * refused: a 400 naming the parameter. accepted: a documented bound, so anything but a 400 naming
     * it. any (free text): a success or a 4xx, and a 400 names it.
     */
    expect: 'refused' | 'accepted' | 'any';
  }

  /** Malformed and boundary values from the parameter's documented schema. */
  function probesOf(parameter: Parameter): Probe[] {
    const { schema } = parameter;
    const as = (expect: Probe['expect'], ...values: string[]) => values.map((value) => ({ value, expect }));
    const emptyRefused = parameter.in === 'query' ? as('refused', '') : [];
    if (schema.type === 'integer') {
      const { minimum: min, maximum: max } = schema as { minimum: number; maximum: number };
      return [
        ...as('accepted', String(min), String(max)),
        ...as('refused', String(min - 1), String(max + 1), 'abc', '1.5', '1e3', '-0', '99999999999999999999'),
        ...emptyRefused,
      ];
    }
    if (schema.format === 'date')
      return [...as('accepted', '2026-01-15'), ...as('refused', 'abc', '0', '2026-02-30', '2026-1-1'), ...emptyRefused];
    if (schema.enum) return [...as('accepted', ...(schema.enum as string[])), ...as('refused', 'nope', 'TRUE'), ...emptyRefused];
    return as('any', 'x', 'x'.repeat(3000), '%E2%80%AE', '');
  }

  /** A valid value for the parameters a probe is not about (the calendar needs both days, in order). */
  const filler = ({ name, schema }: Parameter) =>
    schema.format === 'date'
      ? name === 'from'
        ? '2026-01-01'
        : '2026-01-31'
      : (schema.enum?.[0] ?? String(schema.minimum ?? 1));

  it('answers malformed and boundary values with a 400 naming the parameter or a non-error, never a 5xx', async () => {
    const doc = (await stack.client().get('/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const member = await signInMember(stack.graph, 'walker@example.com');
    const clients: Record<string, TestClient> = { public: stack.client(), editor, member: stack.client() };
    clients.member.cookies.set('savepoint.member', member.sessionToken);
    const problems: string[] = [];
    let sent = 0;
    // The table's routes (the live stream outside it reads a lenient Last-Event-ID by design).
    const rows = new Set(routes.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`));
    for (const [template, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!rows.has(`${method} ${template}`)) continue;
        const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
        for (const parameter of parameters) {
          for (const probe of probesOf(parameter)) {
            // A write with a value it accepts would write: writes are probed with refused values only.
            if (method !== 'get' && probe.expect !== 'refused') continue;
            // An empty path segment is another path (the router's 404), not this parameter.
            if (parameter.in === 'path' && probe.value === '') continue;
            let path = template;
            const query: string[] = [];
            for (const other of parameters) {
              const value = other === parameter ? probe.value : filler(other);
              if (other.in === 'path') path = path.replace(`{${other.name}}`, encodeURIComponent(value));
              else if (other === parameter || other.required) query.push(`${other.name}=${encodeURIComponent(value)}`);
            }
            const url = path + (query.length ? `?${query.join('&')}` : '');
            const client = clients[operation['x-guard'] ?? 'public'];
            const res = await client.request(method.toUpperCase(), url, {
              headers: { 'content-type': 'application/json' },
              body: method === 'get' ? undefined : '{}',
            });
            sent += 1;
            const namesIt = res.status === 400 && res.body?.field === parameter.name;
            // 503: a route whose worker this stack does not run (trending topics) says so; never a 500.
            const answered = res.status < 500 || res.status === 503;
            const ok =
              probe.expect === 'refused'
                ? namesIt
                : probe.expect === 'accepted'
                  ? answered && !namesIt
                  : answered && (res.status !== 400 || namesIt);
            if (!ok) problems.push(`${method.toUpperCase()} ${url.slice(0, 120)} → ${res.status} ${res.text.slice(0, 160)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 120_000);
});
