// Notes on drafts (issue 24) through graph: threads, resolving, anchors that follow their quote as the
// text changes and say when it is gone, who may change or delete a note, and bad input by field.
import { createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { UserRole } from '../user/user.entity';
import { findQuote, mentionedNames } from './note.service';

let t: TestGraph;
let category: string;
let contributorId: number;
beforeAll(async () => {
  t = await startTestGraph();
  category = (await createCategory(t.graph)).slug;
  contributorId = (
    await t.graph.services().users.createUser({ username: 'nora', password: 'long enough pass', role: UserRole.contributor })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const NOTE = `id parentId authorName body resolved resolvedBy mentions anchor { quote start textGone }`;
const add = (articleId: number, input: Record<string, unknown>, headers = t.editorHeaders()) =>
  t.query(
    `mutation($a: Int!, $i: ArticleNoteInput!) { createArticleNote(articleId: $a, input: $i) { ${NOTE} } }`,
    { a: articleId, i: input },
    headers,
  );
const change = (id: number, input: Record<string, unknown>, headers = t.editorHeaders()) =>
  t.query(
    `mutation($id: Int!, $i: ArticleNoteUpdateInput!) { updateArticleNote(id: $id, input: $i) { ${NOTE} } }`,
    { id, i: input },
    headers,
  );
const list = async (articleId: number, headers = t.editorHeaders()) =>
  (await t.query(`query($a: Int!) { articleNotes(articleId: $a) { ${NOTE} } }`, { a: articleId }, headers)).data!
    .articleNotes as {
    id: number;
    parentId: number | null;
    body: string;
    resolved: boolean;
    anchor: { quote: string; start: number | null; textGone: boolean } | null;
  }[];

async function draft(content: string): Promise<number> {
  const res = await t.query(
    `mutation($i: ArticleInput!) { createArticle(input: $i) { id } }`,
    { i: { title: 'Noted draft', content, category, status: 'draft' } },
    t.editorHeaders(),
  );
  return res.data!.createArticle.id as number;
}

describe('notes on a draft', () => {
  it('thread: a note, a reply, resolved by anyone on staff and reopened', async () => {
    const id = await draft('<p>The boss fight is long.</p>');
    const firstRes = await add(id, { body: 'Is it too long?' });
    expect(firstRes.errors).toBeUndefined();
    const first = firstRes.data!.createArticleNote;
    const reply = await add(id, { body: 'Trim it by half.', parentId: first.id }, t.editorHeaders(contributorId));
    expect(reply.data!.createArticleNote).toMatchObject({ parentId: first.id, body: 'Trim it by half.' });
    const replyToReply = await add(id, { body: 'Nested', parentId: reply.data!.createArticleNote.id });
    expect(replyToReply.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'parentId' });

    const resolved = await change(first.id, { resolved: true }, t.editorHeaders(contributorId));
    expect(resolved.data!.updateArticleNote).toMatchObject({ resolved: true, resolvedBy: 'nora' });
    expect((await change(first.id, { resolved: false })).data!.updateArticleNote).toMatchObject({
      resolved: false,
      resolvedBy: null,
    });
    expect((await list(id)).map((n) => [n.parentId, n.body])).toEqual([
      [null, 'Is it too long?'],
      [first.id, 'Trim it by half.'],
    ]);
  });

  it('an anchor follows its quote as the text changes, and says when the text is gone', async () => {
    const id = await draft('<p>Intro. The frame rate drops in the swamp.</p>');
    const made = await add(id, { body: 'Which platform?', quote: 'frame rate drops', anchorStart: 11 });
    expect(made.data!.createArticleNote.anchor).toEqual({ quote: 'frame rate drops', start: 11, textGone: false });
    const edit = (content: string) =>
      t.query(
        `mutation($id: Int!, $c: String!) { updateArticle(id: $id, input: { content: $c }) { id } }`,
        { id, c: content },
        t.editorHeaders(),
      );
    await edit('<p>A longer intro first. The frame rate drops in the swamp.</p>');
    expect((await list(id))[0].anchor).toEqual({ quote: 'frame rate drops', start: 26, textGone: false });
    await edit('<p>A longer intro first. It runs smoothly now.</p>');
    expect((await list(id))[0].anchor).toEqual({ quote: 'frame rate drops', start: null, textGone: true });

    const missing = await add(id, { body: 'x', quote: 'not in the text' });
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'quote' });
  });

  it('anchors a selection that runs through bold, italic or linked words, as the editor selected it', async () => {
    const id = await draft(
      '<p>Intro. Play <strong>Half</strong>-Life 2, <em>still</em>! Or <a href="https://example.com">read</a>ing.</p>',
    );
    // What the browser's selection reads: formatting inside a word or before punctuation adds no space.
    const made = await add(id, { body: 'Which edition?', quote: 'Half-Life 2, still! Or reading.' });
    expect(made.errors).toBeUndefined();
    expect(made.data!.createArticleNote.anchor).toEqual({ quote: 'Half-Life 2, still! Or reading.', start: 12, textGone: false });
    expect((await list(id))[0].anchor).toEqual({ quote: 'Half-Life 2, still! Or reading.', start: 12, textGone: false });
  });

  it('only its writer (or an editor) changes or deletes a note; bad input names the field and stores nothing', async () => {
    const id = await draft('<p>Words.</p>');
    const mine = (await add(id, { body: 'Editor note' })).data!.createArticleNote;
    const other = await change(mine.id, { body: 'Rewritten' }, t.editorHeaders(contributorId));
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const del = await t.query(
      `mutation($id: Int!) { deleteArticleNote(id: $id) }`,
      { id: mine.id },
      t.editorHeaders(contributorId),
    );
    expect(del.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await add(id, { body: '   ' })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'body' });
    expect((await add(id, { body: 'x'.repeat(5001) })).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'body',
    });
    expect(await list(id)).toHaveLength(1);
    expect(
      (await t.query(`mutation($id: Int!) { deleteArticleNote(id: $id) }`, { id: mine.id }, t.editorHeaders())).data!
        .deleteArticleNote,
    ).toBe(true);
    expect(await list(id)).toHaveLength(0);
  });

  it('is never readable without a staff session', async () => {
    const id = await draft('<p>Words.</p>');
    await add(id, { body: 'Staff only' });
    const reader = await t.query(`query($a: Int!) { articleNotes(articleId: $a) { body } }`, { a: id }, t.gatewayHeaders());
    expect(reader.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('mentions and quotes (pure)', () => {
  it('finds @usernames once each, not inside an address', () => {
    expect(mentionedNames('@Nora and @sam.k, again @nora; mail me at a@b.com.')).toEqual(['nora', 'sam.k']);
  });

  it('picks the occurrence of a quote nearest to where it was', () => {
    expect(findQuote('ab ab ab', 'ab', 4)).toBe(3);
    expect(findQuote('ab ab ab', 'cd', 0)).toBeNull();
  });
});
