import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors';
import { checkPage } from '../../common/pagination';
import { Article } from '../article/article.entity';
import { ArticleQueries } from '../article/article.queries';
import { FeaturedRoute, isFeaturedRoute } from './featured-route';
import { MainFeatured } from './main-featured.entity';

const SIDEBAR_SIZE = 3;

/** Whether the set's main article and its sidebar are read with their HTML body (when selected). */
export interface FeaturedSetContent {
  main: boolean;
  sidebar: boolean;
}

export interface FeaturedSetResult {
  mainFeatured: Article | null;
  sidebarArticles: Article[];
}

export class FeaturedService {
  constructor(private readonly em: EntityManager) {}

  /** One edition's featured published articles, newest first. */
  featuredArticles(limit: number, language: string, withContent = true): Promise<Article[]> {
    checkPage(limit, 0);
    return new ArticleQueries(this.em).publishedNewest({ language, featured: true }, limit, withContent);
  }

  /** An edition's homepage master feature (one per edition), only while it is published. */
  masterFeaturedArticle(language: string, withContent = true): Promise<Article | null> {
    return new ArticleQueries(this.em).publishedMasterFeatured(language, withContent);
  }

  /** A category's featured set; categories without a route of their own have no main slot. */
  featuredSetForCategory(categorySlug: string, language: string, withContent?: FeaturedSetContent): Promise<FeaturedSetResult> {
    const slug = categorySlug.trim().toLowerCase();
    return isFeaturedRoute(slug)
      ? this.featuredSetForRoute(slug, language, withContent)
      : this.featuredSet(null, slug, language, withContent);
  }

  featuredSetForRoute(route: FeaturedRoute, language: string, withContent?: FeaturedSetContent): Promise<FeaturedSetResult> {
    const wholeSite = route === FeaturedRoute.homepage || route === FeaturedRoute.all;
    return this.featuredSet(route, wholeSite ? null : route, language, withContent);
  }

  /**
   * One edition's set. mainFeatured: the edition's main article of the route, while it is published
   * and of the edition. sidebarArticles: up to 3 other featured published articles of the edition
   * and scope (null category = the whole site), newest first. The slot and the sidebar are read at
   * once, one statement each: the sidebar reads one more and leaves the main article out.
   */
  private async featuredSet(
    route: FeaturedRoute | null,
    categorySlug: string | null,
    language: string,
    withContent: FeaturedSetContent = { main: true, sidebar: true },
  ): Promise<FeaturedSetResult> {
    const queries = new ArticleQueries(this.em);
    const [mainFeatured, newest] = await Promise.all([
      route ? queries.publishedMainFeatured(route, language, withContent.main) : null,
      queries.publishedNewest(
        { language, featured: true, ...(categorySlug ? { categorySlug } : {}) },
        SIDEBAR_SIZE + 1,
        withContent.sidebar,
      ),
    ]);
    const sidebarArticles = newest.filter((article) => article.id !== mainFeatured?.id).slice(0, SIDEBAR_SIZE);
    return { mainFeatured, sidebarArticles };
  }

  /** One edition's main article of every route (editors' Featured Manager), in route order. */
  async assignments(language: string): Promise<MainFeatured[]> {
    const order = Object.values(FeaturedRoute);
    const rows = await this.em.find(MainFeatured, { language }, { populate: ['article'] });
    return rows.sort((a, b) => order.indexOf(a.route) - order.indexOf(b.route));
  }

  /**
   * Puts the article in the main slot of the route in `language`'s edition, replacing whichever
   * article held it. Only an article of that edition: a German story cannot lead an English page.
   */
  async setMainFeatured(articleId: number, route: FeaturedRoute, language: string): Promise<void> {
    // A plain read: a partly loaded Article in the identity map would be what the resolver returns.
    const [article]: { language: string }[] = await this.em.execute(`SELECT language FROM article WHERE id = ?`, [articleId]);
    if (!article) throw notFound(`No article with id ${articleId}`);
    if (article.language !== language) {
      throw badInput(
        'language',
        `Article ${articleId} is in the ${article.language} edition: it can only be a main featured article of that edition, not of ${language}`,
      );
    }
    await this.em.execute(
      `INSERT INTO main_featured (route, language, article_id) VALUES (?, ?, ?)
       ON CONFLICT (route, language) DO UPDATE SET article_id = EXCLUDED.article_id, created_at = now()`,
      [route, language, articleId],
    );
  }

  /** Takes the article out of every route's main slot (all of them its own edition's). */
  async removeMainFeatured(articleId: number): Promise<void> {
    const exists = await this.em.count(Article, { id: articleId });
    if (!exists) throw notFound(`No article with id ${articleId}`);
    await this.em.nativeDelete(MainFeatured, { article: articleId });
  }

  /** Main featured routes per article id, in one query (for the mainFeaturedRoutes field). */
  async routesByArticle(articleIds: readonly number[]): Promise<Map<number, FeaturedRoute[]>> {
    const rows = await this.em.find(MainFeatured, { article: { $in: [...articleIds] } });
    const order = Object.values(FeaturedRoute);
    const map = new Map<number, FeaturedRoute[]>();
    for (const row of rows.sort((a, b) => order.indexOf(a.route) - order.indexOf(b.route))) {
      const list = map.get(row.article.id) ?? [];
      list.push(row.route);
      map.set(row.article.id, list);
    }
    return map;
  }

  async toggleFeatured(id: number): Promise<Article> {
    const rows: { id: number }[] = await this.em.execute(
      `UPDATE article SET featured = NOT featured, updated_at = now() WHERE id = ? RETURNING id`,
      [id],
    );
    if (rows.length === 0) throw notFound(`No article with id ${id}`);
    return this.reload(id);
  }

  /** Makes this its edition's master featured article, clearing that edition's previous one in the same transaction. */
  async setMasterFeatured(id: number): Promise<Article> {
    await this.em.transactional(async (em) => {
      // Serialises concurrent promotions: without it, two editors promoting different articles at
      // once could both clear the old master and then collide on the one-master unique index.
      await em.execute(`SELECT pg_advisory_xact_lock(hashtext('article.master_featured'))`);
      await em.execute(
        `UPDATE article SET master_featured = false, updated_at = now()
         WHERE master_featured AND id <> ? AND language = (SELECT language FROM article WHERE id = ?)`,
        [id, id],
      );
      const rows: { id: number }[] = await em.execute(
        `UPDATE article SET master_featured = true, updated_at = now() WHERE id = ? RETURNING id`,
        [id],
      );
      if (rows.length === 0) throw notFound(`No article with id ${id}`);
    });
    return this.reload(id);
  }

  async removeMasterFeatured(id: number): Promise<Article> {
    const rows: { id: number }[] = await this.em.execute(
      `UPDATE article SET master_featured = false, updated_at = now() WHERE id = ? RETURNING id`,
      [id],
    );
    if (rows.length === 0) throw notFound(`No article with id ${id}`);
    return this.reload(id);
  }

  /** A fresh copy after a write (the SQL above bypassed the identity map), as the database now holds it. */
  private async reload(id: number): Promise<Article> {
    this.em.clear();
    const article = await this.em.findOne(Article, { id });
    if (!article) throw notFound(`No article with id ${id}`);
    return article;
  }
}
