import { ArrayMaxSize, IsInt, IsOptional, IsString, IsUrl, Length, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { PlainText } from '../../common/sanitize';
import { LiveInput } from '../live/live.inputs';
import { ReviewInput } from '../review/review.inputs';
import { ArticleStatus } from './article.entity';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'Slug may only contain lowercase letters, digits and single hyphens';
const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };
const URL_MESSAGE = 'Featured image must be an http(s) URL';
// The editor form sends an empty string for "no image"; only real values are checked.
// Images of the media library are the site's own paths (/media/library/…), accepted as they are.
const hasImage = (o: { featuredImage?: string | null }) =>
  o.featuredImage != null && o.featuredImage !== '' && !/^\/media\/[\w./-]+(\?[\w=&]*)?$/.test(o.featuredImage);

@InputType({ description: 'A new article.' })
export class ArticleInput {
  @Field({ description: 'Headline, 1-200 characters.' })
  @PlainText()
  @Length(1, 200, { message: 'Title must be between 1 and 200 characters' })
  title!: string;

  @Field({ description: 'HTML; sanitized on save.' })
  @Length(1, 500_000, { message: 'Content is required (at most 500,000 characters)' })
  content!: string;

  @Field({ description: 'Category slug (lowercase name).' })
  @Length(1, 50, { message: 'Category is required' })
  category!: string;

  @Field(() => String, { nullable: true, description: 'Short summary, at most 1000 characters.' })
  @PlainText()
  @IsOptional()
  @MaxLength(1000, { message: 'Excerpt must be at most 1000 characters' })
  excerpt?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Language tag of the article's edition (see editions); defaults to the default edition's. 400 if unknown.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(35)
  language?: string | null;

  @Field(() => String, { nullable: true, description: 'Defaults to the slug of the title; collisions get -2, -3…' })
  @IsOptional()
  @Matches(SLUG, { message: SLUG_MESSAGE })
  @MaxLength(200, { message: 'Slug must be at most 200 characters' })
  slug?: string | null;

  @Field(() => [String], { nullable: true, description: 'Tag names; unknown names create tags.' })
  @PlainText()
  @IsOptional()
  @ArrayMaxSize(30, { message: 'At most 30 tags per article' })
  @IsString({ each: true })
  @MaxLength(50, { each: true, message: 'Each tag must be at most 50 characters' })
  tags?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Image or video URL (http/https).' })
  @ValidateIf(hasImage)
  @IsUrl(URL_OPTIONS, { message: URL_MESSAGE })
  @MaxLength(2000, { message: 'Featured image URL must be at most 2000 characters' })
  featuredImage?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 320 characters.' })
  @PlainText()
  @IsOptional()
  @MaxLength(320, { message: 'Meta description must be at most 320 characters' })
  metaDescription?: string | null;

  @Field(() => ArticleStatus, { nullable: true, description: 'Default draft.' })
  @IsOptional()
  status?: ArticleStatus | null;

  @Field(() => Date, { nullable: true, description: 'Required when status is scheduled; at least 1 minute ahead.' })
  @IsOptional()
  scheduledFor?: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Embargo (UTC): publishing or scheduling before it is refused (EMBARGOED); scheduling at it works.',
  })
  @IsOptional()
  embargoUntil?: Date | null;

  @Field(() => Boolean, { nullable: true, description: 'Show in featured lists; default false.' })
  @IsOptional()
  featured?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Author user id; defaults to the editor saving it.' })
  @IsOptional()
  @IsInt({ message: 'Author id must be a whole number' })
  @Min(1, { message: 'Author id must be a positive number' })
  authorId?: number | null;

  @Field(() => [Int], { nullable: true, description: 'Ids of the games the article is about (at most 10); replaces the list.' })
  @IsOptional()
  @ArrayMaxSize(10, { message: 'At most 10 games per article' })
  @IsInt({ each: true, message: 'Each game id must be a whole number' })
  @Min(1, { each: true, message: 'Each game id must be a positive number' })
  games?: number[] | null;

  @Field(() => ReviewInput, {
    nullable: true,
    description: 'Score, verdict, pros and cons: review-category articles that link their game only; null removes it.',
  })
  @IsOptional()
  review?: ReviewInput | null;

  @Field(() => LiveInput, {
    nullable: true,
    description:
      'Makes the article a live blog (status upcoming, live or ended, and its times); null makes it an ordinary article again.',
  })
  @IsOptional()
  live?: LiveInput | null;
}

@InputType({ description: 'Every field optional: only the given ones change.' })
export class ArticleUpdateInput {
  @Field(() => String, { nullable: true, description: 'New headline. The slug only changes when slug is given.' })
  @PlainText()
  @IsOptional()
  @Length(1, 200, { message: 'Title must be between 1 and 200 characters' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'New HTML; sanitized on save.' })
  @IsOptional()
  @Length(1, 500_000, { message: 'Content is required (at most 500,000 characters)' })
  content?: string | null;

