// The editions a new install ships besides the default English one (issue 46, ADR 0027): German and
// Spanish stemmed by PostgreSQL's own configurations, Japanese with 'simple' (no stemmer exists;
// its words are matched by bigrams, ADR 0050). Then their content (seed-translations.ts):
// translations of a few English stories, each story one translation group, and names per edition.
import type { EntityManager } from '@mikro-orm/postgresql';
import { nextFreeSlug, slugify } from '@savepoint/slug';
import { sanitizeArticleHtml } from '../../common/sanitize';
import { Article } from '../../modules/article/article.entity';
import { GameService } from '../../modules/game/game.service';
import { ReviewService } from '../../modules/review/review.service';
import type { SeedArticle } from './seed-data';
import { seedReviews } from './seed-games';
import { seedCategoryNames, seedGameDescriptions, seedGameNames, seedTagNames, seedTranslations } from './seed-translations';

/**
 * @public bench/data.mjs reads this list from graph's build to add the editions it spreads articles
 * over (knip cannot follow an import of a dist path).
 */
export const seedEditions = [
  { language: 'de', name: 'Deutsch', urlPrefix: 'de', searchConfig: 'german' },
  { language: 'es', name: 'Español', urlPrefix: 'es', searchConfig: 'spanish' },
  { language: 'ja', name: '日本語', urlPrefix: 'ja', searchConfig: 'simple' },
] as const;

/** Adds the seed's editions (an edition already there is left as it is). */
export async function seedEditionRows(tx: EntityManager): Promise<void> {
  for (const e of seedEditions) {
    await tx.execute(
      `INSERT INTO edition (language, name, url_prefix, search_config) VALUES (?, ?, ?, ?::regconfig) ON CONFLICT DO NOTHING`,
      [e.language, e.name, e.urlPrefix, e.searchConfig],
    );
  }
}

/**
 * The translations of the seeded stories, linked into one group per story (the English article is
 * the source), with the source's category, tags, picture, status, dates, games and embargo; a
 * review's translation gets the source's score, platforms and playtime with its own verdict, pros
 * and cons. Then category, tag and game names per edition. Returns how many articles it added.
 */
export async function seedEditionContent(
  tx: EntityManager,
  created: { seed: SeedArticle; article: Article }[],
  slugs: Set<string>,
): Promise<number> {
  let added = 0;
  for (const { seed, article: source } of created) {
    const translations = Object.entries(seedTranslations[seed.title] ?? {});
    if (translations.length === 0) continue;
    const games: { game_id: number }[] = await tx.execute(
      `SELECT game_id FROM article_game WHERE article_id = ? ORDER BY position`,
      [source.id],
    );
    await tx.execute(`UPDATE article SET translation_group_id = id WHERE id = ?`, [source.id]);
    for (const [language, text] of translations) {
      const slug = nextFreeSlug(slugify(text.title) || `${source.slug}-${language}`, slugs);
      slugs.add(slug);
      const article = tx.create(Article, {
        title: text.title,
        slug,
        content: sanitizeArticleHtml(text.content),
        excerpt: text.excerpt,
        metaDescription: text.metaDescription,
        category: source.category,
        featuredImage: source.featuredImage,
        status: source.status,
        scheduledFor: source.scheduledFor,
        embargoUntil: source.embargoUntil,
        publishedAt: source.publishedAt,
        author: source.author,
        // A translated story leads its edition as it leads the default one: each edition has its own
        // master and featured stories (ADR 0052), and a new install's /de should not open empty.
        featured: source.featured,
        masterFeatured: source.masterFeatured,
        language,
        createdAt: source.createdAt,
        updatedAt: source.createdAt,
      });
      article.tags.set(source.tags.getItems());
      await tx.flush();
      await tx.execute(`UPDATE article SET translation_group_id = ?, translated_from_id = ? WHERE id = ?`, [
        source.id,
        source.id,
        article.id,
      ]);
      if (games.length)
        await GameService.linkArticle(
          tx,
          article.id,
          games.map((g) => g.game_id),
        );
      const review = seedReviews[seed.title];
      if (review && text.review) {
        await ReviewService.apply(
          tx,
          article.id,
          { ...review, ...text.review },
          {
            categorySlug: seed.category,
            categoryChanged: false,
            gamesChanged: false,
          },
        );
      }
      // Its edition's main slot of each route the source holds (ADR 0053).
      for (const route of seed.mainFeaturedRoutes ?? []) {
        await tx.execute(`INSERT INTO main_featured (route, language, article_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`, [
          route,
          language,
          article.id,
        ]);
      }
      added += 1;
    }
  }
  await seedNames(tx);
  return added;
}

/** Category names and slugs, tag names, localized game names and game descriptions per edition. */
async function seedNames(tx: EntityManager): Promise<void> {
  for (const [categorySlug, names] of Object.entries(seedCategoryNames)) {
    for (const [language, { name, slug }] of Object.entries(names)) {
      await tx.execute(
        `INSERT INTO category_translation (category_id, language, name, slug)
         SELECT id, ?, ?, ? FROM category WHERE slug = ? ON CONFLICT DO NOTHING`,
        [language, name, slug, categorySlug],
      );
    }
  }
  for (const [tagName, names] of Object.entries(seedTagNames)) {
    for (const [language, name] of Object.entries(names)) {
      await tx.execute(
        `INSERT INTO tag_translation (tag_id, language, name) SELECT id, ?, ? FROM tag WHERE lower(name) = lower(?) ON CONFLICT DO NOTHING`,
        [language, name, tagName],
      );
    }
  }
  for (const [gameName, names] of Object.entries(seedGameNames)) {
    for (const [language, name] of Object.entries(names)) {
      await tx.execute(
        `INSERT INTO game_translation (game_id, language, name) SELECT id, ?, ? FROM game WHERE name = ? ON CONFLICT DO NOTHING`,
        [language, name, gameName],
      );
    }
  }
  for (const [gameName, descriptions] of Object.entries(seedGameDescriptions)) {
    for (const [language, description] of Object.entries(descriptions)) {
      await tx.execute(
        `INSERT INTO game_description (game_id, language, description) SELECT id, ?, ? FROM game WHERE name = ? ON CONFLICT DO NOTHING`,
        [language, description, gameName],
      );
    }
  }
}
