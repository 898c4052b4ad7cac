import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { Category } from './category.entity';
import { CategoryInput, CategoryUpdateInput } from './category.inputs';

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], { description: 'Every category, by name.' })
  categories(@Ctx() ctx: GraphContext): Promise<Category[]> {
    return ctx.services.categories.list();
  }

  @Query(() => Category, { nullable: true, description: 'One category, or null.' })
  category(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Category id.' }) id: number,
  ): Promise<Category | null> {
    return ctx.services.categories.findById(id);
  }

  @Authorized()
  @Mutation(() => Category, { description: 'Editors only. The slug is derived from the name unless given.' })
  createCategory(
    @Ctx() ctx: GraphContext,
    @Arg('input', () => CategoryInput, { description: 'The category.' }) input: CategoryInput,
  ): Promise<Category> {
    return ctx.services.categories.create(input);
  }

  @Authorized()
  @Mutation(() => Category, { description: 'Editors only. Renaming keeps the slug (and the articles) unless a slug is given.' })
  updateCategory(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Category id.' }) id: number,
    @Arg('input', () => CategoryUpdateInput, { description: 'Fields to change.' }) input: CategoryUpdateInput,
  ): Promise<Category> {
    return ctx.services.categories.update(id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Refused with CONFLICT while the category still has articles.' })
  deleteCategory(@Ctx() ctx: GraphContext, @Arg('id', () => Int, { description: 'Category id.' }) id: number): Promise<boolean> {
    return ctx.services.categories.delete(id);
  }

  @FieldResolver(() => Int, { description: 'Published articles for readers; every article for editors.' })
  articleCount(@Root() category: Category, @Ctx() ctx: GraphContext): Promise<number> {
    return ctx.loaders.categoryArticleCount.load(category.id);
  }
}
