import { DriverException, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Caller, checksCaller, staffOf } from '../../common/caller';
import { badInput, embargoed, notFound } from '../../common/errors';
import { checkPage } from '../../common/pagination';
import { sanitizeArticleHtml } from '../../common/sanitize';
import { nextFreeSlug, slugify } from '@savepoint/slug';
import { ActivityAction } from '../activity/activity.entity';
import { ActivityService } from '../activity/activity.service';
import { Category } from '../category/category.entity';
import { EditionService } from '../edition/edition.service';
import { GameService } from '../game/game.service';
import { LiveService } from '../live/live.service';
import { ReviewService } from '../review/review.service';
import { RevisionKind } from '../revision/revision.entity';
import { RevisionService } from '../revision/revision.service';
import { searchTextOf } from '../search/search-sql';
import { assertArticleAccess, assertCapability } from '../user/capabilities';
import { TagService } from '../tag/tag.service';
import { User } from '../user/user.entity';
import { Article, ArticleStatus } from './article.entity';
import { articleMadeWithKey, createFingerprint, recordCreateKey, requireIdempotencyKey } from './create-key';
import type { ArticleFilter, ArticleInput, ArticleUpdateInput } from './article.inputs';
import { ArticleQueries, type ArticleListScope, type ListOptions, type ListedPage } from './article.queries';
import {
  assertAuthorMayChange,
  assertReviewNotNeeded,
  logPublicationChange,
  PublishingService,
  type PublishingDeps,
  type SchedulerAction,
} from './publishing.service';

/** Saves racing for the same slug each win one round, so this bounds how many can race at once. */
const SLUG_SAVE_ATTEMPTS = 8;

/**
 * A review step (workflow.service.ts) riding on an update: `check` runs in the save's transaction on
 * the locked row before anything changes (it refuses a transition the article's status does not
 * allow), `record` after the save with the id of the revision it kept.
 */
export interface ReviewStep {
  check(em: EntityManager, article: Article): Promise<void>;
  record(em: EntityManager, article: Article, revisionId: number): Promise<void>;
}

const SUBMIT_INSTEAD = 'Submit the article for review instead of setting the status in_review';

export class ArticleService {
  /** When an article may go live and what the scheduler hears: every save goes through it. */
  readonly publishing: PublishingService;

  constructor(
    private readonly em: EntityManager,
    deps: PublishingDeps = {},
  ) {
    this.publishing = new PublishingService(em, deps);
  }

  // ——— reads ———

  /** An article by id; unpublished ones only when the caller may see them. */
  async findVisibleById(id: number, includeUnpublished: boolean): Promise<Article | null> {
    // Readers get the published article in one statement (as by slug); staff may also see drafts.
    if (!includeUnpublished) return new ArticleQueries(this.em).publishedById(id);
    const article = await this.em.findOne(Article, { id });
    return article && (includeUnpublished || article.status === ArticleStatus.published) ? article : null;
  }

  /** By its slug, or by a slug it was published under before (slug history). */
  async findVisibleBySlug(slug: string, includeUnpublished: boolean): Promise<Article | null> {
    const wanted = slug.trim().toLowerCase();
    // Readers (the hot path) get the published article in one statement; staff may also see drafts.
    if (!includeUnpublished) return new ArticleQueries(this.em).publishedBySlug(wanted);
    let article = await this.em.findOne(Article, { slug: wanted });
    if (!article) {
      const [old]: { article_id: number }[] = await this.em.execute(
        `SELECT article_id FROM article_slug_history WHERE slug = ?`,
        [wanted],
      );
      article = old ? await this.em.findOne(Article, { id: old.article_id }) : null;
    }
    return article && (includeUnpublished || article.status === ArticleStatus.published) ? article : null;
  }

  /**
   * The current slug of the published article that used to answer to `slug`, or null when `slug` is
   * current (or unknown): page servers answer 301 from the old URL to the new one.
   */
  async slugRedirect(slug: string): Promise<string | null> {
    const rows: { slug: string }[] = await this.em.execute(
      `SELECT a.slug FROM article_slug_history h JOIN article a ON a.id = h.article_id
       WHERE h.slug = ? AND a.status = 'published' AND a.slug <> h.slug`,
      [slug.trim().toLowerCase()],
    );
    return rows[0]?.slug ?? null;
  }

  async getById(id: number): Promise<Article> {
    const article = await this.em.findOne(Article, { id });
    if (!article) throw notFound(`No article with id ${id}`);
    return article;
  }

