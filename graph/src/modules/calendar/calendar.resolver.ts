import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { type GraphContext, requireEditor } from '../../graphql/context';
import { CalendarDay } from './calendar.entity';
import { CALENDAR_MAX_DAYS } from './calendar.service';

@Resolver()
export class CalendarResolver {
  @Authorized()
  @Query(() => [CalendarDay], {
    description: `Staff: the editorial calendar, every day (in the publication's time zone) from \`from\` to \`to\` (inclusive, at most ${CALENDAR_MAX_DAYS} days) with its scheduled articles, embargo lifts and game releases (month/quarter/year releases on the first day of their period).`,
  })
  calendar(
    @Ctx() ctx: GraphContext,
    @Arg('from', { description: 'First day (in the publication time zone), YYYY-MM-DD.' }) from: string,
    @Arg('to', { description: 'Last day (in the publication time zone), YYYY-MM-DD (inclusive).' }) to: string,
    @Arg('language', () => String, {
      nullable: true,
      description: "Only this edition's articles (a language tag; 400 if unknown). Game releases are listed for every edition.",
    })
    language: string | null,
  ): Promise<CalendarDay[]> {
    return ctx.services.calendar.days(requireEditor(ctx), from, to, ctx.config.publication.timeZone, language);
  }
}
