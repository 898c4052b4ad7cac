// Search per language (issue 46 item 5, ADR 0050): each edition searched with its own text-search
// configuration, Japanese by bigrams ("ゼルダ" finds "ゼルダの伝説"), typos still tolerated, results
// never mixing editions, and an unknown language refused naming `language`.
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { bigramQuery } from './search-sql';

let t: TestGraph;
const SEARCH = `query($q: String!, $l: String) { search(query: $q, language: $l) { title language } }`;
const found = async (q: string, language?: string) => {
  const res = await t.query(SEARCH, { q, l: language ?? null });
  expect(res.errors).toBeUndefined();
  return (res.data!.search as { title: string; language: string }[]).map((a) => `${a.language}:${a.title}`);
};

beforeAll(async () => {
  t = await startTestGraph();
  for (const [language, name, searchConfig] of [
    ['de', 'Deutsch', 'german'],
    ['es', 'Español', 'spanish'],
    ['ja', '日本語', 'simple'],
  ]) {
    const res = await t.query(
      `mutation($i: EditionInput!) { createEdition(input: $i) { language } }`,
      { i: { language, name, searchConfig } },
      t.editorHeaders(),
    );
    expect(res.errors).toBeUndefined();
  }
  const category = (await createCategory(t.graph, { name: 'News', slug: 'news' })).slug;
  const add = (language: string, title: string, content = '<p>…</p>') =>
    createArticle(t.graph, { category, language, title, content });
  await add('ja', 'ゼルダの伝説 新作の発売日が決定', '<p>シリーズ最新作は来春に発売される。</p>');
  await add('ja', 'マリオカートの大会レポート', '<p>決勝はゼルダ杯と同じ会場で行われた。</p>');
  await add('ja', 'ストリートファイター・ゼロの思い出');
  // Both of ゼルダ's bigrams, never side by side: not a match for ゼルダ.
  await add('ja', 'ゼルの祭りとルダの街');
  await add('de', 'Wer Ironbloom spielt, vergisst die Zeit');
  await add('de', 'Neue Grafikkarten im Vergleich');
  await add('es', 'Los jugadores juegan más que nunca');
  await add('en', 'Spielen: a German word in an English headline');
  await add('en', 'Zelda tournament recap');
});
afterAll(async () => {
  await t?.close();
});

it('finds a Japanese word inside a longer one, title matches before body matches, in the Japanese edition only', async () => {
  expect(await found('ゼルダ', 'ja')).toEqual(['ja:ゼルダの伝説 新作の発売日が決定', 'ja:マリオカートの大会レポート']);
  expect(await found('ゼルの祭り', 'ja')).toEqual(['ja:ゼルの祭りとルダの街']);
  expect(await found('伝説', 'ja')).toEqual(['ja:ゼルダの伝説 新作の発売日が決定']);
  // Two words, and a phrase across the kana/kanji boundary; a run the article does not have is no match.
  expect(await found('発売日 ゼルダ', 'ja')).toEqual(['ja:ゼルダの伝説 新作の発売日が決定']);
  expect(await found('"ゼルダの伝"', 'ja')).toEqual(['ja:ゼルダの伝説 新作の発売日が決定']);
  expect(await found('ダル', 'ja')).toEqual([]);
  // The middle dot separates words: ファイター・ゼロ is two.
  expect(await found('ゼロ', 'ja')).toEqual(['ja:ストリートファイター・ゼロの思い出']);
  // Not in any other edition's results.
  expect(await found('ゼルダ', 'de')).toEqual([]);
});

it('stems each edition in its own language and never mixes editions', async () => {
  expect(await found('Spielen', 'de')).toEqual(['de:Wer Ironbloom spielt, vergisst die Zeit']);
  expect(await found('Spielen', 'en')).toEqual(['en:Spielen: a German word in an English headline']);
  expect(await found('jugador', 'es')).toEqual(['es:Los jugadores juegan más que nunca']);
  expect(await found('Grafikkarte', 'de')).toEqual(['de:Neue Grafikkarten im Vergleich']);
});

it('keeps typo tolerance per edition', async () => {
  expect(await found('Grafikkartn', 'de')).toEqual(['de:Neue Grafikkarten im Vergleich']);
  expect(await found('tournamnet', 'en')).toEqual(['en:Zelda tournament recap']);
});

it('refuses an unknown language naming it, in search and the articles filter', async () => {
  const res = await t.query(SEARCH, { q: 'zelda', l: 'xx' });
  expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
  const list = await t.query(`{ articles(filter: { search: "zelda", language: "tlh" }) { articles { id } } }`);
  expect(list.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
});

it('turns runs written without spaces into phrases of bigrams, inside quotes and after a minus too', () => {
  expect(bigramQuery('ゼルダ')).toBe('"ゼル ルダ"');
  expect(bigramQuery('Switch版 ゼルダ')).toBe('Switch 版 "ゼル ルダ"');
  expect(bigramQuery('"ゼルダの伝説" -ゼロ')).toBe('"ゼル ルダ ダの の伝 伝説 " -"ゼロ"');
  expect(bigramQuery('plain words')).toBe('plain words');
});
