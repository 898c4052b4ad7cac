import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum RevisionKind {
  save = 'save',
  autosave = 'autosave',
  restore = 'restore',
}
registerEnumType(RevisionKind, {
  name: 'RevisionKind',
  description: 'How the revision came to be.',
  valuesConfig: {
    save: { description: 'The article was saved (created or updated).' },
    autosave: { description: 'The editor autosaved an open draft (the article itself is unchanged).' },
    restore: { description: 'An earlier revision was restored.' },
  },
});

/** One kept version of an article's text: every save, autosave and restore adds one. */
@Entity({ tableName: 'article_revision' })
@ObjectType({ description: "A kept version of an article's title, content, excerpt and meta description." })
export class ArticleRevision {
  @PrimaryKey({ type: 'integer' })
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'The article it belongs to.' })
  articleId!: number;

  @Property({ type: 'text' })
  @Field(() => RevisionKind, { description: 'Save, autosave or restore.' })
  kind!: RevisionKind;

  @Property({ type: 'text' })
  @Field({ description: 'Headline at the time.' })
  title!: string;

  @Property({ type: 'text' })
  @Field({ description: 'Sanitized HTML at the time.' })
  content!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Excerpt at the time.' })
  excerpt?: string | null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Meta description at the time.' })
  metaDescription?: string | null;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'Who saved it (null once the account is deleted).' })
  authorId?: number | null;

  @Property({ type: 'datetime' })
  @Field(() => Date, { description: 'When.' })
  createdAt!: Date;
}
