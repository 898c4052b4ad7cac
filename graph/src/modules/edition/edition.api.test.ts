// Editions and translation groups through graph (issue 46): the editions setting and its rules,
// translating an article (copy and AI, the bad inputs by field), the shared facts of a review's
// translations (score, platforms, embargo) and "source changed".
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { startFakeOpenAI, type FakeOpenAI } from '../../../../testing/openai-fake';
import { ArticleStatus } from '../article/article.entity';
import { UserRole } from '../user/user.entity';

let t: TestGraph;
let fake: FakeOpenAI;
let reviewCategory: string;
let gameId: number;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await startTestGraph({ openaiApiKey: fake.apiKey, openaiBaseUrl: fake.baseUrl, openaiModel: 'test-model' });
  reviewCategory = (await createCategory(t.graph, { name: 'Review', slug: 'review' })).slug;
  gameId = (await t.graph.services().games.create({ name: 'Ironbloom', platforms: ['pc', 'ps5'] })).id;
  for (const [language, name, searchConfig] of [
    ['de', 'Deutsch', 'german'],
    ['ja', '日本語', 'simple'],
  ]) {
    const res = await t.query(
      `mutation($i: EditionInput!) { createEdition(input: $i) { language } }`,
      { i: { language, name, searchConfig } },
      t.editorHeaders(),
    );
    expect(res.errors).toBeUndefined();
  }
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const ARTICLE = `id language title slug status excerpt sourceChanged translatedFromId sourceRevisionSeen
  translations { id language slug title status }
  review { score verdict pros cons platformsTested } embargoUntil`;
const translate = (id: number, language: string, mode = 'copy', headers = t.editorHeaders()) =>
  t.query(
    `mutation($id: Int!, $l: String!, $m: TranslationMode!) { translateArticle(id: $id, language: $l, mode: $m) { ${ARTICLE} } }`,
    { id, l: language, m: mode },
    headers,
  );
const read = async (id: number) =>
  (await t.query(`query($id: Int!) { article(id: $id) { ${ARTICLE} } }`, { id }, t.editorHeaders())).data!.article;

