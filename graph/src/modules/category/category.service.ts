import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict } from '../../common/errors';
import { slugify } from '@savepoint/slug';
import { Article } from '../article/article.entity';
import { TaxonomyService, descriptionOf, requiredName } from '../taxonomy/taxonomy.service';
import { Category, DEFAULT_CATEGORY_COLOR } from './category.entity';
import type { CategoryInput, CategoryUpdateInput } from './category.inputs';

/** The longest category slug articles and lists take (their `category` inputs), as a given slug is. */
const SLUG_MAX = 50;

/**
 * The name's slug, cut to SLUG_MAX at a hyphen where it can be: transliteration lengthens names in
 * other scripts (家庭用 → jia-ting-yong), and a longer slug could never be filed under.
 */
function slugOfName(name: string): string {
  const slug = slugify(name);
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX + 1);
  const atHyphen = cut.lastIndexOf('-');
  return (atHyphen > 0 ? cut.slice(0, atHyphen) : cut.slice(0, SLUG_MAX)).replace(/-+$/, '');
}

export class CategoryService extends TaxonomyService<Category> {
  constructor(em: EntityManager) {
    super(em, { entity: Category, noun: 'category', counts: { table: 'article_count_by_category', idColumn: 'category_id' } });
  }

  findBySlug(slug: string): Promise<Category | null> {
    return this.em.findOne(Category, { slug: slug.trim().toLowerCase() });
  }

  async create(input: CategoryInput): Promise<Category> {
    const name = requiredName(input.name);
    const slug = input.slug ?? slugOfName(name);
    if (!slug) throw badInput('name', 'Name must contain at least one letter or digit');
    const category = this.em.create(Category, {
      name,
      slug,
      description: descriptionOf(input.description),
      color: input.color ?? DEFAULT_CATEGORY_COLOR,
    });
    await this.flushUniqueSlug(slug, input.slug ? 'slug' : 'name');
    return category;
  }

  async update(id: number, input: CategoryUpdateInput): Promise<Category> {
    const category = await this.requireById(id);
    this.applyEdit(category, input);
    if (input.color != null) category.color = input.color;
    if (input.slug != null) category.slug = input.slug;
    await this.flushUniqueSlug(category.slug, 'slug');
    return category;
  }

  async delete(id: number): Promise<boolean> {
    const category = await this.requireById(id);
    const inUse = await this.em.count(Article, { category: id });
    if (inUse > 0) {
      throw conflict(
        `Cannot delete category "${category.name}": ${inUse} ${inUse === 1 ? 'article still uses' : 'articles still use'} it. Move or delete them first.`,
      );
    }
    await this.em.nativeDelete(Category, { id });
    return true;
  }

  private flushUniqueSlug(slug: string, field: string): Promise<void> {
    return this.flushUnique(`A category with the slug "${slug}" already exists`, field);
  }
}
