// A game's description per edition (ADR 0067): the default edition's is game.description (createGame,
// updateGame); another edition's is a row of game_description, sanitized as the game's own is. Read
// for a page of games in one query; a game without one in an edition shows its own there.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Caller, checksCaller } from '../../common/caller';
import { badInput, notFound } from '../../common/errors';
import { sanitizeArticleHtml } from '../../common/sanitize';
import { intArrayParam } from '../../common/sql';
import { LocalizedNameService } from '../localized-name/localized-name.service';
import { assertCapability } from '../user/capabilities';

/** As long as the game's own description may be (game.inputs.ts, the table's CHECK). */
const GAME_DESCRIPTION_MAX = 20_000;

export class GameDescriptionService {
  constructor(private readonly em: EntityManager) {}

  /** The descriptions of each id in `language` (a canonical, non-default edition), in one query. */
  async descriptionsIn(language: string, ids: readonly number[]): Promise<Map<number, string>> {
    const rows: { game_id: number; description: string }[] = ids.length
      ? await this.em.execute(
          `SELECT game_id, description FROM game_description WHERE language = ? AND game_id = ANY(?::int[])`,
          [language, intArrayParam(ids)],
        )
      : [];
    return new Map(rows.map((row) => [row.game_id, row.description]));
  }

  /** Every edition's description of each id (the default edition's excepted), in one query. */
  async descriptionsOf(ids: readonly number[]): Promise<Map<number, { language: string; description: string }[]>> {
    const rows: { game_id: number; language: string; description: string }[] = ids.length
      ? await this.em.execute(
          `SELECT game_id, language, description FROM game_description WHERE game_id = ANY(?::int[]) ORDER BY language`,
          [intArrayParam(ids)],
        )
      : [];
    const byId = new Map<number, { language: string; description: string }[]>();
    for (const { game_id: id, ...row } of rows) byId.set(id, [...(byId.get(id) ?? []), row]);
    return byId;
  }

  /**
   * What one edition says of the game: its name and its description there, each empty or null
   * removed, in one transaction (both saved, or neither).
   */
  @checksCaller(0)
  async setEdition(caller: Caller, id: number, language: string, name: string | null, description: string | null): Promise<void> {
    assertCapability(caller, 'setGameEdition');
    await this.em.transactional(async (tx) => {
      await new LocalizedNameService(tx).set(caller, 'game', id, { language, name });
      await new GameDescriptionService(tx).set(caller, id, language, description);
    });
  }

  /**
   * Sets (or with an empty description removes) the description of game `id` in a non-default
   * edition. The default edition's is the game's own (updateGame): naming it is a 400.
   */
  @checksCaller(0)
  async set(caller: Caller, id: number, rawLanguage: string, description: string | null): Promise<void> {
    assertCapability(caller, 'setGameDescription');
    const language = await new LocalizedNameService(this.em).otherEdition(rawLanguage);
    if (!language) throw badInput('language', "That is the default edition: change the game's own description instead");
    const [exists]: unknown[] = await this.em.execute(`SELECT 1 FROM game WHERE id = ?`, [id]);
    if (!exists) throw notFound(`No game with id ${id}`);
    if ((description ?? '').length > GAME_DESCRIPTION_MAX)
      throw badInput('description', `Description must be at most ${GAME_DESCRIPTION_MAX.toLocaleString('en-US')} characters`);
    const clean = sanitizeArticleHtml(description ?? '').trim();
    if (!clean) {
      await this.em.execute(`DELETE FROM game_description WHERE game_id = ? AND language = ?`, [id, language]);
      return;
    }
    await this.em.execute(
      `INSERT INTO game_description (game_id, language, description) VALUES (?, ?, ?)
       ON CONFLICT (game_id, language) DO UPDATE SET description = EXCLUDED.description`,
      [id, language, clean],
    );
  }
}