describe('the editions setting', () => {
  it('lists the default edition first, at /, and validates tags, prefixes and search configurations', async () => {
    const res = await t.query(`{ editions { language name urlPrefix searchConfig direction isDefault } }`);
    expect(res.data!.editions).toEqual([
      { language: 'en', name: 'English', urlPrefix: null, searchConfig: 'english', direction: 'ltr', isDefault: true },
      { language: 'de', name: 'Deutsch', urlPrefix: 'de', searchConfig: 'german', direction: 'ltr', isDefault: false },
      { language: 'ja', name: '日本語', urlPrefix: 'ja', searchConfig: 'simple', direction: 'ltr', isDefault: false },
    ]);
    const add = (i: Record<string, unknown>) =>
      t.query(
        `mutation($i: EditionInput!) { createEdition(input: $i) { language urlPrefix direction } }`,
        { i },
        t.editorHeaders(),
      );
    for (const [input, field] of [
      [{ language: 'not a tag!', name: 'X' }, 'language'],
      [{ language: 'fr', name: 'Français', searchConfig: 'klingon' }, 'searchConfig'],
      [{ language: 'fr', name: 'Français', urlPrefix: 'Fr/CA?' }, 'urlPrefix'],
      [{ language: 'fr', name: ' ' }, 'name'],
      // A path of the site already (ADR 0049).
      [{ language: 'fr', name: 'Français', urlPrefix: 'articles' }, 'urlPrefix'],
      [{ language: 'fr', name: 'Français', urlPrefix: 'api' }, 'urlPrefix'],
      // The social web's paths (/ap/…, /nodeinfo/…): the gateway hands them to graph's federation.
      [{ language: 'fr', name: 'Français', urlPrefix: 'ap' }, 'urlPrefix'],
      [{ language: 'fr', name: 'Français', urlPrefix: 'nodeinfo' }, 'urlPrefix'],
      // Well-formed BCP 47, but not a language and subtags an edition's tag can be (extensions,
      // private use, a five-letter language): a 400 naming language, not a failed insert.
      [{ language: 'de-u-co-phonebk', name: 'Deutsch (Telefonbuch)' }, 'language'],
      [{ language: 'en-x-pirate', name: 'Pirate' }, 'language'],
      [{ language: 'abcde', name: 'X' }, 'language'],
    ] as const) {
      expect((await add(input)).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect((await add({ language: 'DE', name: 'Nochmal' })).errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      field: 'language',
    });
    // Canonical form, right to left, a prefix of its own.
    expect((await add({ language: 'ar-eg', name: 'العربية', direction: 'rtl' })).data!.createEdition).toEqual({
      language: 'ar-EG',
      urlPrefix: 'ar-eg',
      direction: 'rtl',
    });
    const update = await t.query(
      `mutation { updateEdition(language: "en", input: { urlPrefix: "en" }) { language } }`,
      {},
      t.editorHeaders(),
    );
    expect(update.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'urlPrefix' });
  });

  it('is an admin matter', async () => {
    const editor = await t.graph
      .services()
      .users.createUser({ username: 'eddie', password: 'long enough pass', role: UserRole.editor });
    const res = await t.query(
      `mutation { createEdition(input: { language: "it", name: "Italiano" }) { language } }`,
      {},
      t.editorHeaders(editor.id),
    );
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('articles in editions', () => {
  it('get the default edition unless given one; an unknown language is a 400 naming language', async () => {
    const create = (language?: string) =>
      t.query(
        `mutation($i: ArticleInput!) { createArticle(input: $i) { language } }`,
        { i: { title: 'Hallo', content: '<p>x</p>', category: reviewCategory, language } },
        t.editorHeaders(),
      );
    expect((await create()).data!.createArticle.language).toBe('en');
    expect((await create('de')).data!.createArticle.language).toBe('de');
    expect((await create('xx')).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
  });
});

describe('translating', () => {
  it('copies a review into a linked draft that shares its facts and embargo, and refuses duplicates', async () => {
    const embargo = new Date(Date.now() + 86_400_000);
    const source = await createArticle(t.graph, {
      title: 'Ironbloom review',
      category: reviewCategory,
      games: [gameId],
      status: ArticleStatus.draft,
      embargoUntil: embargo,
      review: { score: 8.5, verdict: 'Tense and handsome.', pros: ['Atmosphere'], cons: ['Menus'], platformsTested: ['pc'] },
    });
    const made = await translate(source.id, 'de');
    expect(made.errors).toBeUndefined();
    const draft = made.data!.translateArticle;
    expect(draft).toMatchObject({
      language: 'de',
      title: 'Ironbloom review',
      status: 'draft',
      translatedFromId: source.id,
      sourceChanged: false,
      translations: [{ id: source.id, language: 'en', title: 'Ironbloom review', status: 'draft' }],
      review: { score: 8.5, verdict: 'Tense and handsome.', pros: ['Atmosphere'], platformsTested: ['pc'] },
      embargoUntil: embargo.toISOString(),
    });
    expect(draft.slug).not.toBe(source.slug);

    // Bad input, by field: its own language, an unknown one, a second German translation (from either member).
    expect((await translate(source.id, 'en')).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'language',
    });
    expect((await translate(source.id, 'xx')).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'language',
    });
    expect((await translate(source.id, 'de')).errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'language' });
    const moveToGerman = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { language: "de" }) { id } }`,
      { id: source.id },
      t.editorHeaders(),
    );
    expect(moveToGerman.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'language' });

    // The score, platforms and embargo follow the source; the verdict stays translated.
    const later = new Date(Date.now() + 2 * 86_400_000);
    await t.query(
      `mutation($id: Int!, $i: ArticleUpdateInput!) { updateArticle(id: $id, input: $i) { id } }`,
      {
        id: source.id,
        i: { embargoUntil: later.toISOString(), review: { score: 9, verdict: 'Tense.', platformsTested: ['pc', 'ps5'] } },
      },
      t.editorHeaders(),
    );
    await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { review: { score: 9, verdict: "Spannend." } }) { id } }`,
      { id: draft.id },
      t.editorHeaders(),
    );
    const german = await read(draft.id);
    expect(german.review).toMatchObject({ score: 9, verdict: 'Spannend.' });
    expect(german.embargoUntil).toBe(later.toISOString());
    expect((await read(source.id)).review.verdict).toBe('Tense.');
  });

  it('flags a translation whose source was saved after it, with the revision it last saw', async () => {
    const source = await createArticle(t.graph, { title: 'Patch notes', category: reviewCategory });
    const draft = (await translate(source.id, 'ja')).data!.translateArticle;
    expect(draft.sourceChanged).toBe(false);
    const seen = draft.sourceRevisionSeen as number;
    expect(seen).toEqual(expect.any(Number));
    await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { content: "<p>Patch 1.1 fixes saves.</p>" }) { id } }`,
      { id: source.id },
      t.editorHeaders(),
    );
    expect(await read(draft.id)).toMatchObject({ sourceChanged: true, sourceRevisionSeen: seen });
    await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { title: "パッチノート" }) { id } }`,
      { id: draft.id },
      t.editorHeaders(),
    );
    expect((await read(draft.id)).sourceChanged).toBe(false);
    // Readers see published translations only, and no editorial flags.
    const reader = (
      await t.query(
        `query($id: Int!) { article(id: $id) { translations { id } sourceChanged } }`,
        { id: source.id },
        t.gatewayHeaders(),
      )
    ).data!.article;
    expect(reader).toMatchObject({ translations: [], sourceChanged: false });
  });

  it('keeps flagging a changed source until the translation itself is saved, not when it is featured or promoted', async () => {
    const source = await createArticle(t.graph, { title: 'Season pass', category: reviewCategory });
    const draft = (await translate(source.id, 'de')).data!.translateArticle;
    const seen = draft.sourceRevisionSeen as number;
    await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { content: "<p>The pass now holds four expansions.</p>" }) { id } }`,
      { id: source.id },
      t.editorHeaders(),
    );
    expect(await read(draft.id)).toMatchObject({ sourceChanged: true, sourceRevisionSeen: seen });
    // An editor features the translation: its text has not caught up with the source.
    const featured = await t.query(`mutation($id: Int!) { toggleFeatured(id: $id) { id } }`, { id: draft.id }, t.editorHeaders());
    expect(featured.errors).toBeUndefined();
    expect(await read(draft.id)).toMatchObject({ sourceChanged: true, sourceRevisionSeen: seen });
    const master = await t.query(
      `mutation($id: Int!) { setMasterFeatured(id: $id) { id } }`,
      { id: draft.id },
      t.editorHeaders(),
    );
    expect(master.errors).toBeUndefined();
    expect(await read(draft.id)).toMatchObject({ sourceChanged: true, sourceRevisionSeen: seen });
    // Saving the translation is catching up.
    await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { content: "<p>Der Pass enthält jetzt vier Erweiterungen.</p>" }) { id } }`,
      { id: draft.id },
      t.editorHeaders(),
    );
    const caughtUp = await read(draft.id);
    expect(caughtUp.sourceChanged).toBe(false);
    expect(caughtUp.sourceRevisionSeen).toBeGreaterThan(seen);
  });

  it('asks the model for a structured translation (ai mode)', async () => {
    const source = await createArticle(t.graph, {
      title: 'Ironbloom review two',
      category: reviewCategory,
      games: [gameId],
      review: { score: 7, verdict: 'Good.', pros: ['Music'], cons: ['Length'] },
    });
    fake.enqueue({
      content: JSON.stringify({
        title: 'Ironbloom im Test',
        excerpt: 'Ein Überlebensspiel.',
        content: '<p>Spielt sich gut.</p><script>alert(1)</script>',
        verdict: 'Gut.',
        pros: ['Musik'],
        cons: ['Länge'],
      }),
    });
    // The Translate dialog offers "AI draft" when graph says it is available.
    const modes = await t.query(`{ translationModes { mode available unavailableReason } }`, {}, t.editorHeaders());
    expect(modes.data!.translationModes).toContainEqual({ mode: 'ai', available: true, unavailableReason: null });
    const made = await translate(source.id, 'de', 'ai');
    expect(made.errors).toBeUndefined();
    expect(made.data!.translateArticle).toMatchObject({
      language: 'de',
      title: 'Ironbloom im Test',
      excerpt: 'Ein Überlebensspiel.',
      review: { score: 7, verdict: 'Gut.', pros: ['Musik'], cons: ['Länge'] },
    });
    const request = fake.requests.at(-1)!;
    expect(request.response_format?.json_schema?.schema).toMatchObject({
      required: expect.arrayContaining(['verdict', 'pros', 'cons']),
    });
  });
});

