import { checksCaller } from '../../common/caller';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors';
import { sanitizeArticleHtml } from '../../common/sanitize';
import type { Article } from '../article/article.entity';
import type { ArticleService } from '../article/article.service';
import { assertArticleAccess, type Operation } from '../user/capabilities';
import type { User } from '../user/user.entity';
import { ArticleRevision, RevisionKind } from './revision.entity';

export interface RevisionText {
  title: string;
  content: string;
  excerpt?: string | null;
  metaDescription?: string | null;
}

/** How many revisions one article keeps; older autosaves go first, so saves outlive them. */
const MAX_AUTOSAVES_KEPT = 50;

export class RevisionService {
  constructor(
    private readonly em: EntityManager,
    private readonly articles: ArticleService,
  ) {}

  /** Revisions are the article's: whoever may edit the article may see and restore them. */
  @checksCaller(0)
  async articleFor(caller: User, articleId: number, operation: Operation): Promise<Article> {
    const article = await this.articles.getById(articleId);
    assertArticleAccess(caller, operation, { authorId: article.author.id, status: article.status });
    return article;
  }

  /** Puts an earlier revision's text back; the restore is itself a new revision. */
  @checksCaller(0)
  async restore(caller: User, articleId: number, revisionId: number): Promise<Article> {
    await this.articleFor(caller, articleId, 'restoreArticleRevision');
    const revision = await this.get(articleId, revisionId);
    return this.articles.update(
      articleId,
      {
        title: revision.title,
        content: revision.content,
        excerpt: revision.excerpt ?? '',
        metaDescription: revision.metaDescription ?? '',
      },
      caller,
      RevisionKind.restore,
    );
  }

  /** Adds a revision with `em`, the transaction of the save it records. */
  static async record(
    em: EntityManager,
    articleId: number,
    kind: RevisionKind,
    text: RevisionText,
    authorId: number | null,
  ): Promise<void> {
    await em.execute(
      `INSERT INTO article_revision (article_id, kind, title, content, excerpt, meta_description, author_id) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [articleId, kind, text.title, text.content, text.excerpt ?? null, text.metaDescription ?? null, authorId],
    );
  }

  /** Newest first. */
  list(articleId: number): Promise<ArticleRevision[]> {
    return this.em.find(ArticleRevision, { articleId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async get(articleId: number, revisionId: number): Promise<ArticleRevision> {
    const revision = await this.em.findOne(ArticleRevision, { id: revisionId, articleId });
    if (!revision) throw notFound(`No revision ${revisionId} of article ${articleId}`);
    return revision;
  }

  /**
   * The editor's 30-second autosave of an open draft: kept as a revision only (the article stays as
   * last saved). An autosave identical to the latest revision is not stored again, and only the
   * newest MAX_AUTOSAVES_KEPT autosaves of an article are kept.
   */
  async autosave(articleId: number, text: RevisionText, authorId: number): Promise<ArticleRevision> {
    const title = text.title.trim();
    if (!title) throw badInput('title', 'Title is required');
    const clean: RevisionText = {
      title,
      content: sanitizeArticleHtml(text.content),
      excerpt: text.excerpt?.trim() || null,
      metaDescription: text.metaDescription?.trim() || null,
    };
    const id = await this.em.transactional(async (em) => {
      await em.execute(`SELECT id FROM article WHERE id = ? FOR UPDATE`, [articleId]);
      const [latest] = await em.find(ArticleRevision, { articleId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1 });
      const same =
        latest &&
        latest.title === clean.title &&
        latest.content === clean.content &&
        (latest.excerpt ?? null) === clean.excerpt &&
        (latest.metaDescription ?? null) === clean.metaDescription;
      if (same) return latest.id;
      await RevisionService.record(em, articleId, RevisionKind.autosave, clean, authorId);
      await em.execute(
        `DELETE FROM article_revision WHERE article_id = ? AND kind = 'autosave' AND id NOT IN (
           SELECT id FROM article_revision WHERE article_id = ? AND kind = 'autosave' ORDER BY created_at DESC, id DESC LIMIT ?)`,
        [articleId, articleId, MAX_AUTOSAVES_KEPT],
      );
      const [{ id: newId }]: { id: number }[] = await em.execute(
        `SELECT max(id) AS id FROM article_revision WHERE article_id = ?`,
        [articleId],
      );
      return newId;
    });
    this.em.clear();
    return this.get(articleId, id);
  }
}
