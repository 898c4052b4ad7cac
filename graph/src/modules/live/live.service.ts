// Live blogs (issue 22): an article's live status, its entries and the events readers' streams are
// pushed, plus corrections. The rules are here, the same on every path (REST, /graphql, graph):
// who may post (the right to edit the article), what an entry holds, 409 once a blog has ended,
// 404 for readers on blogs that are not public. The database keeps the lengths and writes the events
// (Migration20261127120000LiveCoverage).
import { checksCaller } from '../../common/caller';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../common/errors';
import { checkPage } from '../../common/pagination';
import { sanitizeArticleHtml } from '../../common/sanitize';
import { intArrayParam } from '../../common/sql';
import { ActivityAction } from '../activity/activity.entity';
import { ActivityService } from '../activity/activity.service';
import { assertArticleAccess, assertCapability } from '../user/capabilities';
import type { User } from '../user/user.entity';
import {
  type ArticleLive,
  type Correction,
  type CorrectionKind,
  type CorrectionPage,
  type LiveBlogView,
  type LiveEntry,
  type LiveEvent,
  type LiveReplay,
  LiveStatus,
} from './live.entity';
import type { CorrectionInput, LiveEntryInput, LiveEntryUpdateInput, LiveInput } from './live.inputs';

/** Raw entry HTML longer than this is refused (the stored, sanitised HTML is checked by the database too). */
const MAX_ENTRY_CHARS = 20_000;
const MAX_NOTE_CHARS = 1_000;
/** What a reconnect with an unknown Last-Event-ID starts from. */
const RESET_ENTRIES = 50;
/**
 * At most this many events per replay or fetch (200 entries of 20,000 characters stay within graph's
 * 8 MB answer limit): a reader further behind than that starts over; a hub asks again.
 */
const MAX_EVENTS = 200;
const HTML_TAG = /<\/?[a-z!][^>]*>/i;

/** The JSON of live row `l`. */
export const LIVE_JSON = `json_build_object('status', l.status, 'startsAt', l.starts_at, 'endsAt', l.ends_at)`;

const ENTRY_JSON = `json_build_object('id', e.id, 'articleId', e.article_id, 'content', e.content, 'pinned', e.pinned,
  'keyEvent', e.key_event, 'authorName', u.display_name, 'authorId', e.author_id, 'createdAt', e.created_at,
  'updatedAt', e.updated_at)`;

type Stored<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

const dateOrNull = (value: string | null | undefined): Date | null => (value == null ? null : new Date(value));

export function toLive(json: Stored<ArticleLive> | null | undefined): ArticleLive | null {
  if (!json) return null;
  return { status: json.status, startsAt: dateOrNull(json.startsAt), endsAt: dateOrNull(json.endsAt) };
}

function toEntry(json: Stored<LiveEntry>): LiveEntry {
  return { ...json, createdAt: new Date(json.createdAt), updatedAt: new Date(json.updatedAt) };
}

interface EventRow {
  id: string;
  article_id: number;
  kind: string;
  entry_id: number | null;
  entry: Stored<LiveEntry> | null;
  live: Stored<ArticleLive> | null;
}

const eventSelect = (extra = '') => `SELECT ${extra}ev.id::text AS id, ev.article_id, ev.kind, ev.entry_id,
    CASE WHEN ev.kind IN ('entry', 'entry-updated') AND e.id IS NOT NULL THEN ${ENTRY_JSON} END AS entry,
    CASE WHEN ev.kind = 'status' THEN ${LIVE_JSON} END AS live
  FROM live_event ev
  LEFT JOIN live_entry e ON e.id = ev.entry_id
  LEFT JOIN app_user u ON u.id = e.author_id
  LEFT JOIN article_live l ON l.article_id = ev.article_id`;

/** Events as readers get them: an entry deleted since its event is left out (its deletion follows). */
function toEvents(rows: EventRow[]): LiveEvent[] {
  return rows
    .filter((row) => row.kind === 'entry-deleted' || row.kind === 'status' || row.entry)
    .map((row) => ({
      id: row.id,
      articleId: row.article_id,
      kind: row.kind,
      entryId: row.entry_id,
      entry: row.entry ? toEntry(row.entry) : null,
      live: toLive(row.live),
    }));
}

/** An event id as the client sent it: digits only, else null (unknown). */
function eventIdOf(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? '';
  return /^\d{1,18}$/.test(text) ? text : null;
}

