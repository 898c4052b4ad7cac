import { IsOptional, Length, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { PlainText } from '../../common/sanitize';
import { UserRole } from './user.entity';

// Long enough to resist guessing, short enough that argon2 work stays bounded.
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
const DISPLAY_NAME_MESSAGE = 'Display name must be between 1 and 100 characters';
const PASSWORD_MESSAGE = `Password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`;
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Empty, or one address (the database's check is the same shape). */
const EMAIL = /^$|^[^@\s]+@[^@\s]+\.[^@\s]+$/;

@InputType({ description: 'A new staff account.' })
export class UserInput {
  @Field({ description: 'Login name, 2-50 letters, digits, dots, hyphens or underscores; unique ignoring case.' })
  @Length(2, 50, { message: 'Username must be between 2 and 50 characters' })
  @Matches(USERNAME, { message: 'Username may only contain letters, digits, dots, hyphens and underscores' })
  username!: string;

  @Field({ description: `At least ${PASSWORD_MIN} characters.` })
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: PASSWORD_MESSAGE })
  password!: string;

  @Field(() => UserRole, { description: 'What the account may do.' })
  role!: UserRole;

  @Field(() => String, { nullable: true, description: 'Shown on articles; defaults to the username.' })
  @PlainText()
  @IsOptional()
  @Length(1, 100, { message: DISPLAY_NAME_MESSAGE })
  displayName?: string | null;

  @Field(() => String, { nullable: true, description: 'Where review and mention mail goes; empty clears it.' })
  @IsOptional()
  @Matches(EMAIL, { message: 'Please enter a valid email address' })
  email?: string | null;
}

@InputType({ description: 'Every field optional: only the given ones change.' })
export class UserUpdateInput {
  @Field(() => UserRole, { nullable: true, description: 'New role; the last admin cannot be demoted.' })
  @IsOptional()
  role?: UserRole | null;

  @Field(() => String, { nullable: true, description: 'Shown on articles.' })
  @PlainText()
  @IsOptional()
  @Length(1, 100, { message: DISPLAY_NAME_MESSAGE })
  // Stored trimmed: a name of spaces alone would leave the account's articles without an author label.
  @Matches(/\S/, { message: DISPLAY_NAME_MESSAGE })
  displayName?: string | null;

  @Field(() => String, { nullable: true, description: `Sets a new password (at least ${PASSWORD_MIN} characters).` })
  @IsOptional()
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: PASSWORD_MESSAGE })
  password?: string | null;

  @Field(() => String, { nullable: true, description: 'Where review and mention mail goes; empty clears it.' })
  @IsOptional()
  @Matches(EMAIL, { message: 'Please enter a valid email address' })
  email?: string | null;
}
