// The fold every look-alike comparison uses (names, blocked words): the tricks issue 44 found, and
// texts that only share letters are still told apart.
import { foldsContain, foldsOf, nameFoldsOf, sameFolds } from './look-alike';

it('folds full-width, Cyrillic, zero-width, accented and digit look-alikes onto the plain word', () => {
  const admin = nameFoldsOf('admin');
  for (const name of ['ADMIN', 'ＡＤＭＩＮ', 'Аdmin', 'Ad\u200bmin', 'Àdmin', 'ADMlN', 'Adm1n'])
    expect({ name, alike: sameFolds(nameFoldsOf(name), admin) }).toEqual({ name, alike: true });
  expect(sameFolds(nameFoldsOf('Moderat0r'), nameFoldsOf('moderator'))).toBe(true);
  expect(sameFolds(nameFoldsOf('Reader ２'), nameFoldsOf('Reader 2'))).toBe(true);
  expect(sameFolds(nameFoldsOf('Sаvepoint Stаff'), nameFoldsOf('Savepoint Staff'))).toBe(true);
  expect(sameFolds(nameFoldsOf('Straße'), nameFoldsOf('STRASSE'))).toBe(true);
});

it('finds a word inside joined or separated names, and tells different names apart', () => {
  expect(foldsContain(nameFoldsOf('The_Editor'), nameFoldsOf('editor'))).toBe(true);
  expect(foldsContain(nameFoldsOf('EditorInChief'), nameFoldsOf('editor'))).toBe(true);
  expect(foldsContain(nameFoldsOf('SavepointTeam'), nameFoldsOf('savepoint'))).toBe(true);
  expect(sameFolds(nameFoldsOf('Reader 2'), nameFoldsOf('Reader 3'))).toBe(false);
  expect(sameFolds(nameFoldsOf('Alice'), nameFoldsOf('Alison'))).toBe(false);
  expect(foldsContain(nameFoldsOf('Night Owl'), nameFoldsOf('editor'))).toBe(false);
});

it('keeps separators in a text fold, so words stay words', () => {
  const [lower] = foldsOf('ｂａｄｗｏｒｄ and b\u200badword, bаdword!');
  expect(lower).toBe('badword and badword, badword!');
});