interface Blog {
  articleId: number;
  title: string;
  authorId: number;
  status: string;
  live: LiveStatus | null;
}

export class LiveService {
  constructor(private readonly em: EntityManager) {}

  // ——— the live status, on article saves ———

  /** The live status of these articles (absent: not a live blog), one statement. */
  async liveOf(articleIds: readonly number[]): Promise<Map<number, ArticleLive>> {
    const rows: { article_id: number; live: Stored<ArticleLive> }[] = articleIds.length
      ? await this.em.execute(
          `SELECT l.article_id, ${LIVE_JSON} AS live FROM article_live l WHERE l.article_id = ANY(?::int[])`,
          [intArrayParam(articleIds)],
        )
      : [];
    return new Map(rows.map((row) => [row.article_id, toLive(row.live)!]));
  }

  /**
   * Applies a save's `live` in its transaction: undefined keeps it, null makes the article an
   * ordinary one again (its entries go), an object sets it. Going live without a start time starts
   * now; ending without an end time ends now.
   */
  static async apply(em: EntityManager, articleId: number, live: LiveInput | null | undefined): Promise<void> {
    if (live === undefined) return;
    if (live === null) {
      await em.execute(`DELETE FROM article_live WHERE article_id = ?`, [articleId]);
      return;
    }
    if (!Object.values(LiveStatus).includes(live.status)) throw badInput('live.status', 'Status must be upcoming, live or ended');
    for (const [field, value] of [
      ['live.startsAt', live.startsAt],
      ['live.endsAt', live.endsAt],
    ] as const) {
      if (value != null && Number.isNaN(value.getTime())) throw badInput(field, 'Not a valid date and time');
    }
    const [current] = await em.execute<{ starts_at: string | null; ends_at: string | null }[]>(
      `SELECT starts_at, ends_at FROM article_live WHERE article_id = ? FOR UPDATE`,
      [articleId],
    );
    const now = new Date();
    let startsAt = live.startsAt !== undefined ? live.startsAt : dateOrNull(current?.starts_at);
    let endsAt = live.endsAt !== undefined ? live.endsAt : dateOrNull(current?.ends_at);
    if (live.status !== LiveStatus.upcoming && !startsAt) startsAt = now;
    if (live.status === LiveStatus.ended && !endsAt) endsAt = now;
    // Reopening an ended blog clears its end time unless one is given.
    if (live.status === LiveStatus.live && live.endsAt === undefined) endsAt = null;
    if (startsAt && endsAt && endsAt.getTime() < startsAt.getTime()) {
      throw badInput('live.endsAt', 'The end must not be before the start');
    }
    await em.execute(
      `INSERT INTO article_live (article_id, status, starts_at, ends_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (article_id) DO UPDATE SET status = EXCLUDED.status, starts_at = EXCLUDED.starts_at,
         ends_at = EXCLUDED.ends_at, updated_at = now()`,
      [articleId, live.status, startsAt, endsAt],
    );
  }

  // ——— entries ———

  /**
   * Entries, newest first: those after `after` (an entry id) when given. Readers: published live
   * blogs only (else 404); staff: any article that is a live blog.
   */
  async entries(articleId: number, after: number | null, limit: number, includeUnpublished: boolean): Promise<LiveEntry[]> {
    checkPage(limit, 0, 200);
    await this.visibleBlog(articleId, includeUnpublished);
    const rows: { entry: Stored<LiveEntry> }[] = await this.em.execute(
      `SELECT ${ENTRY_JSON} AS entry FROM live_entry e LEFT JOIN app_user u ON u.id = e.author_id
       WHERE e.article_id = ? AND e.id > ? ORDER BY e.id DESC LIMIT ?`,
      [articleId, after ?? 0, limit],
    );
    return rows.map((row) => toEntry(row.entry));
  }

  /** A page's view of the blog: the head first, so no event between the two reads is lost. */
  async view(articleId: number, limit: number, includeUnpublished: boolean): Promise<LiveBlogView> {
    checkPage(limit, 0, 200);
    await this.visibleBlog(articleId, includeUnpublished);
    const [head] = await this.em.execute<{ id: string | null }[]>(
      `SELECT max(id)::text AS id FROM live_event WHERE article_id = ?`,
      [articleId],
    );
    const rows: { entry: Stored<LiveEntry> }[] = await this.em.execute(
      `SELECT ${ENTRY_JSON} AS entry FROM live_entry e LEFT JOIN app_user u ON u.id = e.author_id
       WHERE e.article_id = ? ORDER BY e.pinned DESC, e.id DESC LIMIT ?`,
      [articleId, limit],
    );
    return { head: head.id ?? '0', entries: rows.map((row) => toEntry(row.entry)) };
  }

