import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { User } from './user.entity';

/**
 * Only the SHA-256 of a token is stored: a database leak does not leak working credentials. A new
 * password or role for the owner deletes the owner's tokens (a trigger, migration 20261126010000).
 */
@Entity({ tableName: 'api_token' })
@ObjectType('StaffApiToken', { description: 'A bearer API token as its owner and admins see it (never the token itself).' })
export class ApiToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  @Field(() => Int, { description: 'Stable numeric id (revokeApiToken takes it).' })
  id!: number;

  @Property({ type: 'string' })
  @Field({ description: 'What the token is for.' })
  name!: string;

  @Property({ type: 'string', hidden: true })
  tokenHash!: string;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  @Field(() => User, { description: 'Whose token it is: it acts as this account.' })
  user!: User;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  @Field({ description: 'When it was minted.' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When it was last used (to the minute), or null if never.' })
  lastUsedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When it stops working, or null for never.' })
  expiresAt?: Date | null;
}

@ObjectType('ApiToken', { description: 'A bearer token for integrators calling the GraphQL API directly.' })
export class MintedApiToken {
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  @Field({ description: 'What the token is for, e.g. the integration it belongs to.' })
  name!: string;

  @Field({ description: 'Shown once, at creation. Send as `Authorization: Bearer <token>`.' })
  token!: string;

  @Field(() => Date, { nullable: true, description: 'When it stops working, or null for never.' })
  expiresAt!: Date | null;
}
