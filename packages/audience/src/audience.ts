// Who is asking, decided once (issue 44). Every consumer asks here: the gateway's answer and page
// caches, the shared-cache headers, session loading, the same-origin check, live streams,
// co-editing, graph's caller resolution and the generated Varnish rules (vcl.ts). Four places used
// to decide it, each its own way, and disagreed: Varnish stripped the member cookie, so members
// looked signed out behind it.
//
// A request is
//  - `token` when it carries Authorization (an integrator's API token; its answers are its own);
//  - else `staff` when it carries the staff session cookie or its hint, in `editorMode` when its
//    URL asks for editor mode (`?admin=…`);
//  - else `member` when it carries the member session cookie or its hint;
//  - else `anonymous`.
// A cookie counts by its presence: an ended or forged session is still someone's request, so it is
// never answered from, nor kept in, a copy meant for everyone (whether the session is real is the
// session store's and graph's business, not this module's).
import { PRODUCT_COOKIES, cookiesOf } from './cookies';
import { isNormalSpelling, isPersonalPath, pathOf } from './paths';

export type AudienceKind = 'anonymous' | 'member' | 'staff' | 'token';

export type Audience = { kind: 'anonymous' } | { kind: 'member' } | { kind: 'staff'; editorMode: boolean } | { kind: 'token' };

export const AUDIENCE_KINDS: readonly AudienceKind[] = ['anonymous', 'member', 'staff', 'token'];

/** The query parameter that opens editor mode (web/src/app/admin-mode.ts). */
export const EDITOR_MODE_PARAM = 'admin';

/** What classifying needs of a request: Node's IncomingMessage and Express' Request both fit. */
export interface AudienceRequest {
  method?: string;
  /** The request target: path and query. */
  url?: string;
  /** Express' whole request target, which a router mounted at a path does not shorten as it does `url`. */
  originalUrl?: string;
  headers: { cookie?: string | string[]; authorization?: string | string[] };
}

const ANONYMOUS: Audience = { kind: 'anonymous' };
const MEMBER: Audience = { kind: 'member' };
const TOKEN: Audience = { kind: 'token' };

const targetOf = (request: AudienceRequest) => request.originalUrl ?? request.url;

function asksForEditorMode(url: string | undefined): boolean {
  const query = url?.indexOf('?') ?? -1;
  return query >= 0 && new URLSearchParams(url!.slice(query + 1)).has(EDITOR_MODE_PARAM);
}

/** Who is asking, from the request's headers, cookies and URL alone (no store is consulted). */
export function audienceOf(request: AudienceRequest): Audience {
  if (request.headers.authorization !== undefined) return TOKEN;
  const cookie = request.headers.cookie;
  // Most readers send none of ours: no parse.
  if (cookie === undefined || !(typeof cookie === 'string' ? cookie : cookie.join(';')).includes('savepoint')) return ANONYMOUS;
  let member = false;
  for (const name of cookiesOf(cookie).keys()) {
    const who = (PRODUCT_COOKIES as Record<string, 'staff' | 'member' | null | undefined>)[name];
    if (who === 'staff') return { kind: 'staff', editorMode: asksForEditorMode(targetOf(request)) };
    if (who === 'member') member = true;
  }
  return member ? MEMBER : ANONYMOUS;
}

const READS = new Set(['GET', 'HEAD']);
const isRead = (request: AudienceRequest) => request.method === undefined || READS.has(request.method.toUpperCase());

/**
 * Whether the answer to this request may be kept in a copy for everyone (the gateway's answer and
 * page caches, Varnish, a CDN): a read by an anonymous reader of a path that is not for one person,
 * spelled the one way (any other spelling is answered with a redirect).
 */
export function isStorableForEveryone(request: AudienceRequest): boolean {
  if (!isRead(request) || audienceOf(request).kind !== 'anonymous') return false;
  const path = pathOf(targetOf(request));
  return isNormalSpelling(path) && !isPersonalPath(path);
}

/**
 * Whether a copy kept for everyone may answer this request. Also for members: a public page or
 * answer is the same for them as for anyone (their own bits come from /api/members/…, which is
 * personal), while what they ask is never kept for others. Never for staff (drafts, editor mode)
 * or a token.
 */
export function mayBeServedSharedCopy(request: AudienceRequest): boolean {
  if (!isRead(request) || isPersonalPath(pathOf(targetOf(request)))) return false;
  const { kind } = audienceOf(request);
  return kind === 'anonymous' || kind === 'member';
}

/** What a service behind the gateway learns of its caller: the signed claims and Authorization. */
export interface SignedCaller {
  /** The gateway's signed claims, when the gateway signed the request (already verified). */
  signed?: { who?: unknown; uid?: unknown; mst?: unknown };
  authorization?: string;
}

const RANK: Record<AudienceKind, number> = { anonymous: 0, member: 1, staff: 2, token: 2 };

/**
 * Who is calling a service behind the gateway (graph). Through the gateway: the audience the
 * gateway decided for the browser's request (the `who` claim), and never less than what the
 * signed editor or member makes it. Directly: a token with Authorization, else anonymous.
 */
export function audienceOfCaller(caller: SignedCaller): Audience {
  const { signed } = caller;
  if (!signed) return caller.authorization !== undefined ? TOKEN : ANONYMOUS;
  const claimed = AUDIENCE_KINDS.find((kind) => kind === signed.who);
  const proven: AudienceKind =
    signed.uid !== undefined ? 'staff' : signed.mst !== undefined && signed.mst !== '' ? 'member' : 'anonymous';
  const kind = claimed !== undefined && RANK[claimed] >= RANK[proven] ? claimed : proven;
  if (kind === 'staff') return { kind, editorMode: false };
  return kind === 'token' ? TOKEN : kind === 'member' ? MEMBER : ANONYMOUS;
}