  @checksCaller(2)
  async createEntry(articleId: number, input: LiveEntryInput, caller: User): Promise<LiveEntry> {
    const content = entryContent(input.content);
    const id = await this.em.transactional(async (em) => {
      await this.writableBlog(em, articleId, caller);
      const [row] = await em.execute<{ id: number }[]>(
        `INSERT INTO live_entry (article_id, author_id, content, pinned, key_event) VALUES (?, ?, ?, ?, ?) RETURNING id`,
        [articleId, caller.id, content, input.pinned ?? false, input.keyEvent ?? false],
      );
      return row.id;
    });
    return this.entry(id);
  }

  @checksCaller(3)
  async updateEntry(articleId: number, entryId: number, input: LiveEntryUpdateInput, caller: User): Promise<LiveEntry> {
    const content = input.content == null ? null : entryContent(input.content);
    await this.em.transactional(async (em) => {
      await this.writableBlog(em, articleId, caller);
      const rows = await em.execute<{ id: number }[]>(
        `UPDATE live_entry SET content = coalesce(?, content), pinned = coalesce(?, pinned), key_event = coalesce(?, key_event),
           updated_at = now()
         WHERE id = ? AND article_id = ? RETURNING id`,
        [content, input.pinned ?? null, input.keyEvent ?? null, entryId, articleId],
      );
      if (rows.length === 0) throw notFound(`No entry ${entryId} in this live blog`);
    });
    return this.entry(entryId);
  }

  @checksCaller(2)
  async deleteEntry(articleId: number, entryId: number, caller: User): Promise<boolean> {
    await this.em.transactional(async (em) => {
      await this.writableBlog(em, articleId, caller);
      const rows = await em.execute<{ id: number }[]>(`DELETE FROM live_entry WHERE id = ? AND article_id = ? RETURNING id`, [
        entryId,
        articleId,
      ]);
      if (rows.length === 0) throw notFound(`No entry ${entryId} in this live blog`);
    });
    return true;
  }

  private async entry(id: number): Promise<LiveEntry> {
    const [row] = await this.em.execute<{ entry: Stored<LiveEntry> }[]>(
      `SELECT ${ENTRY_JSON} AS entry FROM live_entry e LEFT JOIN app_user u ON u.id = e.author_id WHERE e.id = ?`,
      [id],
    );
    if (!row) throw notFound(`No entry ${id}`);
    return toEntry(row.entry);
  }

  // ——— events (the SSE stream's source) ———

  /**
   * What a reader reconnecting with `after` (its Last-Event-ID) missed, oldest first. An id that is
   * not one of this blog's events answers the newest 50 entries and the status instead (reset).
   */
  async replay(articleId: number, afterRaw: string | null, includeUnpublished: boolean): Promise<LiveReplay> {
    await this.visibleBlog(articleId, includeUnpublished);
    const after = eventIdOf(afterRaw);
    const known =
      after !== null &&
      (after === '0'
        ? false
        : (await this.em.execute(`SELECT 1 AS n FROM live_event WHERE id = ? AND article_id = ?`, [after, articleId])).length >
          0);
    if (known) {
      const rows: EventRow[] = await this.em.execute(
        `${eventSelect()} WHERE ev.article_id = ? AND ev.id > ? ORDER BY ev.id LIMIT ${MAX_EVENTS}`,
        [articleId, after],
      );
      if (rows.length < MAX_EVENTS) return { events: toEvents(rows), reset: false };
    }
    const [head] = await this.em.execute<{ id: string | null; live: Stored<ArticleLive> | null }[]>(
      `SELECT (SELECT max(id)::text FROM live_event WHERE article_id = ?) AS id,
         (SELECT ${LIVE_JSON} FROM article_live l WHERE l.article_id = ?) AS live`,
      [articleId, articleId],
    );
    const id = head.id ?? '0';
    const entries = (await this.entries(articleId, null, RESET_ENTRIES, true)).reverse();
    const events: LiveEvent[] = [
      { id, articleId, kind: 'status', entryId: null, entry: null, live: toLive(head.live) },
      ...entries.map((entry) => ({ id, articleId, kind: 'entry', entryId: entry.id, entry, live: null })),
    ];
    return { events, reset: true };
  }

