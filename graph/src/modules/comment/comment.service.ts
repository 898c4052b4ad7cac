// Comments under published articles (issue 23): members write them, one level of replies, edits for
// 10 minutes, their own deletes; editors moderate. The comment and its moderation state are written
// in one statement inside one transaction with what decided it (settings, the member's history), so
// a comment never exists without its status. Public lists show visible (and reported, until an
// editor decides) comments not hidden by a ban: a banned member's comments disappear with the ban
// and come back with the unban, and stay hidden if the account is deleted (the mark is on the comment,
// Migration20261203100000). A member edits only while the article takes comments, and replies only
// under a comment readers can see.
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, forbidden, notFound } from '../../common/errors';
import { queryPrepared } from '../../common/prepared';
import { intArrayParam, textArrayParam } from '../../common/sql';
import type { MemberRow } from '../member/member.service';
import { blockedWordIn, commentHtml, countLinks } from './comment-text';

export type CommentStatus = 'pending' | 'visible' | 'reported' | 'hidden';
export type CommentMode = 'on' | 'off' | 'closed';
const COMMENT_STATUSES: CommentStatus[] = ['pending', 'visible', 'reported', 'hidden'];
const COMMENT_MODES: CommentMode[] = ['on', 'off', 'closed'];
const MAX_COMMENT_LENGTH = 5000;
const EDIT_WINDOW_MS = 10 * 60_000;
/**
 * Threads per page. Each thread carries its replies, which the query cost counts ten per thread:
 * 50 threads cost about 6,900 of graph's 12,000, so the largest page the REST API documents is
 * never refused as too costly (100 would be).
 */
export const COMMENT_PAGE_MAX = 50;
/** More links than this and a comment waits for an editor. */
const MAX_LINKS_UNHELD = 2;
export const HELD_MESSAGE = 'Thanks! Your comment is held for review and will appear once an editor approves it.';
export const CLOSED_MESSAGE = 'Comments are closed on this article.';
const OFF_MESSAGE = 'Comments are off on this article.';
const HELD_PARENT_MESSAGE = 'This comment is waiting for review; it takes replies once an editor approves it.';

interface CommentAuthor {
  id: number;
  displayName: string;
}

export interface CommentView {
  id: number;
  articleId: number;
  parentId: number | null;
  /** The text as written (empty once deleted). */
  body: string;
  /** The text as safe HTML with links. */
  html: string;
  /** null: the member deleted their account, or this comment. */
  author: CommentAuthor | null;
  status: CommentStatus;
  createdAt: Date;
  editedAt: Date | null;
  deleted: boolean;
  replies: CommentView[];
}

export interface CommentPage {
  mode: CommentMode;
  comments: CommentView[];
  /** Visible comments and replies on the article. */
  totalCount: number;
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: number | null;
}

interface CommentDbRow {
  id: number;
  article_id: number;
  parent_id: number | null;
  body: string;
  status: CommentStatus;
  created_at: string | Date;
  edited_at: string | Date | null;
  deleted_at: string | Date | null;
  member_id: number | null;
  display_name: string | null;
}

const COLUMNS = `c.id, c.article_id, c.parent_id, c.body, c.status, c.created_at, c.edited_at, c.deleted_at, c.member_id,
  CASE WHEN c.member_id IS NULL THEN NULL ELSE coalesce(m.display_name, 'Reader ' || m.id) END AS display_name`;
/** Shown to everyone: visible or reported (until an editor decides), not hidden by its author's ban. */
const PUBLIC = `c.status IN ('visible', 'reported') AND NOT c.author_banned`;

/**
 * The number of comments readers see on article `alias` (kept by triggers, migration
 * 20261128120000CommentCounts), 0 when its comments are off: what cards and article pages show.
 */
export const commentCountSql = (alias: string) =>
  `coalesce((SELECT k.n FROM article_comment_count k WHERE k.article_id = ${alias}.id
     AND NOT EXISTS (SELECT 1 FROM article_comment_mode cm WHERE cm.article_id = ${alias}.id AND cm.mode = 'off')), 0)`;

