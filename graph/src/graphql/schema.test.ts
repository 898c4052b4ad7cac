import { readFileSync, writeFileSync } from 'node:fs';
import { isEnumType, isInputObjectType, isIntrospectionType, isObjectType, isScalarType } from 'graphql';
import { buildGraphSchema } from './schema';
import { SCHEMA_FILE, printGraphSchema } from './print-schema';

describe('the GraphQL contract', () => {
  it('matches the committed graph/schema.graphql', async () => {
    const printed = await printGraphSchema();
    if (process.env.UPDATE_SCHEMA === '1') writeFileSync(SCHEMA_FILE, printed);
    // On failure: run `npm run print-schema -w graph` (or UPDATE_SCHEMA=1 with this test) and commit.
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printed);
  });

  it('describes every type, field and argument', async () => {
    const schema = await buildGraphSchema();
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (isIntrospectionType(type) || (isScalarType(type) && ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)))
        continue;
      if (!type.description && !['Query', 'Mutation'].includes(type.name)) missing.push(type.name);
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isEnumType(type) && !type.description) missing.push(type.name);
    }
    expect(missing).toEqual([]);
  });
});