describe('without an API key', () => {
  let bare: TestGraph;
  beforeAll(async () => {
    bare = await startTestGraph();
    await bare.query(
      `mutation { createEdition(input: { language: "es", name: "Español", searchConfig: "spanish" }) { language } }`,
      {},
      bare.editorHeaders(),
    );
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('says why AI translation is unavailable, and copies still work', async () => {
    const source = await createArticle(bare.graph, {});
    const res = await bare.query(
      `mutation($id: Int!) { translateArticle(id: $id, language: "es", mode: ai) { id } }`,
      { id: source.id },
      bare.editorHeaders(),
    );
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'mode' });
    expect(res.errors?.[0].message).toMatch(/OPENAI_API_KEY/);
    // The editor is told the same before choosing.
    const modes = await bare.query(`{ translationModes { mode available unavailableReason } }`, {}, bare.editorHeaders());
    expect(modes.data!.translationModes).toContainEqual({
      mode: 'ai',
      available: false,
      unavailableReason: res.errors?.[0].message,
    });
    const copy = await bare.query(
      `mutation($id: Int!) { translateArticle(id: $id, language: "es") { language } }`,
      { id: source.id },
      bare.editorHeaders(),
    );
    expect(copy.data!.translateArticle.language).toBe('es');
  });
});

