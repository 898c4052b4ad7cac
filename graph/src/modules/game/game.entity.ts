// A game of the games database (table `game`, Migration20261126050000Games). Read and written with
// SQL by GameService (arrays, releases and slug history are plain rows), so these are GraphQL
// types over plain objects rather than MikroORM entities.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ReleasePrecision } from './game-facts';

registerEnumType(ReleasePrecision, {
  name: 'ReleasePrecision',
  description:
    'How much of a release date is known: day (2027-03-14), month (2027-03), quarter (2027-Q2), year (2027) or tba (no value).',
});

@ObjectType({ description: 'When a game comes out on one platform.' })
export class GameRelease {
  @Field({ description: 'Platform id (see gamePlatforms).' })
  platform!: string;

  @Field(() => ReleasePrecision, { description: 'How much of the date is known.' })
  precision!: ReleasePrecision;

  @Field(() => String, { nullable: true, description: '2027-03-14, 2027-03, 2027-Q2 or 2027 by precision; null when tba.' })
  value!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'First day of that period (YYYY-MM-DD), for sorting and calendars; null when tba.',
  })
  startsOn!: string | null;

  @Field({
    description:
      'In English: "14 March 2027", "March 2027", "Q2 2027", "2027" or "TBA". Reader pages write their own from precision and startsOn, in the page\'s language.',
  })
  label!: string;
}

@ObjectType({ description: "A game's cover: an image of the media library." })
export class GameCover {
  @Field(() => Int, { description: 'Media library id.' })
  id!: number;

  @Field({ description: 'Where it is served (?w= for narrower copies).' })
  url!: string;

  @Field({ description: 'Alternative text.' })
  alt!: string;

  @Field(() => Int, { description: 'Pixels.' })
  width!: number;

  @Field(() => Int, { description: 'Pixels.' })
  height!: number;
}

@ObjectType({ simpleResolvers: true, description: 'A game an article is about, as every article carries it.' })
export class LinkedGame {
  @Field(() => Int, { description: 'Game id.' })
  id!: number;

  @Field({ description: 'Name.' })
  name!: string;

  @Field({ description: 'URL name of its page (/games/{slug}).' })
  slug!: string;

  @Field(() => [String], { description: 'Platform ids.' })
  platforms!: string[];
}

@ObjectType({ description: 'A game of the games database: its facts, releases and the articles that cover it.' })
export class Game {
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  @Field({ description: 'Name (plain text).' })
  name!: string;

  @Field({ description: 'URL name: lowercase letters, digits and hyphens; unique; old slugs keep answering.' })
  slug!: string;

  @Field(() => String, { nullable: true, description: 'Sanitized HTML.' })
  description!: string | null;

  @Field(() => Int, { nullable: true, description: 'Media library id of the cover image.' })
  coverImageId!: number | null;

  @Field(() => GameCover, { nullable: true, description: 'The cover image.' })
  coverImage!: GameCover | null;

  @Field(() => [String], { description: 'Platform ids (see gamePlatforms).' })
  platforms!: string[];

  @Field(() => [GameRelease], { description: 'Release date per platform, earliest first (tba last).' })
  releases!: GameRelease[];

  @Field(() => [String], { description: 'Developer studios.' })
  developers!: string[];

  @Field(() => [String], { description: 'Publishers.' })
  publishers!: string[];

  @Field(() => String, { nullable: true, description: 'Franchise or series.' })
  franchise!: string | null;

  @Field(() => [String], { description: 'Genres.' })
  genres!: string[];

  @Field(() => String, { nullable: true, description: 'Official trailer (a YouTube link).' })
  trailerUrl!: string | null;

  @Field(() => String, { nullable: true, description: "The trailer's YouTube video id, for the video embed." })
  trailerYouTubeId!: string | null;

  @Field(() => Date, { description: 'When the game was added.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When the game was last changed.' })
  updatedAt!: Date;
}

@ObjectType({ description: 'One page of the games list.' })
export class GamePage {
  @Field(() => [Game], { description: 'The games of this page.' })
  games!: Game[];

  @Field(() => Int, { description: 'Games matching the filter, ignoring limit/offset. Computed only when selected.' })
  totalCount?: number;
}

@ObjectType({ description: 'A platform the publication covers.' })
export class Platform {
  @Field({ description: 'What the API takes and answers (ps5, pc…).' })
  id!: string;

  @Field({ description: 'As readers see it.' })
  name!: string;
}

@ObjectType({ simpleResolvers: true, description: 'A game coming out: its platforms that share one release date.' })
export class UpcomingRelease {
  @Field(() => LinkedGame, { description: 'The game.' })
  game!: LinkedGame;

  @Field(() => [String], { description: 'Platform ids released on this date.' })
  platforms!: string[];

  @Field(() => ReleasePrecision, { description: 'How much of the date is known.' })
  precision!: ReleasePrecision;

  @Field({ description: 'First day of the period (YYYY-MM-DD): the month it is listed under.' })
  startsOn!: string;

  @Field({
    description:
      'In English: "14 March 2027", "March 2027", "Q2 2027" or "2027". Reader pages write their own from precision and startsOn, in the page\'s language.',
  })
  label!: string;
}
