// The stored co-editing documents (issue 24): only the gateway's own calls reach them; updates are
// checked (base64, a Yjs update, the size bound, an article that exists) and folded into a snapshot.
import type * as Yjs from 'yjs' with { 'resolution-mode': 'import' };
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { COLLAB_UPDATE_MAX_BYTES, FOLD_AFTER } from './collab.service';

// ESM typings, CommonJS build (as in yjs.ts).
const Y = require('yjs') as typeof Yjs;

let t: TestGraph;
let articleId: number;

beforeAll(async () => {
  t = await startTestGraph();
  const category = (await createCategory(t.graph)).slug;
  articleId = (await createArticle(t.graph, { category })).id;
});
afterAll(async () => {
  await t?.close();
});

const LOAD = `query ($articleId: Int!) { collabDocument(articleId: $articleId) }`;
const STORE = `mutation ($articleId: Int!, $update: String!) { storeCollabUpdate(articleId: $articleId, update: $update) }`;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** One edit's update: `text` appended to the body's text by a document with the given history. */
function edit(doc: Yjs.Doc, text: string): Uint8Array {
  const before = Y.encodeStateVector(doc);
  doc.getText('body').insert(doc.getText('body').length, text);
  return Y.encodeStateAsUpdate(doc, before);
}

it('answers only the gateway itself: an editor and a reader are refused', async () => {
  for (const headers of [t.editorHeaders(), t.gatewayHeaders(), {}]) {
    const loaded = await t.query(LOAD, { articleId }, headers);
    expect(loaded.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const stored = await t.query(STORE, { articleId, update: b64(edit(new Y.Doc(), 'x')) }, headers);
    expect(stored.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  }
});

it('stores updates and answers them merged; folds them into the snapshot past FOLD_AFTER', async () => {
  const own = t.gatewayOwnHeaders();
  expect((await t.query(LOAD, { articleId }, own)).data?.collabDocument).toBeNull();
  const doc = new Y.Doc();
  for (let i = 0; i < FOLD_AFTER + 3; i += 1) {
    const stored = await t.query(STORE, { articleId, update: b64(edit(doc, `${i},`)) }, own);
    expect(stored.errors).toBeUndefined();
  }
  const em = t.graph.services().em.fork();
  const [counts]: { updates: number; snapshots: number; folded: number }[] = await em.execute(
    `SELECT (SELECT count(*) FROM article_collab_update WHERE article_id = ?)::int AS updates,
            (SELECT count(*) FROM article_collab_snapshot WHERE article_id = ?)::int AS snapshots,
            (SELECT coalesce(sum(updates_folded), 0) FROM article_collab_snapshot WHERE article_id = ?)::int AS folded`,
    [articleId, articleId, articleId],
  );
  expect(counts).toEqual({ updates: 3, snapshots: 1, folded: FOLD_AFTER });

  const loaded = await t.query(LOAD, { articleId }, own);
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Buffer.from(loaded.data!.collabDocument, 'base64'));
  expect(copy.getText('body').toString()).toBe(doc.getText('body').toString());
});

it('refuses what is not a Yjs update, one over the bound, and an article that does not exist', async () => {
  const own = t.gatewayOwnHeaders();
  const notBase64 = await t.query(STORE, { articleId, update: '%%%' }, own);
  expect(notBase64.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'update' });
  const notYjs = await t.query(STORE, { articleId, update: b64(new Uint8Array([255, 255, 255, 255, 1])) }, own);
  expect(notYjs.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'update' });
  const tooBig = await t.query(STORE, { articleId, update: b64(new Uint8Array(COLLAB_UPDATE_MAX_BYTES + 1)) }, own);
  expect(tooBig.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'update' });
  const missing = await t.query(STORE, { articleId: 999_999, update: b64(edit(new Y.Doc(), 'x')) }, own);
  expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
});
