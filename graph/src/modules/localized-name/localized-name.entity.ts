// A category's, tag's or game's name in one edition (issue 46 item 2, ADR 0050): rows of
// category_translation, tag_translation and game_translation (migration
// 20261206040000SearchPerLanguage). The entity's own name is the default edition's.
import { Field, ObjectType } from 'type-graphql';

/** The kinds of things that have a name per edition, and the table holding those names. */
export const NAMED_KINDS = {
  category: { table: 'category_translation', key: 'category_id', owner: 'category', hasSlug: true },
  tag: { table: 'tag_translation', key: 'tag_id', owner: 'tag', hasSlug: false },
  game: { table: 'game_translation', key: 'game_id', owner: 'game', hasSlug: false },
} as const;
export type NamedKind = keyof typeof NAMED_KINDS;

@ObjectType({ simpleResolvers: true, description: 'A name (and, for categories, a URL slug) in one edition.' })
export class LocalizedName {
  @Field({ description: 'Language tag of the edition.' })
  language!: string;

  @Field({ description: 'The name in that language.' })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: "Categories: URL name under the edition's prefix; null for tags and games.",
  })
  slug!: string | null;
}