  @Field(() => String, { nullable: true, description: 'New category slug.' })
  @IsOptional()
  @Length(1, 50, { message: 'Category is required' })
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'New summary; null clears it.' })
  @PlainText()
  @IsOptional()
  @MaxLength(1000, { message: 'Excerpt must be at most 1000 characters' })
  excerpt?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'New language tag (an edition); 409 when another translation of the article is in that language.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(35)
  language?: string | null;

  @Field(() => String, { nullable: true, description: 'New slug; collisions get -2, -3…' })
  @IsOptional()
  @Matches(SLUG, { message: SLUG_MESSAGE })
  @MaxLength(200, { message: 'Slug must be at most 200 characters' })
  slug?: string | null;

  @Field(() => [String], { nullable: true, description: 'Replaces the tag list.' })
  @PlainText()
  @IsOptional()
  @ArrayMaxSize(30, { message: 'At most 30 tags per article' })
  @IsString({ each: true })
  @MaxLength(50, { each: true, message: 'Each tag must be at most 50 characters' })
  tags?: string[] | null;

  @Field(() => String, { nullable: true, description: 'New image or video URL; null or empty clears it.' })
  @ValidateIf(hasImage)
  @IsUrl(URL_OPTIONS, { message: URL_MESSAGE })
  @MaxLength(2000, { message: 'Featured image URL must be at most 2000 characters' })
  featuredImage?: string | null;

  @Field(() => String, { nullable: true, description: 'New meta description; null clears it.' })
  @PlainText()
  @IsOptional()
  @MaxLength(320, { message: 'Meta description must be at most 320 characters' })
  metaDescription?: string | null;

  @Field(() => ArticleStatus, { nullable: true, description: 'New status.' })
  @IsOptional()
  status?: ArticleStatus | null;

  @Field(() => Date, { nullable: true, description: 'New publication time for a scheduled article.' })
  @IsOptional()
  scheduledFor?: Date | null;

  @Field(() => Date, { nullable: true, description: 'New embargo (UTC); null lifts it. Changes are in the activity log.' })
  @IsOptional()
  embargoUntil?: Date | null;

  @Field(() => Boolean, { nullable: true, description: 'Show in featured lists.' })
  @IsOptional()
  featured?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'New author user id.' })
  @IsOptional()
  @IsInt({ message: 'Author id must be a whole number' })
  @Min(1, { message: 'Author id must be a positive number' })
  authorId?: number | null;

  @Field(() => [Int], { nullable: true, description: 'Ids of the games the article is about (at most 10); replaces the list.' })
  @IsOptional()
  @ArrayMaxSize(10, { message: 'At most 10 games per article' })
  @IsInt({ each: true, message: 'Each game id must be a whole number' })
  @Min(1, { each: true, message: 'Each game id must be a positive number' })
  games?: number[] | null;

  @Field(() => ReviewInput, {
    nullable: true,
    description: 'Score, verdict, pros and cons: review-category articles that link their game only; null removes it.',
  })
  @IsOptional()
  review?: ReviewInput | null;

  @Field(() => LiveInput, {
    nullable: true,
    description:
      'Makes the article a live blog (status upcoming, live or ended, and its times); null makes it an ordinary article again.',
  })
  @IsOptional()
  live?: LiveInput | null;
}

@InputType({ description: 'Narrows an article list.' })
export class ArticleFilter {
  @Field(() => String, { nullable: true, description: 'Category slug (lowercase name).' })
  @IsOptional()
  @MaxLength(50, { message: 'Category must be at most 50 characters' })
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'Full-text search over title, excerpt, tags and content.' })
  @IsOptional()
  // At most 200 characters once its spaces are collapsed, as `search` takes it (ArticleService.list).
  search?: string | null;

  @Field(() => ArticleStatus, { nullable: true, description: 'Editors only (adminArticles); readers always get published.' })
  @IsOptional()
  status?: ArticleStatus | null;

  @Field(() => Boolean, { nullable: true, description: 'Only featured (true) or only non-featured (false) articles.' })
  @IsOptional()
  featured?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The edition listed and searched (a language tag), with its text-search configuration. articles: default the default edition; adminArticles: every edition (ADR 0052).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(35)
  language?: string | null;

  @Field(() => String, { nullable: true, description: 'Only articles about this game (its slug, current or old).' })
  @IsOptional()
  @MaxLength(200, { message: 'Game must be at most 200 characters' })
  game?: string | null;

  @Field(() => String, { nullable: true, description: 'Only articles about a game on this platform (a platform id).' })
  @IsOptional()
  @MaxLength(20, { message: 'Platform must be at most 20 characters' })
  platform?: string | null;

  @Field(() => Float, { nullable: true, description: 'Only reviews scoring at least this (0-10).' })
  @IsOptional()
  minScore?: number | null;
}
