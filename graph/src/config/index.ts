// Graph's environment, parsed and validated once at start. A bad value stops start-up with a message
// naming the variable, so a misconfigured deployment fails loudly instead of half-working.
import path from 'node:path';
import { z } from 'zod';
import type { EdgePurgeConfig } from '../modules/edge/edge-purgers';
import type { NewsletterLimits } from '../modules/newsletter/subscribe-limits';
import {
  MEDIA_MAX_MEGAPIXELS,
  MEDIA_UPLOAD_MAX_MB,
  SCHEDULE_MINUTE_STEP,
  SCHEDULE_MIN_LEAD_MS,
  bytesOfMegabytes,
  pixelsOfMegapixels,
} from './defaults';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce
  .number({ message: 'must be a port number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

const urlList = (what: string) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\//, `must be comma-separated http(s) URLs of ${what}`)).min(1));

const envSchema = z.object({
  DATABASE_URL: z
    .string({ message: 'is required (a postgres:// URL)' })
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]+$/, 'may only contain letters, digits, ":", "_" and "-"')
    .default('savepoint'),
  GRAPH_PORT: port.default(4000),
  INTERNAL_SECRET: z.string({ message: 'is required (at least 32 characters)' }).min(32, 'must be at least 32 characters'),
  DEVICE_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{2,50}$/, 'must be 2-50 letters, digits, ".", "_" or "-"')
    .default('admin'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  DATA_DIR: z.string().min(1).default('.data'),
  MEDIA_DIR: optionalText,
  MEDIA_UPLOAD_MAX_MB: z.coerce
    .number({ message: 'must be a number of megabytes' })
    .positive()
    .max(100)
    .default(MEDIA_UPLOAD_MAX_MB),
  MEDIA_MAX_MEGAPIXELS: z.coerce
    .number({ message: 'must be a number of megapixels' })
    .positive()
    .max(500)
    .default(MEDIA_MAX_MEGAPIXELS),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  SEED_ON_EMPTY: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PASSWORD_HASH_COST: z.enum(['standard', 'test-fast'], { message: 'must be standard or test-fast' }).default('standard'),
  DATABASE_REPLICA_URLS: optionalText.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, 'must be comma-separated postgres:// URLs')))
      .optional(),
  ),
  // 16 MB: readers' pages are answered by the gateway's own cache first; graph's serves integrators
  // and the browser's queries, and must fit in graph's 128 MB old space beside what it holds live.
  GRAPH_CACHE_MB: z.coerce.number({ message: 'must be a number of megabytes' }).min(0, 'must be 0 (off) or more').default(16),
  SCHEDULE_MIN_LEAD_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .default(SCHEDULE_MIN_LEAD_MS),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a number of connections' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(500, 'must be at most 500')
    .default(10),
  OUTBOX_POLL_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(50).default(1_000),
  PUBLIC_URL: z
    .url({ message: 'must be an http(s) URL' })
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('http://localhost:8080'),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Savepoint <newsletter@savepoint.localhost>'),
  MAIL_RATE_PER_SECOND: z.coerce.number({ message: 'must be a number' }).int().min(1, 'must be at least 1').default(10),
  DIGEST_DAY: z
    .enum(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], {
      message: 'must be a weekday name (e.g. friday)',
    })
    .default('friday'),
  DIGEST_HOUR: z.coerce
    .number({ message: 'must be an hour 0-23' })
    .int()
    .min(0, 'must be an hour 0-23')
    .max(23, 'must be an hour 0-23')
    .default(9),
  DIGEST_TIMEZONE: z
    .string()
    .refine(
      (zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC',
      'must be an IANA time zone (e.g. Europe/Berlin)',
    )
    .default('UTC'),
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: booleanFromEnv.default(false),
  // Defaults in modules/newsletter/subscribe-limits.ts.
  // Defaults in app.ts (DEFAULT_HTTP_TIMEOUTS).
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(100).optional(),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(100).optional(),
  NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR: z.coerce.number({ message: 'must be a number' }).int().min(1).optional(),
  NEWSLETTER_SUBSCRIBES_PER_DOMAIN_PER_HOUR: z.coerce.number({ message: 'must be a number' }).int().min(1).optional(),
  NEWSLETTER_CONFIRMATIONS_PER_HOUR: z.coerce.number({ message: 'must be a number' }).int().min(1).optional(),
  CDN_PURGE: z
    .enum(['none', 'varnish', 'fastly', 'cloudflare'], { message: 'must be none, varnish, fastly or cloudflare' })
    .default('none'),
  VARNISH_PURGE_URLS: optionalText.pipe(urlList('Varnish nodes').optional()),
  // Varnish accepts a purge only with it (deploy/varnish/default.vcl): an address proves nothing.
  EDGE_PURGE_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  FASTLY_SERVICE_ID: optionalText,
  FASTLY_API_TOKEN: optionalText,
  FASTLY_API_URL: z.url({ message: 'must be a URL' }).default('https://api.fastly.com'),
  CLOUDFLARE_ZONE_ID: optionalText,
  CLOUDFLARE_API_TOKEN: optionalText,
  CLOUDFLARE_API_URL: z.url({ message: 'must be a URL' }).default('https://api.cloudflare.com'),
  SCHEDULE_MINUTE_STEP: z.coerce
    .number({ message: 'must be a number of minutes' })
    .int()
    .refine((step) => step >= 1 && 60 % step === 0, 'must divide 60 (1, 5, 15…)')
    .default(SCHEDULE_MINUTE_STEP),
});

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export interface GraphConfig {
  databaseUrl: string;
  /** Read replicas: MikroORM sends reads outside transactions there, writes to databaseUrl. */
  databaseReplicaUrls: string[];
  /** Byte budget of the anonymous answer cache (GRAPH_CACHE_MB); 0 switches it off. */
  answerCacheBytes: number;
  redisUrl: string;
  redisPrefix: string;
  graphPort: number;
  internalSecret: string;
  /** Signs login device tokens; unset: derived from internalSecret. */
  deviceSecret?: string;
  adminUsername: string;
  /** Unset: a random password is generated once and written to `${dataDir}/admin-password`. */
  adminPassword?: string;
  dataDir: string;
  mediaDir: string;
  /** Largest accepted upload (MEDIA_UPLOAD_MAX_MB, default 10 MB). */
  mediaUploadMaxBytes: number;
  /** Largest accepted image in pixels (MEDIA_MAX_MEGAPIXELS, default 40 MP): bounds decoding memory. */
  mediaMaxPixels: number;
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiModel: string;
  seedOnEmpty: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  nodeEnv: 'development' | 'production' | 'test';
  /** argon2id's cost for passwords (user.service.ts); `test-fast` only with NODE_ENV=test. */
  passwordHashCost: 'standard' | 'test-fast';
  /** How far ahead a scheduled publication must be (spec §9: 1 minute); tests lower it. */
  scheduleMinLeadMs: number;
  /** Most PostgreSQL connections this process holds (each graph and worker process has its own pool). */
  databasePoolSize: number;
  /** How often the worker relays the job outbox to Redis (what graph could not relay itself). */
  outboxPollMs: number;
  /** Origin readers use (links in mail, webhook payloads), no trailing slash. */
  publicUrl: string;
  /** Unset: mail is written to the dev mailbox (`mailDir`) instead of sent. */
  smtpUrl?: string;
  mailFrom: string;
  mailDir: string;
  /** Messages per second the mail queue hands to SMTP (BullMQ limiter). */
  mailRatePerSecond: number;
  /** When the weekly digest goes out: day (0 = Sunday), hour, IANA time zone. */
  digest: { weekday: number; hour: number; timeZone: string };
  /** Tests and private deployments may deliver webhooks to loopback/private addresses. */
  webhooksAllowPrivateNetworks: boolean;
  /** Slow clients: the header block and the whole request must arrive within these (ms). */
  httpTimeouts?: { headersMs?: number; requestMs?: number };
  /** Subscribe and confirmation-mail limits; unset ones keep subscribe-limits.ts's defaults. */
  newsletterLimits?: Partial<NewsletterLimits>;
  /** The editor's minute choices (spec §5: multiples of 5); tests use 1 so a schedule goes live soon. */
  scheduleMinuteStep: number;
  /** Which shared cache in front the worker purges on content changes (CDN_PURGE and its settings). */
  edgePurge: EdgePurgeConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadGraphConfig(env: NodeJS.ProcessEnv = process.env): GraphConfig {
  // Empty strings count as unset, so `FOO=` in a shell or compose file falls back to the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`);
    throw new ConfigError(`Invalid graph configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.PASSWORD_HASH_COST !== 'standard' && e.NODE_ENV !== 'test')
    throw new ConfigError('Invalid graph configuration: PASSWORD_HASH_COST test-fast is for NODE_ENV=test only');
  const dataDir = path.resolve(e.DATA_DIR);
  const edgePurge = edgePurgeOf(e);
  return {
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrls: e.DATABASE_REPLICA_URLS ?? [],
    answerCacheBytes: Math.round(e.GRAPH_CACHE_MB * 1024 * 1024),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    graphPort: e.GRAPH_PORT,
    internalSecret: e.INTERNAL_SECRET,
    deviceSecret: e.DEVICE_SECRET,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    dataDir,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    mediaUploadMaxBytes: bytesOfMegabytes(e.MEDIA_UPLOAD_MAX_MB),
    mediaMaxPixels: pixelsOfMegapixels(e.MEDIA_MAX_MEGAPIXELS),
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiModel: e.OPENAI_MODEL,
    seedOnEmpty: e.SEED_ON_EMPTY,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    passwordHashCost: e.PASSWORD_HASH_COST,
    scheduleMinLeadMs: e.SCHEDULE_MIN_LEAD_MS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    outboxPollMs: e.OUTBOX_POLL_MS,
    publicUrl: new URL(e.PUBLIC_URL).origin,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDir: path.join(dataDir, 'mail'),
    mailRatePerSecond: e.MAIL_RATE_PER_SECOND,
    digest: { weekday: WEEKDAYS.indexOf(e.DIGEST_DAY), hour: e.DIGEST_HOUR, timeZone: e.DIGEST_TIMEZONE },
    webhooksAllowPrivateNetworks: e.WEBHOOKS_ALLOW_PRIVATE_NETWORKS,
    scheduleMinuteStep: e.SCHEDULE_MINUTE_STEP,
    edgePurge,
    httpTimeouts: withoutUndefined({ headersMs: e.HTTP_HEADERS_TIMEOUT_MS, requestMs: e.HTTP_REQUEST_TIMEOUT_MS }),
    newsletterLimits: withoutUndefined({
      subscribesPerIpPerHour: e.NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR,
      subscribesPerDomainPerHour: e.NEWSLETTER_SUBSCRIBES_PER_DOMAIN_PER_HOUR,
      confirmationsPerHour: e.NEWSLETTER_CONFIRMATIONS_PER_HOUR,
    }),
  };
}

/** CDN_PURGE and what its kind needs; a missing setting is named. */
function edgePurgeOf(e: z.infer<typeof envSchema>): EdgePurgeConfig {
  const need = (value: string | undefined, name: string) => {
    if (!value) throw new ConfigError(`Invalid graph configuration: ${name} is required when CDN_PURGE=${e.CDN_PURGE}`);
    return value;
  };
  switch (e.CDN_PURGE) {
    case 'varnish':
      if (!e.VARNISH_PURGE_URLS?.length) need(undefined, 'VARNISH_PURGE_URLS');
      return { kind: 'varnish', urls: e.VARNISH_PURGE_URLS!, secret: need(e.EDGE_PURGE_SECRET, 'EDGE_PURGE_SECRET') };
    case 'fastly':
      return {
        kind: 'fastly',
        serviceId: need(e.FASTLY_SERVICE_ID, 'FASTLY_SERVICE_ID'),
        token: need(e.FASTLY_API_TOKEN, 'FASTLY_API_TOKEN'),
        apiUrl: e.FASTLY_API_URL,
      };
    case 'cloudflare':
      return {
        kind: 'cloudflare',
        zoneId: need(e.CLOUDFLARE_ZONE_ID, 'CLOUDFLARE_ZONE_ID'),
        token: need(e.CLOUDFLARE_API_TOKEN, 'CLOUDFLARE_API_TOKEN'),
        apiUrl: e.CLOUDFLARE_API_URL,
      };
    default:
      return { kind: 'none' };
  }
}

/** The values that were set: spreading an undefined over a default would erase it. */
function withoutUndefined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
