// CI's check that every catalog can say everything the reader's UI says (issue 46 item 3): each
// catalog in messages/ has exactly English's keys, each of its messages is valid ICU with the same
// arguments as English's, and every id the source names is in English (and so in all of them).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MESSAGES_DIR = path.join(__dirname, 'messages');
const SRC_DIR = path.join(__dirname, '..');

const readCatalog = (file: string): Record<string, string> => JSON.parse(readFileSync(path.join(MESSAGES_DIR, file), 'utf8'));
const english = readCatalog('en.json');
const others = readdirSync(MESSAGES_DIR).filter((file) => file.endsWith('.json') && file !== 'en.json');

/**
 * The names a message fills in ({author}, {count, plural…}). Names, not kinds: a translation may
 * need a plural where English writes a plain number ("{minutes} min read").
 */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, found);
      continue;
    }
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

/** Every .ts/.tsx file of the web app but tests and generated code. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' || entry.name === 'messages' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Ids are written whole in the source (never built from parts), as quoted literals in a catalog's
// namespaces: t('home.latest'), labelId: 'nav.home', <FormattedMessage id="card.updated" />, in
// files that use the catalogs: they import from i18n/ or react-intl (if only the MessageId type), or
// hand ids to a text page (pages/StaticPage). Editor mode's files, English only, are not among them.
const namespaces = new Set(Object.keys(english).map((key) => key.split('.')[0]));
const idsInSource = new Map<string, string>();
for (const file of sourceFiles(SRC_DIR)) {
  const source = readFileSync(file, 'utf8');
  if (!/from '(react-intl|[./]*i18n\/[\w-]+|\.\/(messages|use-t|edition|StaticPage))'/.test(source)) continue;
  for (const match of source.matchAll(/['"`]([a-z][a-zA-Z]*(?:\.[a-zA-Z0-9]+)+)['"`]/g)) {
    const id = match[1];
    if (namespaces.has(id.split('.')[0]) && !/\.(css|json|tsx?|svg|png)$/.test(id))
      idsInSource.set(id, path.relative(SRC_DIR, file));
  }
}

describe('message catalogs', () => {
  it('find ids in the source and other catalogs to compare with', () => {
    expect(idsInSource.size).toBeGreaterThan(100);
    expect(others.sort()).toEqual(['ar.json', 'de.json', 'es.json', 'ja.json']);
  });

  it('have every id the source uses (in English, and so in every catalog)', () => {
    const missing = [...idsInSource].filter(([id]) => !(id in english)).map(([id, file]) => `${id} (used in ${file})`);
    expect(missing).toEqual([]);
  });

  it('hold no English message the source no longer uses', () => {
    expect(Object.keys(english).filter((id) => !idsInSource.has(id))).toEqual([]);
  });

  it.each(others)('%s has exactly the keys of en.json', (file) => {
    const catalog = readCatalog(file);
    const missing = Object.keys(english)
      .filter((key) => !(key in catalog))
      .map((key) => `${file} lacks "${key}"`);
    const extra = Object.keys(catalog)
      .filter((key) => !(key in english))
      .map((key) => `${file} has "${key}", which en.json does not`);
    expect([...missing, ...extra]).toEqual([]);
  });

  it.each(['en.json', ...others])('%s: every message is ICU with the arguments of the English one', (file) => {
    const catalog = readCatalog(file);
    const problems: string[] = [];
    for (const [key, message] of Object.entries(catalog)) {
      if (!message.trim()) problems.push(`${file} "${key}" is empty`);
      try {
        const args = [...argumentsOf(parse(message))].sort();
        const expected = [...argumentsOf(parse(english[key] ?? ''))].sort();
        if (args.join() !== expected.join())
          problems.push(`${file} "${key}" fills in ${args.join(', ')}, English ${expected.join(', ')}`);
      } catch (error) {
        problems.push(`${file} "${key}" is not ICU: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
