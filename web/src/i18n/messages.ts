// The message catalogs of the reader's UI, one JSON file per language in messages/. English is the
// spec's text and is bundled with the app; every other catalog is its own chunk, loaded by
// loadMessages() only for a page of that edition, so an English first visit carries no other
// language (ADR 0048). A key is the same in every catalog; i18n/catalogs.test.ts fails CI when a
// catalog lacks one, has one English does not, or the source uses an id no catalog has.
import en from './messages/en.json';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

export const ENGLISH_MESSAGES: Messages = en;

type Catalog = () => Promise<{ default: Partial<Messages> }>;

// Literal import() calls, so the bundler makes one chunk per catalog.
const CATALOGS: Record<string, Catalog> = {
  de: () => import('./messages/de.json'),
  es: () => import('./messages/es.json'),
  ja: () => import('./messages/ja.json'),
  ar: () => import('./messages/ar.json'),
};

/**
 * The catalog of an edition's language ("de", "pt-BR" → "pt" when no "pt-BR" catalog). English for
 * English and for a language without a catalog; English also fills any key a catalog lacks, so a
 * reader sees words, never an id (CI fails on a missing key before that matters).
 */
export async function loadMessages(language: string): Promise<Messages> {
  const load = CATALOGS[language] ?? CATALOGS[language.toLowerCase()] ?? CATALOGS[language.split('-')[0].toLowerCase()];
  if (!load) return ENGLISH_MESSAGES;
  const { default: messages } = await load();
  return { ...ENGLISH_MESSAGES, ...messages };
}
