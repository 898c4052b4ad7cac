// A game's description per edition (ADR 0067): a German game page showed the English paragraph.
// Set by editors, sanitized, answered in the edition asked for (one query for a page of games), the
// game's own without a language or where the edition has none, with the bad inputs named.
import { startTestGraph, type TestGraph } from '../../../../testing/graph';
import { UserRole } from '../user/user.entity';

let t: TestGraph;
let gameId: number;
beforeAll(async () => {
  t = await startTestGraph();
  await t.query(
    `mutation($i: EditionInput!) { createEdition(input: $i) { language } }`,
    { i: { language: 'de', name: 'Deutsch', searchConfig: 'german' } },
    t.editorHeaders(),
  );
  const games = t.graph.services().games;
  gameId = (await games.create({ name: 'Ashen Crown', platforms: ['pc'], description: '<p>A dark-fantasy RPG.</p>' })).id;
  await games.create({ name: 'Tidebreaker', platforms: ['pc'], description: '<p>Roguelike sailing.</p>' });
});
afterAll(async () => {
  await t?.close();
});

const setDescription = (variables: Record<string, unknown>, headers = t.editorHeaders()) =>
  t.query(
    `mutation($id: Int!, $l: String!, $d: String) { setGameDescription(id: $id, language: $l, description: $d) { id description(language: $l) } }`,
    { id: gameId, ...variables },
    headers,
  );

const descriptions = async (language?: string) => {
  const res = await t.query(
    `query($l: String) { games(limit: 10) { games { name description(language: $l) } } }`,
    language ? { l: language } : {},
  );
  expect(res.errors).toBeUndefined();
  return Object.fromEntries(res.data!.games.games.map((g: { name: string; description: string }) => [g.name, g.description]));
};

it("answers a game's description in the edition asked for, and its own elsewhere", async () => {
  const set = await setDescription({ l: 'DE', d: '<p>Ein Dark-Fantasy-RPG.<script>alert(1)</script></p>' });
  expect(set.errors).toBeUndefined();
  // Sanitized as the game's own, and stored under the edition's canonical tag.
  expect(set.data!.setGameDescription.description).toBe('<p>Ein Dark-Fantasy-RPG.</p>');
  expect(await descriptions('de')).toEqual({
    'Ashen Crown': '<p>Ein Dark-Fantasy-RPG.</p>',
    Tidebreaker: '<p>Roguelike sailing.</p>',
  });
  expect(await descriptions()).toEqual({ 'Ashen Crown': '<p>A dark-fantasy RPG.</p>', Tidebreaker: '<p>Roguelike sailing.</p>' });
  expect(await descriptions('en')).toEqual(await descriptions());

  // Empty removes it: the game's own shows again.
  expect((await setDescription({ l: 'de', d: '  ' })).errors).toBeUndefined();
  expect((await descriptions('de'))['Ashen Crown']).toBe('<p>A dark-fantasy RPG.</p>');
});

it('names what is wrong, and lets only editors set it', async () => {
  expect((await setDescription({ l: 'xx', d: '<p>X</p>' })).errors?.[0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'language',
  });
  expect((await setDescription({ l: 'en', d: '<p>X</p>' })).errors?.[0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'language',
  });
  expect((await setDescription({ l: 'de', d: `<p>${'x'.repeat(20_001)}</p>` })).errors?.[0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'description',
  });
  expect((await setDescription({ id: 99_999, l: 'de', d: '<p>X</p>' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  const unknown = await t.query(`query { games(limit: 1) { games { description(language: "xx") } } }`);
  expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });

  expect((await setDescription({ l: 'de', d: '<p>X</p>' }, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  const author = await t.graph
    .services()
    .users.createUser({ username: 'ann', password: 'long enough pass', role: UserRole.author });
  expect((await setDescription({ l: 'de', d: '<p>X</p>' }, t.editorHeaders(author.id))).errors?.[0].extensions?.code).toBe(
    'FORBIDDEN',
  );
  // Nothing refused was stored.
  expect((await descriptions('de'))['Ashen Crown']).toBe('<p>A dark-fantasy RPG.</p>');
});

it('saves what an edition says of a game, its name and description, both or neither', async () => {
  const setEdition = (variables: Record<string, unknown>) =>
    t.query(
      `mutation($id: Int!, $l: String!, $n: String, $d: String) {
        setGameEdition(id: $id, language: $l, name: $n, description: $d) {
          name(language: $l) descriptions { language description }
        }
      }`,
      { id: gameId, l: 'de', ...variables },
      t.editorHeaders(),
    );
  const saved = await setEdition({ n: 'Aschenkrone', d: '<p>Ein Dark-Fantasy-RPG.</p>' });
  expect(saved.errors).toBeUndefined();
  expect(saved.data!.setGameEdition).toEqual({
    name: 'Aschenkrone',
    descriptions: [{ language: 'de', description: '<p>Ein Dark-Fantasy-RPG.</p>' }],
  });

  // A description refused: the name given with it is not saved either.
  const refused = await setEdition({ n: 'Krone der Asche', d: `<p>${'x'.repeat(20_001)}</p>` });
  expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'description' });
  const now = await t.query(`query($id: Int!) { game(id: $id) { name(language: "de") description(language: "de") } }`, {
    id: gameId,
  });
  expect(now.data!.game).toEqual({ name: 'Aschenkrone', description: '<p>Ein Dark-Fantasy-RPG.</p>' });

  // Both empty: the edition says what the default edition does again.
  expect((await setEdition({ n: '', d: null })).data!.setGameEdition).toEqual({ name: 'Ashen Crown', descriptions: [] });
});
