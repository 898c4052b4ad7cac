import { Resolver } from 'type-graphql';
import { taxonomyResolver } from '../taxonomy/taxonomy.resolver';
import { Category } from './category.entity';
import { CategoryInput, CategoryUpdateInput } from './category.inputs';

@Resolver(() => Category)
export class CategoryResolver extends taxonomyResolver({
  entity: Category,
  createInput: CategoryInput,
  updateInput: CategoryUpdateInput,
  one: 'category',
  many: 'categories',
  service: (ctx) => ctx.services.categories,
  articleCounts: (ctx) => ctx.loaders.categoryArticleCount,
  describe: {
    create: 'Editors only. The slug is derived from the name unless given.',
    update: 'Editors only. Renaming keeps the slug (and the articles) unless a slug is given.',
    delete: 'Refused with CONFLICT while the category still has articles.',
  },
}) {}
