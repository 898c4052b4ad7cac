// Every operation our clients send (operations/**/*.graphql, which the gateway and the web app share,
// and the web app's own web/src/**/*.graphql), run through graphql-jit (compiled-execution.ts, how
// graph serves) and through graphql-js (Apollo without it) on the same database, anonymously and as
// an editor: the answers, status and errors included, must be the same. Run it after upgrading
// graphql-jit, graphql or Apollo.
//
// Queries run on both. Mutations are compiled (each must compile, not fall back to graphql-js) but
// not run: their answers are produced by the same resolvers and read through the same types the
// queries cover, and running one twice on one database changes what the second run sees (a second
// create conflicts, a delete finds nothing), so the answers could not be compared; rolling them back
// would need a transaction around graph's request, which the services open and commit themselves.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  isNonNullType,
  parse,
  print,
  visit,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import pino from 'pino';
import {
  createArticle,
  createCategory,
  signInMember,
  startGraphServer,
  startTestGraph,
  type RunningGraph,
  type TestGraph,
} from '../../../testing/graph';
import { ArticleStatus } from '../modules/article/article.entity';
import { FeaturedRoute } from '../modules/featured/featured-route';
import { INTERNAL_HEADER, signInternalToken } from './identity';
import { buildGraphSchema } from './schema';

const root = path.resolve(__dirname, '../../..');

interface ClientOperation {
  client: 'gateway' | 'web';
  file: string;
  operation: OperationDefinitionNode;
  document: DocumentNode;
}

const parseFiles = (pattern: string) =>
  globSync(pattern, { cwd: root })
    .sort()
    .map((file) => ({ file, definitions: parse(readFileSync(path.join(root, file), 'utf8')).definitions }));

/**
 * Each operation of a client's documents, with the fragments it spreads (from any of its files, or
 * of the shared documents its codegen also reads: the web app spreads fragments of operations/).
 */
function operationsOf(client: ClientOperation['client'], pattern: string, sharedPattern?: string): ClientOperation[] {
  const parsed = parseFiles(pattern);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { definitions } of [...parsed, ...(sharedPattern ? parseFiles(sharedPattern) : [])])
    for (const d of definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

  const withFragments = (definition: DefinitionNode): DocumentNode => {
    const needed = new Map<string, FragmentDefinitionNode>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (!fragment) throw new Error(`${client}: fragment ${spread.name.value} is not defined`);
          if (!needed.has(fragment.name.value)) {
            needed.set(fragment.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(definition);
    return { kind: Kind.DOCUMENT, definitions: [definition, ...needed.values()] };
  };

  return parsed.flatMap(({ file, definitions }) =>
    definitions
      .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => ({ client, file, operation, document: withFragments(operation) })),
  );
}

const operations = [
  ...operationsOf('gateway', 'operations/**/*.graphql'),
  ...operationsOf('web', 'web/src/**/*.graphql', 'operations/**/*.graphql'),
];
const queries = operations.filter((o) => o.operation.operation === 'query');
const nameOf = (o: ClientOperation) => `${o.client} ${o.operation.name?.value ?? '(anonymous)'} (${o.file})`;

let t: TestGraph;
let interpreted: RunningGraph;
/** Values for the operations' variables, by name: the seeded data below. */
let values: Record<string, unknown>;
/** A member session: the editor below is signed in as a member too, so members' own queries answer. */
let memberSession: string;

beforeAll(async () => {
  t = await startTestGraph();
  interpreted = await startGraphServer(t.config, { logger: pino({ level: 'silent' }), execution: 'interpreted' });

  const category = await createCategory(t.graph, { name: 'Hardware', description: 'Chips and boxes.' });
  const other = await createCategory(t.graph, { name: 'Esports' });
  const lead = await createArticle(t.graph, {
    title: 'The lead story',
    category: category.slug,
    tags: ['gpu', 'benchmarks'],
    excerpt: 'What changed this week.',
    featured: true,
    featuredImage: 'https://example.com/lead.jpg',
    metaDescription: 'The lead.',
  });
  await createArticle(t.graph, { title: 'Second in hardware', category: category.slug, tags: ['gpu'] });
  await createArticle(t.graph, { title: 'An esports final', category: other.slug, tags: ['finals'], featured: true });
  const draft = await createArticle(t.graph, { title: 'A draft', category: other.slug, status: ArticleStatus.draft });
  const services = t.graph.services();
  await services.featured.setMainFeatured(lead.id, FeaturedRoute.homepage, 'en');
  await services.featured.setMasterFeatured(lead.id);

  const editor = t.editorHeaders();
  const seed = async (document: string, variables: Record<string, unknown>) => {
    const res = await t.query(document, variables, editor);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const preview = await seed(`mutation ($id: Int!) { createPreviewLink(articleId: $id) { url } }`, { id: draft.id });
  await seed(`mutation ($id: Int!, $input: AutosaveInput!) { autosaveArticle(articleId: $id, input: $input) { id } }`, {
    id: lead.id,
    input: { title: 'The lead story, revised', content: '<p>Revised.</p>' },
  });
  const webhook = await seed(`mutation ($url: String!) { createWebhook(url: $url, events: ["article.published"]) { id } }`, {
    url: 'http://127.0.0.1:9/hook',
  });
  // The lead is a live blog (issue 22), so the live queries answer with data.
  await seed(`mutation ($id: Int!) { updateArticle(id: $id, input: { live: { status: live } }) { id } }`, { id: lead.id });
  await seed(`mutation ($id: Int!) { createLiveEntry(articleId: $id, input: { content: "<p>Doors open</p>" }) { id } }`, {
    id: lead.id,
  });
  await t.query(`mutation { subscribeNewsletter(email: "reader@example.com") { message } }`, {}, t.gatewayHeaders());

  values = {
    id: lead.id,
    articleId: lead.id,
    articleIds: [lead.id],
    excludeId: lead.id,
    webhookId: webhook.createWebhook.id,
    slug: lead.slug,
    category: category.slug,
    token: String(preview.createPreviewLink.url).split('/').pop(),
    route: FeaturedRoute.homepage,
    filter: { category: category.slug },
    limit: 5,
    offset: 0,
    // The first article sitemap file (ids 1–50,000).
    file: 1,
    withCount: true,
    withFeatured: true,
    withCategories: true,
    search: 'gpu',
    searching: true,
    query: 'gpu',
    refresh: false,
    status: null,
    // Comments (issue 23).
    newestFirst: false,
    queue: 'pending',
    // Each edition's actor on the social web, with its latest deliveries (issue 46 item 7).
    deliveries: 5,
    // Reader pages ask for their edition (ADR 0052).
    language: 'en',
  };
  memberSession = (await signInMember(t, 'member@example.com', 'Member')).sessionToken;
});
afterAll(async () => {
  await interpreted?.close();
  await t?.close();
});

function variablesFor(operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (name in values) variables[name] = values[name];
    else if (isNonNullType(definition.type) && !definition.defaultValue)
      throw new Error(`${operation.name?.value}: give $${name} a value in client-operations.test.ts`);
  }
  return variables;
}

async function ask(url: string, document: DocumentNode, variables: Record<string, unknown>, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: unknown[] } };
}

