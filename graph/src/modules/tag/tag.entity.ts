import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

@Entity({ tableName: 'tag' })
@ObjectType({ simpleResolvers: true, description: 'A keyword attached to articles; names are unique ignoring case.' })
export class Tag {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  @Property({ type: 'string' })
  @Field({ description: 'The tag as shown to readers.' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Optional explanation of the tag.' })
  description?: string | null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
