import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../common/errors';
import { slugify } from '../../common/slug';
import { intArrayParam } from '../../common/sql';
import { Article } from '../article/article.entity';
import { Category, DEFAULT_CATEGORY_COLOR } from './category.entity';
import type { CategoryInput, CategoryUpdateInput } from './category.inputs';

export class CategoryService {
  constructor(private readonly em: EntityManager) {}

  list(): Promise<Category[]> {
    return this.em.find(Category, {}, { orderBy: { name: 'asc', id: 'asc' } });
  }

  findById(id: number): Promise<Category | null> {
    return this.em.findOne(Category, { id });
  }

  findBySlug(slug: string): Promise<Category | null> {
    return this.em.findOne(Category, { slug: slug.trim().toLowerCase() });
  }

  /** Article counts per category id, in one query; readers count published articles only. */
  async articleCounts(categoryIds: readonly number[], includeUnpublished: boolean): Promise<Map<number, number>> {
    const rows: { category_id: number; n: number }[] = await this.em.execute(
      // Counters kept by triggers in the same transaction as each write (no scan of article).
      `SELECT category_id, sum(n)::int AS n FROM article_count_by_category
       WHERE category_id = ANY(?::int[]) ${includeUnpublished ? '' : `AND status = 'published'`}
       GROUP BY category_id`,
      [intArrayParam(categoryIds)],
    );
    return new Map(rows.map((r) => [r.category_id, r.n]));
  }

  async create(input: CategoryInput): Promise<Category> {
    const name = input.name.trim();
    if (!name) throw badInput('name', 'Name is required');
    const slug = input.slug ?? slugify(name);
    if (!slug) throw badInput('name', 'Name must contain at least one letter or digit');
    const category = this.em.create(Category, {
      name,
      slug,
      description: input.description?.trim() || null,
      color: input.color ?? DEFAULT_CATEGORY_COLOR,
    });
    await this.flushUnique(slug, input.slug ? 'slug' : 'name');
    return category;
  }

  async update(id: number, input: CategoryUpdateInput): Promise<Category> {
    const category = await this.findById(id);
    if (!category) throw notFound(`No category with id ${id}`);
    if (input.name != null) {
      const name = input.name.trim();
      if (!name) throw badInput('name', 'Name is required');
      category.name = name;
    }
    if (input.description !== undefined) category.description = input.description?.trim() || null;
    if (input.color != null) category.color = input.color;
    if (input.slug != null) category.slug = input.slug;
    await this.flushUnique(category.slug, 'slug');
    return category;
  }

  async delete(id: number): Promise<boolean> {
    const category = await this.findById(id);
    if (!category) throw notFound(`No category with id ${id}`);
    const inUse = await this.em.count(Article, { category: id });
    if (inUse > 0) {
      throw conflict(
        `Cannot delete category "${category.name}": ${inUse} ${inUse === 1 ? 'article still uses' : 'articles still use'} it. Move or delete them first.`,
      );
    }
    await this.em.nativeDelete(Category, { id });
    return true;
  }

  private async flushUnique(slug: string, field: string): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw conflict(`A category with the slug "${slug}" already exists`, field);
      }
      throw error;
    }
  }
}
