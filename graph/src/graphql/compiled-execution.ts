// Executes operations with graphql-jit instead of graphql-js's interpreter. graphql-js resolves a
// field by walking the document and coercing its arguments each time, for every field of every row:
// a page of twelve articles is hundreds of such walks, and that work and its garbage were a large
// share of an uncached list read. graphql-jit compiles each parsed document once into a function for
// that selection.
//
// What this module assumes (and the tests beside it check):
// - Apollo Server's `gateway` option is its only executor hook: Apollo still parses, validates, runs
//   every plugin and formats errors, calls `load()` once at start and then our executor for each
//   operation. The "gateway" serves one fixed schema and never updates it.
// - graphql-jit answers what graphql-js answers for every operation our clients send: the one test
//   that runs all of them through both (client-operations.test.ts) is the proof, run it after
//   upgrading graphql-jit, graphql or Apollo.
// - Variables are coerced by graphql-js first, so a variable that does not fit is refused exactly as
//   graphql-js refuses it (Apollo answers 400 BAD_USER_INPUT naming the variable); an operation is
//   never run twice.
// - What graphql-jit cannot compile (it says so at compile time, before anything ran) runs in
//   graphql-js.
// The server option `execution: 'interpreted'` (app.ts) leaves it out: Apollo then executes with
// graphql-js itself, as the comparison test does.
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  execute,
  getVariableValues,
  printSchema,
} from 'graphql';
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

  const executor: GatewayExecutor = async ({ document, operation, operationName, request, context }) => {
    const entry = compile(document, operationName);
    if (!isCompiledQuery(entry)) {
      return execute({ schema, document, operationName, variableValues: request.variables, contextValue: context });
    }
    // graphql-js's own coercion, errors and all (they carry the variable's node, which graphql-jit's
    // do not); graphql-jit coerces the same values again when it runs.
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}, { maxErrors: 50 });
    if (coerced.errors) return { errors: coerced.errors };
    const result = (await entry.query(undefined, context, request.variables ?? {})) as ExecutionResult;
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
