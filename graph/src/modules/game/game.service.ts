// The games database: reads and writes of `game`, its releases, slug history and article links,
// in SQL (arrays and child rows are plain rows here). Rules: names plain text, descriptions
// sanitized like articles, platforms from the publication's table (game-facts.ts), release dates
// as a precision and the first day of the period, trailers YouTube links only, slugs as articles'.
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../common/errors';
import { checkPage } from '../../common/pagination';
import { sanitizeArticleHtml } from '../../common/sanitize';
import { nextFreeSlug, slugify } from '@savepoint/slug';
import { intArrayParam, textArrayParam } from '../../common/sql';
import { youTubeId } from '../../common/video';
import { nameOrder } from '../edition/name-order';
import { searchTextOf } from '../search/search-sql';
import { isPlatformId, PLATFORM_LIST, PLATFORMS, ReleasePrecision, releaseLabel, releaseStart, releaseValue } from './game-facts';
import type { Game, GamePage, GameRelease, LinkedGame, Platform, UpcomingRelease } from './game.entity';
import type { GameInput, GameReleaseInput, GameUpdateInput } from './game.inputs';

/** At most this many games on one article. */
const MAX_GAMES_PER_ARTICLE = 10;
/** Saves racing for the same slug each win one round (as for articles). */
const SLUG_SAVE_ATTEMPTS = 8;
/** Word similarity (pg_trgm) above which a name matches a search with typos: "zelad" finds "Zelda". */
const NAME_SIMILARITY = 0.3;

const TRAILER_HOST = /^https:\/\/(www\.|m\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)\//i;

/** The columns of one game `g`, with its cover and releases as JSON. */
const GAME_COLUMNS = `g.id, g.name, g.slug, g.description, g.cover_media_id, g.platforms, g.developers, g.publishers,
  g.franchise, g.genres, g.trailer_url, g.created_at, g.updated_at,
  (SELECT json_build_object('id', m.id, 'url', m.url, 'alt', m.alt, 'width', m.width, 'height', m.height)
   FROM media m WHERE m.id = g.cover_media_id) AS cover,
  (SELECT coalesce(json_agg(json_build_object('platform', r.platform, 'precision', r.precision, 'startsOn', r.starts_on)
     ORDER BY r.starts_on NULLS LAST, r.platform), '[]'::json)
   FROM game_release r WHERE r.game_id = g.id) AS releases`;

interface GameRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  cover_media_id: number | null;
  platforms: string[];
  developers: string[];
  publishers: string[];
  franchise: string | null;
  genres: string[];
  trailer_url: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  cover: Game['coverImage'];
  releases: { platform: string; precision: ReleasePrecision; startsOn: string | null }[];
  total?: number;
}

function toGame(row: GameRow): Game {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    coverImageId: row.cover_media_id,
    coverImage: row.cover,
    platforms: row.platforms,
    releases: row.releases.map((r): GameRelease => ({
      platform: r.platform,
      precision: r.precision,
      startsOn: r.startsOn,
      value: releaseValue(r.precision, r.startsOn),
      label: releaseLabel(r.precision, r.startsOn),
    })),
    developers: row.developers,
    publishers: row.publishers,
    franchise: row.franchise,
    genres: row.genres,
    trailerUrl: row.trailer_url,
    trailerYouTubeId: youTubeId(row.trailer_url),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** A game's fields as they will be stored, after every rule ran. */
interface GameValues {
  name: string;
  description: string | null;
  coverImageId: number | null;
  platforms: string[];
  releases: { platform: string; precision: ReleasePrecision; startsOn: string | null }[];
  developers: string[];
  publishers: string[];
  franchise: string | null;
  genres: string[];
  trailerUrl: string | null;
}

const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** Trimmed, single-spaced, without empties or repeats that differ only in case. */
function cleanNames(values: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values ?? []) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}

function requireName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw badInput('name', 'Name is required');
  return name;
}

function requirePlatforms(values: readonly string[]): string[] {
  const platforms = [...new Set(values.map((p) => p.trim().toLowerCase()).filter(Boolean))];
  const unknown = platforms.find((p) => !isPlatformId(p));
  if (unknown) throw badInput('platforms', `Unknown platform "${unknown.slice(0, 30)}"; use one of: ${PLATFORM_LIST}`);
  return platforms;
}

