// Names per edition for categories, tags and games (issue 46 item 2, ADR 0050): read for a page of
// them in one query, set by editors. The default edition's name stays the entity's own column, so a
// client that never asks for a language sees exactly what it saw before.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { slugify } from '@savepoint/slug';
import { type Caller, checksCaller } from '../../common/caller';
import { badInput, conflict, notFound } from '../../common/errors';
import { intArrayParam } from '../../common/sql';
import { EditionService } from '../edition/edition.service';
import { assertCapability } from '../user/capabilities';
import { NAMED_KINDS, type LocalizedName, type NamedKind } from './localized-name.entity';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const OPERATION = { category: 'setCategoryName', tag: 'setTagName', game: 'setGameName' } as const;

export interface NameInput {
  language: string;
  /** Empty or null: the translation is removed (the default edition's name shows again). */
  name: string | null;
  /** Categories: the URL name in that edition (derived from the name when not given). */
  slug?: string | null;
}

export class LocalizedNameService {
  constructor(private readonly em: EntityManager) {}

  /** Every edition's name of each id (the default edition's excepted), in one query. */
  async namesOf(kind: NamedKind, ids: readonly number[]): Promise<Map<number, LocalizedName[]>> {
    const { table, key, hasSlug } = NAMED_KINDS[kind];
    const rows: (LocalizedName & { id: number })[] = ids.length
      ? await this.em.execute(
          `SELECT ${key} AS id, language, name, ${hasSlug ? 'slug' : 'NULL::text AS slug'} FROM ${table}
           WHERE ${key} = ANY(?::int[]) ORDER BY language`,
          [intArrayParam(ids)],
        )
      : [];
    const byId = new Map<number, LocalizedName[]>();
    for (const { id, ...name } of rows) byId.set(id, [...(byId.get(id) ?? []), name]);
    return byId;
  }

  /** The canonical language of an edition, or a 400 naming `language`; null for the default edition. */
  async otherEdition(raw: string): Promise<string | null> {
    const edition = await EditionService.of(this.em).require(raw);
    return edition.isDefault ? null : edition.language;
  }

  /**
   * Sets (or with an empty name removes) the name of `id` in a non-default edition. The default
   * edition's name is the entity's own (updateCategory/updateTag/updateGame): naming it is a 400.
   */
  @checksCaller(0)
  async set(caller: Caller, kind: NamedKind, id: number, input: NameInput): Promise<void> {
    assertCapability(caller, OPERATION[kind]);
    const { table, key, owner, hasSlug } = NAMED_KINDS[kind];
    const language = await this.otherEdition(input.language);
    if (!language) throw badInput('language', `That is the default edition: change the ${kind}'s own name instead`);
    const [exists]: unknown[] = await this.em.execute(`SELECT 1 FROM ${owner} WHERE id = ?`, [id]);
    if (!exists) throw notFound(`No ${kind} with id ${id}`);
    const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
    if (!name) {
      await this.em.execute(`DELETE FROM ${table} WHERE ${key} = ? AND language = ?`, [id, language]);
      return;
    }
    if (name.length > (kind === 'game' ? 200 : 100))
      throw badInput('name', `Name must be at most ${kind === 'game' ? 200 : 100} characters`);
    const slug = hasSlug ? this.slugOf(name, input.slug) : null;
    try {
      await this.em.execute(
        `INSERT INTO ${table} (${key}, language, name${hasSlug ? ', slug' : ''}) VALUES (?, ?, ?${hasSlug ? ', ?' : ''})
         ON CONFLICT (${key}, language) DO UPDATE SET name = EXCLUDED.name${hasSlug ? ', slug = EXCLUDED.slug' : ''}`,
        [id, language, name, ...(hasSlug ? [slug] : [])],
      );
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const field = hasSlug ? 'slug' : 'name';
      throw conflict(`Another ${kind} in ${language} already has that ${field}`, field);
    }
  }

  private slugOf(name: string, raw: string | null | undefined): string {
    const slug = raw != null && raw.trim() ? raw.trim().toLowerCase() : slugify(name);
    if (!slug || !SLUG.test(slug)) throw badInput('slug', 'Slug: lowercase letters, digits and hyphens (e.g. nachrichten)');
    return slug;
  }
}
