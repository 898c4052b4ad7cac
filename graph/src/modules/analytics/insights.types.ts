import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One day of the site: views and unique-ish visitors (the daily-salted hash).' })
export class DailyTraffic {
  @Field({ description: 'YYYY-MM-DD (UTC).' }) day!: string;
  @Field(() => Int, { description: 'Article views (one per reader, article and day).' }) views!: number;
  @Field(() => Int, {
    nullable: true,
    description:
      'Different readers that day (daily-salted hash, so unique-ish). Null for one edition: readers are counted for the whole publication only.',
  })
  visitors!: number | null;
}

@ObjectType({ description: 'A count under a label (a referrer, a device class, a search term).' })
export class LabelledCount {
  @Field({ description: 'What is counted: a domain, search / social / direct / internal, a device class or a term.' })
  label!: string;
  @Field(() => Int, { description: 'How many.' }) count!: number;
}

@ObjectType({ description: 'A count on one day.' })
export class DailyCount {
  @Field({ description: 'YYYY-MM-DD (UTC).' }) day!: string;
  @Field(() => Int, { description: 'How many.' }) count!: number;
}

@ObjectType({ description: 'An article and its views in the range.' })
export class ArticleTraffic {
  @Field(() => Int, { description: 'Article id.' }) articleId!: number;
  @Field({ description: 'Its title now.' }) title!: string;
  @Field({ description: 'Its slug now.' }) slug!: string;
  @Field(() => Int, { description: 'Views in the range.' }) views!: number;
}

@ObjectType({ description: 'One day of the newsletter.' })
export class NewsletterDay {
  @Field({ description: 'YYYY-MM-DD (UTC).' }) day!: string;
  @Field(() => Int, { description: 'Addresses that subscribed.' }) subscribed!: number;
  @Field(() => Int, { description: 'Addresses that confirmed.' }) confirmed!: number;
  @Field(() => Int, { description: 'Addresses that unsubscribed.' }) unsubscribed!: number;
  @Field(() => Int, { description: 'Confirmed subscribers at the end of the day.' }) total!: number;
}

@ObjectType({ description: 'The newsletter over the range.' })
export class NewsletterInsights {
  @Field(() => [NewsletterDay], { description: 'Every day of the range.' }) days!: NewsletterDay[];
  @Field(() => Float, {
    nullable: true,
    description: 'Share of the range’s sign-ups that confirmed (0-1); null without sign-ups.',
  })
  confirmationRate!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Unsubscribes in the range over subscribers confirmed at its start plus those confirmed in it (0-1).',
  })
  unsubscribeRate!: number | null;
}

@ObjectType({ description: 'The publication over a date range (staff).' })
export class InsightsOverview {
  @Field({ description: 'First day (UTC).' }) from!: string;
  @Field({ description: 'Last day (UTC), included.' }) to!: string;
  @Field(() => [DailyTraffic], { description: 'Every day of the range.' }) daily!: DailyTraffic[];
  @Field(() => [ArticleTraffic], { description: 'Most read articles in the range (at most 10).' }) topArticles!: ArticleTraffic[];
  @Field(() => [LabelledCount], { description: 'Where readers came from (at most 10), search and social grouped.' })
  referrers!: LabelledCount[];
  @Field(() => [LabelledCount], { description: 'Views by device class.' }) devices!: LabelledCount[];
  @Field(() => [LabelledCount], { description: 'What readers searched for most (at most 10), by searches.' })
  searches!: LabelledCount[];
  @Field(() => [LabelledCount], {
    description:
      'Searches whose term found nothing on the day it was searched (at most 10), by searches: what readers look for and do not find.',
  })
  searchesWithoutResults!: LabelledCount[];
  @Field(() => NewsletterInsights, { description: 'Subscribers over time, confirmation and unsubscribe rates.' })
  newsletter!: NewsletterInsights;
  @Field(() => [DailyCount], {
    nullable: true,
    description: 'Comments posted per day (any status), every day of the range; null while the site has no comment at all.',
  })
  comments!: DailyCount[] | null;
}

@ObjectType({ description: 'Views of an article in one hour.' })
export class HourlyViews {
  @Field(() => Date, { description: 'The hour (UTC).' }) hour!: Date;
  @Field(() => Int, { description: 'Views.' }) views!: number;
}

@ObjectType({ description: 'One article over a date range (staff).' })
export class ArticleInsights {
  @Field(() => Int, { description: 'Article id.' }) articleId!: number;
  @Field({ description: 'First day (UTC).' }) from!: string;
  @Field({ description: 'Last day (UTC), included.' }) to!: string;
  @Field(() => Int, { description: 'Views in the range.' }) views!: number;
  @Field(() => [DailyTraffic], { description: 'Every day of the range (visitors = views for one article).' })
  daily!: DailyTraffic[];
  @Field(() => [HourlyViews], { description: 'Hours of the range with views.' }) hourly!: HourlyViews[];
  @Field(() => [LabelledCount], { description: 'Where its readers came from, search and social grouped.' })
  referrers!: LabelledCount[];
  @Field(() => [LabelledCount], { description: 'Its views by device class.' }) devices!: LabelledCount[];
  @Field(() => Float, {
    nullable: true,
    description: 'Hours from publication until it had half of its first week’s views; null before any view.',
  })
  hoursToHalfFirstWeek!: number | null;
}
