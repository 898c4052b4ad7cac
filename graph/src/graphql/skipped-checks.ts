// A guard on TypeGraphQL's `simpleResolvers`: on an @ObjectType (or `simple` on a field) it makes
// graphql-js's default resolver answer the plain fields, and TypeGraphQL then silently drops
// @Authorized and @UseMiddleware on such a field. `assertNoSkippedChecks` refuses to build a
// schema where that would happen, so a check is never skipped for speed by accident.
import { type GraphQLSchema, isObjectType } from 'graphql';
import { type BuildSchemaOptions, getMetadataStorage } from 'type-graphql';

export interface SkippedCheckOptions {
  /** The `globalMiddlewares` given to TypeGraphQL's buildSchema: they run on every field. */
  globalMiddlewares: NonNullable<BuildSchemaOptions['globalMiddlewares']>;
}

/**
 * Refuses a schema in which TypeGraphQL would skip a field's @Authorized or middlewares because the
 * field uses graphql-js's default resolver (`simpleResolvers` on its type, or `simple` on the field).
 */
export function assertNoSkippedChecks(schema: GraphQLSchema, options: SkippedCheckOptions): void {
  const storage = getMetadataStorage();
  const skipped: string[] = [];
  for (const objectType of storage.objectTypes) {
    const built = schema.getType(objectType.name);
    if (!isObjectType(built)) continue;
    for (const field of objectType.fields ?? []) {
      if (built.getFields()[field.schemaName]?.resolve !== undefined) continue;
      if (!(field.simple ?? objectType.simpleResolvers)) continue;
      if (field.roles !== undefined) skipped.push(`${objectType.name}.${field.schemaName} (@Authorized)`);
      else if ((field.middlewares?.length ?? 0) > 0 || options.globalMiddlewares.length > 0)
        skipped.push(`${objectType.name}.${field.schemaName} (middlewares)`);
    }
  }
  if (skipped.length > 0)
    throw new Error(
      `TypeGraphQL would not run the checks of ${skipped.join(', ')}: their type uses simpleResolvers. ` +
        'Give such a field `simple: false` or a @FieldResolver.',
    );
}
