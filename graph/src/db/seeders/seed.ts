// Writes the starter publication (seed-data.ts) into an empty database, in one transaction, so a
// new install opens on a living site instead of empty states.
import type { EntityManager } from '@mikro-orm/postgresql';
import { sanitizeArticleHtml } from '../../common/sanitize';
import { nextFreeSlug, slugify } from '../../common/slug';
import { Article, ArticleStatus } from '../../modules/article/article.entity';
import { Category } from '../../modules/category/category.entity';
import { User } from '../../modules/user/user.entity';
import { TagService } from '../../modules/tag/tag.service';
import { seedArticles, seedCategories, type SeedArticle } from './seed-data';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

export interface SeedResult {
  articles: number;
  /** Scheduled articles and when they go live, for the publish scheduler. */
  scheduled: { articleId: number; at: Date }[];
}

/** Seeds when there is no article yet; returns null when the database already has content. */
export async function seedIfEmpty(em: EntityManager, authorId: number, now: Date = new Date()): Promise<SeedResult | null> {
  if ((await em.count(Article, {})) > 0) return null;
  return em.transactional(async (tx) => {
    const categories = new Map<string, Category>();
    for (const c of seedCategories) {
      const category =
        (await tx.findOne(Category, { slug: c.slug })) ??
        tx.create(Category, { name: c.name, slug: c.slug, description: c.description, color: c.color });
      categories.set(c.slug, category);
    }
    const author = await tx.findOneOrFail(User, { id: authorId });
    const tags = new TagService(tx);
    const slugs = new Set<string>();
    const created: { seed: SeedArticle; article: Article }[] = [];
    for (const seed of seedArticles) {
      const category = categories.get(seed.category);
      if (!category) throw new Error(`Seed article "${seed.title}" names unknown category "${seed.category}"`);
      const createdAt = new Date(now.getTime() - seed.daysAgo * DAY);
      const status = seed.status as ArticleStatus;
      const slug = nextFreeSlug(slugify(seed.title), slugs);
      slugs.add(slug);
      const article = tx.create(Article, {
        title: seed.title,
        slug,
        content: sanitizeArticleHtml(seed.content),
        excerpt: seed.excerpt,
        category,
        featuredImage: seed.featuredImage ?? null,
        metaDescription: seed.metaDescription,
        status,
        scheduledFor: status === ArticleStatus.scheduled ? new Date(now.getTime() + (seed.scheduledInHours ?? 24) * HOUR) : null,
        publishedAt: status === ArticleStatus.published || status === ArticleStatus.archived ? createdAt : null,
        author,
        featured: seed.featured ?? false,
        masterFeatured: (seed.masterFeatured ?? false) && status === ArticleStatus.published,
        createdAt,
        updatedAt: createdAt,
      });
      if (seed.tags.length) article.tags.set(await tags.findOrCreateByNames(seed.tags));
      created.push({ seed, article });
    }
    await tx.flush();
    for (const { seed, article } of created) {
      for (const route of seed.mainFeaturedRoutes ?? []) {
        await tx.execute(
          `INSERT INTO main_featured (route, article_id) VALUES (?, ?) ON CONFLICT (route) DO UPDATE SET article_id = EXCLUDED.article_id`,
          [route, article.id],
        );
      }
    }
    return {
      articles: created.length,
      scheduled: created
        .filter(({ article }) => article.status === ArticleStatus.scheduled && article.scheduledFor)
        .map(({ article }) => ({ articleId: article.id, at: article.scheduledFor as Date })),
    };
  });
}