  /**
   * A page of articles. `public`: published only, newest first (publishedAt desc). `admin`: every
   * status (filterable), most recently changed first. A search filter orders by relevance instead.
   * One SQL statement for the page, plus one for the total when asked (article.queries.ts).
   */
  async list(
    scope: ArticleListScope,
    filter: ArticleFilter | null | undefined,
    limit: number,
    offset: number,
    options: ListOptions = { withCount: true, withContent: true },
  ): Promise<ListedPage> {
    checkPage(limit, offset);
    // A list takes the text `search` takes.
    if (filter?.search) searchTextOf(filter.search, 'search');
    return new ArticleQueries(this.em).page(scope, filter, limit, offset, options);
  }

  /**
   * One edition's published articles of a category, newest first, without `excludeId`: an
   * article's related stories are in its own edition (issue 46), results never mix editions.
   */
  async related(
    categorySlug: string,
    excludeId: number | null | undefined,
    limit: number,
    language: string,
    withContent = true,
  ): Promise<Article[]> {
    checkPage(limit, 0, 50);
    return new ArticleQueries(this.em).publishedNewest(
      { language, categorySlug: categorySlug.trim().toLowerCase(), excludeId },
      limit,
      withContent,
    );
  }

  // ——— writes ———

  /**
   * `idempotencyKey`: a retry of the same create (same key, same `actorId`, same input) answers with
   * the article the first one made instead of making another; the same key with another input is
   * refused (create-key.ts). The key is stored with the article in the same transaction. Keys are per
   * user: another user's identical key never reaches this one's article.
   * `caller`: whom the capability table checks: the signed-in user (graph's resolvers), or
   * SYSTEM_ACTOR (seeds, tests) writing as `actorId`.
   */
  @checksCaller(3)
  async create(
    input: ArticleInput,
    actorId: number,
    idempotencyKey: string | null | undefined,
    caller: Caller,
  ): Promise<Article> {
    const now = new Date();
    const status = input.status ?? ArticleStatus.draft;
    const title = this.requireTitle(input.title);
    const key = idempotencyKey == null ? null : requireIdempotencyKey(idempotencyKey);
    const authorId = input.authorId ?? actorId;
    assertCapability(caller, 'createArticle');
    if (authorId !== staffOf(caller)?.id || input.featured) assertCapability(caller, 'assignArticle');
    if (status !== ArticleStatus.draft) assertArticleAccess(caller, 'publishArticle', { authorId, status });
    if (status === ArticleStatus.in_review) throw badInput('status', SUBMIT_INSTEAD);
    const embargoUntil = input.embargoUntil ?? null;
    const timing = this.publishing.forNewArticle(status, input.scheduledFor, embargoUntil, now);
    const { article, outboxIds } = await this.saveWithFreeSlug(async (em) => {
      await assertReviewNotNeeded(em, caller, status, input.scheduledFor != null);
      if (key) {
        // Keys are the sender's own: another user's identical key is a different create.
        const madeId = await articleMadeWithKey(em, actorId, key, createFingerprint(input));
        if (madeId !== null) return { article: await em.findOneOrFail(Article, { id: madeId }), action: null };
      }
      const article = em.create(Article, {
        title,
        slug: '',
        content: this.requireContent(input.content),
        excerpt: blankToNull(input.excerpt),
        category: await this.requireCategory(em, input.category),
        featuredImage: blankToNull(input.featuredImage),
        metaDescription: blankToNull(input.metaDescription),
        status,
        scheduledFor: timing.scheduledFor,
        embargoUntil,
        publishedAt: timing.publishedAt,
        author: await this.requireAuthor(em, authorId),
        featured: input.featured ?? false,
      });
      if (input.language != null) article.language = await EditionService.of(em).requireArticleLanguage(null, input.language);
      article.slug = await this.freeSlug(em, input.slug ?? this.slugFromTitle(title), null);
      if (input.tags?.length) article.tags.set(await new TagService(em).findOrCreateByNames(input.tags));
      await em.flush();
      if (input.games?.length) await this.linkGames(em, article.id, input.games, caller);
      await ReviewService.apply(em, article.id, input.review, {
        categorySlug: article.category.slug,
        categoryChanged: false,
        gamesChanged: false,
      });
      await LiveService.apply(em, article.id, input.live);
      // A concurrent create with the same key loses here (unique key) and, retried, finds this one.
      if (key) await recordCreateKey(em, actorId, key, createFingerprint(input), article.id);
      // The system writes in the name of the author it writes as.
      const actor = staffOf(caller) ?? (await em.findOne(User, { id: actorId }));
      await RevisionService.record(em, article.id, RevisionKind.save, article, actor?.id ?? null);
      await logPublicationChange(em, article, null, actor ?? null);
      return { article, action: timing.action };
    });
    await this.publishing.relay(article.id, outboxIds);
    return this.reload(article.id);
  }

