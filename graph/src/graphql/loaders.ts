// Per-request batching: every Article/Category/Tag field that needs another table goes through one
// of these, so a page costs the same number of queries whether it holds 3 articles or 100.
import DataLoader from 'dataloader';
import type { Article } from '../modules/article/article.entity';
import type { Category } from '../modules/category/category.entity';
import { CommentService } from '../modules/comment/comment.service';
import { submittedAtOf } from '../modules/workflow/workflow.service';
import type { FeaturedRoute } from '../modules/featured/featured-route';
import type { LinkedGame } from '../modules/game/game.entity';
import type { ArticleLive, Correction } from '../modules/live/live.entity';
import type { Review } from '../modules/review/review.entity';
import type { GraphServices } from '../modules/services';
import type { Tag } from '../modules/tag/tag.entity';
import type { TaxonomyEntity, TaxonomyService } from '../modules/taxonomy/taxonomy.service';
import type { User } from '../modules/user/user.entity';

export interface Loaders {
  categoryOf: DataLoader<Article, Category>;
  tagsOf: DataLoader<Article, Tag[]>;
  authorOf: DataLoader<Article, User>;
  mainFeaturedRoutesOf: DataLoader<number, FeaturedRoute[]>;
  categoryArticleCount: DataLoader<number, number>;
  tagArticleCount: DataLoader<number, number>;
  /** The games each article links to, by article id (one query per batch). */
  gamesOf: DataLoader<number, LinkedGame[]>;
  /** The review each article carries (null for none), by article id. */
  reviewOf: DataLoader<number, Review | null>;
  /** The live blog status (null: not a live blog), by article id. */
  liveOf: DataLoader<number, ArticleLive | null>;
  /** Corrections and updates, newest first, by article id. */
  correctionsOf: DataLoader<number, Correction[]>;
  /** Comments readers see (0 when comments are off), by article id. */
  commentCountOf: DataLoader<number, number>;
  /** When an article in review was last submitted (null when it is not in review), by article id. */
  submittedAtOf: DataLoader<number, Date | null>;
  /** The media library's alt text of an image (null: not in the library), by its library URL. */
  mediaAltOf: DataLoader<string, string | null>;
}

export function createLoaders(services: GraphServices, includeUnpublished: boolean): Loaders {
  const { em } = services;
  return {
    categoryOf: new DataLoader(async (articles) => {
      await em.populate(articles as Article[], ['category']);
      return articles.map((a) => a.category);
    }),
    tagsOf: new DataLoader(async (articles) => {
      await em.populate(articles as Article[], ['tags'], { orderBy: { tags: { name: 'asc' } } });
      return articles.map((a) => a.tags.getItems());
    }),
    authorOf: new DataLoader(async (articles) => {
      await em.populate(articles as Article[], ['author']);
      return articles.map((a) => a.author);
    }),
    mainFeaturedRoutesOf: new DataLoader(async (ids) => {
      const routes = await services.featured.routesByArticle(ids);
      return ids.map((id) => routes.get(id) ?? []);
    }),
    categoryArticleCount: articleCountLoader(services.categories, includeUnpublished),
    tagArticleCount: articleCountLoader(services.tags, includeUnpublished),
    gamesOf: new DataLoader(async (ids) => {
      const games = await services.games.linkedGames(ids);
      return ids.map((id) => games.get(id) ?? []);
    }),
    reviewOf: new DataLoader(async (ids) => {
      const reviews = await services.reviews.reviewsOf(ids);
      return ids.map((id) => reviews.get(id) ?? null);
    }),
    liveOf: new DataLoader(async (ids) => {
      const live = await services.live.liveOf(ids);
      return ids.map((id) => live.get(id) ?? null);
    }),
    correctionsOf: new DataLoader(async (ids) => {
      const corrections = await services.live.corrections(ids);
      return ids.map((id) => corrections.get(id) ?? []);
    }),
    commentCountOf: new DataLoader(async (ids) => {
      const counts = await new CommentService(em).countsOf(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    submittedAtOf: new DataLoader(async (ids) => {
      const submitted = await submittedAtOf(em, ids);
      return ids.map((id) => submitted.get(id) ?? null);
    }),
    mediaAltOf: new DataLoader(async (urls) => {
      const alts = await services.media.altsByUrl(urls);
      return urls.map((url) => alts.get(url) ?? null);
    }),
  };
}

function articleCountLoader(
  taxonomy: Pick<TaxonomyService<TaxonomyEntity>, 'articleCounts'>,
  includeUnpublished: boolean,
): DataLoader<number, number> {
  return new DataLoader(async (ids) => {
    const counts = await taxonomy.articleCounts(ids, includeUnpublished);
    return ids.map((id) => counts.get(id) ?? 0);
  });
}
