import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, gatewayEnvSchema, loadGatewayConfig } from '.';

const secrets = { SESSION_SECRET: 's'.repeat(32), INTERNAL_SECRET: 'i'.repeat(32) };

describe('gateway configuration', () => {
  it('names each missing or weak secret', () => {
    expect(() => loadGatewayConfig({})).toThrow(ConfigError);
    expect(() => loadGatewayConfig({})).toThrow(/SESSION_SECRET[\s\S]*INTERNAL_SECRET/);
    expect(() => loadGatewayConfig({ ...secrets, SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: SESSION_SECRET must be at least 32 characters/,
    );
  });

  it('names a malformed number', () => {
    expect(() => loadGatewayConfig({ ...secrets, SESSION_IDLE_MINUTES: 'soon' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('defaults to the documented ports, prefix and timeouts', () => {
    const config = loadGatewayConfig({ ...secrets, GRAPH_PORT: '4555' });
    expect(config).toMatchObject({
      port: 8080,
      graphUrl: 'http://127.0.0.1:4555/graphql',
      redisPrefix: 'savepoint',
      sessionIdleMs: 30 * 60_000,
      sessionAbsoluteMs: 12 * 3_600_000,
      trustProxy: false,
      graphTimeouts: { connectMs: 5_000, requestMs: 10_000, jobRequestMs: 130_000, deadlineMarginMs: 500 },
      connectionLimits: { headersTimeoutMs: 10_000, requestTimeoutMs: 120_000, maxConnectionsPerIp: 64 },
      redisCommandTimeoutMs: 1_000,
    });
    expect(config.webDistDir).toMatch(/web[\\/]dist$/);
  });

  it('reads TRUST_PROXY as a hop count, a flag or an address list', () => {
    expect(loadGatewayConfig({ ...secrets, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadGatewayConfig({ ...secrets, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadGatewayConfig({ ...secrets, TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('listens for content changes on DATABASE_URL and sizes the answer cache from GATEWAY_CACHE_MB', () => {
    expect(loadGatewayConfig(secrets)).toMatchObject({ databaseUrl: undefined, cacheBytes: 32 * 1024 * 1024 });
    expect(loadGatewayConfig({ ...secrets, DATABASE_URL: 'postgres://db:5432/savepoint', GATEWAY_CACHE_MB: '8' })).toMatchObject({
      databaseUrl: 'postgres://db:5432/savepoint',
      cacheBytes: 8 * 1024 * 1024,
    });
    expect(() => loadGatewayConfig({ ...secrets, DATABASE_URL: 'mysql://db/x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadGatewayConfig({ ...secrets, GATEWAY_CACHE_MB: 'lots' })).toThrow(/GATEWAY_CACHE_MB/);
  });
});

describe('shared caching', () => {
  it('defaults: browsers revalidate, shared caches keep a minute, or a day when a purger is set', () => {
    expect(loadGatewayConfig(secrets).edge).toEqual({
      maxAgeSeconds: 0,
      sharedMaxAgeSeconds: 60,
      staleWhileRevalidateSeconds: 60,
      staleIfErrorSeconds: 86_400,
      surrogateKeyHeader: 'Surrogate-Key',
    });
    expect(loadGatewayConfig({ ...secrets, CDN_PURGE: 'varnish' }).edge.sharedMaxAgeSeconds).toBe(86_400);
    expect(
      loadGatewayConfig({ ...secrets, CDN_PURGE: 'fastly', EDGE_S_MAXAGE: '600', SURROGATE_KEY_HEADER: 'Cache-Tag' }).edge,
    ).toMatchObject({
      sharedMaxAgeSeconds: 600,
      surrogateKeyHeader: 'Cache-Tag',
    });
    expect(() => loadGatewayConfig({ ...secrets, SURROGATE_KEY_HEADER: 'X-Keys' })).toThrow(
      /SURROGATE_KEY_HEADER: must be Surrogate-Key, Cache-Tag or xkey/,
    );
  });

  it('has a meaning for every variable, and the configuration guide lists each (run `npm run build` after adding one)', () => {
    const undescribed = Object.entries(gatewayEnvSchema.shape)
      .filter(([, schema]) => !schema.description?.trim())
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
    const guide = readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'configuration.md'), 'utf8');
    expect(Object.keys(gatewayEnvSchema.shape).filter((name) => !guide.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
