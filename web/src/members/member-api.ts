// Members (issue 23) from the browser: REST calls to the gateway, made only after a page has loaded
// (never during server rendering), so anonymous pages stay the same cached pages for everyone. The
// member cookie is HttpOnly; `savepoint_member` only says one is there, so anonymous visitors never
// ask "who am I?".
import { http } from '../lib/http';

export interface Member {
  id: number;
  email: string;
  displayName: string;
  defaultName: boolean;
  createdAt: string;
  banned: boolean;
  newsletter: 'confirmed' | 'pending' | 'unsubscribed' | 'none';
}

interface FollowedThing {
  slug: string;
  name: string;
}

export interface Follows {
  categories: FollowedThing[];
  tags: FollowedThing[];
  games: FollowedThing[];
}

const MEMBER_HINT_COOKIE = 'savepoint_member';

/** True when this browser signed in as a member (read after hydration only). */
const hasMemberHint = (): boolean =>
  typeof document !== 'undefined' && document.cookie.split(';').some((c) => c.trim().startsWith(`${MEMBER_HINT_COOKIE}=`));

/** The HTTP status of a failed call, when it has one. */
const failureStatus = (error: unknown): number => Number(/^(\d{3}):/.exec(error instanceof Error ? error.message : '')?.[1] ?? 0);

export async function currentMember(): Promise<Member | null> {
  if (!hasMemberHint()) return null;
  try {
    return await http<Member>('GET', '/api/members/me');
  } catch (error) {
    if (failureStatus(error) === 401) return null;
    throw error;
  }
}

export const requestSignInLink = (email: string, returnTo: string) =>
  http<{ message: string }>('POST', '/api/members/magic-link', { email, returnTo });
export const verifySignIn = (token: string) =>
  http<{ member: Member; returnTo: string | null }>('POST', '/api/members/verify', { token });
export const signOut = () => http<{ message: string }>('POST', '/api/members/logout');
export const updateDisplayName = (displayName: string) => http<Member>('PUT', '/api/members/me', { displayName });
export const setNewsletter = (subscribed: boolean) => http<Member>('PUT', '/api/members/me/newsletter', { subscribed });
export const deleteAccount = (removeComments: boolean) =>
  http<{ message: string }>('DELETE', `/api/members/me?removeComments=${removeComments}`);
/** `language`: the page's namesLanguage (i18n/edition): the follows named as its readers read them. */
const followsPath = (language: string | null) =>
  `/api/members/me/follows${language ? `?language=${encodeURIComponent(language)}` : ''}`;
export const getFollows = (language: string | null) => http<Follows>('GET', followsPath(language));
export const putFollows = (follows: { categories: string[]; tags: string[]; games: string[] }, language: string | null) =>
  http<Follows>('PUT', followsPath(language), follows);
export const slugsOf = (follows: Follows) => ({
  categories: follows.categories.map((f) => f.slug),
  tags: follows.tags.map((f) => f.slug),
  games: follows.games.map((f) => f.slug),
});
