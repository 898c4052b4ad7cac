/**
 * The platform ids graph knows, as its one table has them (graph/src/modules/game/game-facts.ts:
 * adding one is a code change there and here). A reader page filters by these only: graph refuses
 * any other id with a 400 naming `platform`, which failed the whole page ("Failed to load articles"
 * on /reviews?platform=amiga).
 */
export const PLATFORM_IDS: ReadonlySet<string> = new Set([
  'pc',
  'ps5',
  'ps4',
  'xbox-series',
  'xbox-one',
  'switch-2',
  'switch',
  'mac',
  'linux',
  'ios',
  'android',
  'vr',
]);

/** The platform a URL's ?platform= names; null (the filter ignored) for anything but an id graph knows. */
export function platformParam(raw: string | null): string | null {
  const id = (raw ?? '').trim().toLowerCase();
  return PLATFORM_IDS.has(id) ? id : null;
}
