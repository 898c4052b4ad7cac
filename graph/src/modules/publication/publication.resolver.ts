import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';

@ObjectType({ description: 'How the publication writes dates, times and numbers, on reader pages and in the calendar alike.' })
export class Publication {
  @Field({ description: 'IANA time zone dates and times are written in (PUBLICATION_TIMEZONE), e.g. UTC.' })
  timeZone!: string;

  @Field({ description: 'BCP 47 locale dates and numbers are written in (PUBLICATION_LOCALE), e.g. en-US.' })
  locale!: string;
}

@Resolver()
export class PublicationResolver {
  // The server and every reader's browser format with these, so a page hydrates with the dates
  // the server wrote whatever the reader's own zone is.
  @Query(() => Publication, { description: "The publication's time zone and locale; anyone may read them." })
  publication(@Ctx() ctx: GraphContext): Publication {
    return { ...ctx.config.publication };
  }
}
