import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { Media } from './media.entity';

@ObjectType({ description: 'One page of the media library.' })
export class MediaPage {
  @Field(() => [Media], { description: 'Newest first.' })
  items!: Media[];

  @Field(() => Int, { description: 'How many match the search.' })
  totalCount!: number;
}

// Uploads arrive as multipart on graph's POST /upload/media (media.upload.ts), not through GraphQL.
@Resolver(() => Media)
export class MediaResolver {
  @Authorized()
  @Query(() => MediaPage, { description: 'Staff: the media library, newest first; search matches alt text and file name.' })
  mediaLibrary(
    @Ctx() ctx: GraphContext,
    @Arg('search', () => String, { nullable: true, description: 'Words from the alt text or file name.' }) search: string | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 40, description: 'Page size, 1-100.' }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0, description: 'Items to skip.' }) offset: number | null,
  ): Promise<MediaPage> {
    return ctx.services.media.list(search, limit ?? 40, offset ?? 0);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Editors and admins: deletes an image no article uses (CONFLICT otherwise).' })
  deleteMedia(@Ctx() ctx: GraphContext, @Arg('id', () => Int, { description: 'Media id.' }) id: number): Promise<boolean> {
    return ctx.services.media.delete(id);
  }
}
