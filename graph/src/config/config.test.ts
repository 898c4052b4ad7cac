import { loadGraphConfig } from '.';

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
    outboxPollMs: 1_000,
    scheduleMinuteStep: 5,
  });
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
  [{ SCHEDULE_MINUTE_STEP: '7' }, /SCHEDULE_MINUTE_STEP must divide 60/],
])('refuses %j naming the variable', (override, message) => {
  expect(() => loadGraphConfig({ ...base, ...override })).toThrow(message);
});

it('reads booleans and treats empty values as unset', () => {
  expect(loadGraphConfig({ ...base, SEED_ON_EMPTY: 'false', ADMIN_PASSWORD: '' })).toMatchObject({ seedOnEmpty: false, adminPassword: undefined });
});
