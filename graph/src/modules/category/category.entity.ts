import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

export const DEFAULT_CATEGORY_COLOR = '#6b7280';

@Entity({ tableName: 'category' })
@ObjectType({ simpleResolvers: true, description: 'A section of the publication (reviews, esports, guides…).' })
export class Category {
  [OptionalProps]?: 'color' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  @Property({ type: 'string' })
  @Field({ description: 'Display name.' })
  name!: string;

  @Property({ type: 'string' })
  @Field({
    description: 'Lowercase name used by articles and routes: hardware, review, esports, guide, web, news…',
  })
  slug!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Optional blurb shown with the category.' })
  description?: string | null;

  @Property({ type: 'string' })
  @Field({ description: '#rrggbb, default #6b7280' })
  color: string = DEFAULT_CATEGORY_COLOR;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
