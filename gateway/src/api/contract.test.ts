// The API document against the real answers: one request per operation of /api/openapi.json for each
// audience (anonymous, a member, an editor), built from the document itself (its path parameters get
// ids of real rows, its required query parameters and bodies examples of their schemas), and every
// answer checked against what the document says: a listed status, a body its schema accepts, never
// a 500. Reads go first and the requests that end a session last, so each audience keeps its session.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { createArticle, createCategory, startTestStack, TestClient, type TestStack } from '../../../testing/gateway';
import { signInMember } from '../../../testing/graph';

type Json = Record<string, any>;

let stack: TestStack;
let document: Json;
const audiences: Record<'anonymous' | 'member' | 'editor', TestClient> = {} as never;
/** A row for every kind of id the paths take; ids of rows that are never there for the rest. */
const fixtures: Record<string, number | string> = {};
const MISSING = 2_147_483_647;

beforeAll(async () => {
  stack = await startTestStack();
  audiences.anonymous = stack.client({ 'x-forwarded-for': '198.51.100.1' });
  audiences.editor = await stack.editor({ 'x-forwarded-for': '198.51.100.2' });
  const member = await signInMember(stack.graph, 'contract-reader@example.com');
  audiences.member = new TestClient(stack.baseUrl, { 'x-forwarded-for': '198.51.100.3' });
  audiences.member.cookies.set('savepoint.member', member.sessionToken);

  const editor = audiences.editor;
  const category = await createCategory(stack.graph.graph, { name: 'Contract news' });
  const created = async (path: string, body: Json) => {
    const res = await editor.post(path, body);
    if (res.status !== 201) throw new Error(`fixture ${path}: ${res.status} ${res.text}`);
    return res.body;
  };
  const article = await created('/api/articles', {
    title: 'Contract live blog',
    content: '<p>Under test.</p>',
    category: category.slug,
    status: 'published',
    live: { status: 'live' },
  });
  const spare = await createArticle(stack.graph.graph, { category: category.slug, title: 'Contract spare' });
  const game = await created('/api/games', { name: 'Contract Quest', platforms: ['pc'] });
  const tag = await created('/api/tags', { name: 'contract-tag' });
  const entry = await created(`/api/articles/${article.id}/live-entries`, { content: '<p>First entry.</p>' });
  const correction = await created(`/api/articles/${article.id}/corrections`, { kind: 'update', note: 'Added a line.' });
  const note = await created(`/api/articles/${article.id}/notes`, { body: 'Check the quote.' });
  const comment = (await audiences.member.post(`/api/articles/${article.id}/comments`, { body: 'First!' })).body.comment;
  const revisions = (await editor.get(`/api/articles/${article.id}/revisions`)).body as { id: number }[];
  Object.assign(fixtures, {
    article: article.id,
    articleSlug: article.slug,
    spareArticle: spare.id,
    category: category.id,
    categorySlug: category.slug,
    game: game.id,
    gameSlug: game.slug,
    tag: tag.id,
    entry: entry.id,
    correction: correction.id,
    note: note.id,
    comment: comment.id,
    member: member.memberId,
    revision: revisions[0]?.id ?? MISSING,
  });
  document = (await stack.client().get('/api/openapi.json')).body;
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

// ── requests from the document ────────────────────────────────────────────────────────────────
/** A real row for each path parameter, by the collection the path names. */
function pathValue(path: string, method: string, name: string): string {
  const collection = path.split('/')[2];
  const byName: Record<string, unknown> = {
    entryId: fixtures.entry,
    correctionId: fixtures.correction,
    revisionId: fixtures.revision,
    route: 'homepage',
    category: fixtures.categorySlug,
    token: 'no-such-preview-token',
    slug: collection === 'games' ? fixtures.gameSlug : fixtures.articleSlug,
  };
  if (name !== 'id') return String(byName[name] ?? MISSING);
  const byCollection: Record<string, unknown> = {
    // Deleting the article every other request uses would leave them nothing to answer about.
    articles: method === 'delete' && /^\/api\/articles\/\{id\}$/.test(path) ? fixtures.spareArticle : fixtures.article,
    analytics: fixtures.article,
    comments: fixtures.comment,
    notes: fixtures.note,
    members: fixtures.member,
    categories: fixtures.category,
    tags: fixtures.tag,
    games: fixtures.game,
  };
  return String(byCollection[collection] ?? MISSING);
}

const knownText: Record<string, string> = {
  title: 'Contract article',
  content: '<p>Contract body.</p>',
  email: 'contract-reader@example.com',
  username: 'contract-user',
  password: 'correct horse battery staple 2',
  currentPassword: 'not the password',
  newPassword: 'another long enough password',
  body: 'A contract comment.',
  note: 'A contract note.',
  reason: 'Spam',
  keyword: 'zelda',
  token: 'not-a-real-token',
  url: 'https://example.com/hook',
  displayName: 'Contract Reader',
  from: '2026-01-01',
  to: '2026-01-31',
};

/** An example value of a schema: the smallest one it allows, or a known value for the field. */
function exampleOf(schema: Json, name = ''): unknown {
  if (name === 'category') return fixtures.categorySlug;
  if (name === 'events') return ['article.published'];
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return exampleOf(choice.find((s: Json) => s.type !== 'null') ?? choice[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      return Object.fromEntries((schema.required ?? []).map((key: string) => [key, exampleOf(properties[key] ?? {}, key)]));
    }
    case 'array':
      return schema.minItems ? [exampleOf(schema.items ?? {}, name)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      if (schema.format === 'date') return knownText[name] ?? '2026-01-01';
      if (schema.format === 'date-time') return '2030-01-01T12:00:00.000Z';
      return knownText[name] ?? `Contract ${name}`;
  }
}

interface Call {
  method: string;
  template: string;
  path: string;
  body?: string;
  contentType?: string;
  operation: Json;
}

function callOf(template: string, method: string, operation: Json): Call {
  const parameters = (operation.parameters ?? []) as Json[];
  let path = template;
  const query = new URLSearchParams();
  for (const p of parameters) {
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(pathValue(template, method, p.name)));
    else if (p.in === 'query' && p.required) query.set(p.name, String(exampleOf(p.schema, p.name)));
  }
  const json = operation.requestBody?.content?.['application/json']?.schema;
  return {
    method: method.toUpperCase(),
    template,
    path: path + (query.size ? `?${query}` : ''),
    ...(json ? { body: JSON.stringify(exampleOf(json)), contentType: 'application/json' } : {}),
    operation,
  };
}

/** Reads, then writes, then deletions, then whatever ends the caller's session. */
const SESSION_ENDERS = ['post /api/auth/logout', 'post /api/members/logout', 'delete /api/members/me'];
function phaseOf(call: Call): number {
  const key = `${call.method.toLowerCase()} ${call.template}`;
  if (SESSION_ENDERS.includes(key)) return 3 + SESSION_ENDERS.indexOf(key);
  return call.method === 'GET' ? 0 : call.method === 'DELETE' ? 2 : 1;
}

// ── checking answers ──────────────────────────────────────────────────────────────────────────
const API_ID = 'urn:savepoint:api';

function validatorFor(doc: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  const local = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${API_ID}#/$defs/`)) as Json;
  ajv.addSchema({ $id: API_ID, $defs: local(doc.components.schemas) });
  const compiled = new Map<unknown, ReturnType<typeof ajv.compile>>();
  return (schema: Json, value: unknown): string | undefined => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(local(schema));
      compiled.set(schema, validate);
    }
    return validate(value) ? undefined : ajv.errorsText(validate.errors);
  };
}

