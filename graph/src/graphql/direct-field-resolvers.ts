// Field resolvers called straight from the schema instead of through TypeGraphQL's wrapper, and the
// guard that keeps that shortcut from ever skipping an access check.
//
// TypeGraphQL runs every @FieldResolver through a general wrapper that sorts and maps the method's
// parameter list, builds resolver data and runs the field's middlewares (the auth checker is one) on
// each call. A page of 12 articles resolves ~70 such fields (category slug, tag names, author,
// routes…), and measured at a million articles that wrapper made a fifth of graph's garbage and ~5%
// of its CPU on uncached list reads.
//
// What this module assumes, and checks in TypeGraphQL's metadata storage when the schema is built
// (the metadata is what TypeGraphQL itself builds the wrapper from):
// - the field's method takes exactly (@Root() root, @Ctx() ctx), or just the root: no arguments, no
//   info, no named root/context property, no custom parameter decorator;
// - no roles: neither @Authorized on the method, on the entity's field, nor on the resolver class;
// - no middlewares: neither @UseMiddleware on the method or the class, nor global middlewares;
// - the root is already an instance of the type (TypeGraphQL would otherwise convert it first, so
//   other roots still go through TypeGraphQL's own resolver).
// A field that breaks any of these keeps TypeGraphQL's resolver (its check and middlewares run) and
// is reported by `refusedDirectFields`; app.ts logs it and schema.test.ts fails on it, so the list in
// schema.ts is corrected instead of a check being skipped.
//
// `simpleResolvers: true` on an @ObjectType is the same kind of shortcut for plain fields (graphql-js's
// default resolver), and TypeGraphQL silently drops @Authorized and @UseMiddleware on such a field:
// `assertNoSkippedChecks` refuses to build a schema where that would happen.
import { type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';
import { type BuildSchemaOptions, getMetadataStorage } from 'type-graphql';
import type { GraphContext } from './context';

type DirectResolver<TRoot> = (root: TRoot, ctx: GraphContext) => unknown;
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type ClassType = Function;

export interface DirectFieldOptions {
  /** The `globalMiddlewares` given to TypeGraphQL's buildSchema: they run on every field. */
  globalMiddlewares: NonNullable<BuildSchemaOptions['globalMiddlewares']>;
}

export interface RefusedDirectField {
  field: string;
  reason: string;
}

const directResolvers = new WeakSet<GraphQLFieldResolver<unknown, GraphContext>>();
const refusals = new WeakMap<GraphQLSchema, RefusedDirectField[]>();

/** Whether the schema calls this field's method itself (tests). */
export function isResolvedDirectly(schema: GraphQLSchema, typeName: string, fieldName: string): boolean {
  const type = schema.getType(typeName);
  const resolve = isObjectType(type) ? type.getFields()[fieldName]?.resolve : undefined;
  return resolve !== undefined && directResolvers.has(resolve);
}

/** Fields listed for direct resolution that keep TypeGraphQL's resolver, and why. */
export function refusedDirectFields(schema: GraphQLSchema): readonly RefusedDirectField[] {
  return refusals.get(schema) ?? [];
}

/**
 * Why TypeGraphQL must keep resolving `typeName.fieldName`, or null when calling the method with
 * (root, context) is the same call TypeGraphQL's wrapper would make.
 */
function whyNotDirect(rootType: ClassType, resolverClass: ClassType, fieldName: string, options: DirectFieldOptions) {
  const storage = getMetadataStorage();
  const metadata = storage.fieldResolvers.find(
    (it) => it.schemaName === fieldName && it.getObjectType?.() === rootType && resolverClass === it.target,
  );
  if (!metadata) return `no @FieldResolver ${fieldName} on ${resolverClass.name} (was the schema built?)`;
  const entityField = storage.objectTypes
    .find((type) => type.target === rootType)
    ?.fields?.find((field) => field.schemaName === fieldName);
  if (metadata.roles !== undefined || entityField?.roles !== undefined) return 'it has @Authorized (an access check)';
  if ((metadata.middlewares?.length ?? 0) > 0 || (entityField?.middlewares?.length ?? 0) > 0)
    return 'it has middlewares (@UseMiddleware)';
  if (options.globalMiddlewares.length > 0) return 'the schema has global middlewares';
  const params = [...(metadata.params ?? [])].sort((a, b) => a.index - b.index);
  const expected = ['root', 'context'];
  const shapeFits = params.every(
    (param, i) =>
      param.kind === expected[i] && param.index === i && (param as { propertyName?: string }).propertyName === undefined,
  );
  if (!shapeFits || params.length === 0)
    return `its parameters are not (@Root() root, @Ctx() ctx): ${params.map((p) => p.kind).join(', ') || 'none'}`;
  return null;
}

/**
 * Lets the schema call `resolver[field](root, ctx)` for each listed field of `typeName` whose roots
 * are `rootType` instances, when the metadata says nothing else would run (see the header).
 */
export function resolveFieldsDirectly<TRoot extends object, TResolver extends object, TField extends keyof TResolver & string>(
  schema: GraphQLSchema,
  typeName: string,
  rootType: abstract new (...args: never[]) => TRoot,
  resolver: TResolver & Record<TField, DirectResolver<TRoot>>,
  fieldNames: readonly TField[],
  options: DirectFieldOptions,
): void {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`resolveFieldsDirectly: ${typeName} is not an object type`);
  const fields = type.getFields();
  const refused = refusals.get(schema) ?? [];
  refusals.set(schema, refused);
  for (const name of fieldNames) {
    const field = fields[name];
    const wrapped = field?.resolve;
    if (!field || !wrapped) throw new Error(`resolveFieldsDirectly: ${typeName}.${name} has no field resolver`);
    const reason = field.args.length > 0 ? 'it takes arguments' : whyNotDirect(rootType, resolver.constructor, name, options);
    if (reason) {
      refused.push({ field: `${typeName}.${name}`, reason });
      continue;
    }
    const method = resolver[name];
    const direct: GraphQLFieldResolver<unknown, GraphContext> = (root, args, ctx, info) =>
      root instanceof rootType ? method.call(resolver, root, ctx) : wrapped(root, args, ctx, info);
    directResolvers.add(direct);
    field.resolve = direct;
  }
}

/**
 * Refuses a schema in which TypeGraphQL would skip a field's @Authorized or middlewares because the
 * field uses graphql-js's default resolver (`simpleResolvers` on its type, or `simple` on the field).
 */
export function assertNoSkippedChecks(schema: GraphQLSchema, options: DirectFieldOptions): void {
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
