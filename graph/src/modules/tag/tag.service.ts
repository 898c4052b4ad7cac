import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors';
import { textArrayParam } from '../../common/sql';
import { TaxonomyService, descriptionOf, requiredName } from '../taxonomy/taxonomy.service';
import { Tag } from './tag.entity';
import type { TagInput, TagUpdateInput } from './tag.inputs';

const MAX_TAGS_PER_ARTICLE = 30;

/** Trims, drops empties and keeps the first spelling of names that differ only in case. */
function normalizeTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    result.push(name);
  }
  return result;
}

/** A tag's own name, spaced as articles' tag names are (above), so tagging an article finds the tag. */
const tagName = (raw: string): string => requiredName(raw).replace(/\s+/g, ' ');

export class TagService extends TaxonomyService<Tag> {
  constructor(em: EntityManager) {
    super(em, { entity: Tag, noun: 'tag', counts: { table: 'article_count_by_tag', idColumn: 'tag_id' } });
  }

  /**
   * The Tag rows for these names, creating the missing ones. `ON CONFLICT DO NOTHING` lets two
   * editors introduce the same new tag at once without either save failing.
   */
  async findOrCreateByNames(names: readonly string[]): Promise<Tag[]> {
    const wanted = normalizeTagNames(names);
    if (wanted.length === 0) return [];
    if (wanted.length > MAX_TAGS_PER_ARTICLE) throw badInput('tags', `At most ${MAX_TAGS_PER_ARTICLE} tags per article`);
    const tooLong = wanted.find((n) => n.length > 50);
    if (tooLong) throw badInput('tags', `Tag "${tooLong.slice(0, 20)}…" is longer than 50 characters`);
    await this.em.execute(
      `INSERT INTO tag (name) SELECT jsonb_array_elements_text(?::jsonb) ON CONFLICT (lower(name)) DO NOTHING`,
      [textArrayParam(wanted)],
    );
    const tags = await this.em.find(Tag, { name: { $in: wanted } });
    const byLower = new Map(tags.map((t) => [t.name.toLowerCase(), t]));
    const missing = wanted.filter((n) => !byLower.has(n.toLowerCase()));
    if (missing.length > 0) {
      // Existing tags spelled with other capitals: look them up case-insensitively.
      const rows: { id: number }[] = await this.em.execute(
        `SELECT id FROM tag WHERE lower(name) IN (SELECT lower(jsonb_array_elements_text(?::jsonb)))`,
        [textArrayParam(missing)],
      );
      const more = await this.em.find(Tag, { id: { $in: rows.map((r) => r.id) } });
      for (const t of more) byLower.set(t.name.toLowerCase(), t);
    }
    return wanted.map((n) => byLower.get(n.toLowerCase())).filter((t): t is Tag => t !== undefined);
  }

  async create(input: TagInput): Promise<Tag> {
    const name = tagName(input.name);
    const tag = this.em.create(Tag, { name, description: descriptionOf(input.description) });
    await this.flushUniqueName(name);
    return tag;
  }

  async update(id: number, input: TagUpdateInput): Promise<Tag> {
    const tag = await this.requireById(id);
    this.applyEdit(tag, { ...input, name: input.name == null ? input.name : tagName(input.name) });
    await this.flushUniqueName(tag.name);
    return tag;
  }

  /** Deleting a tag detaches it from its articles (the link rows cascade). */
  async delete(id: number): Promise<boolean> {
    const deleted = await this.em.nativeDelete(Tag, { id });
    if (deleted === 0) throw notFound(`No tag with id ${id}`);
    return true;
  }

  private flushUniqueName(name: string): Promise<void> {
    return this.flushUnique(`A tag named "${name}" already exists`, 'name');
  }
}
