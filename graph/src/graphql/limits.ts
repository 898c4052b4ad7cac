import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Abusive documents are refused during validation, before any resolver runs. The limits leave room
 * for the web app's largest queries (fragments are flattened, so splitting a query into fragments
 * neither helps nor hurts). Introspection is exempt: integrators rely on it.
 */
export const MAX_TOKENS = 3000;

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
