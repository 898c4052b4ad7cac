// An edition of the publication (table `edition`, Migration20261205050000Editions): read and written
// with SQL by EditionService, so these are GraphQL types over plain objects (like games).
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ArticleStatus } from '../article/article.entity';
import { TranslationMode } from './edition.inputs';

export enum WritingDirection {
  ltr = 'ltr',
  rtl = 'rtl',
}
registerEnumType(WritingDirection, {
  name: 'WritingDirection',
  description: "Direction of an edition's script: ltr (left to right) or rtl (right to left, e.g. Arabic).",
});

@ObjectType({ simpleResolvers: true, description: 'One language edition of the publication.' })
export class Edition {
  @Field({ description: 'Language tag (BCP 47, canonical form), e.g. en, de, pt-BR, ja. Its id.' })
  language!: string;

  @Field({ description: 'Name shown in the language switcher, in its own language (Deutsch, 日本語…).' })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'URL prefix of its reader pages (/de/…); null for the default edition, which lives at /.',
  })
  urlPrefix!: string | null;

  @Field({ description: 'PostgreSQL text-search configuration its articles are searched with (german, simple…).' })
  searchConfig!: string;

  @Field(() => WritingDirection, { description: 'Direction of its script, for <html dir>.' })
  direction!: WritingDirection;

  @Field({ description: 'The default edition (served at /, and the language of articles created without one).' })
  isDefault!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'One article of a translation group, as its siblings link to it.' })
export class ArticleTranslation {
  @Field(() => Int, { description: 'Article id.' })
  id!: number;

  @Field({ description: 'Language tag of its edition.' })
  language!: string;

  @Field({ description: "URL name of the translation (under its edition's prefix)." })
  slug!: string;

  @Field({ description: 'Headline in its language.' })
  title!: string;

  @Field(() => ArticleStatus, { description: 'Where the translation is in its lifecycle. Readers only see published ones.' })
  status!: ArticleStatus;
}

@ObjectType({ simpleResolvers: true, description: 'A way to start a translation, and whether it can be used now.' })
export class TranslationModeOption {
  @Field(() => TranslationMode, { description: 'copy or ai.' })
  mode!: TranslationMode;

  @Field({ description: 'Whether translateArticle accepts this mode now.' })
  available!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Why it is unavailable (the refusal translateArticle would give); null when available.',
  })
  unavailableReason!: string | null;
}
