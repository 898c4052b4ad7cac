// What the AI features know about the publication: its categories, its tags, and what it has
// already published. Read-only queries on a caller's EntityManager.
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Article, ArticleStatus } from '../article/article.entity';
import { Category } from '../category/category.entity';
import { SEARCH_TEXT_MAX } from '../search/search-sql';
import { SearchService } from '../search/search.service';
import type { RelatedArticleSummary } from './offline-generator';

const RECENT_WINDOW = 50;

export async function publicationCategories(em: EntityManager): Promise<Array<{ slug: string; name: string }>> {
  const categories = await em.find(Category, {}, { orderBy: { name: 'asc' } });
  return categories.map((c) => ({ slug: c.slug, name: c.name }));
}

/**
 * Published articles about the keyword, best match first, found by the publication's own search
 * (full text + typo-tolerant titles). A multi-word keyword that matches nothing as a whole is
 * retried as any of its words, so "Elden Ring speedrun" still finds the Elden Ring coverage.
 */
export async function relatedPublishedArticles(em: EntityManager, keyword: string, limit = 5): Promise<RelatedArticleSummary[]> {
  const search = new SearchService(em);
  let articles = await search.search(keyword, limit);
  const words = keyword.split(/\s+/).filter((w) => w.length >= 3);
  // As many of its words as a search may hold (a keyword may be as long as a search itself).
  let anyWord = '';
  for (const word of words) {
    const longer = anyWord ? `${anyWord} or ${word}` : word;
    if (longer.length > SEARCH_TEXT_MAX) break;
    anyWord = longer;
  }
  if (!articles.length && words.length > 1) articles = await search.search(anyWord, limit);
  // Search answers come with their category and tags already loaded.
  return articles.map((a) => ({
    title: a.title,
    slug: a.slug,
    categorySlug: a.listed.category.slug,
    tags: a.listed.tags.map((t) => t.name),
  }));
}

async function recentPublished(em: EntityManager, limit: number): Promise<Article[]> {
  return em.find(
    Article,
    { status: ArticleStatus.published },
    { populate: ['tags'], orderBy: { publishedAt: QueryOrder.DESC_NULLS_LAST, id: QueryOrder.DESC }, limit },
  );
}

export async function recentPublishedTitles(em: EntityManager, limit = 10): Promise<string[]> {
  return (await recentPublished(em, limit)).map((a) => a.title);
}

/** Tag names by how often recently published articles use them, most used first. */
export async function tagsByRecentUse(em: EntityManager, limit = 10): Promise<string[]> {
  const counts = new Map<string, { name: string; count: number }>();
  for (const article of await recentPublished(em, RECENT_WINDOW)) {
    for (const tag of article.tags.getItems()) {
      const key = tag.name.toLowerCase();
      const entry = counts.get(key) ?? { name: tag.name, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((e) => e.name);
}
