/** Spec §5: tags are typed comma-separated; each is trimmed and empty entries are dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}
