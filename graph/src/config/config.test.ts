import { readFileSync } from 'node:fs';
import path from 'node:path';
import { graphEnvSchema, loadGraphConfig, loadWorkerPort, workerEnvSchema } from '.';

const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x', INTERNAL_SECRET: 's'.repeat(32) };

it('applies the documented defaults', () => {
  const config = loadGraphConfig(base);
  expect(config).toMatchObject({
    graphPort: 4000,
    redisUrl: 'redis://127.0.0.1:6379',
    redisPrefix: 'savepoint',
    adminUsername: 'admin',
    adminPassword: undefined,
    seedOnEmpty: true,
    logLevel: 'info',
    openaiModel: 'gpt-4o-mini',
    scheduleMinLeadMs: 60_000,
    databasePoolSize: 10,
    outboxPollMs: 1_000,
    scheduleMinuteStep: 5,
    mediaUploadMaxBytes: 10 * 1024 * 1024,
    mediaMaxPixels: 40_000_000,
    passwordHashCost: 'standard',
  });
});

it('keeps the cheap password hashing of test runs out of every other environment', () => {
  expect(loadGraphConfig({ ...base, NODE_ENV: 'test', PASSWORD_HASH_COST: 'test-fast' }).passwordHashCost).toBe('test-fast');
  for (const NODE_ENV of ['production', 'development', undefined])
    expect(() => loadGraphConfig({ ...base, NODE_ENV, PASSWORD_HASH_COST: 'test-fast' })).toThrow(
      /PASSWORD_HASH_COST test-fast is for NODE_ENV=test only/,
    );
  expect(() => loadGraphConfig({ ...base, PASSWORD_HASH_COST: 'cheap' })).toThrow(
    /PASSWORD_HASH_COST must be standard or test-fast/,
  );
});

it.each([
  [{ DATABASE_URL: undefined }, /DATABASE_URL is required/],
  [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres:\/\/ URL/],
  [{ INTERNAL_SECRET: 'short' }, /INTERNAL_SECRET must be at least 32 characters/],
  [{ GRAPH_PORT: 'eighty' }, /GRAPH_PORT must be a port number/],
  [{ GRAPH_PORT: '70000' }, /GRAPH_PORT must be between 0 and 65535/],
  [{ SEED_ON_EMPTY: 'maybe' }, /SEED_ON_EMPTY must be true or false/],
  [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD must be at least 8 characters/],
  [{ REDIS_URL: 'http://x' }, /REDIS_URL must be a redis:\/\/ URL/],
  [{ DEVICE_SECRET: 'short' }, /DEVICE_SECRET must be at least 32 characters/],
  [
    { DATABASE_REPLICA_URLS: 'postgres://r1/x, mysql://r2/x' },
    /DATABASE_REPLICA_URLS.* must be comma-separated postgres:\/\/ URLs/,
  ],
  [{ GRAPH_CACHE_MB: '-1' }, /GRAPH_CACHE_MB must be 0 \(off\) or more/],
  [{ SCHEDULE_MINUTE_STEP: '7' }, /SCHEDULE_MINUTE_STEP must divide 60/],
])('refuses %j naming the variable', (override, message) => {
  expect(() => loadGraphConfig({ ...base, ...override })).toThrow(message);
});

it('reads booleans and treats empty values as unset', () => {
  expect(loadGraphConfig({ ...base, SEED_ON_EMPTY: 'false', ADMIN_PASSWORD: '' })).toMatchObject({
    seedOnEmpty: false,
    adminPassword: undefined,
  });
});

