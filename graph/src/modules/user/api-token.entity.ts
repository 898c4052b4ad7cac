import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { User } from './user.entity';

/** Only the SHA-256 of a token is stored: a database leak does not leak working credentials. */
@Entity({ tableName: 'api_token' })
export class ApiToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string' })
  name!: string;

  @Property({ type: 'string', hidden: true })
  tokenHash!: string;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;
}

@ObjectType('ApiToken', { description: 'A bearer token for integrators calling the GraphQL API directly.' })
export class MintedApiToken {
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  @Field({ description: 'What the token is for, e.g. the integration it belongs to.' })
  name!: string;

  @Field({ description: 'Shown once, at creation. Send as `Authorization: Bearer <token>`.' })
  token!: string;
}
