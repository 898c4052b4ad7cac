import { Field, InputType, registerEnumType } from 'type-graphql';
import { WritingDirection } from './edition.entity';

/** How every reader collection's `language` argument reads (ADR 0052). */
export const READER_LANGUAGE_ARG =
  'The edition answered (a language tag); default: the default edition. Unknown is BAD_USER_INPUT naming language.';

export enum TranslationMode {
  copy = 'copy',
  ai = 'ai',
}
registerEnumType(TranslationMode, {
  name: 'TranslationMode',
  description: 'How a translation draft starts: a copy of the source to translate by hand, or an AI draft.',
});

@InputType({ description: 'A new edition.' })
export class EditionInput {
  @Field({ description: 'Language tag (BCP 47), e.g. de, pt-BR; stored in canonical form.' })
  language!: string;

  @Field({ description: 'Name in its own language, 1-60 characters.' })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'URL prefix (lowercase letters, digits, hyphens); defaults to the lowercased language tag.',
  })
  urlPrefix?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "PostgreSQL text-search configuration (one of pg_ts_config); default 'simple' (no stemming).",
  })
  searchConfig?: string | null;

  @Field(() => WritingDirection, { nullable: true, description: 'Default ltr.' })
  direction?: WritingDirection | null;
}

@InputType({ description: 'Changes to an edition (its language tag stays: articles reference it).' })
export class EditionUpdateInput {
  @Field(() => String, { nullable: true, description: 'New name, 1-60 characters.' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'New URL prefix; not for the default edition (it lives at /).' })
  urlPrefix?: string | null;

  @Field(() => String, { nullable: true, description: 'New text-search configuration (one of pg_ts_config).' })
  searchConfig?: string | null;

  @Field(() => WritingDirection, { nullable: true, description: 'New writing direction.' })
  direction?: WritingDirection | null;
}
