// The one way the browser calls the gateway's REST routes (spec §1, §8): cookies always travel,
// JSON is sent only when there is a body, and any non-2xx becomes Error("<status>: <text>").
export async function http<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
  const raw = await res.text();
  return (raw ? JSON.parse(raw) : undefined) as T;
}

export const getJson = <T = unknown>(url: string) => http<T>('GET', url);
export const postJson = <T = unknown>(url: string, body?: unknown) => http<T>('POST', url, body);
