// The editorial calendar's answer (issue 21 item 6): plain objects read with SQL by CalendarService.
import { Field, Int, ObjectType } from 'type-graphql';
import { ArticleStatus } from '../article/article.entity';
import { ReleasePrecision } from '../game/game-facts';

@ObjectType({ description: 'An article on the calendar: scheduled to go live, or its embargo lifting, that day.' })
export class CalendarArticle {
  @Field(() => Int, { description: 'Article id.' })
  id!: number;

  @Field({ description: 'Title.' })
  title!: string;

  @Field({ description: 'URL name.' })
  slug!: string;

  @Field(() => ArticleStatus, { description: 'Status now.' })
  status!: ArticleStatus;

  @Field(() => Date, { nullable: true, description: 'When a scheduled article goes live (UTC); null otherwise.' })
  scheduledFor!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Its embargo (UTC); null when none.' })
  embargoUntil!: Date | null;

  @Field(() => Int, { description: 'Author id.' })
  authorId!: number;

  @Field({
    description:
      "Whether the caller may move its schedule (the capability table's publishArticle: editors and admins any, authors their own, contributors none).",
  })
  mayReschedule!: boolean;
}

@ObjectType({ description: 'A game coming out: one row per game, precision and period, with the platforms it covers.' })
export class CalendarRelease {
  @Field(() => Int, { description: 'Game id.' })
  gameId!: number;

  @Field({ description: 'Game name.' })
  name!: string;

  @Field({ description: 'Game slug (/games/{slug}).' })
  slug!: string;

  @Field(() => [String], { description: 'Platform ids released on this date.' })
  platforms!: string[];

  @Field(() => ReleasePrecision, { description: 'day, or month/quarter/year: then listed on the first day of the period.' })
  precision!: ReleasePrecision;

  @Field({ description: 'As readers see it: "14 March 2027", "March 2027", "Q2 2027", "2027".' })
  label!: string;
}

@ObjectType({ description: 'One day of the editorial calendar, in the publication time zone.' })
export class CalendarDay {
  @Field({ description: 'The date in the publication time zone, YYYY-MM-DD.' })
  date!: string;

  @Field(() => [CalendarArticle], { description: 'Articles scheduled to go live that day, earliest first.' })
  scheduled!: CalendarArticle[];

  @Field(() => [CalendarArticle], { description: 'Articles whose embargo lifts that day, earliest first.' })
  embargoLifts!: CalendarArticle[];

  @Field(() => [CalendarRelease], {
    description: 'Game releases that day; month, quarter and year releases on the first day of their period.',
  })
  releases!: CalendarRelease[];
}