function toView(row: CommentDbRow): CommentView {
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    articleId: row.article_id,
    parentId: row.parent_id,
    body: row.body,
    html: deleted ? '' : commentHtml(row.body),
    // A comment its author deleted names nobody: the placeholder stays for its replies, not its writer.
    author: deleted || row.member_id === null ? null : { id: row.member_id, displayName: row.display_name ?? '' },
    status: row.status,
    createdAt: new Date(row.created_at),
    editedAt: row.edited_at ? new Date(row.edited_at) : null,
    deleted,
    replies: [],
  };
}

/** The comment's text, trimmed, or a 400 naming body (before any limit is taken: refused text posts nothing). */
function checkBody(raw: string | null | undefined): string {
  const body = (raw ?? '').replace(/\r\n?/g, '\n').trim();
  if (!body) throw badInput('body', 'Write something first');
  if (body.length > MAX_COMMENT_LENGTH)
    throw badInput('body', `A comment is at most ${MAX_COMMENT_LENGTH} characters (this one has ${body.length})`);
  return body;
}

export interface CommentSettings {
  blockedWords: string[];
  holdFirstComments: boolean;
}

export class CommentService {
  constructor(private readonly em: EntityManager) {}

  /** The article's comment mode, or NOT_FOUND when it is not a published article. */
  private async articleMode(em: EntityManager, articleId: number): Promise<CommentMode> {
    return (await this.articleModeAndCount(em, articleId)).mode;
  }

  /** The article's comment mode and its visible comments (the kept count), or NOT_FOUND. */
  private async articleModeAndCount(em: EntityManager, articleId: number): Promise<{ mode: CommentMode; count: number }> {
    const [row] = await queryPrepared<{ mode: CommentMode; count: number }>(
      em,
      `SELECT coalesce(cm.mode, 'on') AS mode, coalesce(k.n, 0) AS count
       FROM article a LEFT JOIN article_comment_mode cm ON cm.article_id = a.id
         LEFT JOIN article_comment_count k ON k.article_id = a.id
       WHERE a.id = ? AND a.status = 'published'`,
      [articleId],
    );
    if (!row) throw notFound('Article not found');
    return row;
  }

  /** What cards and article pages show per article: visible comments, 0 when comments are off. */
  async countsOf(articleIds: readonly number[]): Promise<Map<number, number>> {
    const result = new Map(articleIds.map((id) => [id, 0]));
    if (articleIds.length === 0) return result;
    const rows: { id: number; n: number }[] = await this.em.execute(
      `SELECT a.id, ${commentCountSql('a')} AS n FROM unnest(?::int[]) AS a(id)`,
      [intArrayParam([...articleIds])],
    );
    for (const row of rows) result.set(row.id, row.n);
    return result;
  }

  /** A page of an article's threads (top-level comments with their replies), oldest or newest first. */
  async list(articleId: number, options: { after?: number | null; limit: number; newestFirst: boolean }): Promise<CommentPage> {
    const { limit, newestFirst } = options;
    if (!Number.isInteger(limit) || limit < 1 || limit > COMMENT_PAGE_MAX)
      throw badInput('limit', `limit must be between 1 and ${COMMENT_PAGE_MAX}`);
    if (options.after != null && (!Number.isInteger(options.after) || options.after < 1))
      throw badInput('after', 'after must be a comment id');
    const { mode, count } = await this.articleModeAndCount(this.em, articleId);
    if (mode === 'off') return { mode, comments: [], totalCount: 0, nextCursor: null };
    const cursor = options.after != null ? `AND c.id ${newestFirst ? '<' : '>'} ?` : '';
    // A deleted thread stays while it has visible replies ("deleted" in its place). Asked as a scalar
    // per deleted thread (the replies index), never as a hashed subplan over every comment; prepared
    // statements: planning these costs more than running them.
    const threads = await queryPrepared<CommentDbRow>(
      this.em,
      `SELECT ${COLUMNS} FROM comment c LEFT JOIN member m ON m.id = c.member_id
       WHERE c.article_id = ? AND c.parent_id IS NULL ${cursor} AND ${PUBLIC}
         AND (c.deleted_at IS NULL OR (
           SELECT true FROM comment r
           WHERE r.parent_id = c.id AND r.deleted_at IS NULL AND r.status IN ('visible', 'reported') AND NOT r.author_banned
           LIMIT 1))
       ORDER BY c.id ${newestFirst ? 'DESC' : 'ASC'} LIMIT ?`,
      [articleId, ...(options.after != null ? [options.after] : []), limit + 1],
    );
    const page = threads.slice(0, limit).map(toView);
    if (page.length) {
      const replies = await queryPrepared<CommentDbRow>(
        this.em,
        `SELECT ${COLUMNS} FROM comment c LEFT JOIN member m ON m.id = c.member_id
         WHERE c.parent_id = ANY(?::int[]) AND c.deleted_at IS NULL AND ${PUBLIC} ORDER BY c.id`,
        [intArrayParam(page.map((c) => c.id))],
      );
      const byParent = new Map(page.map((c) => [c.id, c]));
      for (const reply of replies) byParent.get(reply.parent_id!)?.replies.push(toView(reply));
    }
    // The total is the kept count (comment_visible_count: replies count while their thread shows).
    return { mode, comments: page, totalCount: count, nextCursor: threads.length > limit ? page[page.length - 1].id : null };
  }

