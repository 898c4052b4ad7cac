// Notes on drafts (issue 24): staff-only threads on an article. Nothing here is reachable from a
// reader's query: the notes are their own table read only by @Authorized operations, never a field
// of Article, so no public page, preview link, feed, sitemap or webhook payload can carry them.
import { checksCaller } from '../../common/caller';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, forbidden, notFound } from '../../common/errors';
import { intArrayParam, textArrayParam } from '../../common/sql';
import { readableText } from '../article/article-text';
import type { MailQueue } from '../mail/mail-queue';
import { assertCapability } from '../user/capabilities';
import type { User } from '../user/user.entity';
import type { ArticleNote, ArticleNoteInput, ArticleNoteUpdateInput } from './note.types';

const BODY_MAX = 5000;
const QUOTE_MAX = 1000;
/** @username as usernames are made (user.inputs.ts), not followed by another name character. */
const MENTION = /(?:^|[^\w@])@([A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9_]|[A-Za-z0-9])/g;

interface NoteRow {
  id: number;
  article_id: number;
  parent_id: number | null;
  author_id: number | null;
  author_name: string;
  body: string;
  quote: string | null;
  anchor_start: number | null;
  resolved_at: Date | null;
  resolved_by_name: string | null;
  created_at: Date;
  updated_at: Date;
  mentions: string[] | null;
}

/** The occurrence of `quote` in `text` nearest to `near`, or null when it is not there any more. */
export function findQuote(text: string, quote: string, near: number): number | null {
  let best: number | null = null;
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    if (best === null || Math.abs(at - near) < Math.abs(best - near)) best = at;
  }
  return best;
}

/** Usernames mentioned in a note body, lowercased, once each. */
export function mentionedNames(body: string): string[] {
  return [...new Set([...body.matchAll(MENTION)].map((m) => m[1].toLowerCase()))];
}