function requireReleases(inputs: readonly GameReleaseInput[], platforms: readonly string[]): GameValues['releases'] {
  const seen = new Set<string>();
  return inputs.map((input) => {
    const platform = input.platform.trim().toLowerCase();
    if (!platforms.includes(platform)) {
      throw badInput('releases', `A release date is for one of the game's platforms; "${platform.slice(0, 30)}" is not one`);
    }
    if (seen.has(platform)) throw badInput('releases', `Two release dates for ${platform}: give one per platform`);
    seen.add(platform);
    const start = releaseStart(input.precision, input.value);
    if ('problem' in start) throw badInput('releases', `${platform}: ${start.problem}`);
    return { platform, precision: input.precision, startsOn: start.startsOn };
  });
}

function requireTrailer(raw: string | null | undefined): string | null {
  const url = blankToNull(raw);
  if (url && (!TRAILER_HOST.test(url) || !youTubeId(url))) {
    throw badInput('trailerUrl', 'Trailer must be a YouTube link (https://www.youtube.com/watch?v=… or https://youtu.be/…)');
  }
  return url;
}

/** LIKE pattern text with its wildcards taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export class GameService {
  constructor(private readonly em: EntityManager) {}

  // ——— reads ———

  platforms(): Platform[] {
    return Object.entries(PLATFORMS).map(([id, name]) => ({ id, name }));
  }

  /**
   * A page of games: by name A-Z in the edition's alphabet (nameOrder), or, with `search`, best
   * match first (names containing the text, then names within a typo or two by trigram word
   * similarity). `platform` keeps games on it. `edition` (a non-default edition's tag): games are
   * sorted by their names there, where they have one, and a search matches those names as well as
   * their own.
   */
  async list(
    filter: { search?: string | null; platform?: string | null; edition?: string | null },
    limit: number,
    offset: number,
    withCount: boolean,
  ): Promise<GamePage> {
    checkPage(limit, offset);
    const where: string[] = [];
    // The edition's name joins first: its parameter leads the statement's.
    const params: unknown[] = filter.edition ? [filter.edition] : [];
    const from = filter.edition ? 'game g LEFT JOIN game_translation gt ON gt.game_id = g.id AND gt.language = ?' : 'game g';
    const name = filter.edition ? 'lower(coalesce(gt.name, g.name))' : 'lower(g.name)';
    const platform = filter.platform?.trim().toLowerCase();
    if (platform) {
      if (!isPlatformId(platform))
        throw badInput('platform', `Unknown platform "${platform.slice(0, 30)}"; use one of: ${PLATFORM_LIST}`);
      where.push(`g.platforms @> ARRAY[?]::text[]`);
      params.push(platform);
    }
    const search = searchTextOf(filter.search ?? '', 'search').toLowerCase();
    // In the edition's alphabet; the default edition's matches game_name_order's expression.
    const alphabetical = `${name}${await nameOrder(this.em, filter.edition ?? null)}, g.id`;
    let order = alphabetical;
    const orderParams: unknown[] = [];
    if (search) {
      const contains = `%${likeLiteral(search)}%`;
      if (filter.edition) {
        where.push(`(${name} LIKE ? OR ? <% ${name} OR lower(g.name) LIKE ? OR ? <% lower(g.name))`);
        params.push(contains, search, contains, search);
      } else {
        where.push(`(${name} LIKE ? OR ? <% ${name})`);
        params.push(contains, search);
      }
      order = `${name} = ? DESC, ${name} LIKE ? DESC, word_similarity(?, ${name}) DESC, ${alphabetical}`;
      orderParams.push(search, `${likeLiteral(search)}%`, search);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const run = async (em: EntityManager): Promise<GamePage> => {
      // The `<%` operator reads its threshold from this setting, local to the transaction.
      if (search) await em.execute(`SELECT set_config('pg_trgm.word_similarity_threshold', ?, true)`, [String(NAME_SIMILARITY)]);
      const rows: GameRow[] = await em.execute(
        `SELECT ${GAME_COLUMNS}${withCount ? `, count(*) OVER ()::int AS total` : ''}
         FROM ${from} ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`,
        [...params, ...orderParams, limit, offset],
      );
      const page: GamePage = { games: rows.map(toGame) };
      if (withCount) {
        page.totalCount =
          rows[0]?.total ??
          (await em.execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${from} ${whereSql}`, params))[0].n;
      }
      return page;
    };
    return search ? this.em.transactional(run) : run(this.em);
  }

  async findById(id: number): Promise<Game | null> {
    const rows: GameRow[] = await this.em.execute(`SELECT ${GAME_COLUMNS} FROM game g WHERE g.id = ?`, [id]);
    return rows[0] ? toGame(rows[0]) : null;
  }

  /** By its slug, or by a slug it had before (slug history). */
  async findBySlug(slug: string): Promise<Game | null> {
    const wanted = slug.trim().toLowerCase();
    const rows: GameRow[] = await this.em.execute(
      `SELECT ${GAME_COLUMNS} FROM game g
       WHERE g.id = coalesce((SELECT id FROM game WHERE slug = ?), (SELECT game_id FROM game_slug_history WHERE slug = ?))`,
      [wanted, wanted],
    );
    return rows[0] ? toGame(rows[0]) : null;
  }

  /** The current slug of the game that once had `slug`; null when `slug` is current or unknown (pages answer 301). */
  async slugRedirect(slug: string): Promise<string | null> {
    const rows: { slug: string }[] = await this.em.execute(
      `SELECT g.slug FROM game_slug_history h JOIN game g ON g.id = h.game_id WHERE h.slug = ? AND g.slug <> h.slug`,
      [slug.trim().toLowerCase()],
    );
    return rows[0]?.slug ?? null;
  }

  /**
   * Releases whose period has not ended by `today` (a "Q2" release stays listed until the quarter
   * is over), earliest first; the platforms sharing one date are one entry. TBA releases have no
   * date and are left out. Walks the `game_release_upcoming` index from the earliest period that
   * can still be running (a year's start).
   */
  async upcomingReleases(today: string, limit: number, platform?: string | null): Promise<UpcomingRelease[]> {
    checkPage(limit, 0);
    const wanted = platform?.trim().toLowerCase();
    if (wanted && !isPlatformId(wanted))
      throw badInput('platform', `Unknown platform "${wanted.slice(0, 30)}"; use one of: ${PLATFORM_LIST}`);
    const rows: {
      id: number;
      name: string;
      slug: string;
      game_platforms: string[];
      platforms: string[];
      precision: ReleasePrecision;
      starts_on: string;
    }[] = await this.em.execute(
      `SELECT g.id, g.name, g.slug, g.platforms AS game_platforms, array_agg(r.platform ORDER BY r.platform) AS platforms,
              r.precision, to_char(r.starts_on, 'YYYY-MM-DD') AS starts_on
       FROM game_release r JOIN game g ON g.id = r.game_id
       WHERE r.starts_on >= date_trunc('year', ?::date)::date
         AND r.starts_on + CASE r.precision WHEN 'day' THEN interval '1 day' WHEN 'month' THEN interval '1 month'
                                            WHEN 'quarter' THEN interval '3 months' ELSE interval '1 year' END > ?::date
         ${wanted ? 'AND r.platform = ?' : ''}
       GROUP BY g.id, r.precision, r.starts_on
       ORDER BY r.starts_on, lower(g.name), g.id
       LIMIT ?`,
      [today, today, ...(wanted ? [wanted] : []), limit],
    );
    return rows.map((row) => ({
      game: { id: row.id, name: row.name, slug: row.slug, platforms: row.game_platforms },
      platforms: row.platforms,
      precision: row.precision,
      startsOn: row.starts_on,
      label: releaseLabel(row.precision, row.starts_on),
    }));
  }

  /** The games each article links to, in the order they were given: one statement for any number of articles. */
  async linkedGames(articleIds: readonly number[]): Promise<Map<number, LinkedGame[]>> {
    const byArticle = new Map<number, LinkedGame[]>();
    if (articleIds.length === 0) return byArticle;
    const rows: (LinkedGame & { article_id: number })[] = await this.em.execute(
      `SELECT ag.article_id, g.id, g.name, g.slug, g.platforms FROM article_game ag JOIN game g ON g.id = ag.game_id
       WHERE ag.article_id = ANY(?::int[]) ORDER BY ag.article_id, ag.position, g.id`,
      [intArrayParam(articleIds)],
    );
    for (const { article_id, ...game } of rows) {
      const list = byArticle.get(article_id) ?? [];
      list.push(game);
      byArticle.set(article_id, list);
    }
    return byArticle;
  }

  // ——— writes ———

  async create(input: GameInput): Promise<Game> {
    const values = await this.values(this.em, input, null);
    const id = await this.withFreeSlug(async (em) => {
      const slug = await this.freeSlug(em, input.slug ?? this.slugFromName(values.name), null);
      const [{ id }]: { id: number }[] = await em.execute(
        `INSERT INTO game (name, slug, description, cover_media_id, platforms, developers, publishers, franchise, genres, trailer_url)
         VALUES (?, ?, ?, ?, ${TEXT_ARRAY}, ${TEXT_ARRAY}, ${TEXT_ARRAY}, ?, ${TEXT_ARRAY}, ?) RETURNING id`,
        [
          values.name,
          slug,
          values.description,
          values.coverImageId,
          textArrayParam(values.platforms),
          textArrayParam(values.developers),
          textArrayParam(values.publishers),
          values.franchise,
          textArrayParam(values.genres),
          values.trailerUrl,
        ],
      );
      await this.writeReleases(em, id, values.releases);
      return id;
    });
    return (await this.findById(id))!;
  }

  async update(id: number, input: GameUpdateInput): Promise<Game> {
    await this.withFreeSlug(async (em) => {
      const current = (await em.execute<GameRow[]>(`SELECT ${GAME_COLUMNS} FROM game g WHERE g.id = ? FOR UPDATE OF g`, [id]))[0];
      if (!current) throw notFound(`No game with id ${id}`);
      const values = await this.values(em, input, toGame(current));
      const slug = input.slug != null && input.slug !== current.slug ? await this.freeSlug(em, input.slug, id) : current.slug;
      await em.execute(
        `UPDATE game SET name = ?, slug = ?, description = ?, cover_media_id = ?, platforms = ${TEXT_ARRAY},
           developers = ${TEXT_ARRAY}, publishers = ${TEXT_ARRAY}, franchise = ?, genres = ${TEXT_ARRAY}, trailer_url = ?,
           updated_at = now()
         WHERE id = ?`,
        [
          values.name,
          slug,
          values.description,
          values.coverImageId,
          textArrayParam(values.platforms),
          textArrayParam(values.developers),
          textArrayParam(values.publishers),
          values.franchise,
          textArrayParam(values.genres),
          values.trailerUrl,
          id,
        ],
      );
      await this.writeReleases(em, id, values.releases);
      if (slug !== current.slug) {
        // Games are public from the start, so every old slug keeps answering (301 on the page).
        await em.execute(`DELETE FROM game_slug_history WHERE slug = ? AND game_id = ?`, [slug, id]);
        await em.execute(`INSERT INTO game_slug_history (slug, game_id) VALUES (?, ?) ON CONFLICT (slug) DO NOTHING`, [
          current.slug,
          id,
        ]);
      }
      return id;
    });
    return (await this.findById(id))!;
  }

  /** Refused (409, naming how many) while articles link to it: unlink them, or merge, first. */
  async delete(id: number): Promise<boolean> {
    try {
      await this.em.transactional(async (em) => {
        const [game]: { name: string }[] = await em.execute(`SELECT name FROM game WHERE id = ? FOR UPDATE`, [id]);
        if (!game) throw notFound(`No game with id ${id}`);
        const [{ n }]: { n: number }[] = await em.execute(`SELECT count(*)::int AS n FROM article_game WHERE game_id = ?`, [id]);
        if (n > 0) throw linkedConflict(game.name, n);
        await em.execute(`DELETE FROM game WHERE id = ?`, [id]);
      });
    } catch (error) {
      // An article linked it between the count and the delete: the foreign key says so.
      if (error instanceof ForeignKeyConstraintViolationException) {
        throw conflict('Articles link to this game now; unlink them before deleting it', 'id');
      }
      throw error;
    }
    return true;
  }

  /**
   * Folds `duplicateId` into `survivorId` in one transaction: the duplicate's article links move to
   * the survivor (keeping each article's order), its slug and old slugs join the survivor's history
   * so its old URLs answer 301, and the duplicate is deleted. The survivor's facts are unchanged.
   */
  async merge(survivorId: number, duplicateId: number): Promise<Game> {
    if (survivorId === duplicateId) throw badInput('duplicateId', 'A game cannot be merged into itself');
    await this.em.transactional(async (em) => {
      // Both rows locked in id order, so two merges of the same pair cannot deadlock.
      const rows: { id: number; slug: string }[] = await em.execute(
        `SELECT id, slug FROM game WHERE id IN (?, ?) ORDER BY id FOR UPDATE`,
        [survivorId, duplicateId],
      );
      if (!rows.some((r) => r.id === survivorId)) throw notFound(`No game with id ${survivorId}`);
      const duplicate = rows.find((r) => r.id === duplicateId);
      if (!duplicate) throw badInput('duplicateId', `No game with id ${duplicateId}`);
      // An article linking both keeps the survivor where it was; one linking only the duplicate
      // gets the survivor in the duplicate's place.
      await em.execute(
        `INSERT INTO article_game (article_id, game_id, position)
         SELECT article_id, ?, position FROM article_game WHERE game_id = ?
         ON CONFLICT (article_id, game_id) DO NOTHING`,
        [survivorId, duplicateId],
      );
      await em.execute(`DELETE FROM article_game WHERE game_id = ?`, [duplicateId]);
      // Members following the duplicate follow the survivor (those following both keep one follow;
      // the rest of the duplicate's rows go with it).
      await em.execute(
        `INSERT INTO member_follow (member_id, game_id)
         SELECT member_id, ? FROM member_follow WHERE game_id = ?
         ON CONFLICT (member_id, game_id) WHERE game_id IS NOT NULL DO NOTHING`,
        [survivorId, duplicateId],
      );
      await em.execute(`UPDATE game_slug_history SET game_id = ? WHERE game_id = ?`, [survivorId, duplicateId]);
      await em.execute(`DELETE FROM game WHERE id = ?`, [duplicateId]);
      // After the delete: the slug-is-free trigger refuses history naming another live game's slug.
      await em.execute(`INSERT INTO game_slug_history (slug, game_id) VALUES (?, ?) ON CONFLICT (slug) DO NOTHING`, [
        duplicate.slug,
        survivorId,
      ]);
      await em.execute(`UPDATE game SET updated_at = now() WHERE id = ?`, [survivorId]);
    });
    return (await this.findById(survivorId))!;
  }

  /**
   * Replaces the games `articleId` links to, in the caller's transaction. Unknown ids are a 400
   * naming `games`; the rows read are key-share locked so none is deleted before the commit.
   */
  static async linkArticle(em: EntityManager, articleId: number, gameIds: readonly number[]): Promise<void> {
    const ids = [...new Set(gameIds)];
    if (ids.length > MAX_GAMES_PER_ARTICLE) throw badInput('games', `At most ${MAX_GAMES_PER_ARTICLE} games per article`);
    if (ids.length) {
      const found: { id: number }[] = await em.execute(`SELECT id FROM game WHERE id = ANY(?::int[]) FOR KEY SHARE`, [
        intArrayParam(ids),
      ]);
      const known = new Set(found.map((r) => r.id));
      const missing = ids.find((id) => !known.has(id));
      if (missing !== undefined) throw badInput('games', `No game with id ${missing}`);
    }
    await em.execute(`DELETE FROM article_game WHERE article_id = ?`, [articleId]);
    if (ids.length) {
      await em.execute(
        `INSERT INTO article_game (article_id, game_id, position)
         SELECT ?, g.id, g.n - 1 FROM unnest(?::int[]) WITH ORDINALITY g(id, n)`,
        [articleId, intArrayParam(ids)],
      );
    }
  }

  // ——— rules ———

  /** The stored values after a create (`current` null) or an update of `current` with `input`. */
  private async values(em: EntityManager, input: GameInput | GameUpdateInput, current: Game | null): Promise<GameValues> {
    const platforms = input.platforms != null ? requirePlatforms(input.platforms) : (current?.platforms ?? []);
    const releases =
      input.releases != null
        ? requireReleases(input.releases, platforms)
        : // Dates of platforms the game no longer lists go with them.
          (current?.releases ?? [])
            .filter((r) => platforms.includes(r.platform))
            .map(({ platform, precision, startsOn }) => ({ platform, precision, startsOn }));
    const coverImageId = input.coverImageId !== undefined ? (input.coverImageId ?? null) : (current?.coverImageId ?? null);
    if (coverImageId != null && coverImageId !== current?.coverImageId) {
      const [media] = await em.execute<{ id: number }[]>(`SELECT id FROM media WHERE id = ?`, [coverImageId]);
      if (!media) throw badInput('coverImageId', `No image with id ${coverImageId} in the media library`);
    }
    const names = (key: 'developers' | 'publishers' | 'genres') =>
      input[key] != null ? cleanNames(input[key]) : (current?.[key] ?? []);
    const description =
      input.description !== undefined
        ? blankToNull(sanitizeArticleHtml(input.description ?? ''))
        : (current?.description ?? null);
    return {
      name: input.name != null ? requireName(input.name) : current!.name,
      description,
      coverImageId,
      platforms,
      releases,
      developers: names('developers'),
      publishers: names('publishers'),
      franchise: input.franchise !== undefined ? blankToNull(input.franchise) : (current?.franchise ?? null),
      genres: names('genres'),
      trailerUrl: input.trailerUrl !== undefined ? requireTrailer(input.trailerUrl) : (current?.trailerUrl ?? null),
    };
  }

  private async writeReleases(em: EntityManager, gameId: number, releases: GameValues['releases']): Promise<void> {
    await em.execute(`DELETE FROM game_release WHERE game_id = ?`, [gameId]);
    if (releases.length === 0) return;
    await em.execute(
      `INSERT INTO game_release (game_id, platform, precision, starts_on)
       SELECT ?, r->>'platform', r->>'precision', (r->>'startsOn')::date FROM jsonb_array_elements(?::jsonb) r`,
      [gameId, JSON.stringify(releases)],
    );
  }

  private slugFromName(name: string): string {
    const slug = slugify(name).slice(0, 190).replace(/-+$/, '');
    if (!slug) throw badInput('name', 'Name must contain at least one letter or digit');
    return slug;
  }

  /** `base`, or `base-2`, `base-3`… when another game has it now or had it once. */
  private async freeSlug(em: EntityManager, base: string, ownId: number | null): Promise<string> {
    const rows: { slug: string }[] = await em.execute(
      `SELECT slug FROM game WHERE (slug = ? OR (slug LIKE ? AND slug ~ ?)) AND id <> ?
       UNION ALL
       SELECT slug FROM game_slug_history WHERE (slug = ? OR (slug LIKE ? AND slug ~ ?)) AND game_id <> ?`,
      [base, `${base}-%`, `^${base}-[0-9]+$`, ownId ?? 0, base, `${base}-%`, `^${base}-[0-9]+$`, ownId ?? 0],
    );
    return nextFreeSlug(
      base,
      rows.map((r) => r.slug),
    );
  }

  /** Runs a write in a transaction, again when a concurrent save took the same slug first. */
  private async withFreeSlug<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.em.transactional(work);
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= SLUG_SAVE_ATTEMPTS) throw error;
      }
    }
  }
}

/** A JSON array parameter as a text[] value. */
const TEXT_ARRAY = `ARRAY(SELECT jsonb_array_elements_text(?::jsonb))`;

function linkedConflict(name: string, count: number) {
  const articles = count === 1 ? '1 article links' : `${count} articles link`;
  return conflict(`${articles} to "${name}"; unlink them before deleting the game`, 'id');
}
