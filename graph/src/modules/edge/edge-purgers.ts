// Purging shared caches by key (docs/decisions/0014-edge-cache-and-purge.md). One adapter per kind of
// cache in front, chosen by CDN_PURGE; each speaks the cache's documented purge request:
//  - Varnish (deploy/varnish/default.vcl): `PURGE /` with `xkey-purge: k1 k2` to every node's purge
//    listener, or `*`, with the shared secret in X-Purge-Secret (EDGE_PURGE_SECRET);
//  - Fastly: `POST /service/{id}/purge` with `Surrogate-Key: k1 k2` (at most 256 keys a request) and
//    `Fastly-Key`; everything: `POST /service/{id}/purge_all`;
//  - Cloudflare: `POST /client/v4/zones/{zone}/purge_cache` with `{"tags": [...]}` (at most 30 tags a
//    request) and a Bearer token; everything: `{"purge_everything": true}`.
// A refused or failed request throws (with the cache's status and a short reason) so the job retries.

export type EdgePurgeConfig =
  | { kind: 'none' }
  | { kind: 'varnish'; urls: string[]; secret: string }
  | { kind: 'fastly'; serviceId: string; token: string; apiUrl: string }
  | { kind: 'cloudflare'; zoneId: string; token: string; apiUrl: string };

export interface EdgePurger {
  readonly kind: EdgePurgeConfig['kind'];
  /** Purges every object tagged with one of these keys. */
  purgeKeys(keys: readonly string[]): Promise<void>;
  purgeEverything(): Promise<void>;
}

/** One purge request may not hang a worker slot. */
const REQUEST_TIMEOUT_MS = 5_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * fetch says only "fetch failed"; why (refused, not found, a bad certificate) is its cause. Read
 * without instanceof: fetch's errors may come from another realm.
 */
function whyUnanswered(error: unknown): string {
  const { message, cause } = (error ?? {}) as { message?: unknown; cause?: { message?: unknown; code?: unknown } };
  const what = typeof message === 'string' && message ? message : String(error);
  const why = cause && (typeof cause.message === 'string' && cause.message ? cause.message : cause.code);
  return why ? `${what}: ${String(why)}` : what;
}

async function send(what: string, url: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new Error(`${what}: ${new URL(url).host} did not answer (${whyUnanswered(error)})`, { cause: error });
  }
  if (!res.ok) {
    const text = (await res.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
    throw new Error(`${what}: ${new URL(url).host} answered ${res.status}${text ? ` (${text})` : ''}`);
  }
  return res;
}

/** The header Varnish checks against its copy of EDGE_PURGE_SECRET. */
const PURGE_SECRET_HEADER = 'X-Purge-Secret';

function varnish({ urls, secret }: { urls: readonly string[]; secret: string }): EdgePurger {
  // Every node holds its own copy: each must forget.
  const purge = (value: string) =>
    Promise.all(
      urls.map((url) =>
        send('Varnish purge', new URL('/', url).toString(), {
          method: 'PURGE',
          headers: { 'xkey-purge': value, [PURGE_SECRET_HEADER]: secret },
        }),
      ),
    ).then(() => undefined);
  return {
    kind: 'varnish',
    async purgeKeys(keys) {
      // Varnish reads the header up to its size limit (8 KiB by default): a few hundred keys a request.
      for (const part of chunks(keys, 200)) await purge(part.join(' '));
    },
    purgeEverything: () => purge('*'),
  };
}

function fastly(config: { serviceId: string; token: string; apiUrl: string }): EdgePurger {
  const base = `${config.apiUrl.replace(/\/$/, '')}/service/${encodeURIComponent(config.serviceId)}`;
  const headers = { 'Fastly-Key': config.token, Accept: 'application/json' };
  return {
    kind: 'fastly',
    async purgeKeys(keys) {
      for (const part of chunks(keys, 256)) {
        await send('Fastly purge', `${base}/purge`, { method: 'POST', headers: { ...headers, 'Surrogate-Key': part.join(' ') } });
      }
    },
    async purgeEverything() {
      await send('Fastly purge_all', `${base}/purge_all`, { method: 'POST', headers });
    },
  };
}

function cloudflare(config: { zoneId: string; token: string; apiUrl: string }): EdgePurger {
  const url = `${config.apiUrl.replace(/\/$/, '')}/client/v4/zones/${encodeURIComponent(config.zoneId)}/purge_cache`;
  const post = async (body: object) => {
    const res = await send('Cloudflare purge', url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    // Cloudflare answers 200 with success: false and its reasons for some refusals.
    const answer = (await res.json().catch(() => null)) as { success?: boolean; errors?: { message?: string }[] } | null;
    if (answer?.success !== true) {
      const reasons = answer?.errors
        ?.map((e) => e.message)
        .filter(Boolean)
        .join('; ');
      throw new Error(`Cloudflare purge: refused${reasons ? ` (${reasons})` : ''}`);
    }
  };
  return {
    kind: 'cloudflare',
    async purgeKeys(keys) {
      for (const part of chunks(keys, 30)) await post({ tags: part });
    },
    purgeEverything: () => post({ purge_everything: true }),
  };
}

export function createEdgePurger(config: EdgePurgeConfig): EdgePurger | undefined {
  switch (config.kind) {
    case 'varnish':
      return varnish(config);
    case 'fastly':
      return fastly(config);
    case 'cloudflare':
      return cloudflare(config);
    default:
      return undefined;
  }
}