/** The response object of a status, following a shared one ($ref to components.responses). */
function documented(doc: Json, operation: Json, status: number): Json | undefined {
  const response = operation.responses?.[String(status)];
  if (!response?.$ref) return response;
  return doc.components.responses[response.$ref.split('/').pop()];
}

async function send(client: TestClient, call: Call) {
  const headers: Record<string, string> = { accept: 'application/json', ...client.headers };
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (call.contentType) headers['content-type'] = call.contentType;
  const response = await fetch(stack.baseUrl + call.path, { method: call.method, headers, body: call.body, redirect: 'manual' });
  const type = response.headers.get('content-type') ?? '';
  // A stream stays open: its status and type are the answer.
  if (type.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, type, text: '' };
  }
  return { status: response.status, type, text: await response.text() };
}

it('answers every operation, for every audience, as the document says', async () => {
  const validate = validatorFor(document);
  const calls = Object.entries(document.paths as Record<string, Record<string, Json>>)
    .flatMap(([template, methods]) => Object.entries(methods).map(([method, operation]) => callOf(template, method, operation)))
    .sort((a, b) => phaseOf(a) - phaseOf(b));
  const problems: string[] = [];
  const seen = new Map<number, number>();
  for (const call of calls) {
    for (const [audience, client] of Object.entries(audiences)) {
      const answer = await send(client, call);
      seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
      const where = `${audience} ${call.method} ${call.path} → ${answer.status}`;
      const response = documented(document, call.operation, answer.status);
      if (!response) {
        problems.push(`${where}: status not documented (${answer.text.slice(0, 160)})`);
        continue;
      }
      const mediaType = answer.type.split(';')[0];
      const content = response.content as Record<string, Json> | undefined;
      if (!content) continue;
      if (!content[mediaType]) {
        problems.push(`${where}: ${mediaType} not documented (${Object.keys(content).join(', ')})`);
        continue;
      }
      if (mediaType !== 'application/json') continue;
      const mismatch = validate(content[mediaType].schema, JSON.parse(answer.text));
      if (mismatch) problems.push(`${where}: ${mismatch} in ${answer.text.slice(0, 200)}`);
    }
  }
  expect(problems).toEqual([]);
  expect(seen.get(500)).toBeUndefined();
  // The run reached real answers, not only refusals.
  expect(calls.length).toBeGreaterThan(100);
  expect((seen.get(200) ?? 0) + (seen.get(201) ?? 0)).toBeGreaterThan(100);
}, 120_000);

// The run above sends only what each operation requires; answers that optional inputs change (a
// count, a webhook on every event) are held to the document here.
it('answers optional variants as the document says', async () => {
  const validate = validatorFor(document);
  const editor = audiences.editor;
  const schemaOf = (method: string, template: string, status: number) =>
    documented(document, document.paths[template][method], status)!.content['application/json'].schema as Json;
  const events = ['article.published', 'article.updated', 'article.unpublished', 'article.deleted', 'article.corrected'];
  const variants: Array<[method: string, template: string, path: string, body?: Json]> = [
    ['get', '/api/articles', '/api/articles?limit=1&includeCount=true'],
    ['get', '/api/games', '/api/games?limit=1&includeCount=true'],
    ['get', '/api/admin/articles', '/api/admin/articles?limit=1&includeCount=true'],
    ['post', '/api/webhooks', '/api/webhooks', { url: 'https://example.com/every-event', events }],
    ['get', '/api/webhooks', '/api/webhooks'],
  ];
  const problems: string[] = [];
  for (const [method, template, path, body] of variants) {
    const answer = await editor.request(method.toUpperCase(), path, body ? { json: body } : {});
    const mismatch = validate(schemaOf(method, template, answer.status), answer.body);
    if (mismatch) problems.push(`${method.toUpperCase()} ${path} → ${answer.status}: ${mismatch}`);
  }
  expect(problems).toEqual([]);
});
