import { ArrayMaxSize, IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { ReleasePrecision } from './game-facts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'Slug may only contain lowercase letters, digits and single hyphens';

@InputType({ description: 'When a game comes out on one platform.' })
export class GameReleaseInput {
  @Field({ description: 'Platform id (one of the game’s platforms).' })
  @IsString()
  @MaxLength(20, { message: 'Release platform must be at most 20 characters' })
  platform!: string;

  @Field(() => ReleasePrecision, { description: 'How much of the date is known.' })
  precision!: ReleasePrecision;

  @Field(() => String, {
    nullable: true,
    description: '2027-03-14 (day), 2027-03 (month), 2027-Q2 (quarter), 2027 (year); none for tba.',
  })
  @IsOptional()
  @MaxLength(10, { message: 'Release value must be at most 10 characters' })
  value?: string | null;
}

/** Lists of short names (developers, publishers, genres): at most 10, each 1-100 characters. */
function nameList(what: string) {
  return [
    IsOptional(),
    ArrayMaxSize(10, { message: `At most 10 ${what}` }),
    IsString({ each: true }),
    MaxLength(100, { each: true, message: `Each of the ${what} must be at most 100 characters` }),
  ];
}
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

@InputType({ description: 'A new game.' })
export class GameInput {
  @Field({ description: 'Name, 1-200 characters (plain text).' })
  @Length(1, 200, { message: 'Name must be between 1 and 200 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Defaults to the slug of the name; collisions get -2, -3…' })
  @IsOptional()
  @Matches(SLUG, { message: SLUG_MESSAGE })
  @MaxLength(200, { message: 'Slug must be at most 200 characters' })
  slug?: string | null;

  @Field(() => String, { nullable: true, description: 'HTML, sanitized on save; at most 20,000 characters.' })
  @IsOptional()
  @MaxLength(20_000, { message: 'Description must be at most 20,000 characters' })
  description?: string | null;

  @Field(() => Int, { nullable: true, description: 'Media library id of the cover image.' })
  @IsOptional()
  @IsInt({ message: 'Cover image id must be a whole number' })
  @Min(1, { message: 'Cover image id must be a positive number' })
  coverImageId?: number | null;

  @Field(() => [String], { nullable: true, description: 'Platform ids (see gamePlatforms).' })
  @IsOptional()
  @ArrayMaxSize(12, { message: 'At most 12 platforms' })
  @IsString({ each: true })
  platforms?: string[] | null;

  @Field(() => [GameReleaseInput], { nullable: true, description: 'Release date per platform (one each).' })
  @IsOptional()
  @ArrayMaxSize(12, { message: 'At most 12 release dates' })
  @ValidateNested({ each: true })
  releases?: GameReleaseInput[] | null;

  @Field(() => [String], { nullable: true, description: 'Developer studios, at most 10.' })
  @apply(nameList('developers'))
  developers?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Publishers, at most 10.' })
  @apply(nameList('publishers'))
  publishers?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Franchise or series, at most 100 characters.' })
  @IsOptional()
  @MaxLength(100, { message: 'Franchise must be at most 100 characters' })
  franchise?: string | null;

  @Field(() => [String], { nullable: true, description: 'Genres, at most 10.' })
  @apply(nameList('genres'))
  genres?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Official trailer: a YouTube link.' })
  @IsOptional()
  @MaxLength(500, { message: 'Trailer URL must be at most 500 characters' })
  trailerUrl?: string | null;
}

@InputType({ description: 'Every field optional: only the given ones change; null clears the clearable ones.' })
export class GameUpdateInput {
  @Field(() => String, { nullable: true, description: 'New name. The slug only changes when slug is given.' })
  @IsOptional()
  @Length(1, 200, { message: 'Name must be between 1 and 200 characters' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'New slug; the old one keeps answering.' })
  @IsOptional()
  @Matches(SLUG, { message: SLUG_MESSAGE })
  @MaxLength(200, { message: 'Slug must be at most 200 characters' })
  slug?: string | null;

  @Field(() => String, { nullable: true, description: 'New HTML description; null clears it.' })
  @IsOptional()
  @MaxLength(20_000, { message: 'Description must be at most 20,000 characters' })
  description?: string | null;

  @Field(() => Int, { nullable: true, description: 'New cover (media library id); null clears it.' })
  @IsOptional()
  @IsInt({ message: 'Cover image id must be a whole number' })
  @Min(1, { message: 'Cover image id must be a positive number' })
  coverImageId?: number | null;

  @Field(() => [String], { nullable: true, description: 'Replaces the platforms.' })
  @IsOptional()
  @ArrayMaxSize(12, { message: 'At most 12 platforms' })
  @IsString({ each: true })
  platforms?: string[] | null;

  @Field(() => [GameReleaseInput], { nullable: true, description: 'Replaces the release dates.' })
  @IsOptional()
  @ArrayMaxSize(12, { message: 'At most 12 release dates' })
  @ValidateNested({ each: true })
  releases?: GameReleaseInput[] | null;

  @Field(() => [String], { nullable: true, description: 'Replaces the developers.' })
  @apply(nameList('developers'))
  developers?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Replaces the publishers.' })
  @apply(nameList('publishers'))
  publishers?: string[] | null;

  @Field(() => String, { nullable: true, description: 'New franchise; null clears it.' })
  @IsOptional()
  @MaxLength(100, { message: 'Franchise must be at most 100 characters' })
  franchise?: string | null;

  @Field(() => [String], { nullable: true, description: 'Replaces the genres.' })
  @apply(nameList('genres'))
  genres?: string[] | null;

  @Field(() => String, { nullable: true, description: 'New trailer link; null clears it.' })
  @IsOptional()
  @MaxLength(500, { message: 'Trailer URL must be at most 500 characters' })
  trailerUrl?: string | null;
}