  async settings(em: EntityManager = this.em): Promise<CommentSettings> {
    const [row]: { blocked_words: string[]; hold_first_comments: boolean }[] = await em.execute(
      `SELECT blocked_words, hold_first_comments FROM comment_settings`,
    );
    return { blockedWords: row?.blocked_words ?? [], holdFirstComments: row?.hold_first_comments ?? false };
  }

  async updateSettings(input: CommentSettings): Promise<CommentSettings> {
    const words = [...new Set(input.blockedWords.map((w) => w.trim().toLowerCase()).filter(Boolean))];
    if (words.length > 500) throw badInput('blockedWords', 'At most 500 blocked words');
    if (words.some((w) => w.length > 100)) throw badInput('blockedWords', 'A blocked word is at most 100 characters');
    await this.em.execute(
      `INSERT INTO comment_settings (id, blocked_words, hold_first_comments)
       VALUES (true, ARRAY(SELECT jsonb_array_elements_text(?::jsonb)), ?)
       ON CONFLICT (id) DO UPDATE SET blocked_words = excluded.blocked_words, hold_first_comments = excluded.hold_first_comments`,
      [textArrayParam(words), input.holdFirstComments],
    );
    return this.settings();
  }

  /** Why a text must wait for an editor, or null when it may show at once. */
  private async holdReason(em: EntityManager, member: MemberRow, body: string): Promise<string | null> {
    const settings = await this.settings(em);
    const word = blockedWordIn(body, settings.blockedWords);
    if (word) return 'blocked word';
    if (countLinks(body) > MAX_LINKS_UNHELD) return 'many links';
    if (settings.holdFirstComments) {
      const [approved] = await em.execute(
        `SELECT 1 FROM comment WHERE member_id = ? AND status IN ('visible', 'reported') LIMIT 1`,
        [member.id],
      );
      if (!approved) return 'first comment';
    }
    return null;
  }

