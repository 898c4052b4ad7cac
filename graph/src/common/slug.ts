/** Spec §4: lowercase, every run of non-alphanumerics becomes one hyphen, no leading/trailing hyphens. */
export function slugify(text: string): string {
  return text
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
