import { IsOptional, Length, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A new tag.' })
export class TagInput {
  @Field({ description: 'Unique, ignoring case.' })
  @Length(1, 50, { message: 'Name must be between 1 and 50 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Optional explanation.' })
  @IsOptional()
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  description?: string | null;
}

@InputType({ description: 'Every field optional: only the given ones change.' })
export class TagUpdateInput {
  @Field(() => String, { nullable: true, description: 'New name; unique, ignoring case.' })
  @IsOptional()
  @Length(1, 50, { message: 'Name must be between 1 and 50 characters' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'New explanation; null clears it.' })
  @IsOptional()
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  description?: string | null;
}
