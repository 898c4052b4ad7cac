// The normalised cache a server render hands the browser, made straight from the page's answers
// (issue 27; shortcut 4 of app/server-clients.ts). Apollo's own write (cache.writeQuery) was ~11% of
// the gateway's CPU per uncached article page: for each field it builds merge trees, contexts and a
// one-field object it deep-merges, none of which a fresh server cache written once needs. This walks
// an answer with its document and produces what Apollo's StoreWriter stores, for the subset of
// GraphQL and cache configuration Savepoint's reader pages use; anything outside it throws
// Unsupported and the caller writes through Apollo instead. Apollo's rules mirrored here
// (@apollo/client 4, cache/inmemory/writeToStore.ts and entityStore.ts):
// - store field names from Policies.getStoreFieldName (arguments, variables and their defaults);
// - an object with __typename and id (or _id) is an entity `Type:id`, stored once and referenced;
// - within one answer, an entity met again with the same selection set keeps its first fields, with
//   another selection set the two are deep-merged; fields met twice are deep-merged;
// - across answers an entity's fields are replaced field by field;
// - a value whose type has `merge: true` (type policies) is merged shallowly with the field's
//   existing value (mergeObjects), except inside lists, where there is nothing to merge with.
// web/src/app/answer-normalizer.test.ts and gateway/src/ssr/one-pass.test.ts compare it with Apollo's
// own write and fail when they differ.
import type { InMemoryCache } from '@apollo/client';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql';

/** Something this normaliser does not reproduce exactly: write the answer through Apollo. */
export class Unsupported extends Error {}

type StoreObject = Record<string, unknown>;
interface Reference {
  __ref: string;
}
type NormalizedState = Record<string, StoreObject>;

interface Answer {
  query: DocumentNode;
  variables: Record<string, unknown>;
  data: unknown;
}

const ROOT_QUERY = 'ROOT_QUERY';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';
const isReference = (value: unknown): value is Reference => isObject(value) && typeof value.__ref === 'string';
const isStoreObject = (value: unknown): value is StoreObject => isObject(value) && !Array.isArray(value) && !isReference(value);

/** DeepMerger's default merge: recursive, copying instead of changing either side. */
function deepMerge(target: unknown, source: unknown): unknown {
  if (!isObject(source) || !isObject(target)) return source;
  let merged = target;
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (Object.prototype.hasOwnProperty.call(target, key)) {
      const existing = target[key];
      if (value === existing) continue;
      const result = deepMerge(existing, value);
      if (result === existing) continue;
      if (merged === target) merged = (Array.isArray(target) ? target.slice() : { ...target }) as Record<string, unknown>;
      merged[key] = result;
    } else {
      if (merged === target) merged = (Array.isArray(target) ? target.slice() : { ...target }) as Record<string, unknown>;
      merged[key] = value;
    }
  }
  return merged;
}

/**
 * Normalises answers for one cache configuration. Type policies other than `merge: true`, and
 * `dataIdFromObject`, are not reproduced: the caller passes the type names with `merge: true` and
 * keeps the rest of its configuration out of the cache it uses this for (createApolloClient).
 */
export class AnswerNormalizer {
  private readonly policies: InMemoryCache['policies'];

  constructor(
    private readonly cache: InMemoryCache,
    private readonly mergedTypes: ReadonlySet<string>,
  ) {
    this.policies = cache.policies;
  }

  /** The normalised cache Apollo would hold after writing `answers` in order into an empty cache. */
  normalize(answers: readonly Answer[]): NormalizedState {
    const state: NormalizedState = {};
    for (const answer of answers) this.write(state, answer);
    return state;
  }

  private write(state: NormalizedState, { query, variables, data }: Answer): void {
    const document = this.cache.transformDocument(query);
    let operation: OperationDefinitionNode | undefined;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) {
        if (operation) throw new Unsupported('more than one operation');
        operation = definition;
      } else if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    if (!operation || operation.operation !== 'query') throw new Unsupported('not a query');
    if (!isStoreObject(data)) throw new Unsupported('no data');

    const defaults: Record<string, unknown> = {};
    for (const definition of operation.variableDefinitions ?? [])
      if (definition.defaultValue) defaults[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
    const write = new AnswerWrite(this.policies, this.mergedTypes, fragments, { ...defaults, ...variables });
    write.selectionSet(data, operation.selectionSet, ROOT_QUERY);

    // Apollo merges what the answer brought into the store entity by entity, after the walk.
    for (const [id, incoming] of write.incomingById) {
      const existing = state[id];
      const applied = this.applyMerges(existing, incoming) as StoreObject;
      state[id] = existing ? { ...existing, ...applied } : applied;
    }
  }

  /**
   * Apollo's applyMerges: a value whose type merges (mergeObjects) is merged with what the field
   * held before this answer; nested values first. Lists are merged as if nothing was there.
   */
  private applyMerges(existing: unknown, incoming: unknown): unknown {
    if (!isStoreObject(incoming)) return incoming;
    if (isReference(existing)) throw new Unsupported('an object where a reference was');
    const base = isStoreObject(existing) ? existing : undefined;
    let changed: StoreObject | undefined;
    for (const key of Object.keys(incoming)) {
      const value = incoming[key];
      if (!isStoreObject(value)) continue;
      const applied = this.applyMerges(base?.[key], value);
      if (applied !== value) (changed ??= {})[key] = applied;
    }
    const result = changed ? { ...incoming, ...changed } : incoming;
    const typename = result.__typename;
    if (typeof typename !== 'string' || !this.mergedTypes.has(typename)) return result;
    // mergeObjects(existing, incoming)
    if (Array.isArray(existing)) throw new Unsupported('a list where a merged object was');
    if (!base) return result;
    const existingType = base.__typename;
    if (typeof existingType === 'string' && existingType !== typename) return result;
    return { ...base, ...result };
  }
}

