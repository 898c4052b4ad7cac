// The entries the live console shows: what LiveConsoleEntries read, then every change the editor
// made or the push stream brought, keyed by id so an entry seen twice (posted here, then pushed) is
// shown once. Newest first, as they are posted.
import type { LiveConsoleEntryFragment } from '../../gql/graphql';

export type ConsoleEntries = ReadonlyMap<number, LiveConsoleEntryFragment>;

export type EntriesChange =
  | { kind: 'seed'; entries: readonly LiveConsoleEntryFragment[] }
  | { kind: 'upsert'; entry: LiveConsoleEntryFragment }
  | { kind: 'remove'; entryId: number };

export function entriesReducer(state: ConsoleEntries, change: EntriesChange): ConsoleEntries {
  switch (change.kind) {
    case 'seed':
      return new Map(change.entries.map((entry) => [entry.id, entry]));
    case 'upsert': {
      const known = state.get(change.entry.id);
      // An older copy (a replayed event, a slower answer) never overwrites a newer edit.
      if (known && known.updatedAt > change.entry.updatedAt) return state;
      return new Map(state).set(change.entry.id, change.entry);
    }
    case 'remove': {
      if (!state.has(change.entryId)) return state;
      const next = new Map(state);
      next.delete(change.entryId);
      return next;
    }
  }
}

export const newestFirst = (entries: ConsoleEntries): LiveConsoleEntryFragment[] =>
  [...entries.values()].sort((a, b) => b.id - a.id);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML of an image from the media library, as a block of its own. */
export const imageHtml = (image: { url: string; alt: string }): string =>
  `<img src="${escapeAttribute(image.url)}" alt="${escapeAttribute(image.alt)}">`;

/**
 * What the compose box posts: HTML as typed, with each block (separated by a blank line) that is
 * not already an HTML element wrapped in a paragraph, its line breaks kept. graph sanitises the rest.
 */
export function entryHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => (block.startsWith('<') ? block : `<p>${block.replace(/\n/g, '<br>')}</p>`))
    .join('');
}

/** `text` with `insert` put where the caret was (replacing a selection), as a block of its own. */
export function insertBlock(text: string, insert: string, start: number, end: number): { text: string; caret: number } {
  const before = text.slice(0, start).replace(/\s+$/, '');
  const after = text.slice(end).replace(/^\s+/, '');
  const head = before ? `${before}\n\n` : '';
  const next = `${head}${insert}\n\n${after}`;
  return { text: next, caret: head.length + insert.length + 2 };
}
