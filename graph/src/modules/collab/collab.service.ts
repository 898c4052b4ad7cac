// Co-editing (issue 24): the stored Yjs document of an article's body. The gateway's collaboration
// server (gateway/src/collab) is the only writer: it loads the document when the first editor opens
// the article and appends what changed at each pause in typing. Stored as a snapshot plus the
// updates since; once FOLD_AFTER updates pile up they are merged into the snapshot (Y.mergeUpdates:
// no document is built, the updates' structs are merged as they are). Yjs updates are idempotent
// and commutative, so two gateways appending overlapping updates store nothing wrong.
import type { EntityManager } from '@mikro-orm/postgresql';
import { decodeUpdate, mergeUpdates } from './yjs';
import { badInput, notFound } from '../../common/errors';

/** The largest update one store may append (bytes): a pause's worth of typing is far smaller. */
export const COLLAB_UPDATE_MAX_BYTES = 1024 * 1024;
/** How many stored updates are folded into the snapshot at once. */
export const FOLD_AFTER = 50;

export class CollabService {
  constructor(private readonly em: EntityManager) {}

  /** The article's whole document (snapshot and updates merged), or null before anyone edited it. */
  async load(articleId: number): Promise<Uint8Array | null> {
    await this.requireArticle(this.em, articleId);
    const [snapshot]: { state: Buffer }[] = await this.em.execute(
      `SELECT state FROM article_collab_snapshot WHERE article_id = ?`,
      [articleId],
    );
    const updates: { data: Buffer }[] = await this.em.execute(
      `SELECT data FROM article_collab_update WHERE article_id = ? ORDER BY id`,
      [articleId],
    );
    const parts = [...(snapshot ? [snapshot.state] : []), ...updates.map((u) => u.data)].map((b) => new Uint8Array(b));
    if (parts.length === 0) return null;
    return parts.length === 1 ? parts[0] : mergeUpdates(parts);
  }

  /** Appends one update (checked to be a Yjs update); folds the updates into the snapshot when enough piled up. */
  async append(articleId: number, update: Uint8Array): Promise<void> {
    if (update.byteLength === 0) throw badInput('update', 'The update is empty');
    if (update.byteLength > COLLAB_UPDATE_MAX_BYTES)
      throw badInput('update', `An update may be at most ${COLLAB_UPDATE_MAX_BYTES} bytes`);
    try {
      decodeUpdate(update);
    } catch {
      throw badInput('update', 'Not a Yjs update');
    }
    await this.em.transactional(async (em) => {
      await this.requireArticle(em, articleId);
      await em.execute(`INSERT INTO article_collab_update (article_id, data) VALUES (?, ?)`, [articleId, Buffer.from(update)]);
    });
    const [{ count }]: { count: number }[] = await this.em.execute(
      `SELECT count(*)::int AS count FROM article_collab_update WHERE article_id = ?`,
      [articleId],
    );
    if (count >= FOLD_AFTER) await this.fold(articleId);
  }

  /** Merges the stored updates into the snapshot, in one transaction (the snapshot row locked). */
  async fold(articleId: number): Promise<void> {
    await this.em.transactional(async (em) => {
      // The article row serialises folds of one article (the snapshot row may not exist yet).
      await em.execute(`SELECT id FROM article WHERE id = ? FOR UPDATE`, [articleId]);
      const [snapshot]: { state: Buffer }[] = await em.execute(`SELECT state FROM article_collab_snapshot WHERE article_id = ?`, [
        articleId,
      ]);
      const updates: { id: string; data: Buffer }[] = await em.execute(
        `SELECT id, data FROM article_collab_update WHERE article_id = ? ORDER BY id`,
        [articleId],
      );
      if (updates.length === 0) return;
      const parts = [...(snapshot ? [snapshot.state] : []), ...updates.map((u) => u.data)].map((b) => new Uint8Array(b));
      const state = Buffer.from(mergeUpdates(parts));
      await em.execute(
        `INSERT INTO article_collab_snapshot (article_id, state, updates_folded) VALUES (?, ?, ?)
         ON CONFLICT (article_id) DO UPDATE SET state = excluded.state,
           updates_folded = article_collab_snapshot.updates_folded + excluded.updates_folded, updated_at = now()`,
        [articleId, state, updates.length],
      );
      await em.execute(`DELETE FROM article_collab_update WHERE article_id = ? AND id <= ?`, [
        articleId,
        updates[updates.length - 1].id,
      ]);
    });
  }

  private async requireArticle(em: EntityManager, articleId: number): Promise<void> {
    const [found]: { id: number }[] = await em.execute(`SELECT id FROM article WHERE id = ?`, [articleId]);
    if (!found) throw notFound(`No article with id ${articleId}`);
  }
}
