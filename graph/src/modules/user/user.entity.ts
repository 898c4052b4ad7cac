import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum UserRole {
  admin = 'admin',
  editor = 'editor',
}
registerEnumType(UserRole, { name: 'UserRole', description: 'What a staff account may do; both roles are editors.' });

// `user` is a reserved word in PostgreSQL, hence the table name.
@Entity({ tableName: 'app_user' })
@ObjectType({ description: 'A person who writes for the publication.' })
export class User {
  [OptionalProps]?: 'role' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  // username and role are exposed through UserResolver, which hides them from readers.
  @Property({ type: 'string' })
  username!: string;

  @Property({ type: 'string', hidden: true })
  passwordHash!: string;

  @Property({ type: 'string' })
  role: UserRole = UserRole.editor;

  @Property({ type: 'string' })
  @Field({ description: 'Shown on articles as the author label.' })
  displayName!: string;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
