// Rows of a raw SQL read given an entity's prototype, so they pass as entities without MikroORM.
//
// TypeGraphQL hands a field resolver's @Root() a `new Entity()` copy of any object that is not an
// instance of the type, once per resolved field: for a page of articles that was hundreds of
// constructions and most of the garbage of an uncached list read. Setting the prototype skips the
// entity's constructor and MikroORM's property setters (measured in decision record 0029).
//
// What this assumes (row-entity.test.ts checks it against the real entities and the schema):
// - every property anyone reads is an own data property of the row: MikroORM's entity prototypes
//   hold only setters for tracked properties (a read of a missing one is undefined, not a value);
// - the object is never handed to MikroORM (persist, assign, wrap, flush): nothing manages it;
// - `instanceof` the entity holds, so TypeGraphQL takes it as it is.
// With the `row-entity` shortcut off (GRAPH_SHORTCUTS_OFF) each row is copied into a constructed
// entity instead, the plain way: the constructor runs and MikroORM's setters take each value.
import { shortcutOn } from './shortcuts';

export function rowAsEntity<T extends object>(type: abstract new (...args: never[]) => T, row: object): T {
  if (!shortcutOn('row-entity')) return Object.assign(new (type as unknown as new () => T)(), row);
  return Object.setPrototypeOf(row, type.prototype as object) as T;
}
