import { InputType } from 'type-graphql';
import { taxonomyInput, taxonomyUpdateInput } from '../taxonomy/taxonomy.inputs';

@InputType({ description: 'A new tag.' })
export class TagInput extends taxonomyInput({ name: 'Unique, ignoring case.', description: 'Optional explanation.' }) {}

@InputType({ description: 'Every field optional: only the given ones change.' })
export class TagUpdateInput extends taxonomyUpdateInput({
  name: 'New name; unique, ignoring case.',
  description: 'New explanation; null clears it.',
}) {}
