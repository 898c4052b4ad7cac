// The one slug rule of the product, used by graph (what is saved) and by the web editor (the live
// preview while typing, so what the editor shows is what graph will save, before a `-2` for a taken
// slug, which the editor learns from the server's answer). Letters outside ASCII are
// transliterated first (`Ünïcode` → `unicode`, `Straße` → `strasse`) by the maintained
// `transliteration` package, then spec §4 applies: lowercase, every run of non-alphanumerics becomes
// one hyphen, no hyphen at either end.
import { transliterate } from 'transliteration';

export function slugify(text: string): string {
  return transliterate(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The first of `base`, `base-2`, `base-3`… not in `taken` (the slugs already stored that start with
 * `base`). The database's unique index is the real guard; this only picks the likely-free name.
 */
export function nextFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
