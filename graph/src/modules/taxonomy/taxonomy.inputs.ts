// The name and description fields both kinds' inputs carry, validated once (GraphQL descriptions per kind).
import { IsOptional, Length, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { PlainText } from '../../common/sanitize';

const nameLength = () => Length(1, 50, { message: 'Name must be between 1 and 50 characters' });
const descriptionLength = () => MaxLength(500, { message: 'Description must be at most 500 characters' });

/** What the GraphQL schema says of each field of one kind's inputs. */
interface FieldDescriptions {
  name: string;
  description: string;
}

/**
 * Base of a create input: a required name, an optional description. Not itself in the schema: only
 * the subclasses are reachable from resolvers.
 */
export function taxonomyInput(describe: FieldDescriptions) {
  @InputType()
  abstract class TaxonomyInput {
    @Field({ description: describe.name })
    @PlainText()
    @nameLength()
    name!: string;

    @Field(() => String, { nullable: true, description: describe.description })
    @PlainText()
    @IsOptional()
    @descriptionLength()
    description?: string | null;
  }
  return TaxonomyInput;
}

/** Base of an update input: every field optional, only the given ones change. */
export function taxonomyUpdateInput(describe: FieldDescriptions) {
  @InputType()
  abstract class TaxonomyUpdateInput {
    @Field(() => String, { nullable: true, description: describe.name })
    @PlainText()
    @IsOptional()
    @nameLength()
    name?: string | null;

    @Field(() => String, { nullable: true, description: describe.description })
    @PlainText()
    @IsOptional()
    @descriptionLength()
    description?: string | null;
  }
  return TaxonomyUpdateInput;
}