it('finds the clients’ operations', () => {
  expect(queries.length).toBeGreaterThan(40);
  expect(operations.length - queries.length).toBeGreaterThan(40);
});

it('compiles every operation with graphql-jit (none falls back to graphql-js)', async () => {
  const schema = await buildGraphSchema();
  const notCompiled = operations.filter((o) => !isCompiledQuery(compileQuery(schema, o.document, o.operation.name?.value)));
  expect(notCompiled.map(nameOf)).toEqual([]);
});

// Readers are refused the editors' queries (the refusals are compared too); an editor gets data from
// all but the queries that need the worker (trending topics).
describe.each([
  // Since the newsroom, comments desk, insights and edge purge, over half of the clients' queries are
  // staff-only: a reader gets data from the rest.
  ['anonymously', () => t.gatewayHeaders(), 0.4],
  [
    'as an editor (and a member)',
    () => ({ [INTERNAL_HEADER]: signInternalToken(t.config.internalSecret, { uid: t.admin.id, cv: 1, mst: memberSession }) }),
    0.9,
  ],
])('%s', (_who, headers, answeredShare) => {
  it('answers every query the same through graphql-jit and graphql-js', async () => {
    const differing: string[] = [];
    let answeredWithData = 0;
    for (const query of queries) {
      const variables = variablesFor(query.operation);
      const compiled = await ask(t.url, query.document, variables, headers());
      const reference = await ask(interpreted.url, query.document, variables, headers());
      if (JSON.stringify(compiled) !== JSON.stringify(reference)) {
        differing.push(`${nameOf(query)}\n  jit: ${JSON.stringify(compiled)}\n  js:  ${JSON.stringify(reference)}`);
      }
      if (reference.body.data && !reference.body.errors) answeredWithData += 1;
    }
    expect(differing).toEqual([]);
    // The comparison is not of empty answers.
    expect(answeredWithData).toBeGreaterThan(queries.length * answeredShare);
  });
});
