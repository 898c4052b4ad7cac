// Words of a reader's mail by edition: an edition is a row an admin adds, so a mail must never fail
// for want of a translation.

/** `table`'s entry for a language tag: its own, else its base language's (pt-BR → pt), else English. */
export function inLanguage<T>(table: Readonly<Record<string, T>> & { en: T }, language: string): T {
  const tag = language.toLowerCase();
  return table[tag] ?? table[tag.split('-')[0]] ?? table.en;
}
