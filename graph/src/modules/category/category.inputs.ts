import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { taxonomyInput, taxonomyUpdateInput } from '../taxonomy/taxonomy.inputs';

const COLOR = /^#[0-9a-fA-F]{6}$/;
const COLOR_MESSAGE = 'Color must be a hex colour like #6b7280';
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'Slug may only contain lowercase letters, digits and single hyphens';

@InputType({ description: 'A new category.' })
export class CategoryInput extends taxonomyInput({
  name: 'Display name; the slug is derived from it unless given.',
  description: 'Optional blurb.',
}) {
  @Field(() => String, { nullable: true, description: '#rrggbb; default #6b7280.' })
  @IsOptional()
  @Matches(COLOR, { message: COLOR_MESSAGE })
  color?: string | null;

  @Field(() => String, { nullable: true, description: 'Lowercase route name; defaults to the slug of the name.' })
  @IsOptional()
  @Matches(SLUG, { message: SLUG_MESSAGE })
  @MaxLength(50, { message: 'Slug must be at most 50 characters' })
  slug?: string | null;
}

@InputType({ description: 'Every field optional: only the given ones change. Renaming keeps the slug unless one is given.' })
export class CategoryUpdateInput extends taxonomyUpdateInput({
  name: 'New display name.',
  description: 'New blurb; null clears it.',
}) {
  @Field(() => String, { nullable: true, description: 'New colour, #rrggbb.' })
  @IsOptional()
  @Matches(COLOR, { message: COLOR_MESSAGE })
  color?: string | null;

  @Field(() => String, { nullable: true, description: 'New slug; articles follow because they reference the category by id.' })
  @IsOptional()
  @Matches(SLUG, { message: SLUG_MESSAGE })
  @MaxLength(50, { message: 'Slug must be at most 50 characters' })
  slug?: string | null;
}
