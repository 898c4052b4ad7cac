import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { Tag } from './tag.entity';
import { TagInput, TagUpdateInput } from './tag.inputs';

@Resolver(() => Tag)
export class TagResolver {
  @Query(() => [Tag], { description: 'Every tag, by name.' })
  tags(@Ctx() ctx: GraphContext): Promise<Tag[]> {
    return ctx.services.tags.list();
  }

  @Query(() => Tag, { nullable: true, description: 'One tag, or null.' })
  tag(@Ctx() ctx: GraphContext, @Arg('id', () => Int, { description: 'Tag id.' }) id: number): Promise<Tag | null> {
    return ctx.services.tags.findById(id);
  }

  @Authorized()
  @Mutation(() => Tag, { description: 'Editors only. Names are unique, ignoring case.' })
  createTag(@Ctx() ctx: GraphContext, @Arg('input', () => TagInput, { description: 'The tag.' }) input: TagInput): Promise<Tag> {
    return ctx.services.tags.create(input);
  }

  @Authorized()
  @Mutation(() => Tag, { description: 'Editors only. Changes the given fields.' })
  updateTag(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Tag id.' }) id: number,
    @Arg('input', () => TagUpdateInput, { description: 'Fields to change.' }) input: TagUpdateInput,
  ): Promise<Tag> {
    return ctx.services.tags.update(id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Editors only. Detaches the tag from its articles and deletes it.' })
  deleteTag(@Ctx() ctx: GraphContext, @Arg('id', () => Int, { description: 'Tag id.' }) id: number): Promise<boolean> {
    return ctx.services.tags.delete(id);
  }

  @FieldResolver(() => Int, { description: 'Published articles for readers; every article for editors.' })
  articleCount(@Root() tag: Tag, @Ctx() ctx: GraphContext): Promise<number> {
    return ctx.loaders.tagArticleCount.load(tag.id);
  }
}
