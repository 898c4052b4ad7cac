// Executes operations with graphql-jit instead of graphql-js's interpreter, through Apollo Server's
// executor hook (the `gateway` option: Apollo still parses, validates, runs every plugin and
// formats errors; only execution is swapped). graphql-js resolves a field by walking the document
// and coercing its arguments each time, for every field of every row: a page of twelve articles is
// hundreds of such walks, and that work and its garbage were a large share of an uncached list
// read. graphql-jit compiles each parsed document once into a function for that selection.
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { type DocumentNode, type ExecutionResult, GraphQLError, type GraphQLSchema, execute, printSchema } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

type Compiled = CompiledQuery | ExecutionResult;

/**
 * Compiled operations, per parsed document and operation name: Apollo hands the same DocumentNode
 * to every request with the same text (its document cache is bounded), so they go when it goes.
 * A costly operation is refused before execution (limits.ts), so it is never compiled.
 */
const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();

/**
 * The compiled JSON writer of an operation that ran compiled (its result shape is known, so it
 * writes faster than JSON.stringify), or undefined.
 */
export function compiledStringify(document: DocumentNode | undefined, operationName: string | null | undefined) {
  const entry = document ? compiled.get(document)?.get(operationName ?? '') : undefined;
  return entry && isCompiledQuery(entry) ? entry.stringify : undefined;
}

/** An Apollo "gateway" that serves one fixed schema and runs each operation as compiled code. */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const compile = (document: DocumentNode, operationName: string | null): Compiled => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let entry = byName.get(key);
    if (!entry) {
      entry = compileQuery(schema, document, operationName ?? undefined);
      byName.set(key, entry);
    }
    return entry;
  };

  const executor: GatewayExecutor = async ({ document, operationName, request, context }) => {
    const interpret = () =>
      execute({ schema, document, operationName, variableValues: request.variables, contextValue: context });
    const entry = compile(document, operationName);
    // What graphql-jit cannot compile runs as graphql-js would.
    if (!isCompiledQuery(entry)) return interpret();
    const result = (await entry.query(undefined, context, request.variables ?? {})) as ExecutionResult;
    // No data at all: the request was refused before any field ran (variables that do not fit their
    // types). graphql-js says so with the variable's definition attached, which Apollo answers as
    // 400 BAD_USER_INPUT naming the variable; graphql-jit's errors carry no node.
    if (result.data === undefined && result.errors) return interpret();
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };

  let onLoad: ((schemaContext: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void) | undefined;
  return {
    onSchemaLoadOrUpdate(callback) {
      onLoad = callback;
      return () => {
        onLoad = undefined;
      };
    },
    async load() {
      onLoad?.({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return { executor };
    },
    async stop() {},
  };
}

/**
 * graphql-jit reports errors as its own class: it passes `instanceof GraphQLError`, but its fields
 * are read-only, and Apollo's plugins (graphql-armor masks suggestions in messages) rewrite them.
 * Each becomes a plain GraphQLError with the same message, path, locations, code and cause.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  (converted as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return converted;
}