  /** `caller` as for create; `revisionKind` says how the revision this save keeps came about. */
  @checksCaller(2)
  async update(
    id: number,
    input: ArticleUpdateInput,
    caller: Caller,
    revisionKind: RevisionKind = RevisionKind.save,
    step?: ReviewStep,
  ): Promise<Article> {
    const now = new Date();
    if (!step && input.status === ArticleStatus.in_review) throw badInput('status', SUBMIT_INSTEAD);
    const { article, outboxIds } = await this.saveWithFreeSlug(async (em) => {
      // Locked: a review step and a save racing for the same article take turns.
      const article = await em.findOne(Article, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!article) throw notFound(`No article with id ${id}`);
      // A review step decides who may take it (the capability table's review rows); a plain save, the rest.
      if (step) await step.check(em, article);
      else {
        this.assertMayUpdate(caller, article, input);
        await assertAuthorMayChange(em, caller, article.status);
      }
      if (!step) await assertReviewNotNeeded(em, caller, input.status ?? null, input.scheduledFor != null);
      const before = {
        status: article.status,
        scheduledFor: article.scheduledFor ?? null,
        slug: article.slug,
        categoryId: article.category.id,
        embargoUntil: article.embargoUntil ?? null,
      };
      if (input.title != null) article.title = this.requireTitle(input.title);
      if (input.content != null) article.content = this.requireContent(input.content);
      if (input.category != null) article.category = await this.requireCategory(em, input.category);
      if (input.excerpt !== undefined) article.excerpt = blankToNull(input.excerpt);
      if (input.featuredImage !== undefined) article.featuredImage = blankToNull(input.featuredImage);
      if (input.metaDescription !== undefined) article.metaDescription = blankToNull(input.metaDescription);
      if (input.featured != null) article.featured = input.featured;
      if (input.authorId != null) article.author = await this.requireAuthor(em, input.authorId);
      if (input.slug != null && input.slug !== article.slug) article.slug = await this.freeSlug(em, input.slug, article.id);
      if (input.tags != null) {
        // Loaded first: a collection not loaded looks empty to MikroORM, so setting an empty list
        // on it changed nothing, and an edit that removed every tag kept them all.
        await article.tags.load();
        article.tags.set(await new TagService(em).findOrCreateByNames(input.tags));
      }
      if (input.language != null)
        article.language = await EditionService.of(em).requireArticleLanguage(article.id, input.language);

      const action = this.publishing.applyToSave(article, input, now);
      await em.flush();
      if (input.games != null) await this.linkGames(em, article.id, input.games, caller);
      await ReviewService.apply(em, article.id, input.review, {
        categorySlug: (await em.findOneOrFail(Category, { id: article.category.id })).slug,
        categoryChanged: before.categoryId !== article.category.id,
        gamesChanged: input.games != null,
      });
      await LiveService.apply(em, article.id, input.live);
      await this.keepOldSlug(em, article, before.slug);
      await RevisionService.record(em, article.id, revisionKind, article, staffOf(caller)?.id ?? null);
      if (step) {
        const [latest]: { id: number }[] = await em.execute(`SELECT max(id) AS id FROM article_revision WHERE article_id = ?`, [
          article.id,
        ]);
        await step.record(em, article, latest.id);
      }
      await logPublicationChange(em, article, before, staffOf(caller));
      return { article, action };
    });
    await this.publishing.relay(article.id, outboxIds);
    return this.reload(article.id);
  }

  @checksCaller(1)
  async delete(id: number, caller: Caller): Promise<boolean> {
    const outboxIds = await this.em.transactional(async (em) => {
      const rows: { id: number; title: string; status: string; author_id: number }[] = await em.execute(
        `SELECT id, title, status, author_id FROM article WHERE id = ? FOR UPDATE`,
        [id],
      );
      if (rows.length === 0) throw notFound(`No article with id ${id}`);
      const [row] = rows;
      assertArticleAccess(caller, 'deleteArticle', { authorId: row.author_id, status: row.status });
      await assertAuthorMayChange(em, caller, row.status);
      await ActivityService.record(em, {
        actor: staffOf(caller),
        action: ActivityAction.articleDeleted,
        subjectId: id,
        subjectLabel: row.title,
      });
      await em.execute(`DELETE FROM article WHERE id = ?`, [id]);
      return [await this.publishing.planInOutbox(em, id, { kind: 'cancel' })];
    });
    await this.publishing.relay(id, outboxIds);
    return true;
  }

  // ——— rules ———

