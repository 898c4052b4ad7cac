// Names per edition (issue 46 item 2): a category's name and slug, a tag's name and a game's
// localized name in the edition asked for, the default edition's without a language (so existing
// shapes are unchanged), set by editors with the bad inputs named.
import { createArticle, createCategory, signInMember, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { UserRole } from '../user/user.entity';

let t: TestGraph;
let categoryId: number;
let gameId: number;
let tagId: number;
beforeAll(async () => {
  t = await startTestGraph();
  for (const [language, name, searchConfig] of [
    ['de', 'Deutsch', 'german'],
    ['ja', '日本語', 'simple'],
  ]) {
    await t.query(
      `mutation($i: EditionInput!) { createEdition(input: $i) { language } }`,
      { i: { language, name, searchConfig } },
      t.editorHeaders(),
    );
  }
  const category = await createCategory(t.graph, { name: 'News', slug: 'news' });
  categoryId = category.id;
  gameId = (await t.graph.services().games.create({ name: 'Ashen Crown', platforms: ['pc'] })).id;
  const article = await createArticle(t.graph, {
    title: 'Patch day',
    category: category.slug,
    tags: ['Industry'],
    games: [gameId],
  });
  const tags = await t.query(`query($id: Int!) { article(id: $id) { tags { id } } }`, { id: article.id });
  tagId = tags.data!.article.tags[0].id;
});
afterAll(async () => {
  await t?.close();
});

const setCategory = (variables: Record<string, unknown>, headers = t.editorHeaders()) =>
  t.query(
    `mutation($id: Int!, $l: String!, $n: String, $s: String) { setCategoryName(id: $id, language: $l, name: $n, slug: $s) { id } }`,
    { id: categoryId, ...variables },
    headers,
  );

it('answers a category, tag and game in the edition asked for, and the default edition without one', async () => {
  expect((await setCategory({ l: 'de', n: 'Nachrichten' })).errors).toBeUndefined();
  expect((await setCategory({ l: 'ja', n: 'ニュース', s: 'news' })).errors).toBeUndefined();
  await t.query(
    `mutation($id: Int!) { setTagName(id: $id, language: "de", name: "Branche") { id } }`,
    { id: tagId },
    t.editorHeaders(),
  );
  await t.query(
    `mutation($id: Int!) { setGameName(id: $id, language: "ja", name: "アッシェンクラウン") { id } }`,
    { id: gameId },
    t.editorHeaders(),
  );

  const res =
    await t.query(`{ categories { name slug de: name(language: "de") deSlug: slug(language: "de") ja: name(language: "ja")
      jaSlug: slug(language: "ja") en: name(language: "en") names { language name slug } } }`);
  expect(res.errors).toBeUndefined();
  expect(res.data!.categories).toEqual([
    {
      name: 'News',
      slug: 'news',
      de: 'Nachrichten',
      deSlug: 'nachrichten',
      ja: 'ニュース',
      jaSlug: 'news',
      en: 'News',
      names: [
        { language: 'de', name: 'Nachrichten', slug: 'nachrichten' },
        { language: 'ja', name: 'ニュース', slug: 'news' },
      ],
    },
  ]);
  // On an article's own category, tags and games too; an edition without a name falls back.
  const article = await t.query(`{ articles(limit: 1) { articles { category { de: name(language: "de") }
      tags { name de: name(language: "de") ja: name(language: "ja") } games { name ja: name(language: "ja") de: name(language: "de") } } } }`);
  expect(article.data!.articles.articles[0]).toEqual({
    category: { de: 'Nachrichten' },
    tags: [{ name: 'Industry', de: 'Branche', ja: 'Industry' }],
    games: [{ name: 'Ashen Crown', ja: 'アッシェンクラウン', de: 'Ashen Crown' }],
  });
  const game = await t.query(`query($id: Int!) { game(id: $id) { name ja: name(language: "ja") names { language name } } }`, {
    id: gameId,
  });
  expect(game.data!.game).toEqual({
    name: 'Ashen Crown',
    ja: 'アッシェンクラウン',
    names: [{ language: 'ja', name: 'アッシェンクラウン' }],
  });

  // An empty name removes the edition's name again.
  await setCategory({ l: 'ja', n: '' });
  const after = await t.query(`{ categories { ja: name(language: "ja") } }`);
  expect(after.data!.categories).toEqual([{ ja: 'News' }]);
});

it('refuses an unknown language, the default edition, a bad or taken slug, and readers', async () => {
  const unknown = await t.query(`{ categories { name(language: "xx") } }`);
  expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
  expect((await setCategory({ l: 'xx', n: 'X' })).errors?.[0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'language',
  });
  expect((await setCategory({ l: 'en', n: 'X' })).errors?.[0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'language',
  });
  expect((await setCategory({ l: 'de', n: 'X', s: 'Not A Slug!' })).errors?.[0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'slug',
  });
  const other = await createCategory(t.graph, { name: 'Guide', slug: 'guide' });
  const taken = await t.query(
    `mutation($id: Int!) { setCategoryName(id: $id, language: "de", name: "Nachrichten") { id } }`,
    { id: other.id },
    t.editorHeaders(),
  );
  expect(taken.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'slug' });
  expect((await setCategory({ l: 'de', n: 'X' }, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  const author = await t.graph
    .services()
    .users.createUser({ username: 'ann', password: 'long enough pass', role: UserRole.author });
  expect((await setCategory({ l: 'de', n: 'X' }, t.editorHeaders(author.id))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
});

it('lists games A-Z by their names in the edition asked for, and finds them there by either name', async () => {
  const games = t.graph.services().games;
  const cinder = await games.create({ name: 'Cinder Vale', platforms: ['switch'] });
  await games.create({ name: 'Brightwater', platforms: ['switch'] });
  await games.create({ name: 'Axiom Run', platforms: ['switch'] });
  const named = await t.query(
    `mutation($id: Int!) { setGameName(id: $id, language: "de", name: "Aschetal") { id } }`,
    { id: cinder.id },
    t.editorHeaders(),
  );
  expect(named.errors).toBeUndefined();
  const list = async (variables: Record<string, unknown>) => {
    const res = await t.query(
      `query($l: String, $s: String) { games(platform: "switch", language: $l, search: $s) { games { name(language: $l) } totalCount } }`,
      variables,
    );
    expect(res.errors).toBeUndefined();
    const page = res.data!.games as { games: { name: string }[]; totalCount: number };
    return { names: page.games.map((g) => g.name), total: page.totalCount };
  };

  expect(await list({})).toEqual({ names: ['Axiom Run', 'Brightwater', 'Cinder Vale'], total: 3 });
  // German readers see its German name, in its German place.
  expect(await list({ l: 'de' })).toEqual({ names: ['Aschetal', 'Axiom Run', 'Brightwater'], total: 3 });
  // Found by the name they read, and by the game's own.
  expect((await list({ l: 'de', s: 'aschetl' })).names).toEqual(['Aschetal']);
  expect((await list({ l: 'de', s: 'cinder' })).names).toEqual(['Aschetal']);
  expect((await list({ s: 'aschetal' })).names).toEqual([]);
  // The default edition is the games' own names.
  expect(await list({ l: 'en' })).toEqual(await list({}));

  const unknown = await t.query(`query { games(language: "xx") { games { id } } }`);
  expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
});

it("names a member's follows in the edition asked for; an unknown one is refused before anything changes", async () => {
  const named = await t.query(
    `mutation($id: Int!) { setGameName(id: $id, language: "ja", name: "アッシェンクラウン") { id } }`,
    { id: gameId },
    t.editorHeaders(),
  );
  expect(named.errors).toBeUndefined();
  const member = await signInMember(t, 'leser@example.com');
  const follow = `mutation($g: [String!]!, $l: String) { setMemberFollows(games: $g, language: $l) { games { name } } }`;
  const follows = `query($l: String) { memberFollows(language: $l) { games { name } } }`;
  const set = await t.query(follow, { g: ['ashen-crown'], l: 'ja' }, member.headers);
  expect(set.errors).toBeUndefined();
  expect(set.data!.setMemberFollows.games).toEqual([{ name: 'アッシェンクラウン' }]);
  // Without a language: the game's own name.
  const own = await t.query(follows, {}, member.headers);
  expect(own.data!.memberFollows.games).toEqual([{ name: 'Ashen Crown' }]);

  const refused = await t.query(follow, { g: [], l: 'xx' }, member.headers);
  expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
  expect((await t.query(follows, {}, member.headers)).data!.memberFollows.games).toEqual([{ name: 'Ashen Crown' }]);
});

it('lists games in the alphabet of the edition asked for, not in code-point order', async () => {
  const games = t.graph.services().games;
  const named = async (name: string, ja?: string) => {
    const game = await games.create({ name, platforms: ['linux'] });
    if (ja) {
      const res = await t.query(
        `mutation($id: Int!, $n: String!) { setGameName(id: $id, language: "ja", name: $n) { id } }`,
        { id: game.id, n: ja },
        t.editorHeaders(),
      );
      expect(res.errors).toBeUndefined();
    }
  };
  // Code points put Ä after Z, and every hiragana name before every katakana one.
  await named('Zephyr Drift', 'ガンダム');
  await named('Ätherwelt', 'きらら');
  await named('Bastion Keep', 'アッシェン');
  const list = async (language?: string) => {
    const res = await t.query(`query($l: String) { games(platform: "linux", language: $l) { games { name(language: $l) } } }`, {
      l: language,
    });
    expect(res.errors).toBeUndefined();
    return (res.data!.games as { games: { name: string }[] }).games.map((g) => g.name);
  };

  expect(await list()).toEqual(['Ätherwelt', 'Bastion Keep', 'Zephyr Drift']);
  // A game without a German name keeps its own, in the German alphabet.
  expect(await list('de')).toEqual(['Ätherwelt', 'Bastion Keep', 'Zephyr Drift']);
  // The gojūon: a (ア), ga (ガ), ki (き), whichever kana each is written in.
  expect(await list('ja')).toEqual(['アッシェン', 'ガンダム', 'きらら']);
});

it("orders an article's tags by their names in the edition asked for, in its alphabet", async () => {
  const article = await createArticle(t.graph, {
    title: 'Controller roundup',
    category: 'news',
    tags: ['Accessories', 'Launch', 'Patches', 'Ätherwelt'],
  });
  const own = await t.query(`query($id: Int!) { article(id: $id) { tags { id name } } }`, { id: article.id });
  expect(own.errors).toBeUndefined();
  const ids = new Map((own.data!.article.tags as { id: number; name: string }[]).map((tag) => [tag.name, tag.id]));
  for (const [name, german] of [
    ['Accessories', 'Zubehör'],
    ['Patches', 'Änderungen'],
  ]) {
    const res = await t.query(
      `mutation($id: Int!, $n: String!) { setTagName(id: $id, language: "de", name: $n) { id } }`,
      { id: ids.get(name), n: german },
      t.editorHeaders(),
    );
    expect(res.errors).toBeUndefined();
  }
  const names = (tags: { name: string }[]) => tags.map((tag) => tag.name);
  const one = async (language?: string) => {
    const res = await t.query(`query($id: Int!, $l: String) { article(id: $id) { tags(language: $l) { name(language: $l) } } }`, {
      id: article.id,
      l: language,
    });
    expect(res.errors).toBeUndefined();
    return names(res.data!.article.tags);
  };

  // Ä with A, as readers' alphabets have it (code points, the database's order, put it after Z).
  expect(await one()).toEqual(['Accessories', 'Ätherwelt', 'Launch', 'Patches']);
  const tagNames = await t.query(`query($id: Int!) { article(id: $id) { tagNames } }`, { id: article.id });
  expect(tagNames.data!.article.tagNames).toEqual(['Accessories', 'Ätherwelt', 'Launch', 'Patches']);
  // In German, by the German names; Launch and Ätherwelt have none and keep their own.
  expect(await one('de')).toEqual(['Änderungen', 'Ätherwelt', 'Launch', 'Zubehör']);
  expect(await one('en')).toEqual(await one());
  // A list's rows are ordered the same way.
  const listed = await t.query(
    `{ articles(filter: { search: "Controller roundup" }) { articles { tagNames tags(language: "de") { name(language: "de") } } } }`,
  );
  expect(listed.errors).toBeUndefined();
  const [row] = listed.data!.articles.articles;
  expect(row.tagNames).toEqual(['Accessories', 'Ätherwelt', 'Launch', 'Patches']);
  expect(names(row.tags)).toEqual(['Änderungen', 'Ätherwelt', 'Launch', 'Zubehör']);

  const unknown = await t.query(`query($id: Int!) { article(id: $id) { tags(language: "xx") { id } } }`, { id: article.id });
  expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
});