describe('webhooks', () => {
  it('carry the language of the article', async () => {
    const { em } = t.graph.services();
    await em.execute(
      `INSERT INTO webhook (url, events, secret) VALUES ('https://hooks.example/in', '{article.published}', 'whsec_test')`,
    );
    const article = await createArticle(t.graph, { title: 'Neuigkeiten', category: reviewCategory, language: 'de' });
    const [delivery]: { payload: Record<string, unknown> }[] = await em.execute(
      `SELECT payload FROM webhook_delivery WHERE event = 'article.published' AND (payload->>'id')::int = ?`,
      [article.id],
    );
    expect(delivery.payload).toMatchObject({ id: article.id, language: 'de', title: 'Neuigkeiten' });
  });
});

describe('listing and search per edition', () => {
  const list = async (filter: Record<string, unknown>) => {
    const res = await t.query(`query($f: ArticleFilter) { articles(filter: $f, limit: 50) { articles { title language } } }`, {
      f: filter,
    });
    expect(res.errors).toBeUndefined();
    return (res.data!.articles.articles as { title: string; language: string }[]).map((a) => `${a.language}:${a.title}`);
  };

  it('lists one edition at a time and searches it with its own stemming', async () => {
    await createArticle(t.graph, { title: 'Ironbloom spielt sich wunderbar', category: reviewCategory, language: 'de' });
    await createArticle(t.graph, { title: 'Spielen in the rain', category: reviewCategory });
    const german = await list({ language: 'de' });
    expect(german).toContain('de:Ironbloom spielt sich wunderbar');
    expect(german.every((a) => a.startsWith('de:'))).toBe(true);
    // German stemming: "Spielen" finds "spielt"; the English edition's result never shows up here.
    expect(await list({ language: 'de', search: 'Spielen' })).toEqual(['de:Ironbloom spielt sich wunderbar']);
    expect(await list({ language: 'en', search: 'Spielen' })).toEqual(['en:Spielen in the rain']);
    // Typo tolerance stays (the dictionary of words holds every edition's).
    expect(await list({ language: 'de', search: 'wunderbra' })).toEqual(['de:Ironbloom spielt sich wunderbar']);
    const unknown = await t.query(`{ articles(filter: { language: "xx" }) { articles { id } } }`);
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
  });
});

