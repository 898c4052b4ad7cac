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
import { GameService } from '../../modules/game/game.service';
import { ReleasePrecision } from '../../modules/game/game-facts';
import { ReviewService } from '../../modules/review/review.service';
import { drawSeedPicture } from './seed-art';
import { seedEditionContent, seedEditionRows } from './seed-editions';
import { seedLiveCoverage } from './seed-live';
import { seedArticles as storyArticles, seedCategories, type SeedArticle } from './seed-data';
import { embargoedReview, seedGameLinks, seedGames, seedReviews, type SeedRelease } from './seed-games';

/** The stories plus the review held by an embargo (seed-games.ts). */
const seedArticles: (SeedArticle & { embargoInHours?: number })[] = [...storyArticles, embargoedReview];

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
    await seedEditionRows(tx);
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
    const pictureIds = new Map<string, number>();
    for (const [index, seed] of seedArticles.entries()) {
      const category = categories.get(seed.category);
      if (!category) throw new Error(`Seed article "${seed.title}" names unknown category "${seed.category}"`);
      const createdAt = new Date(now.getTime() - seed.daysAgo * DAY);
      const status = seed.status as ArticleStatus;
      const slug = articleSlugs[index];
      const picture = pictures[index];
      const uploaded = picture
        ? await library.upload({ bytes: picture.image, originalName: `${slug}.jpg`, alt: picture.alt }, author.id)
        : null;
      if (uploaded) pictureIds.set(seed.title, uploaded.id);
      const featuredImage = uploaded ? uploaded.url : (seed.featuredImage ?? null);
      // The embargoed review goes live the moment its embargo lifts, on the hour.
      const embargoUntil = seed.embargoInHours ? onTheHour(now.getTime() + seed.embargoInHours * HOUR) : null;
      const article = tx.create(Article, {
        title: seed.title,
        slug,
        content: sanitizeArticleHtml(seed.content),
        excerpt: seed.excerpt,
        category,
        featuredImage,
        metaDescription: seed.metaDescription,
        status,
        scheduledFor:
          status === ArticleStatus.scheduled
            ? (embargoUntil ?? new Date(now.getTime() + (seed.scheduledInHours ?? 24) * HOUR))
            : null,
        embargoUntil,
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
          `INSERT INTO main_featured (route, language, article_id) SELECT ?, language, id FROM article WHERE id = ?
           ON CONFLICT (route, language) DO UPDATE SET article_id = EXCLUDED.article_id`,
          [route, article.id],
        );
      }
    }
    await seedGamesAndReviews(tx, now, created, pictureIds);
    const translated = await seedEditionContent(tx, created, slugs);
    const corrected = created.find(
      ({ article }) => article.status === ArticleStatus.published && !article.masterFeatured,
    )?.article;
    const live = await seedLiveCoverage(tx, now, author, categories.get('news')!, corrected, slugs);
    return {
      articles: created.length + live + translated,
      scheduled: created
        .filter(({ article }) => article.status === ArticleStatus.scheduled && article.scheduledFor)
        .map(({ article }) => ({ articleId: article.id, at: article.scheduledFor as Date })),
    };
  });
}

const onTheHour = (ms: number) => new Date(Math.ceil(ms / HOUR) * HOUR);

/** A release's value for its precision, `monthsAhead` months from `now` (day releases a few days later still). */
function releaseValueFrom(now: Date, release: SeedRelease): string | null {
  if (release.precision === 'tba') return null;
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + (release.monthsAhead ?? 0), now.getUTCDate() + 3));
  const year = at.getUTCFullYear();
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  switch (release.precision) {
    case 'year':
      return String(year);
    case 'quarter':
      return `${year}-Q${Math.floor(at.getUTCMonth() / 3) + 1}`;
    case 'month':
      return `${year}-${month}`;
    default:
      return at.toISOString().slice(0, 10);
  }
}

/** The games, the articles' links to them and the reviews' verdicts, through the same rules as the API. */
async function seedGamesAndReviews(
  tx: EntityManager,
  now: Date,
  created: { seed: SeedArticle; article: Article }[],
  pictureIds: Map<string, number>,
): Promise<void> {
  const games = new GameService(tx);
  const gameIds = new Map<string, number>();
  for (const game of seedGames) {
    const { id } = await games.create({
      name: game.name,
      description: game.description,
      platforms: game.platforms,
      releases: game.releases.map((release) => ({
        platform: release.platform,
        precision: release.precision as ReleasePrecision,
        value: releaseValueFrom(now, release),
      })),
      developers: game.developers,
      publishers: game.publishers,
      franchise: game.franchise,
      genres: game.genres,
      trailerUrl: game.trailerUrl,
      coverImageId: game.coverFrom ? pictureIds.get(game.coverFrom) : undefined,
    });
    gameIds.set(game.name, id);
  }
  for (const { seed, article } of created) {
    const names = seedGameLinks[seed.title] ?? [];
    const ids = names.map((name) => {
      const id = gameIds.get(name);
      if (!id) throw new Error(`Seed article "${seed.title}" names unknown game "${name}"`);
      return id;
    });
    if (ids.length) await GameService.linkArticle(tx, article.id, ids);
    const review = seedReviews[seed.title];
    if (review) {
      await ReviewService.apply(tx, article.id, review, {
        categorySlug: seed.category,
        categoryChanged: false,
        gamesChanged: false,
      });
    }
  }
}
