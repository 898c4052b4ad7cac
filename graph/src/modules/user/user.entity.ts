import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/** Ghost's four roles; what each may do is `capabilities.ts`. */
export enum UserRole {
  contributor = 'contributor',
  author = 'author',
  editor = 'editor',
  admin = 'admin',
}
registerEnumType(UserRole, {
  name: 'UserRole',
  description: 'What a staff account may do (see the capability table).',
  valuesConfig: {
    contributor: { description: 'Writes and edits own drafts; cannot publish, schedule or delete.' },
    author: { description: 'Publishes, schedules, edits and deletes own articles.' },
    editor: { description: 'Every article, categories, tags and featured placement.' },
    admin: { description: 'Everything, plus users and the activity log.' },
  },
});

// `user` is a reserved word in PostgreSQL, hence the table name.
@Entity({ tableName: 'app_user' })
@ObjectType({ simpleResolvers: true, description: 'A person who writes for the publication.' })
export class User {
  [OptionalProps]?: 'role' | 'credentialsVersion' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  @Field(() => Int, { description: 'Stable numeric id.' })
  id!: number;

  // username and role are exposed through UserResolver, which hides them from readers.
  @Property({ type: 'string' })
  username!: string;

  @Property({ type: 'string', hidden: true })
  passwordHash!: string;

  /** Where the newsroom's mail (reviews, mentions) goes; exposed to staff only through UserResolver. */
  @Property({ type: 'text', nullable: true })
  email?: string | null;

  @Property({ type: 'string' })
  role: UserRole = UserRole.contributor;

  @Property({ type: 'string' })
  @Field({ description: 'Shown on articles as the author label.' })
  displayName!: string;

  /**
   * Raised by the database with every password or role change (migration 20261126010000): an
   * identity signed with an older version is refused, so sessions made before the change end.
   */
  @Property({ type: 'integer' })
  credentialsVersion: number = 1;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
