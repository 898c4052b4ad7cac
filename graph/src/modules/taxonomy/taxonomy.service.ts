// What categories and tags share: a name and an optional description edited the same way, lists by
// name, trigger-kept article counts, and the conflict a unique column answers with.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager, EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../common/errors';
import { intArrayParam } from '../../common/sql';

export interface TaxonomyEntity {
  id: number;
  name: string;
  description?: string | null;
}

/** The editable fields both kinds have (their create and update inputs carry at least these). */
export interface TaxonomyEdit {
  name?: string | null;
  description?: string | null;
}

export interface TaxonomyKind<T> {
  entity: EntityName<T>;
  /** How messages name one: "category", "tag". */
  noun: string;
  /** The counter table the migrations' triggers keep per id and article status. */
  counts: { table: 'article_count_by_category' | 'article_count_by_tag'; idColumn: 'category_id' | 'tag_id' };
}

/** A trimmed name; an empty one is refused as the spec words it. */
export function requiredName(raw: string): string {
  const name = raw.trim();
  if (!name) throw badInput('name', 'Name is required');
  return name;
}

/** Blank descriptions are stored as none. */
export const descriptionOf = (raw: string | null | undefined): string | null => raw?.trim() || null;

export abstract class TaxonomyService<T extends TaxonomyEntity> {
  protected constructor(
    protected readonly em: EntityManager,
    private readonly kind: TaxonomyKind<T>,
  ) {}

  list(): Promise<T[]> {
    return this.em.find(this.kind.entity, {}, { orderBy: { name: 'asc', id: 'asc' } as QueryOrderMap<T> });
  }

  findById(id: number): Promise<T | null> {
    return this.em.findOne(this.kind.entity, { id } as FilterQuery<T>);
  }

  /** Article counts per id, in one query; readers count published articles only. */
  async articleCounts(ids: readonly number[], includeUnpublished: boolean): Promise<Map<number, number>> {
    const { table, idColumn } = this.kind.counts;
    const rows: { id: number; n: number }[] = await this.em.execute(
      // Counters kept by triggers in the same transaction as each write (no scan of the articles).
      `SELECT ${idColumn} AS id, sum(n)::int AS n FROM ${table}
       WHERE ${idColumn} = ANY(?::int[]) ${includeUnpublished ? '' : `AND status = 'published'`}
       GROUP BY ${idColumn}`,
      [intArrayParam(ids)],
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  protected async requireById(id: number): Promise<T> {
    const found = await this.findById(id);
    if (!found) throw notFound(`No ${this.kind.noun} with id ${id}`);
    return found;
  }

  /** Name (when given) and description (when present, null clears it) from an update. */
  protected applyEdit(entity: T, input: TaxonomyEdit): void {
    if (input.name != null) entity.name = requiredName(input.name);
    if (input.description !== undefined) entity.description = descriptionOf(input.description);
  }

  /** Flushes; a unique violation becomes CONFLICT with this message, on this input field. */
  protected async flushUnique(message: string, field: string): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict(message, field);
      throw error;
    }
  }
}