export class NoteService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail?: MailQueue,
  ) {}

  /** Every note of the article, threads in order (replies after their note), anchors found in today's text. */
  @checksCaller(0)
  async list(caller: User, articleId: number): Promise<ArticleNote[]> {
    assertCapability(caller, 'articleNotes');
    const text = await this.articleText(this.em, articleId);
    const rows: NoteRow[] = await this.em.execute(
      `${SELECT_NOTES} WHERE n.article_id = ? GROUP BY n.id ORDER BY coalesce(n.parent_id, n.id), n.id`,
      [articleId],
    );
    return rows.map((row) => toNote(row, text));
  }

  @checksCaller(0)
  async create(caller: User, articleId: number, input: ArticleNoteInput): Promise<ArticleNote> {
    assertCapability(caller, 'createArticleNote');
    const body = requireBody(input.body);
    const { id, mentioned } = await this.em.transactional(async (em) => {
      const text = await this.articleText(em, articleId);
      let quote: string | null = null;
      let anchorStart: number | null = null;
      if (input.parentId != null) {
        const [parent]: { parent_id: number | null }[] = await em.execute(
          `SELECT parent_id FROM article_note WHERE id = ? AND article_id = ?`,
          [input.parentId, articleId],
        );
        if (!parent) throw badInput('parentId', `No note ${input.parentId} on this article`);
        if (parent.parent_id !== null) throw badInput('parentId', 'Reply to the first note of a thread');
        if (input.quote) throw badInput('quote', 'A reply cannot be anchored: its thread’s first note is');
      } else if (input.quote != null && input.quote.trim()) {
        quote = input.quote.replace(/\s+/g, ' ').trim();
        if (quote.length > QUOTE_MAX) throw badInput('quote', `Quote must be at most ${QUOTE_MAX} characters`);
        anchorStart = findQuote(text, quote, input.anchorStart ?? 0);
        if (anchorStart === null) throw badInput('quote', 'The quoted text is not in the article');
      }
      const [row]: { id: number }[] = await em.execute(
        `INSERT INTO article_note (article_id, parent_id, author_id, author_name, body, quote, anchor_start)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [articleId, input.parentId ?? null, caller.id, caller.displayName, body, quote, anchorStart],
      );
      return { id: row.id, mentioned: await this.recordMentions(em, row.id, body) };
    });
    await this.mailMentions(articleId, caller, body, mentioned);
    return this.get(id);
  }

  @checksCaller(0)
  async update(caller: User, id: number, input: ArticleNoteUpdateInput): Promise<ArticleNote> {
    const reach = assertCapability(caller, 'updateArticleNote');
    const result = await this.em.transactional(async (em) => {
      const [note]: { article_id: number; author_id: number | null; parent_id: number | null }[] = await em.execute(
        `SELECT article_id, author_id, parent_id FROM article_note WHERE id = ? FOR UPDATE`,
        [id],
      );
      if (!note) throw notFound(`No note with id ${id}`);
      let mentioned: number[] = [];
      let body: string | null = null;
      if (input.body != null) {
        if (reach === 'own' && note.author_id !== caller.id) throw forbidden('You may only change your own notes.');
        body = requireBody(input.body);
        await em.execute(`UPDATE article_note SET body = ?, updated_at = now() WHERE id = ?`, [body, id]);
        mentioned = await this.recordMentions(em, id, body);
      }
      if (input.resolved != null) {
        // Resolving belongs to the thread: any staff member may close or reopen it.
        if (note.parent_id !== null) throw badInput('resolved', 'Resolve the thread’s first note');
        await em.execute(
          input.resolved
            ? `UPDATE article_note SET resolved_at = coalesce(resolved_at, now()), resolved_by_name = coalesce(resolved_by_name, ?), updated_at = now() WHERE id = ?`
            : `UPDATE article_note SET resolved_at = NULL, resolved_by_name = NULL, updated_at = now() WHERE id = ?`,
          input.resolved ? [caller.displayName, id] : [id],
        );
      }
      return { articleId: note.article_id, mentioned, body };
    });
    if (result.body) await this.mailMentions(result.articleId, caller, result.body, result.mentioned);
    return this.get(id);
  }

  @checksCaller(0)
  async delete(caller: User, id: number): Promise<boolean> {
    const reach = assertCapability(caller, 'deleteArticleNote');
    const [note]: { author_id: number | null }[] = await this.em.execute(`SELECT author_id FROM article_note WHERE id = ?`, [id]);
    if (!note) throw notFound(`No note with id ${id}`);
    if (reach === 'own' && note.author_id !== caller.id) throw forbidden('You may only delete your own notes.');
    await this.em.execute(`DELETE FROM article_note WHERE id = ?`, [id]);
    return true;
  }

  private async get(id: number): Promise<ArticleNote> {
    const [row]: NoteRow[] = await this.em.execute(`${SELECT_NOTES} WHERE n.id = ? GROUP BY n.id`, [id]);
    if (!row) throw notFound(`No note with id ${id}`);
    return toNote(row, await this.articleText(this.em, row.article_id));
  }

  private async articleText(em: EntityManager, articleId: number): Promise<string> {
    const [article]: { content: string }[] = await em.execute(`SELECT content FROM article WHERE id = ?`, [articleId]);
    if (!article) throw notFound(`No article with id ${articleId}`);
    return readableText(article.content);
  }

  /** Stores the note's mentions of staff; answers the ids mentioned for the first time. */
  private async recordMentions(em: EntityManager, noteId: number, body: string): Promise<number[]> {
    const names = mentionedNames(body);
    const staff: { id: number }[] = names.length
      ? await em.execute(`SELECT id FROM app_user WHERE lower(username) IN (SELECT jsonb_array_elements_text(?::jsonb))`, [
          textArrayParam(names),
        ])
      : [];
    const ids = staff.map((s) => s.id);
    await em.execute(`DELETE FROM article_note_mention WHERE note_id = ? AND NOT (user_id = ANY(?::int[]))`, [
      noteId,
      intArrayParam(ids),
    ]);
    if (ids.length === 0) return [];
    const added: { user_id: number }[] = await em.execute(
      `INSERT INTO article_note_mention (note_id, user_id) SELECT ?, unnest(?::int[]) ON CONFLICT DO NOTHING RETURNING user_id`,
      [noteId, intArrayParam(ids)],
    );
    return added.map((a) => a.user_id);
  }

  private async mailMentions(articleId: number, actor: User, body: string, recipientIds: number[]): Promise<void> {
    if (!this.mail) return;
    const to = recipientIds.filter((id) => id !== actor.id);
    await this.mail.enqueue(
      to.map((recipientId) => ({
        payload: { kind: 'newsroom', event: 'mentioned', articleId, recipientId, actorName: actor.displayName, note: body },
      })),
    );
  }
}

const SELECT_NOTES = `SELECT n.*, array_remove(array_agg(u.username ORDER BY u.username), NULL) AS mentions
  FROM article_note n
  LEFT JOIN article_note_mention m ON m.note_id = n.id
  LEFT JOIN app_user u ON u.id = m.user_id`;

function requireBody(raw: string): string {
  const body = raw.trim();
  if (!body) throw badInput('body', 'Please write the note');
  if (body.length > BODY_MAX) throw badInput('body', `Note must be at most ${BODY_MAX} characters`);
  return body;
}

function toNote(row: NoteRow, text: string): ArticleNote {
  const start = row.quote === null ? null : findQuote(text, row.quote, row.anchor_start ?? 0);
  return {
    id: row.id,
    articleId: row.article_id,
    parentId: row.parent_id,
    authorId: row.author_id,
    authorName: row.author_name,
    body: row.body,
    anchor: row.quote === null ? null : { quote: row.quote, start, textGone: start === null },
    resolved: row.resolved_at !== null,
    resolvedBy: row.resolved_by_name,
    mentions: row.mentions ?? [],
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
