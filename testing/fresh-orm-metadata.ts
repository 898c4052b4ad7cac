// MikroORM keeps decorator metadata in a store that outlives a jest test file: the next file run by
// the same worker finds the previous file's entries, whose Map/Set objects belong to the previous
// sandbox and break discovery ("called on incompatible receiver"). Importing this module before
// any entity drops those stale entries so this file's decorators register fresh ones.
import { MetadataStorage } from '@mikro-orm/core';

const storage = MetadataStorage.getMetadata();
for (const [key, meta] of Object.entries(storage)) {
  if (!(meta.propertyOrder instanceof Map)) delete storage[key];
}
