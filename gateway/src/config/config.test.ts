import { ConfigError, loadGatewayConfig } from '.';

const secrets = { SESSION_SECRET: 's'.repeat(32), INTERNAL_SECRET: 'i'.repeat(32) };

describe('gateway configuration', () => {
  it('names each missing or weak secret', () => {
    expect(() => loadGatewayConfig({})).toThrow(ConfigError);
    expect(() => loadGatewayConfig({})).toThrow(/SESSION_SECRET[\s\S]*INTERNAL_SECRET/);
    expect(() => loadGatewayConfig({ ...secrets, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: SESSION_SECRET must be at least 32 characters/);
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
      graphTimeouts: { connectMs: 5_000, requestMs: 10_000, jobRequestMs: 130_000 },
      redisCommandTimeoutMs: 1_000,
    });
    expect(config.webDistDir).toMatch(/web[\\/]dist$/);
  });

  it('reads TRUST_PROXY as a hop count, a flag or an address list', () => {
    expect(loadGatewayConfig({ ...secrets, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadGatewayConfig({ ...secrets, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadGatewayConfig({ ...secrets, TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });
});
