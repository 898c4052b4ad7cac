/**
 * The event main.tsx dispatches on document once the app has hydrated. The inline script of a
 * server-rendered page (gateway/src/ssr/boot-script.ts, HYDRATED_EVENT) waits for it to replay the
 * clicks and submissions made before; the two must spell it the same (e2e/hydration.test.ts).
 */
export const HYDRATED_EVENT = 'savepoint:hydrated';
