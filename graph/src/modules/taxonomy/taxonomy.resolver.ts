// One resolver shape for categories and tags: list, one by id, create, update, delete (editors) and
// articleCount. Each kind names its fields and describes them; the rules live in its service.
import type DataLoader from 'dataloader';
import { Arg, Authorized, type ClassType, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import type { TaxonomyEntity } from './taxonomy.service';

interface TaxonomyOperations<T, Create, Update> {
  list(): Promise<T[]>;
  findById(id: number): Promise<T | null>;
  create(input: Create): Promise<T>;
  update(id: number, input: Update): Promise<T>;
  delete(id: number): Promise<boolean>;
}

interface TaxonomyResolverOptions<T extends object, Create extends object, Update extends object> {
  entity: ClassType<T>;
  createInput: ClassType<Create>;
  updateInput: ClassType<Update>;
  /** GraphQL names: `category`/`categories` give createCategory, updateCategory, deleteCategory. */
  one: string;
  many: string;
  service(ctx: GraphContext): TaxonomyOperations<T, Create, Update>;
  articleCounts(ctx: GraphContext): DataLoader<number, number>;
  /** The mutations' descriptions, which state each kind's own rules. */
  describe: { create: string; update: string; delete: string };
}

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export function taxonomyResolver<T extends TaxonomyEntity, Create extends object, Update extends object>(
  options: TaxonomyResolverOptions<T, Create, Update>,
) {
  const { entity, createInput, updateInput, one, many, service, describe } = options;
  const Type = capitalized(one);
  const idArg = { description: `${Type} id.` };

  // Not in graph's resolver list itself: the kind's subclass is (graphql/schema.ts).
  @Resolver(() => entity)
  abstract class TaxonomyResolver {
    @Query(() => [entity], { name: many, description: `Every ${one}, by name.` })
    list(@Ctx() ctx: GraphContext): Promise<T[]> {
      return service(ctx).list();
    }

    @Query(() => entity, { name: one, nullable: true, description: `One ${one}, or null.` })
    one(@Ctx() ctx: GraphContext, @Arg('id', () => Int, idArg) id: number): Promise<T | null> {
      return service(ctx).findById(id);
    }

    @Authorized()
    @Mutation(() => entity, { name: `create${Type}`, description: describe.create })
    create(@Ctx() ctx: GraphContext, @Arg('input', () => createInput, { description: `The ${one}.` }) input: Create): Promise<T> {
      return service(ctx).create(input);
    }

    @Authorized()
    @Mutation(() => entity, { name: `update${Type}`, description: describe.update })
    update(
      @Ctx() ctx: GraphContext,
      @Arg('id', () => Int, idArg) id: number,
      @Arg('input', () => updateInput, { description: 'Fields to change.' }) input: Update,
    ): Promise<T> {
      return service(ctx).update(id, input);
    }

    @Authorized()
    @Mutation(() => Boolean, { name: `delete${Type}`, description: describe.delete })
    delete(@Ctx() ctx: GraphContext, @Arg('id', () => Int, idArg) id: number): Promise<boolean> {
      return service(ctx).delete(id);
    }

    @FieldResolver(() => Int, { description: 'Published articles for readers; every article for editors.' })
    articleCount(@Root() item: T, @Ctx() ctx: GraphContext): Promise<number> {
      return options.articleCounts(ctx).load(item.id);
    }
  }
  return TaxonomyResolver;
}
