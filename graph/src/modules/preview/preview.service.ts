// Preview links: an unguessable token (256 random bits, only its SHA-256 stored) that shows a draft or
// scheduled article to whoever holds the link. Revocable; it ends for good once the article is
// published (the public URL takes over; a trigger marks the links revoked in the publishing
// transaction, so a return to draft does not revive them) and when the article is deleted. No cache
// keeps a preview (keepAnswerPrivate), so either takes effect with the next request.
import { checksCaller } from '../../common/caller';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict } from '../../common/errors';
import { Article, ArticleStatus } from '../article/article.entity';
import type { ArticleService } from '../article/article.service';
import { assertArticleAccess } from '../user/capabilities';
import type { User } from '../user/user.entity';

/** Where the web app shows a preview; the gateway serves it `private, no-store` and noindex. */
const PREVIEW_PATH = '/preview/';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export class PreviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly articles: ArticleService,
  ) {}

  /** A new link for the article (earlier links keep working until revoked). Returns the path. */
  @checksCaller(0)
  async createLink(caller: User, articleId: number): Promise<string> {
    const article = await this.articles.getById(articleId);
    assertArticleAccess(caller, 'createPreviewLink', { authorId: article.author.id, status: article.status });
    if (article.status === ArticleStatus.published)
      throw conflict('The article is published: share its public link instead.', 'id');
    const token = randomBytes(32).toString('base64url');
    await this.em.execute(`INSERT INTO preview_link (article_id, token_hash, created_by) VALUES (?, ?, ?)`, [
      articleId,
      hashToken(token),
      caller.id,
    ]);
    return `${PREVIEW_PATH}${token}`;
  }

  /** Revokes every live link of the article; returns how many. */
  @checksCaller(0)
  async revokeLinks(caller: User, articleId: number): Promise<number> {
    const article = await this.articles.getById(articleId);
    assertArticleAccess(caller, 'revokePreviewLinks', { authorId: article.author.id, status: article.status });
    const rows: unknown[] = await this.em.execute(
      `UPDATE preview_link SET revoked_at = now() WHERE article_id = ? AND revoked_at IS NULL RETURNING id`,
      [articleId],
    );
    return rows.length;
  }

  /** The unpublished article a live link shows, or null (unknown, revoked, or published since). */
  async articleByToken(token: string): Promise<Article | null> {
    if (!TOKEN.test(token)) return null;
    const rows: { article_id: number }[] = await this.em.execute(
      `SELECT l.article_id FROM preview_link l JOIN article a ON a.id = l.article_id
       WHERE l.token_hash = ? AND l.revoked_at IS NULL AND a.status IN ('draft', 'in_review', 'scheduled')`,
      [hashToken(token)],
    );
    return rows.length ? this.em.findOne(Article, { id: rows[0].article_id }) : null;
  }
}