  /**
   * Every event after `after` on these published live blogs, oldest first (at most 200), and the
   * newest event id overall (`head`): what each gateway's hub fetches when the content channel
   * says something changed. `after` null: no events, only the head to start from.
   */
  async eventsSince(afterRaw: string | null, articleIds: readonly number[]): Promise<{ head: string; events: LiveEvent[] }> {
    const after = eventIdOf(afterRaw);
    if (after === null || articleIds.length === 0) {
      const [row] = await this.em.execute<{ id: string | null }[]>(`SELECT max(id)::text AS id FROM live_event`);
      return { head: after ?? row.id ?? '0', events: [] };
    }
    // Only the asked blogs' events that a reader gets count toward the 200 (the hubs ask again only
    // after a full batch), and the head of a shorter batch is the newest event of any blog, read in
    // the same statement: ids commit in order, so none below it is still to come.
    const [row] = await this.em.execute<{ newest: string | null; events: EventRow[] | null }[]>(
      `SELECT (SELECT max(id)::text FROM live_event) AS newest,
         (SELECT json_agg(b ORDER BY b.id::bigint) FROM (
            ${eventSelect()}
            JOIN article a ON a.id = ev.article_id
            WHERE ev.id > ? AND ev.article_id = ANY(?::int[]) AND a.status = 'published'
              AND (ev.kind IN ('entry-deleted', 'status') OR e.id IS NOT NULL)
            ORDER BY ev.id LIMIT ${MAX_EVENTS}) b) AS events`,
      [after, intArrayParam(articleIds)],
    );
    const events = toEvents(row.events ?? []);
    const full = events.length === MAX_EVENTS;
    const newest = row.newest !== null && BigInt(row.newest) > BigInt(after) ? row.newest : after;
    return { head: full ? events[events.length - 1].id : newest, events };
  }

  // ——— corrections ———

  async corrections(articleIds: readonly number[]): Promise<Map<number, Correction[]>> {
    const rows = articleIds.length
      ? await this.em.execute<CorrectionRow[]>(
          `${CORRECTION_SELECT} WHERE c.article_id = ANY(?::int[]) ORDER BY c.created_at DESC, c.id DESC`,
          [intArrayParam(articleIds)],
        )
      : [];
    const byArticle = new Map<number, Correction[]>();
    for (const row of rows) {
      const list = byArticle.get(row.articleId) ?? [];
      list.push(toCorrection(row));
      byArticle.set(row.articleId, list);
    }
    return byArticle;
  }

  /** Corrections on one edition's published articles (`language`), newest first. */
  async correctionPage(limit: number, offset: number, language: string): Promise<CorrectionPage> {
    checkPage(limit, offset);
    const rows = await this.em.execute<CorrectionRow[]>(
      `${CORRECTION_SELECT} WHERE a.status = 'published' AND a.language = ?
       ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
      [language, limit, offset],
    );
    const [count] = await this.em.execute<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM article_correction c JOIN article a ON a.id = c.article_id
       WHERE a.status = 'published' AND a.language = ?`,
      [language],
    );
    return { corrections: rows.map(toCorrection), totalCount: count.n };
  }

  @checksCaller(2)
  async addCorrection(articleId: number, input: CorrectionInput, caller: User): Promise<Correction> {
    const note = input.note?.trim() ?? '';
    if (!note) throw badInput('note', 'Note is required');
    if (HTML_TAG.test(note)) throw badInput('note', 'The note is plain text: no HTML tags');
    if (note.length > MAX_NOTE_CHARS) throw badInput('note', `Note must be at most ${MAX_NOTE_CHARS} characters`);
    if (!['correction', 'update'].includes(input.kind)) throw badInput('kind', 'Kind must be correction or update');
    const id = await this.em.transactional(async (em) => {
      const [article] = await em.execute<{ status: string; author_id: number }[]>(
        `SELECT status, author_id FROM article WHERE id = ? FOR UPDATE`,
        [articleId],
      );
      if (!article) throw notFound(`No article with id ${articleId}`);
      assertArticleAccess(caller, 'addCorrection', { authorId: article.author_id, status: article.status });
      if (article.status !== 'published') throw conflict('Corrections are for published articles', 'articleId');
      const [row] = await em.execute<{ id: number }[]>(
        `INSERT INTO article_correction (article_id, kind, note, author_id) VALUES (?, ?, ?, ?) RETURNING id`,
        [articleId, input.kind, note, caller.id],
      );
      return row.id;
    });
    const [row] = await this.em.execute<CorrectionRow[]>(`${CORRECTION_SELECT} WHERE c.id = ?`, [id]);
    return toCorrection(row);
  }

