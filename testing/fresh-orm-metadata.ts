// Imported first by test helpers that start graph. When jest runs in band (one worker, as on a
// 2-core machine), every test file's global shows the values testing/global-setup.ts left on the
// runner's own global, including MikroORM's entity metadata store from migrating the template. A
// store shared across files holds objects from another file's realm and breaks the next file's ORM
// ("Map.prototype.set called on incompatible receiver", failed updates). Each file gets its own.
for (const key of Object.getOwnPropertyNames(globalThis)) {
  if (key.startsWith('mikro-orm-')) delete (globalThis as Record<string, unknown>)[key];
}
export {};
