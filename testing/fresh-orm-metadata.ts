// MikroORM keeps decorator metadata in a store that outlives a jest test file: the next file run by
// the same worker finds the previous file's entries, whose Map/Set objects belong to the previous
// sandbox and break discovery ("called on incompatible receiver"). jest runs this module first in every
// node test file (setupFiles in jest.config.js), so each file's decorators register fresh entries.
import { MetadataStorage } from '@mikro-orm/core';

const storage = MetadataStorage.getMetadata();
for (const [key, meta] of Object.entries(storage)) {
  if (!(meta.propertyOrder instanceof Map)) delete storage[key];
}
