import { SIGNED_IN_HINT_COOKIE } from '../auth/auth-api';

/**
 * A fetch stand-in for the REST calls (jsdom has no fetch): answers by "METHOD path". A stubbed
 * signed-in session also gets the gateway's "signed in" hint cookie, as a real login leaves it.
 */
export function stubFetch(answers: Record<string, { status: number; body?: unknown }>) {
  const signedIn = answers['GET /api/auth/me'] !== undefined;
  document.cookie = signedIn ? `${SIGNED_IN_HINT_COOKIE}=1; path=/` : `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
  const calls: { method: string; url: string; body?: string }[] = [];
  const fetchStub = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body as string | undefined });
    const answer = answers[`${method} ${url}`] ?? { status: 404, body: 'Not Found' };
    const text = typeof answer.body === 'string' ? answer.body : answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: '',
      text: async () => text,
    } as Response;
  });
  (globalThis as { fetch?: unknown }).fetch = fetchStub;
  return calls;
}
