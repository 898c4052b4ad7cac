import {
  Collection,
  Entity,
  ManyToMany,
  ManyToOne,
  OneToMany,
  type Opt,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Category } from '../category/category.entity';
import { Tag } from '../tag/tag.entity';
import { User } from '../user/user.entity';
import type { MainFeatured } from '../featured/main-featured.entity';

export enum ArticleStatus {
  published = 'published',
  draft = 'draft',
  archived = 'archived',
  scheduled = 'scheduled',
  /** Submitted for review (issue 24): waiting for an editor to approve it or ask for changes. */
  in_review = 'in_review',
}
registerEnumType(ArticleStatus, {
  name: 'ArticleStatus',
  description: 'Lifecycle of an article. Readers only ever see published ones.',
});

// category, tags, author and mainFeaturedRoutes are GraphQL fields resolved in ArticleResolver
// through per-request loaders, so a page of articles costs the same few queries whatever its size.
@Entity({ tableName: 'article' })
// simpleResolvers: the plain fields of the types readers list (no auth or middleware on any of
// them) use graphql-js's default resolver instead of TypeGraphQL's wrapper, which allocated a
// resolver-data object and a middleware chain per field of every listed article. Field resolvers
// (category, tags, author…) are unaffected.
@ObjectType({ simpleResolvers: true, description: 'A news story, review, guide or feature.' })
export class Article {
  [OptionalProps]?: 'status' | 'featured' | 'masterFeatured' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  @Property({ type: 'text' })
  @Field({ description: 'Headline.' })
  title!: string;

  @Property({ type: 'string' })
  @Field({ description: 'URL name: lowercase letters, digits and hyphens; unique.' })
  slug!: string;

  @Property({ type: 'text' })
  @Field({ description: 'Sanitized HTML.' })
  content!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Short summary shown on cards.' })
  excerpt?: string | null;

  /** The edition it belongs to (BCP 47; an `edition` row). The database fills in the default edition's. */
  @Property({ type: 'text', defaultRaw: 'default_edition_language()' })
  @Field(() => String, { description: "Language tag (BCP 47) of the article's edition, e.g. en, de, ja." })
  language!: string & Opt;

  @ManyToOne({ entity: () => Category, deleteRule: 'restrict' })
  category!: Category;

  @ManyToMany({
    entity: () => Tag,
    pivotTable: 'article_tags',
    joinColumn: 'article_id',
    inverseJoinColumn: 'tag_id',
    owner: true,
  })
  tags = new Collection<Tag>(this);

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Image or video (YouTube) URL shown with the article.' })
  featuredImage?: string | null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Description for search engines and link previews.' })
  metaDescription?: string | null;

  @Property({ type: 'string' })
  @Field(() => ArticleStatus, { description: 'Where the article is in its lifecycle.' })
  status: ArticleStatus = ArticleStatus.draft;

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When a scheduled article goes live; null otherwise.' })
  scheduledFor?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, {
    nullable: true,
    description: 'Embargo (UTC): the article cannot be published, or scheduled, before this time. Null: none.',
  })
  embargoUntil?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When the article was first published.' })
  publishedAt?: Date | null;

  @ManyToOne({ entity: () => User, deleteRule: 'restrict' })
  author!: User;

  @Property({ type: 'boolean' })
  @Field({ description: 'Shown in featured lists and sidebars.' })
  featured: boolean = false;

  @Property({ type: 'boolean' })
  @Field({ description: 'The one article shown as the homepage master feature.' })
  masterFeatured: boolean = false;

  @OneToMany({ entity: 'MainFeatured', mappedBy: 'article' })
  mainFeaturedSlots = new Collection<MainFeatured>(this);

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Generated thumbnail, when one exists.' })
  thumbnailUrl?: string | null;

  /** Words of the readable text, counted by the database from `content` (article_word_count). */
  @Property({ type: 'integer', generated: '(article_word_count(content)) stored' })
  wordCount!: number & Opt;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  @Field(() => Date, { description: 'When the article was created.' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  @Field(() => Date, { description: 'When the article was last changed.' })
  updatedAt: Date = new Date();
}
