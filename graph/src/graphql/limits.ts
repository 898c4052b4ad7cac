import { ApolloArmor } from '@escape.tech/graphql-armor';
import { compiledStringify } from './compiled-execution';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  type FormattedExecutionResult,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
} from 'graphql';
import { getArgumentValues } from 'graphql/execution/values';

/**
 * Abusive documents are refused during validation, before any resolver runs. The limits leave room
 * for the web app's largest queries (fragments are flattened, so splitting a query into fragments
 * neither helps nor hurts). Introspection is exempt: integrators rely on it.
 */
const MAX_TOKENS = 3000;

export function createArmor(nodeEnv: string) {
  const armor = new ApolloArmor({
    maxDepth: { n: 10, flattenFragments: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    // The token limit is graphql-js's own parser option (parseOptions below): armor's version throws
    // from a plugin hook, which Apollo answers as a 500 instead of a parse error's 400.
    maxTokens: { enabled: false },
    costLimit: { maxCost: 5000, flattenFragments: true },
    // Suggestions ("Did you mean …?") map the schema for an attacker; developers keep them.
    blockFieldSuggestion: { enabled: nodeEnv !== 'development' },
  }).protect();
  return { ...armor, parseOptions: { maxTokens: MAX_TOKENS } };
}

/**
 * The size-aware cost of an operation: every selected field costs 1 (an article's HTML body
 * CONTENT_COST), and whatever is selected under a field with a `limit` argument counts `limit`
 * times (its default when not given). The list a limit sizes (a page's `articles`) counts once
 * more; any other list counts LIST_SIZE times. So 15 aliases of
 * `articles(limit: 100) { articles { content } }` cost 15 × 100 × 21 = 31,500, while the web
 * app's heaviest page (home: 100 cards twice) costs about 6,000 and any REST call under 4,500.
 */
const MAX_QUERY_COST = 12_000;
const CONTENT_COST = 20;
const LIST_SIZE = 10;
/** Answers larger than this are refused instead of sent (the cost limit keeps real pages far below). */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

function operationCost(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  parentType: GraphQLNamedType,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  /** True right under a field whose `limit` already sized the list below. */
  sized = false,
): number {
  if (!isObjectType(parentType) && !isInterfaceType(parentType)) return 0;
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === 'InlineFragment') {
      const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parentType;
      if (type) total += operationCost(schema, selection.selectionSet, type, fragments, variables, sized);
      continue;
    }
    if (selection.kind === 'FragmentSpread') {
      const fragment = fragments[selection.name.value];
      const type = fragment && schema.getType(fragment.typeCondition.name.value);
      if (fragment && type) total += operationCost(schema, fragment.selectionSet, type, fragments, variables, sized);
      continue;
    }
    const name = selection.name.value;
    if (name.startsWith('__')) continue; // introspection and __typename are free
    const field: GraphQLField<unknown, unknown> | undefined = parentType.getFields()[name];
    if (!field) continue;
    let multiplier = 1;
    let limited = false;
    if (selection.selectionSet) {
      let args: Record<string, unknown> = {};
      try {
        args = getArgumentValues(field, selection, variables);
      } catch {
        // Bad arguments are reported by execution itself; count the field as a default list.
      }
      if (typeof args.limit === 'number') {
        multiplier = Math.max(1, args.limit);
        limited = true;
      } else if (isListType(getNullableType(field.type)) && !sized) multiplier = LIST_SIZE;
    }
    const own = name === 'content' ? CONTENT_COST : 1;
    const children = selection.selectionSet
      ? operationCost(
          schema,
          selection.selectionSet,
          getNamedType(field.type),
          fragments,
          variables,
          limited && !isListType(getNullableType(field.type)),
        )
      : 0;
    total += own + multiplier * children;
  }
  return total;
}

const tooCostly = (cost: number) =>
  new GraphQLError(
    `Query is too expensive: its cost is ${cost}, the limit is ${MAX_QUERY_COST}. Ask for fewer or smaller lists.`,
    {
      extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost: MAX_QUERY_COST, http: { status: 400 } },
    },
  );

/**
 * An answer's JSON is made once: measured against MAX_RESPONSE_BYTES in willSendResponse and kept
 * here (by its `data` object) for Apollo's `stringifyResult`, which sends that same text instead of
 * serializing the answer a second time.
 */
interface SerializedAnswer {
  result: FormattedExecutionResult;
  text: string;
}
const serializedAnswers = new WeakMap<object, SerializedAnswer>();

/** Apollo's own serialization (fields in the order errors, data, extensions; a trailing newline). */
const serialize = (result: FormattedExecutionResult): string =>
  `${JSON.stringify({ errors: result.errors, data: result.data, extensions: result.extensions })}\n`;

/** ApolloServer's `stringifyResult`: the text sizeLimitsPlugin already made, if the answer is unchanged. */
export function stringifyMeasuredResult(result: FormattedExecutionResult): string {
  const kept = result.data ? serializedAnswers.get(result.data) : undefined;
  if (kept && kept.result.errors === result.errors && kept.result.extensions === result.extensions) return kept.text;
  return serialize(result);
}

/** Refuses costly operations before they run, and answers larger than MAX_RESPONSE_BYTES. */
export function sizeLimitsPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          const fragments: Record<string, FragmentDefinitionNode> = {};
          for (const d of document.definitions) if (d.kind === 'FragmentDefinition') fragments[d.name.value] = d;
          if (!operation) return;
          const root =
            operation.operation === 'mutation'
              ? schema.getMutationType()
              : operation.operation === 'query'
                ? schema.getQueryType()
                : null;
          if (!root || !operation) return;
          const cost = operationCost(schema, operation.selectionSet, root, fragments, request.variables ?? {});
          if (cost > MAX_QUERY_COST) throw tooCostly(cost);
        },
        async willSendResponse({ response, document, operationName }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (!result.data) return;
          const writeJson = !result.errors && !result.extensions ? compiledStringify(document, operationName) : undefined;
          const text = writeJson ? `${writeJson({ data: result.data })}\n` : serialize(result);
          // UTF-8 takes at most 3 bytes per UTF-16 unit: most answers need no byte count at all.
          const bytes = text.length * 3 <= MAX_RESPONSE_BYTES ? text.length : Buffer.byteLength(text);
          if (bytes <= MAX_RESPONSE_BYTES) {
            serializedAnswers.set(result.data, { result, text });
            return;
          }
          response.body.singleResult = {
            errors: [
              {
                message: `Answer too large: ${bytes} bytes, the limit is ${MAX_RESPONSE_BYTES}. Ask for fewer or smaller lists.`,
                extensions: { code: 'RESPONSE_TOO_LARGE', bytes, maxBytes: MAX_RESPONSE_BYTES },
              },
            ],
          };
          response.http.status = 400;
        },
      };
    },
  };
}
