// Prints the schema the code builds into graph/schema.graphql, the contract other parts code
// against: `npm run print-schema -w graph` after a build (or UPDATE_SCHEMA=1 on the drift test).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildGraphSchema } from './schema';

export const SCHEMA_FILE = path.resolve(__dirname, '../../schema.graphql');

const HEADER = `# Savepoint's GraphQL API, printed from the TypeGraphQL code (graph/src/graphql/print-schema.ts).
# Do not edit by hand: change the code, then run \`npm run print-schema -w graph\`. A test fails on drift.
`;

export async function printGraphSchema(): Promise<string> {
  return `${HEADER}\n${printSchema(lexicographicSortSchema(await buildGraphSchema()))}\n`;
}

if (require.main === module) {
  printGraphSchema().then(
    (text) => {
      writeFileSync(SCHEMA_FILE, text);
      process.stdout.write(`wrote ${SCHEMA_FILE}\n`);
    },
    (error) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
