import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** An uploaded image, re-encoded as WebP without metadata, served under /media/library/. */
@Entity({ tableName: 'media' })
@ObjectType({ description: 'An image of the media library.' })
export class Media {
  @PrimaryKey({ type: 'integer' })
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  @Property({ type: 'text' })
  @Field({ description: 'Where it is served (`/media/library/<file>.webp`; `?w=<width>` for a narrower copy).' })
  url!: string;

  @Property({ type: 'text' })
  @Field({ description: 'The uploaded file name.' })
  originalName!: string;

  @Property({ type: 'text' })
  @Field({ description: 'Alternative text for readers who cannot see it.' })
  alt!: string;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Pixels.' })
  width!: number;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Pixels.' })
  height!: number;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Stored size in bytes.' })
  bytes!: number;

  @Property({ type: 'integer', nullable: true })
  uploadedBy?: number | null;

  @Property({ type: 'datetime' })
  @Field(() => Date, { description: 'When it was uploaded.' })
  createdAt!: Date;
}
