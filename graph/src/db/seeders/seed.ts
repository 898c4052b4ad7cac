// Writes the starter publication (seed-data.ts) into an empty database, in one transaction, so a
// new install opens on a living site instead of empty states.
import type { EntityManager } from '@mikro-orm/postgresql';
import { sanitizeArticleHtml } from '../../common/sanitize';
import { nextFreeSlug, slugify } from '@savepoint/slug';
import { Article, ArticleStatus } from '../../modules/article/article.entity';
import { Category } from '../../modules/category/category.entity';
import { MediaService, type MediaLimits } from '../../modules/media/media.service';
import { User } from '../../modules/user/user.entity';
import { TagService } from '../../modules/tag/tag.service';
import { drawSeedPicture } from './seed-art';
import { seedArticles, seedCategories, type SeedArticle } from './seed-data';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

export interface SeedResult {
  articles: number;
  /** Scheduled articles and when they go live, for the publish scheduler. */
  scheduled: { articleId: number; at: Date }[];
}

export interface SeedOptions {
  now?: Date;
  /** Where the media library keeps its files: the articles' pictures are drawn into it. */
  media: MediaLimits;
}

/** Seeds when there is no article yet; returns null when the database already has content. */
export async function seedIfEmpty(em: EntityManager, authorId: number, options: SeedOptions): Promise<SeedResult | null> {
  if ((await em.count(Article, {})) > 0) return null;
  const now = options.now ?? new Date();
  const slugs = new Set<string>();
  const articleSlugs = seedArticles.map((seed) => {
    const slug = nextFreeSlug(slugify(seed.title), slugs);
    slugs.add(slug);
    return slug;
  });
  // Drawn before the transaction (CPU work, no connection held), stored in the library inside it.
  const pictures = await Promise.all(
    seedArticles.map((seed, i) => (seed.picture ? drawSeedPicture(articleSlugs[i]) : Promise.resolve(null))),
  );
  return em.transactional(async (tx) => {
    const library = new MediaService(tx, options.media);
    const categories = new Map<string, Category>();
    for (const c of seedCategories) {
      const category =
        (await tx.findOne(Category, { slug: c.slug })) ??
        tx.create(Category, { name: c.name, slug: c.slug, description: c.description, color: c.color });
      categories.set(c.slug, category);
    }
    const author = await tx.findOneOrFail(User, { id: authorId });
    const tags = new TagService(tx);
    const created: { seed: SeedArticle; article: Article }[] = [];
    for (const [index, seed] of seedArticles.entries()) {
      const category = categories.get(seed.category);
      if (!category) throw new Error(`Seed article "${seed.title}" names unknown category "${seed.category}"`);
      const createdAt = new Date(now.getTime() - seed.daysAgo * DAY);
      const status = seed.status as ArticleStatus;
      const slug = articleSlugs[index];
      const picture = pictures[index];
      const featuredImage = picture
        ? (await library.upload({ bytes: picture.image, originalName: `${slug}.jpg`, alt: picture.alt }, author.id)).url
        : (seed.featuredImage ?? null);
      const article = tx.create(Article, {
        title: seed.title,
        slug,
        content: sanitizeArticleHtml(seed.content),
        excerpt: seed.excerpt,
        category,
        featuredImage,
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
