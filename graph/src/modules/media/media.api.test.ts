// The media library through graph's upload endpoint and GraphQL: images checked by content,
// re-encoded without metadata, limited in bytes and pixels, searchable, and kept while in use.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { UserRole } from '../user/user.entity';

let t: TestGraph;
let uploadUrl: string;
beforeAll(async () => {
  t = await startTestGraph({ mediaUploadMaxBytes: 300_000, mediaMaxPixels: 2_000_000 });
  uploadUrl = t.url.replace(/\/graphql$/, '/upload/media');
});
afterAll(async () => {
  await t?.close();
});

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

async function upload(bytes: Buffer, name: string, alt: string | null, headers = t.editorHeaders()) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  if (alt !== null) form.append('alt', alt);
  const res = await fetch(uploadUrl, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('uploading', () => {
  it('stores an image re-encoded as WebP, without its metadata, and answers its size', async () => {
    const withGps = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#aa3300' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret place', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await upload(withGps, 'holiday.jpg', 'A red test card');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/media\/library\/[0-9a-f-]+\.webp$/),
      width: 80,
      height: 60,
      alt: 'A red test card',
    });
    const stored = await readFile(path.join(t.config.mediaDir, 'library', path.basename(res.body.url)));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('judges the type by content: a text file named .png is refused', async () => {
    const res = await upload(Buffer.from('just some text, not pixels'), 'sneaky.png', 'Not an image');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      error: 'The file is not an image (JPEG, PNG, WebP, GIF or AVIF)',
    });
  });

  it('requires alt text, and refuses files over the size or pixel limit', async () => {
    expect((await upload(await png(), 'a.png', '   ')).body).toMatchObject({ field: 'alt' });
    expect((await upload(await png(), 'a.png', null)).body).toMatchObject({ field: 'alt' });
    const noise = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 400, height: 400, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const big = await upload(noise, 'noise.png', 'Noise');
    expect(big.status).toBe(413);
    expect(big.body.field).toBe('file');
    const huge = await upload(
      await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      'huge.png',
      'Huge',
    );
    expect(huge.status).toBe(400);
    expect(huge.body.error).toMatch(/too many pixels/);
  });

  it('scales a very tall image (a long screenshot) down to what WebP can hold instead of calling it not an image', async () => {
    // WebP holds at most 16383 pixels a side; 110×17000 is within the pixel limit (2 megapixels here).
    const res = await upload(await png(110, 17_000), 'patch-notes.png', 'The full patch notes');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 106, height: 16_383 });
    const stored = await sharp(path.join(t.config.mediaDir, 'library', path.basename(res.body.url))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 106, height: 16_383 });
  });

  it('keeps a file name with characters text cannot hold as plain text instead of failing', async () => {
    // RFC 7578 lets a client percent-encode the name (filename*=), which can spell a NUL byte.
    const boundary = '----savepoint-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA named card\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''card%00%0B.png\r\n` +
          `Content-Type: image/png\r\n\r\n`,
      ),
      await png(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fetch(uploadUrl, {
      method: 'POST',
      body,
      headers: { ...t.editorHeaders(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const listed = await t.query(`{ mediaLibrary(search: "A named card") { items { id originalName } } }`, {}, t.editorHeaders());
    expect(listed.data!.mediaLibrary.items).toEqual([{ id, originalName: 'card.png' }]);
  });

  it('needs a staff account: readers get 401, every staff role may upload', async () => {
    expect((await upload(await png(), 'a.png', 'x', {})).status).toBe(401);
    const contributor = await t.graph
      .services()
      .users.createUser({ username: 'uploader', password: 'long enough pass', role: UserRole.contributor });
    expect((await upload(await png(), 'a.png', 'By a contributor', t.editorHeaders(contributor.id))).status).toBe(201);
  });
});

describe('the library', () => {
  it('lists newest first with search, and refuses to delete an image an article uses', async () => {
    const used = (await upload(await png(), 'castle-keep.png', 'The castle keep at dusk')).body;
    const unused = (await upload(await png(), 'forest.png', 'A quiet forest')).body;
    const found = await t.query(
      `{ mediaLibrary(search: "castle") { totalCount items { id alt url width } } }`,
      {},
      t.editorHeaders(),
    );
    expect(found.data!.mediaLibrary).toEqual({
      totalCount: 1,
      items: [{ id: used.id, alt: 'The castle keep at dusk', url: used.url, width: 64 }],
    });

    const category = (await createCategory(t.graph)).slug;
    const article = await t.query(
      `mutation($input: ArticleInput!) { createArticle(input: $input) { featuredImage content } }`,
      {
        input: {
          title: 'Castle guide',
          content: `<p>Look:</p><img src="${used.url}" alt="The castle keep at dusk">`,
          category,
          featuredImage: `${used.url}?w=800`,
        },
      },
      t.editorHeaders(),
    );
    expect(article.errors).toBeUndefined();
    expect(article.data!.createArticle.content).toContain(`src="${used.url}"`);

    const refused = await t.query(`mutation($id: Int!) { deleteMedia(id: $id) }`, { id: used.id }, t.editorHeaders());
    expect(refused.errors![0]).toMatchObject({
      message: 'The image is still used by: "Castle guide"',
      extensions: { code: 'CONFLICT' },
    });
    const deleted = await t.query(`mutation($id: Int!) { deleteMedia(id: $id) }`, { id: unused.id }, t.editorHeaders());
    expect(deleted.data!.deleteMedia).toBe(true);
    expect(existsSync(path.join(t.config.mediaDir, 'library', path.basename(unused.url)))).toBe(false);
    expect(existsSync(path.join(t.config.mediaDir, 'library', path.basename(used.url)))).toBe(true);
  });

  it.each([
    [
      'featured image, absolute URL',
      (url: string) => ({ featuredImage: `http://savepoint.example${url}`, content: '<p>Hi</p>' }),
    ],
    [
      'content, percent-encoded path',
      (url: string) => ({ content: `<p><img src="${url.replace('/library/', '/librar%79/')}" alt="x"></p>` }),
    ],
    [
      'content, dot segments and an encoded first letter',
      (url: string) => {
        const name = path.posix.basename(url);
        const encoded = `%${name.charCodeAt(0).toString(16).toUpperCase()}${name.slice(1)}`;
        return { content: `<p><img src="/media/thumbnails/../library/${encoded}" alt="x"></p>` };
      },
    ],
  ])('refuses to delete an image an article uses by another spelling: %s', async (_name, reference) => {
    const media = (await upload(await png(), 'spelled.png', 'Spelled another way')).body;
    const category = (await createCategory(t.graph)).slug;
    const article = await t.query(
      `mutation($input: ArticleInput!) { createArticle(input: $input) { id } }`,
      { input: { title: `Uses ${media.id}`, category, ...reference(media.url) } },
      t.editorHeaders(),
    );
    expect(article.errors).toBeUndefined();
    const refused = await t.query(`mutation($id: Int!) { deleteMedia(id: $id) }`, { id: media.id }, t.editorHeaders());
    expect(refused.errors![0]).toMatchObject({
      message: `The image is still used by: "Uses ${media.id}"`,
      extensions: { code: 'CONFLICT' },
    });
    expect(existsSync(path.join(t.config.mediaDir, 'library', path.basename(media.url)))).toBe(true);
  });
});

describe('live blogs', () => {
  it("refuses to delete an image a live blog's entry shows", async () => {
    const media = (await upload(await png(), 'stage.png', 'The stage before the show')).body;
    const category = (await createCategory(t.graph)).slug;
    const blog = await t.query(
      `mutation($input: ArticleInput!) { createArticle(input: $input) { id } }`,
      {
        input: {
          title: 'Showcase live',
          content: '<p>Follow along</p>',
          category,
          status: 'published',
          live: { status: 'live' },
        },
      },
      t.editorHeaders(),
    );
    expect(blog.errors).toBeUndefined();
    const entry = await t.query(
      `mutation($a: Int!, $input: LiveEntryInput!) { createLiveEntry(articleId: $a, input: $input) { content } }`,
      { a: blog.data!.createArticle.id, input: { content: `<p>Doors open</p><img src="${media.url}" alt="The stage">` } },
      t.editorHeaders(),
    );
    expect(entry.data!.createLiveEntry.content).toContain(media.url);
    const refused = await t.query(`mutation($id: Int!) { deleteMedia(id: $id) }`, { id: media.id }, t.editorHeaders());
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The image is still used by: "Showcase live"',
      extensions: { code: 'CONFLICT' },
    });
    expect(existsSync(path.join(t.config.mediaDir, 'library', path.basename(media.url)))).toBe(true);
  });
});

