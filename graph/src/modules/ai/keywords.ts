// Keyword suggestions for the AI panel, from the publication's own vocabulary.
import type { EntityManager } from '@mikro-orm/postgresql';
import { publicationCategories, recentPublishedTitles, tagsByRecentUse } from './publication-context';

const MAX_SUGGESTIONS = 20;

export async function suggestKeywords(em: EntityManager): Promise<string[]> {
  const [tags, categories, titles] = await Promise.all([
    tagsByRecentUse(em, 10),
    publicationCategories(em),
    recentPublishedTitles(em, 5),
  ]);
  const seen = new Set<string>();
  const suggestions: string[] = [];
  for (const candidate of [...tags, ...categories.map((c) => c.name), ...titles]) {
    const key = candidate.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    suggestions.push(candidate.trim());
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}
