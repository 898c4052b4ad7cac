// The Apollo cache the server rendered with travels in the page as a JSON data block (not a script
// that runs: the CSP allows no inline scripts), so the browser hydrates without fetching again.
export const APOLLO_STATE_ID = '__APOLLO_STATE__';

/** JSON safe inside <script type="application/json">: no `<` can end the element. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