/** One answer's walk: what StoreWriter.processSelectionSet gathers before anything is stored. */
class AnswerWrite {
  readonly incomingById = new Map<string, StoreObject>();
  private readonly written = new Map<string, SelectionSetNode[]>();

  constructor(
    private readonly policies: InMemoryCache['policies'],
    private readonly mergedTypes: ReadonlySet<string>,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly variables: Record<string, unknown>,
  ) {}

  selectionSet(result: StoreObject, selectionSet: SelectionSetNode, dataId?: string): Reference | StoreObject {
    const typename =
      dataId === ROOT_QUERY
        ? this.policies.rootTypenamesById[ROOT_QUERY]
        : typeof result.__typename === 'string'
          ? result.__typename
          : undefined;
    if (typename === undefined) throw new Unsupported('an object without __typename');
    let incoming: StoreObject = { __typename: typename };

    for (const field of this.fields(selectionSet, typename)) {
      const value = result[field.alias?.value ?? field.name.value];
      if (value === undefined) continue;
      const storeFieldName =
        field.arguments?.length || field.directives?.length
          ? this.policies.getStoreFieldName({ typename, fieldName: field.name.value, field, variables: this.variables })
          : field.name.value;
      const stored = this.fieldValue(value, field);
      if (isReference(stored) && this.mergedTypes.has(this.typenameOf(stored)))
        throw new Unsupported('a merged type with an identity');
      if (Object.prototype.hasOwnProperty.call(incoming, storeFieldName))
        incoming = deepMerge(incoming, { [storeFieldName]: stored }) as StoreObject;
      else incoming[storeFieldName] = stored;
    }

    if (dataId === ROOT_QUERY) return this.keep(ROOT_QUERY, incoming, selectionSet);
    // defaultDataIdFromObject over { ...result, ...incoming }
    let key: unknown = incoming.id !== undefined ? incoming.id : result.id;
    let keyField = 'id';
    if (key === undefined) {
      key = incoming._id !== undefined ? incoming._id : result._id;
      keyField = '_id';
    }
    if (key === undefined) return incoming;
    if (!(keyField in incoming)) incoming = { [keyField]: key, ...incoming };
    const id = `${typename}:${typeof key === 'number' || typeof key === 'string' ? key : JSON.stringify(key)}`;
    return this.keep(id, incoming, selectionSet);
  }

  private keep(id: string, incoming: StoreObject, selectionSet: SelectionSetNode): Reference {
    const sets = this.written.get(id);
    if (sets?.includes(selectionSet)) return { __ref: id };
    if (sets) sets.push(selectionSet);
    else this.written.set(id, [selectionSet]);
    const previous = this.incomingById.get(id);
    this.incomingById.set(id, previous ? (deepMerge(previous, incoming) as StoreObject) : incoming);
    return { __ref: id };
  }

  private typenameOf(reference: Reference): string {
    const typename = this.incomingById.get(reference.__ref)?.__typename;
    return typeof typename === 'string' ? typename : '';
  }

  private fieldValue(value: unknown, field: FieldNode): unknown {
    if (!field.selectionSet || value === null) return value;
    if (Array.isArray(value)) return value.map((item) => this.fieldValue(item, field));
    if (!isStoreObject(value)) throw new Unsupported('a scalar where an object was selected');
    return this.selectionSet(value, field.selectionSet);
  }

  /** flattenFields: the selection's fields in order, through the fragments that apply to `typename`. */
  private fields(selectionSet: SelectionSetNode, typename: string): FieldNode[] {
    const fields: FieldNode[] = [];
    const seen = new Set<FieldNode>();
    const visited = new Set<SelectionSetNode>();
    const flatten = (set: SelectionSetNode) => {
      if (visited.has(set)) return;
      visited.add(set);
      for (const selection of set.selections) {
        if (!this.included(selection.directives)) continue;
        if (selection.kind === Kind.FIELD) {
          if (!seen.has(selection)) {
            seen.add(selection);
            fields.push(selection);
          }
          continue;
        }
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : this.fragments.get(selection.name.value);
        if (!fragment)
          throw new Unsupported(
            `fragment ${selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : ''} not in the document`,
          );
        const condition = fragment.typeCondition?.name.value;
        if (condition === undefined || condition === typename || this.policies.fragmentMatches(fragment, typename))
          flatten(fragment.selectionSet);
      }
    };
    flatten(selectionSet);
    return fields;
  }

  /** @include and @skip decide; any other directive (@client, @defer, @connection…) is not reproduced. */
  private included(directives: FieldNode['directives']): boolean {
    let included = true;
    for (const directive of directives ?? []) {
      const name = directive.name.value;
      if (name !== 'include' && name !== 'skip') throw new Unsupported(`@${name}`);
      const argument = directive.arguments?.find((a) => a.name.value === 'if');
      if (!argument) throw new Unsupported(`@${name} without if`);
      const condition =
        argument.value.kind === Kind.VARIABLE
          ? this.variables[argument.value.name.value]
          : argument.value.kind === Kind.BOOLEAN
            ? argument.value.value
            : undefined;
      if (typeof condition !== 'boolean') throw new Unsupported(`@${name} without a boolean`);
      if (name === 'include' ? !condition : condition) included = false;
    }
    return included;
  }
}