  /** The capability table applied to one update: whose article, which status, which fields. */
  @checksCaller(0)
  private assertMayUpdate(caller: Caller, article: Article, input: ArticleUpdateInput): void {
    const ownership = { authorId: article.author.id, status: article.status };
    assertArticleAccess(caller, 'updateArticle', ownership);
    const statusChanges = (input.status != null && input.status !== article.status) || input.scheduledFor != null;
    if (statusChanges) assertArticleAccess(caller, 'publishArticle', ownership);
    const reassigns =
      (input.authorId != null && input.authorId !== article.author.id) ||
      (input.featured != null && input.featured !== article.featured);
    if (reassigns) assertCapability(caller, 'assignArticle');
  }

  /** The article's games, replaced in the save's transaction (every writer may link; graph checks the ids). */
  @checksCaller(3)
  private async linkGames(em: EntityManager, articleId: number, gameIds: number[], caller: Caller): Promise<void> {
    assertCapability(caller, 'linkGame');
    await GameService.linkArticle(em, articleId, gameIds);
  }

  /**
   * A published article's old slug keeps answering (301 to the new one): it goes into the slug
   * history. Taking a slug back from the history removes it from there.
   */
  private async keepOldSlug(em: EntityManager, article: Article, oldSlug: string): Promise<void> {
    if (article.slug === oldSlug) return;
    await em.execute(`DELETE FROM article_slug_history WHERE slug = ? AND article_id = ?`, [article.slug, article.id]);
    if (article.publishedAt) {
      await em.execute(`INSERT INTO article_slug_history (slug, article_id) VALUES (?, ?) ON CONFLICT (slug) DO NOTHING`, [
        oldSlug,
        article.id,
      ]);
    }
  }

  private requireTitle(raw: string): string {
    const title = raw.trim();
    if (!title) throw badInput('title', 'Title is required');
    return title;
  }

  private requireContent(raw: string): string {
    const content = sanitizeArticleHtml(raw);
    if (!content) throw badInput('content', 'Content is required');
    return content;
  }

  private slugFromTitle(title: string): string {
    const slug = slugify(title).slice(0, 190).replace(/-+$/, '');
    if (!slug) throw badInput('title', 'Title must contain at least one letter or digit');
    return slug;
  }

  private async requireCategory(em: EntityManager, slug: string): Promise<Category> {
    const category = await em.findOne(Category, { slug: slug.trim().toLowerCase() });
    if (!category) throw badInput('category', `Unknown category "${slug}"`);
    return category;
  }

  private async requireAuthor(em: EntityManager, id: number): Promise<User> {
    const author = await em.findOne(User, { id });
    if (!author) throw badInput('authorId', `No author with id ${id}`);
    return author;
  }

  /**
   * `base`, or `base-2`, `base-3`… if another article uses it now or used it once (slug history).
   * The LIKE prefix is answered by the slug's text_pattern_ops index (slugs hold no LIKE wildcards:
   * only a-z, 0-9 and '-'), so only the few slugs starting with `base-` are read.
   */
  private async freeSlug(em: EntityManager, base: string, ownId: number | null): Promise<string> {
    const rows: { slug: string }[] = await em.execute(
      `SELECT slug FROM article WHERE (slug = ? OR (slug LIKE ? AND slug ~ ?)) AND id <> ?
       UNION ALL
       SELECT slug FROM article_slug_history WHERE (slug = ? OR (slug LIKE ? AND slug ~ ?)) AND article_id <> ?`,
      [base, `${base}-%`, `^${base}-[0-9]+$`, ownId ?? 0, base, `${base}-%`, `^${base}-[0-9]+$`, ownId ?? 0],
    );
    return nextFreeSlug(
      base,
      rows.map((r) => r.slug),
    );
  }

  /**
   * Runs a write in a transaction, with its scheduler action written to the outbox in the same
   * transaction; if a concurrent save took the same slug between our check and our insert (the
   * unique index says so), it runs again and picks the next free one.
   */
  private async saveWithFreeSlug(
    work: (em: EntityManager) => Promise<{ article: Article; action: SchedulerAction }>,
  ): Promise<{ article: Article; outboxIds: number[] }> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.em.transactional(async (em) => {
          const { article, action } = await work(em);
          if (!action) return { article, outboxIds: [] };
          await em.flush();
          return { article, outboxIds: [await this.publishing.planInOutbox(em, article.id, action)] };
        });
      } catch (error) {
        // The embargo trigger (Migration20261126052000Embargoes) backs the check above for races.
        const lifts = error instanceof DriverException ? /embargoed until (\S+)/.exec(error.message) : null;
        if (lifts) throw embargoed(new Date(lifts[1]), 'status');
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= SLUG_SAVE_ATTEMPTS) throw error;
      }
    }
  }

  /** A fresh copy after a write, so the response shows what the database now holds. */
  private async reload(id: number): Promise<Article> {
    this.em.clear();
    return this.getById(id);
  }
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