  /**
   * `take`: the member's limit (comments a minute), taken once every check passed, so a refused
   * comment (its text, the article, its mode, the thread) uses none of it.
   */
  async post(
    member: MemberRow,
    articleId: number,
    rawBody: string,
    parentId: number | null,
    take?: () => Promise<void>,
  ): Promise<CommentView> {
    const body = checkBody(rawBody);
    return this.em.transactional(async (em) => {
      const mode = await this.articleMode(em, articleId);
      if (mode !== 'on') throw forbidden(mode === 'closed' ? CLOSED_MESSAGE : OFF_MESSAGE);
      if (parentId != null) {
        const [parent]: {
          parent_id: number | null;
          article_id: number;
          deleted_at: unknown;
          status: CommentStatus;
          shown: boolean;
        }[] = await em.execute(
          `SELECT c.parent_id, c.article_id, c.deleted_at, c.status, ${PUBLIC} AS shown FROM comment c WHERE c.id = ? FOR SHARE`,
          [parentId],
        );
        // A comment readers cannot see (hidden, or by a banned member) is not there to answer.
        if (!parent || parent.article_id !== articleId || (!parent.shown && parent.status !== 'pending'))
          throw badInput('parentId', 'No comment with this id on this article');
        if (parent.parent_id !== null) throw badInput('parentId', 'Replies go under the first comment of a thread (one level)');
        if (parent.deleted_at) throw badInput('parentId', 'This comment was deleted; it takes no more replies');
        // Held: a reply would show under a comment readers cannot see yet (and may never).
        if (!parent.shown) throw badInput('parentId', HELD_PARENT_MESSAGE);
      }
      const held = await this.holdReason(em, member, body);
      await take?.();
      const [row]: { id: number }[] = await em.execute(
        `INSERT INTO comment (article_id, member_id, parent_id, body, status, held_reason) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
        [articleId, member.id, parentId, body, held ? 'pending' : 'visible', held],
      );
      return this.require(em, row.id);
    });
  }

  private async require(em: EntityManager, id: number): Promise<CommentView> {
    const [row]: CommentDbRow[] = await em.execute(
      `SELECT ${COLUMNS} FROM comment c LEFT JOIN member m ON m.id = c.member_id WHERE c.id = ?`,
      [id],
    );
    if (!row) throw notFound('Comment not found');
    return toView(row);
  }

  /** The member's own comment, locked, or NOT_FOUND / FORBIDDEN. */
  private async own(em: EntityManager, member: MemberRow, id: number) {
    const [row]: { member_id: number | null; article_id: number; deleted_at: Date | null; within: boolean }[] = await em.execute(
      `SELECT member_id, article_id, deleted_at, created_at > now() - (? * interval '1 millisecond') AS within
       FROM comment WHERE id = ? FOR UPDATE`,
      [EDIT_WINDOW_MS, id],
    );
    if (!row || row.deleted_at) throw notFound('Comment not found');
    if (row.member_id !== member.id) throw forbidden('You may only change your own comments.');
    return row;
  }

  /** `take`: the member's edits a minute, taken once every check passed (as in post). */
  async edit(member: MemberRow, id: number, rawBody: string, take?: () => Promise<void>): Promise<CommentView> {
    const body = checkBody(rawBody);
    return this.em.transactional(async (em) => {
      const row = await this.own(em, member, id);
      if (!row.within) throw forbidden('Comments can be edited for 10 minutes after posting.');
      // Closing comments closes editing too: nothing changes under an article after it is closed.
      const mode = await this.articleMode(em, row.article_id);
      if (mode !== 'on') throw forbidden(mode === 'closed' ? CLOSED_MESSAGE : OFF_MESSAGE);
      const held = await this.holdReason(em, member, body);
      await take?.();
      // An edit that brings in what would have been held goes back for review; a hidden one stays hidden.
      await em.execute(
        `UPDATE comment SET body = ?, edited_at = now(),
           status = CASE WHEN ? IS NOT NULL AND status <> 'hidden' THEN 'pending' ELSE status END,
           held_reason = coalesce(?, held_reason)
         WHERE id = ?`,
        [body, held, held, id],
      );
      return this.require(em, id);
    });
  }

  async remove(member: MemberRow, id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      await this.own(em, member, id);
      await em.execute(`UPDATE comment SET body = '', deleted_at = now() WHERE id = ?`, [id]);
      await em.execute(`DELETE FROM comment_report WHERE comment_id = ?`, [id]);
    });
  }

  /** `take`: the member's reports an hour, taken once every check passed (as in post). */
  async report(member: MemberRow, id: number, rawReason: string, take?: () => Promise<void>): Promise<void> {
    const reason = (rawReason ?? '').trim();
    if (!reason) throw badInput('reason', 'Say what is wrong with this comment');
    if (reason.length > 500) throw badInput('reason', 'A reason is at most 500 characters');
    await this.em.transactional(async (em) => {
      // Only a comment readers can see: on a published article whose comments are not off, and a
      // reply only while its thread shows (comment_visible_count's rule).
      const [row]: { member_id: number | null; status: CommentStatus }[] = await em.execute(
        `SELECT c.member_id, c.status FROM comment c JOIN article a ON a.id = c.article_id AND a.status = 'published'
           LEFT JOIN comment p ON p.id = c.parent_id
         WHERE c.id = ? AND c.deleted_at IS NULL AND ${PUBLIC}
           AND (c.parent_id IS NULL OR (p.status IN ('visible', 'reported') AND NOT p.author_banned))
           AND NOT EXISTS (SELECT 1 FROM article_comment_mode cm WHERE cm.article_id = c.article_id AND cm.mode = 'off')
         FOR UPDATE OF c`,
        [id],
      );
      if (!row) throw notFound('Comment not found');
      if (row.member_id === member.id) throw badInput('id', 'You cannot report your own comment');
      const [reported]: { n: number }[] = await em.execute(
        `INSERT INTO comment_report (comment_id, member_id, reason) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING 1 AS n`,
        [id, member.id, reason],
      );
      // A repeated report changes nothing, so it takes nothing; a new one rolls back if over the limit.
      if (reported) await take?.();
      await em.execute(`UPDATE comment SET status = 'reported' WHERE id = ? AND status = 'visible'`, [id]);
    });
  }

  // ——— moderation (editors) ———

  async queue(status: CommentStatus, limit: number, offset: number) {
    if (!COMMENT_STATUSES.includes(status)) throw badInput('status', `status must be one of ${COMMENT_STATUSES.join(', ')}`);
    const rows: (CommentDbRow & {
      title: string;
      slug: string;
      url_prefix: string | null;
      banned: boolean;
      held_reason: string | null;
      reports: string[] | null;
    })[] = await this.em.execute(
      `SELECT ${COLUMNS}, a.title, a.slug, c.author_banned AS banned, c.held_reason,
         (SELECT CASE WHEN e.is_default THEN NULL ELSE e.url_prefix END FROM edition e WHERE e.language = a.language) AS url_prefix,
         (SELECT array_agg(r.reason ORDER BY r.created_at) FROM comment_report r WHERE r.comment_id = c.id) AS reports
       FROM comment c JOIN article a ON a.id = c.article_id LEFT JOIN member m ON m.id = c.member_id
       WHERE c.status = ? AND c.deleted_at IS NULL
       ORDER BY c.id ${status === 'visible' || status === 'hidden' ? 'DESC' : 'ASC'} LIMIT ? OFFSET ?`,
      [status, limit, offset],
    );
    const countRows: { status: CommentStatus; n: number }[] = await this.em.execute(
      `SELECT status, count(*)::int AS n FROM comment WHERE deleted_at IS NULL GROUP BY status`,
    );
    const counts = Object.fromEntries(COMMENT_STATUSES.map((s) => [s, countRows.find((r) => r.status === s)?.n ?? 0])) as Record<
      CommentStatus,
      number
    >;
    return {
      comments: rows.map((row) => ({
        ...toView(row),
        article: { id: row.article_id, title: row.title, slug: row.slug, urlPrefix: row.url_prefix },
        authorBanned: row.banned === true,
        heldReason: row.held_reason,
        reports: row.reports ?? [],
      })),
      totalCount: counts[status],
      counts,
    };
  }

  /** Sets the status of each comment (visible clears its reports); answers how many changed. */
  async moderate(ids: number[], status: 'visible' | 'hidden'): Promise<number> {
    if (ids.length === 0 || ids.length > 200) throw badInput('ids', 'Give 1 to 200 comment ids');
    if (status !== 'visible' && status !== 'hidden') throw badInput('status', 'status must be visible or hidden');
    return this.em.transactional(async (em) => {
      const changed = await em.execute(
        `UPDATE comment SET status = ?, held_reason = NULL WHERE id = ANY(?::int[]) AND deleted_at IS NULL RETURNING id`,
        [status, intArrayParam(ids)],
      );
      if (status === 'visible')
        await em.execute(`DELETE FROM comment_report WHERE comment_id = ANY(?::int[])`, [intArrayParam(ids)]);
      return changed.length;
    });
  }

  async setMode(articleId: number, mode: CommentMode): Promise<CommentMode> {
    if (!COMMENT_MODES.includes(mode)) throw badInput('mode', 'mode must be on, off or closed');
    const [article] = await this.em.execute(`SELECT 1 FROM article WHERE id = ?`, [articleId]);
    if (!article) throw notFound('Article not found');
    await this.em.execute(
      `INSERT INTO article_comment_mode (article_id, mode) VALUES (?, ?) ON CONFLICT (article_id) DO UPDATE SET mode = excluded.mode`,
      [articleId, mode],
    );
    return mode;
  }
}