describe('games', () => {
  async function createGame(input: Record<string, unknown>) {
    const res = await t.query(
      `mutation($input: GameInput!) { createGame(input: $input) { id slug coverImage { id url alt } description } }`,
      { input },
      t.editorHeaders(),
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createGame;
  }

  it("refuses to delete an image that is a game's cover, and the game keeps its cover", async () => {
    const media = (await upload(await png(), 'cover.png', 'Box art of Emberfall')).body;
    const game = await createGame({ name: 'Emberfall', coverImageId: media.id });
    expect(game.coverImage).toEqual({ id: media.id, url: media.url, alt: 'Box art of Emberfall' });
    const refused = await t.query(`mutation($id: Int!) { deleteMedia(id: $id) }`, { id: media.id }, t.editorHeaders());
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The image is still used by: "Emberfall"',
      extensions: { code: 'CONFLICT' },
    });
    const after = await t.query(`query($slug: String!) { gameBySlug(slug: $slug) { coverImage { id } } }`, { slug: game.slug });
    expect(after.data!.gameBySlug.coverImage).toEqual({ id: media.id });
    expect(existsSync(path.join(t.config.mediaDir, 'library', path.basename(media.url)))).toBe(true);
  });

  it("refuses to delete an image a game's description shows", async () => {
    const media = (await upload(await png(), 'map.png', 'The world map of Duskmoor')).body;
    const game = await createGame({
      name: 'Duskmoor',
      description: `<p>The map:</p><img src="${media.url}" alt="The world map of Duskmoor">`,
    });
    expect(game.description).toContain(`src="${media.url}"`);
    const refused = await t.query(`mutation($id: Int!) { deleteMedia(id: $id) }`, { id: media.id }, t.editorHeaders());
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The image is still used by: "Duskmoor"',
      extensions: { code: 'CONFLICT' },
    });
    expect(existsSync(path.join(t.config.mediaDir, 'library', path.basename(media.url)))).toBe(true);
  });
});