  /** Admins only; recorded in the activity log with the note it removed. */
  @checksCaller(2)
  async deleteCorrection(articleId: number, correctionId: number, caller: User): Promise<boolean> {
    assertCapability(caller, 'deleteCorrection');
    await this.em.transactional(async (em) => {
      const [row] = await em.execute<{ title: string; kind: string; note: string }[]>(
        `DELETE FROM article_correction c USING article a WHERE c.id = ? AND c.article_id = ? AND a.id = c.article_id
         RETURNING a.title, c.kind, c.note`,
        [correctionId, articleId],
      );
      if (!row) throw notFound(`No correction ${correctionId} on this article`);
      await ActivityService.record(em, {
        actor: caller,
        action: ActivityAction.correctionDeleted,
        subjectId: articleId,
        subjectLabel: row.title,
        detail: `${row.kind}: ${row.note}`.slice(0, 500),
      });
    });
    return true;
  }

  // ——— rules ———

  private async blog(em: EntityManager, articleId: number, lock: boolean): Promise<Blog | null> {
    const [row] = await em.execute<{ title: string; author_id: number; status: string; live: LiveStatus | null }[]>(
      `SELECT a.title, a.author_id, a.status, l.status AS live FROM article a LEFT JOIN article_live l ON l.article_id = a.id
       WHERE a.id = ?${lock ? ' FOR UPDATE OF a' : ''}`,
      [articleId],
    );
    return row ? { articleId, title: row.title, authorId: row.author_id, status: row.status, live: row.live } : null;
  }

  /** 404 unless the caller may read this live blog: readers only published ones. */
  private async visibleBlog(articleId: number, includeUnpublished: boolean): Promise<Blog> {
    const blog = await this.blog(this.em, articleId, false);
    if (!blog || !blog.live || (!includeUnpublished && blog.status !== 'published')) {
      throw notFound(`No live blog with id ${articleId}`);
    }
    return blog;
  }

  /** The blog an entry write goes to: the caller may edit the article, it is a live blog, not ended. */
  @checksCaller(2)
  private async writableBlog(em: EntityManager, articleId: number, caller: User): Promise<Blog> {
    const blog = await this.blog(em, articleId, true);
    if (!blog) throw notFound(`No article with id ${articleId}`);
    assertArticleAccess(caller, 'updateArticle', { authorId: blog.authorId, status: blog.status });
    if (!blog.live) throw badInput('articleId', 'This article is not a live blog: set live on it first');
    if (blog.live === LiveStatus.ended) {
      throw conflict('This live blog has ended: reopen it (live status live) to post or change entries', 'live.status');
    }
    return blog;
  }
}

interface CorrectionRow {
  id: number;
  articleId: number;
  kind: CorrectionKind;
  note: string;
  createdAt: string;
  articleTitle: string;
  articleSlug: string;
}

const CORRECTION_SELECT = `SELECT c.id, c.article_id AS "articleId", c.kind, c.note, c.created_at AS "createdAt",
    a.title AS "articleTitle", a.slug AS "articleSlug"
  FROM article_correction c JOIN article a ON a.id = c.article_id`;

const toCorrection = (row: CorrectionRow): Correction => ({ ...row, createdAt: new Date(row.createdAt) });

/** An entry's HTML, sanitised; refused naming `content` when empty or too long. */
function entryContent(raw: string): string {
  if (raw.length > MAX_ENTRY_CHARS)
    throw badInput('content', `Content must be at most ${MAX_ENTRY_CHARS.toLocaleString('en')} characters`);
  const content = sanitizeArticleHtml(raw).trim();
  if (!content || !/\S/.test(content.replace(/<(?!img|iframe)[^>]*>/gi, ''))) throw badInput('content', 'Content is required');
  // Sanitising escapes text ("&" is stored as "&amp;"): the stored HTML is what the database limits.
  if (content.length > MAX_ENTRY_CHARS)
    throw badInput('content', `Content must be at most ${MAX_ENTRY_CHARS.toLocaleString('en')} characters as stored (HTML)`);
  return content;
}
