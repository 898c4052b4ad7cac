import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Abusive documents are refused during validation, before any resolver runs. The limits leave room
 * for the web app's largest queries (fragments are flattened, so splitting a query into fragments
 * neither helps nor hurts). Introspection is exempt: integrators rely on it.
 */
export function createArmor(nodeEnv: string) {
  return new ApolloArmor({
    maxDepth: { n: 10, flattenFragments: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 3000 },
    costLimit: { maxCost: 5000, flattenFragments: true },
    // Suggestions ("Did you mean …?") map the schema for an attacker; developers keep them.
    blockFieldSuggestion: { enabled: nodeEnv !== 'development' },
  }).protect();
}
