// The session lives in the gateway's cookie; these REST routes have no GraphQL equivalent for the browser.
import { getJson, postJson } from '../lib/http';

export interface Editor {
  id: number;
  username: string;
  displayName: string;
  role: 'contributor' | 'author' | 'editor' | 'admin';
  /** The operations of graph's capability table this account may perform. */
  capabilities?: string[];
}

/**
 * The gateway sets this cookie (not secret, readable by scripts) at login and clears it at logout
 * and when a session is found gone; the session cookie itself stays HttpOnly.
 */
export const SIGNED_IN_HINT_COOKIE = 'savepoint_signed_in';

/** False for a visitor who never logged in on this browser: no need to ask who they are. */
export function mayBeSignedIn(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(/;\s*/).some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** The signed-in editor, or null when the session is missing or expired (401). */
export async function fetchCurrentEditor(): Promise<Editor | null> {
  try {
    return await getJson<Editor>('/api/auth/me');
  } catch {
    return null;
  }
}

/** Any failure counts as bad credentials (spec §7); the response body is not read. */
export async function logIn(username: string, password: string): Promise<void> {
  await postJson('/api/auth/login', { username, password });
}

export async function logOut(): Promise<void> {
  await postJson('/api/auth/logout');
}
