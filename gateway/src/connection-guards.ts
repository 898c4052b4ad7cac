// Slow clients must not hold the gateway's sockets (issue 26: 15 connections sending one header line
// every 5 s stayed open 75 s). Node's own bounds are set on the server: the whole header block within
// HTTP_HEADERS_TIMEOUT_MS and the whole request within HTTP_REQUEST_TIMEOUT_MS (then 408 and close),
// checked every quarter of the header bound instead of Node's default 30 s. And one address may hold
// at most GATEWAY_MAX_CONNECTIONS_PER_IP sockets at once; a trusted proxy (TRUST_PROXY) carries many
// clients on its connections and is not capped.
import http from 'node:http';
import { limitKeyOf } from '@savepoint/client-address';
import type { Logger } from 'pino';

export interface ConnectionLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** 0: no cap. */
  maxConnectionsPerIp: number;
}

/** An HTTP server for `handler` with the header and request bounds set. */
export function createBoundedServer(handler: http.RequestListener, limits: ConnectionLimits): http.Server {
  return http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
    handler,
  );
}

const WARN_EVERY_MS = 60_000;

/** Closes a new connection at once when its client network already holds `maxConnectionsPerIp`. */
export function capConnectionsPerIp(
  server: http.Server,
  options: { maxConnectionsPerIp: number; isTrustedProxy: (address: string) => boolean; log: Logger },
): void {
  const { maxConnectionsPerIp: max, isTrustedProxy, log } = options;
  if (max <= 0) return;
  const open = new Map<string, number>();
  let lastWarning = 0;
  server.prependListener('connection', (socket) => {
    const remote = socket.remoteAddress;
    if (!remote || isTrustedProxy(remote)) return;
    // One client network: an IPv6 client counts by its /64, however many addresses it uses in it.
    const address = limitKeyOf(remote);
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      const now = Date.now();
      if (now - lastWarning > WARN_EVERY_MS) {
        lastWarning = now;
        log.warn({ address, max }, `refused a connection: ${address} already holds ${max} (GATEWAY_MAX_CONNECTIONS_PER_IP)`);
      }
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
