// Field resolvers called straight from the schema instead of through TypeGraphQL's wrapper.
//
// TypeGraphQL runs every @FieldResolver through a general wrapper that sorts and maps the method's
// parameter list, builds resolver data and checks for middlewares on each call. A page of 12
// articles resolves ~70 such fields (category slug, tag names, author, routes…), and measured at a
// million articles that wrapper made a fifth of graph's garbage and ~5% of its CPU on uncached list
// reads. The fields named here take only the object and the context (the compiler checks the
// method's shape), have no arguments, roles or middlewares, so the schema may call the method
// itself. An object that is not yet an instance of the type still goes through TypeGraphQL, which
// converts it first, so the answer is the same either way (the API tests read every one of these).
import { type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';
import type { GraphContext } from './context';

type DirectResolver<TRoot> = (root: TRoot, ctx: GraphContext) => unknown;

export function resolveFieldsDirectly<TRoot extends object, TResolver, TField extends keyof TResolver & string>(
  schema: GraphQLSchema,
  typeName: string,
  rootType: abstract new (...args: never[]) => TRoot,
  resolver: TResolver & Record<TField, DirectResolver<TRoot>>,
  fieldNames: readonly TField[],
): void {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`resolveFieldsDirectly: ${typeName} is not an object type`);
  const fields = type.getFields();
  for (const name of fieldNames) {
    const field = fields[name];
    const wrapped = field?.resolve;
    if (!field || !wrapped) throw new Error(`resolveFieldsDirectly: ${typeName}.${name} has no field resolver`);
    if (field.args.length > 0) throw new Error(`resolveFieldsDirectly: ${typeName}.${name} takes arguments`);
    const method = resolver[name];
    const direct: GraphQLFieldResolver<unknown, GraphContext> = (root, args, ctx, info) =>
      root instanceof rootType ? method.call(resolver, root, ctx) : wrapped(root, args, ctx, info);
    field.resolve = direct;
  }
}