describe('former prefixes (ADR 0059)', () => {
  const formerPrefixes = async () => {
    const res = await t.query(`{ editions { language urlPrefix formerPrefixes } }`);
    expect(res.errors).toBeUndefined();
    return Object.fromEntries(
      (res.data!.editions as { language: string; urlPrefix: string | null; formerPrefixes: string[] }[]).map((e) => [
        e.language,
        [e.urlPrefix, ...e.formerPrefixes],
      ]),
    );
  };
  const create = (language: string, urlPrefix: string) =>
    t.query(
      `mutation($i: EditionInput!) { createEdition(input: $i) { language formerPrefixes } }`,
      { i: { language, name: language, urlPrefix } },
      t.editorHeaders(),
    );
  const move = (language: string, urlPrefix: string) =>
    t.query(
      `mutation($l: String!, $p: String!) { updateEdition(language: $l, input: { urlPrefix: $p }) { urlPrefix formerPrefixes } }`,
      { l: language, p: urlPrefix },
      t.editorHeaders(),
    );

  it('keeps the prefixes an edition leaves, until another edition takes one or the edition is deleted', async () => {
    expect((await create('pt-BR', 'pt')).data!.createEdition).toEqual({ language: 'pt-BR', formerPrefixes: [] });
    expect((await move('pt-BR', 'portugues')).data!.updateEdition).toEqual({ urlPrefix: 'portugues', formerPrefixes: ['pt'] });
    expect((await move('pt-BR', 'br')).data!.updateEdition).toEqual({ urlPrefix: 'br', formerPrefixes: ['portugues', 'pt'] });
    // A refused move changes nothing: the prefix rules stay (taken, a path of the site).
    expect((await move('pt-BR', 'de')).errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'urlPrefix' });
    expect((await move('pt-BR', 'articles')).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'urlPrefix',
    });
    expect((await formerPrefixes())['pt-BR']).toEqual(['br', 'portugues', 'pt']);

    // The live edition wins: a new edition under a former prefix, and one moved there, take it over.
    expect((await create('it', 'pt')).errors).toBeUndefined();
    expect((await move('it', 'portugues')).data!.updateEdition).toEqual({ urlPrefix: 'portugues', formerPrefixes: ['pt'] });
    expect(await formerPrefixes()).toMatchObject({ 'pt-BR': ['br'], it: ['portugues', 'pt'] });
    // Moving back to a former prefix is taking it again.
    expect((await move('pt-BR', 'portugues')).errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'urlPrefix' });
    expect((await move('it', 'pt')).data!.updateEdition).toEqual({ urlPrefix: 'pt', formerPrefixes: ['portugues'] });

    // Deleting an edition forgets its former prefixes.
    const { em } = t.graph.services();
    await em.execute(`DELETE FROM edition WHERE language = 'it'`);
    expect(await em.execute(`SELECT url_prefix FROM edition_former_prefix WHERE language = 'it'`)).toEqual([]);
    expect(await formerPrefixes()).toMatchObject({ 'pt-BR': ['br'] });
    expect((await formerPrefixes()).it).toBeUndefined();
  });
});