describe('social web settings', () => {
  it('keeps loopback and private addresses closed unless FEDERATION_ALLOW_PRIVATE_ADDRESSES says otherwise', () => {
    expect(loadGraphConfig({ ...base })).toMatchObject({ federationAllowPrivateAddresses: false, federationInboxPerMinute: 600 });
    expect(
      loadGraphConfig({ ...base, FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true', FEDERATION_INBOX_PER_MINUTE: '30' }),
    ).toMatchObject({ federationAllowPrivateAddresses: true, federationInboxPerMinute: 30 });
    expect(() => loadGraphConfig({ ...base, FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'sometimes' })).toThrow(
      /FEDERATION_ALLOW_PRIVATE_ADDRESSES must be true or false/,
    );
    expect(() => loadGraphConfig({ ...base, FEDERATION_INBOX_PER_MINUTE: '0' })).toThrow(
      /FEDERATION_INBOX_PER_MINUTE must be at least 1/,
    );
  });
});

describe('audience settings', () => {
  it('defaults to the dev mailbox, Friday 09:00 UTC and no private webhook targets', () => {
    const config = loadGraphConfig({ ...base, DATA_DIR: '/tmp/sp' });
    expect(config).toMatchObject({
      publicUrl: 'http://localhost:8080',
      smtpUrl: undefined,
      mailDir: '/tmp/sp/mail',
      mailRatePerSecond: 10,
      digest: { weekday: 5, hour: 9, timeZone: 'UTC' },
      webhooksAllowPrivateNetworks: false,
    });
  });

  it('reads SMTP, the digest schedule and PUBLIC_URL (as an origin)', () => {
    const config = loadGraphConfig({
      ...base,
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      PUBLIC_URL: 'https://savepoint.example/',
      DIGEST_DAY: 'monday',
      DIGEST_HOUR: '7',
      DIGEST_TIMEZONE: 'Europe/Berlin',
      PUBLICATION_TIMEZONE: 'America/Los_Angeles',
      PUBLICATION_LOCALE: 'en-GB',
      WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
    });
    expect(config).toMatchObject({
      publication: { timeZone: 'America/Los_Angeles', locale: 'en-GB' },
      smtpUrl: 'smtp://user:pass@mail.example:587',
      publicUrl: 'https://savepoint.example',
      digest: { weekday: 1, hour: 7, timeZone: 'Europe/Berlin' },
      webhooksAllowPrivateNetworks: true,
    });
  });

  it("sends the digest on the publication's clock unless DIGEST_TIMEZONE names another", () => {
    const config = loadGraphConfig({ ...base, PUBLICATION_TIMEZONE: 'Europe/Berlin' });
    expect(config.digest).toEqual({ weekday: 5, hour: 9, timeZone: 'Europe/Berlin' });
  });

  it.each([
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL must be an http\(s\) URL/],
    [{ DIGEST_DAY: 'someday' }, /DIGEST_DAY must be a weekday name/],
    [{ DIGEST_HOUR: '24' }, /DIGEST_HOUR must be an hour 0-23/],
    [{ DIGEST_TIMEZONE: 'Mars/Olympus' }, /DIGEST_TIMEZONE must be an IANA time zone/],
    [{ PUBLICATION_TIMEZONE: 'Mars/Olympus' }, /PUBLICATION_TIMEZONE must be an IANA time zone/],
    [{ PUBLICATION_LOCALE: 'not a locale' }, /PUBLICATION_LOCALE must be a BCP 47 locale/],
    [{ MAIL_RATE_PER_SECOND: '0' }, /MAIL_RATE_PER_SECOND must be at least 1/],
  ])('refuses %j naming the variable', (override, message) => {
    expect(() => loadGraphConfig({ ...base, ...override })).toThrow(message);
  });
});

it('reads the replicas as a comma-separated list and the answer cache budget in megabytes', () => {
  expect(loadGraphConfig(base)).toMatchObject({ databaseReplicaUrls: [], answerCacheBytes: 16 * 1024 * 1024 });
  expect(
    loadGraphConfig({ ...base, DATABASE_REPLICA_URLS: ' postgres://r1:5432/x , postgresql://r2:5432/x ', GRAPH_CACHE_MB: '0' }),
  ).toMatchObject({ databaseReplicaUrls: ['postgres://r1:5432/x', 'postgresql://r2:5432/x'], answerCacheBytes: 0 });
});

it('chooses the edge purger from CDN_PURGE and names what it is missing', () => {
  expect(loadGraphConfig(base).edgePurge).toEqual({ kind: 'none' });
  const secret = 'x'.repeat(32);
  expect(
    loadGraphConfig({
      ...base,
      CDN_PURGE: 'varnish',
      VARNISH_PURGE_URLS: 'http://v1:6082, http://v2:6082',
      EDGE_PURGE_SECRET: secret,
    }).edgePurge,
  ).toEqual({
    kind: 'varnish',
    urls: ['http://v1:6082', 'http://v2:6082'],
    secret,
  });
  // Varnish takes no purge without the shared secret: the worker must have one, and a real one.
  expect(() => loadGraphConfig({ ...base, CDN_PURGE: 'varnish', VARNISH_PURGE_URLS: 'http://v1:6082' })).toThrow(
    /EDGE_PURGE_SECRET is required when CDN_PURGE=varnish/,
  );
  expect(() =>
    loadGraphConfig({ ...base, CDN_PURGE: 'varnish', VARNISH_PURGE_URLS: 'http://v1:6082', EDGE_PURGE_SECRET: 'short' }),
  ).toThrow(/EDGE_PURGE_SECRET must be at least 32 characters/);
  expect(loadGraphConfig({ ...base, CDN_PURGE: 'fastly', FASTLY_SERVICE_ID: 'svc', FASTLY_API_TOKEN: 'tok' }).edgePurge).toEqual({
    kind: 'fastly',
    serviceId: 'svc',
    token: 'tok',
    apiUrl: 'https://api.fastly.com',
  });
  expect(() => loadGraphConfig({ ...base, CDN_PURGE: 'varnish', EDGE_PURGE_SECRET: secret })).toThrow(
    /VARNISH_PURGE_URLS is required when CDN_PURGE=varnish/,
  );
  expect(() => loadGraphConfig({ ...base, CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z' })).toThrow(
    /CLOUDFLARE_API_TOKEN is required when CDN_PURGE=cloudflare/,
  );
  expect(() => loadGraphConfig({ ...base, CDN_PURGE: 'akamai' })).toThrow(
    /CDN_PURGE must be none, varnish, fastly or cloudflare/,
  );
});

it('reads the worker health port, naming a bad one', () => {
  expect(loadWorkerPort({})).toBe(4100);
  expect(loadWorkerPort({ WORKER_PORT: ' 4123 ' })).toBe(4123);
  expect(() => loadWorkerPort({ WORKER_PORT: 'health' })).toThrow(
    /Invalid worker configuration: WORKER_PORT must be a port number/,
  );
});

describe('the configuration guide (docs/configuration.md, written from these schemas)', () => {
  const variables = { ...graphEnvSchema.shape, ...workerEnvSchema.shape };

  it('has a meaning for every variable graph and the worker read', () => {
    const undescribed = Object.entries(variables)
      .filter(([, schema]) => !schema.description?.trim())
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });

  it('lists every one of them (run `npm run build` after adding a variable)', () => {
    const guide = readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'configuration.md'), 'utf8');
    const missing = Object.keys(variables).filter((name) => !guide.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });
});

it('reads the shortcuts to switch off as a list of known names, naming a wrong one', () => {
  expect(loadGraphConfig(base).shortcutsOff).toEqual([]);
  expect(loadGraphConfig({ ...base, GRAPH_SHORTCUTS_OFF: ' jit, prepared ' }).shortcutsOff).toEqual(['jit', 'prepared']);
  expect(() => loadGraphConfig({ ...base, GRAPH_SHORTCUTS_OFF: 'jit,warp-speed' })).toThrow(
    /GRAPH_SHORTCUTS_OFF\.1 must be comma-separated names out of: row-entity, prepared/,
  );
});
