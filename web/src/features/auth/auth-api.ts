// The session lives in the gateway's cookie; these REST routes have no GraphQL equivalent for the browser.
import { getJson, postJson } from '../../lib/http';

export interface Editor {
  id: number;
  username: string;
  displayName: string;
  role: 'contributor' | 'author' | 'editor' | 'admin';
  /** The operations of graph's capability table this account may perform. */
  capabilities?: string[];
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
