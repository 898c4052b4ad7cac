// Spec §4: lowercase, every run of non-alphanumerics becomes one hyphen, no hyphen at either end.
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
