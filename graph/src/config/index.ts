// Graph's environment, parsed and validated once at start. A bad value stops start-up with a message
// naming the variable, so a misconfigured deployment fails loudly instead of half-working.
import path from 'node:path';
import { z } from 'zod';
import { SHORTCUTS, type Shortcut } from '../common/shortcuts';
import type { EdgePurgeConfig } from '../modules/edge/edge-purgers';
import type { NewsletterLimits } from '../modules/newsletter/subscribe-limits';
import {
  FEDERATION_UNVERIFIED_PER_MINUTE,
  MEDIA_MAX_MEGAPIXELS,
  MEDIA_UPLOAD_MAX_MB,
  NEWSLETTER_LIMITS,
  WEBMAIL_DOMAINS,
  HTTP_TIMEOUTS,
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

const isTimeZone = (zone: string) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC';

/** A locale Intl formats in itself (not one it would quietly swap for its default). */
function isLocale(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale).length === 1;
  } catch {
    return false;
  }
}

// Every variable says what it means (`.describe`, or `.meta` with `whenUnset` where the default is
// worked out rather than fixed): scripts/config-docs.mjs writes docs/configuration.md from them.
export const graphEnvSchema = z.object({
  DATABASE_URL: z
    .string({ message: 'is required (a postgres:// URL)' })
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .meta({
      description: 'PostgreSQL, the one store of content, members and the job outbox (writes and transactions always go here).',
      whenUnset: 'required; `npm start` runs an embedded PostgreSQL under `.data/postgres`',
    }),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379')
    .describe(
      'Redis for sessions, limits, queues and co-editing (`npm start` without it runs a local redis-server on port 63790).',
    ),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]+$/, 'may only contain letters, digits, ":", "_" and "-"')
    .default('savepoint')
    .describe(
      'Prefix of every Redis key and queue: the same on every process of one installation, different between installations sharing a Redis.',
    ),
  GRAPH_PORT: port.default(4000).describe("graph's GraphQL port (`/graphql`, `/healthz`, `/readyz`, `/upload/media`)."),
  INTERNAL_SECRET: z.string({ message: 'is required (at least 32 characters)' }).min(32, 'must be at least 32 characters').meta({
    description: "Signs the gateway's identity claims to graph (32+ characters; the same on every gateway and graph).",
    whenUnset: 'required; `npm start` generates one into `.data/secrets.json`',
  }),
  DEVICE_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()).meta({
    description: 'Signs login device tokens (32+ characters); changing it forgets every known device.',
    whenUnset: 'derived from `INTERNAL_SECRET`',
  }),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{2,50}$/, 'must be 2-50 letters, digits, ".", "_" or "-"')
    .default('admin')
    .describe('The admin account created, or updated, at start.'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()).meta({
    description: "The admin account's password (8+ characters), set at start.",
    whenUnset: 'random, generated once, printed and saved to `$DATA_DIR/admin-password`',
  }),
  DATA_DIR: z
    .string()
    .min(1)
    .default('.data')
    .describe('Local state: the admin password, the dev mailbox (`mail/`), media by default.'),
  MEDIA_DIR: optionalText.meta({
    description:
      'Uploaded pictures (`library/`), thumbnails and resized variants (`.responsive/`), served under `/media/`: graph, the worker and the gateway must see the same folder.',
    whenUnset: '`$DATA_DIR/media`',
  }),
  MEDIA_UPLOAD_MAX_MB: z.coerce
    .number({ message: 'must be a number of megabytes' })
    .positive()
    .max(100)
    .default(MEDIA_UPLOAD_MAX_MB)
    .describe('Largest image upload graph accepts (413 above).'),
  MEDIA_MAX_MEGAPIXELS: z.coerce
    .number({ message: 'must be a number of megapixels' })
    .positive()
    .max(500)
    .default(MEDIA_MAX_MEGAPIXELS)
    .describe("Largest image in pixels graph decodes (400 above): bounds the image process's memory."),
  OPENAI_API_KEY: optionalText.meta({
    description: 'Key for AI drafts and trending topics.',
    whenUnset: 'an offline generator writes the drafts',
  }),
  OPENAI_BASE_URL: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()).meta({
    description: 'Any OpenAI-compatible server.',
    whenUnset: "OpenAI's API",
  }),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini').describe('Model for AI drafts.'),
  SEED_ON_EMPTY: booleanFromEnv
    .default(true)
    .describe('Seed the demo publication (articles, games, pictures) when graph starts on an empty database.'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('pino log level.'),
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('production')
    .describe('`test` only for test runs (it allows `PASSWORD_HASH_COST=test-fast`).'),
  PASSWORD_HASH_COST: z
    .enum(['standard', 'test-fast'], { message: 'must be standard or test-fast' })
    .default('standard')
    .describe("argon2id's cost for passwords; `test-fast` is refused outside `NODE_ENV=test`."),
  DATABASE_REPLICA_URLS: optionalText
    .pipe(
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
    )
    .meta({
      description:
        'Comma-separated `postgres://` URLs of streaming read replicas: reads outside transactions go to one of them at random.',
      whenUnset: 'every read on `DATABASE_URL`',
    }),
  // 16 MB: readers' pages are answered by the gateway's own cache first; graph's serves integrators
  // and the browser's queries, and must fit in graph's 128 MB old space beside what it holds live.
  GRAPH_CACHE_MB: z.coerce
    .number({ message: 'must be a number of megabytes' })
    .min(0, 'must be 0 (off) or more')
    .default(16)
    .describe("Byte budget of graph's cache of anonymous GraphQL answers (0 = off)."),
  GRAPH_SHORTCUTS_OFF: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(SHORTCUTS, { message: `must be comma-separated names out of: ${SHORTCUTS.join(', ')}` })))
    .meta({
      description: `Read-path shortcuts to switch off, comma-separated (${SHORTCUTS.join(', ')}): graph then takes its libraries' plain way there (decision record 0029; \`npm run bench:shortcuts\` measures each).`,
      whenUnset: 'every shortcut on',
    }),
  SCHEDULE_MIN_LEAD_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .default(SCHEDULE_MIN_LEAD_MS)
    .describe('How far ahead graph accepts a scheduled publication (spec: 1 minute).'),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a number of connections' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(500, 'must be at most 500')
    .default(10)
    .describe('Most PostgreSQL connections per graph or worker process.'),
  OUTBOX_POLL_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int()
    .min(50)
    .default(1_000)
    .describe('Worker: how often it relays what is left in the job outbox (PostgreSQL → BullMQ).'),
  PUBLIC_URL: z
    .url({ message: 'must be an http(s) URL' })
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('http://localhost:8080')
    .describe("The site's public origin, for links in mail and webhook payloads (`npm start`: `http://localhost:$PORT`)."),
  SMTP_URL: optionalText
    .pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    )
    .meta({
      description: 'Where mail is sent, e.g. `smtp://user:pass@host:587` (`smtps://` for TLS).',
      whenUnset: 'mail is kept as `.eml` files in `$DATA_DIR/mail`, listed in Admin → Mailbox',
    }),
  MAIL_FROM: z.string().min(3).default('Savepoint <newsletter@savepoint.localhost>').describe('Sender of every mail.'),
  MAIL_RATE_PER_SECOND: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1, 'must be at least 1')
    .default(10)
    .describe('Worker: most mails a second handed to SMTP (a BullMQ limiter).'),
  DIGEST_DAY: z
    .enum(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], {
      message: 'must be a weekday name (e.g. friday)',
    })
    .default('friday')
    .describe('Day the weekly digest goes out.'),
  DIGEST_HOUR: z.coerce
    .number({ message: 'must be an hour 0-23' })
    .int()
    .min(0, 'must be an hour 0-23')
    .max(23, 'must be an hour 0-23')
    .default(9)
    .describe('Hour (0–23, in `DIGEST_TIMEZONE`) the weekly digest goes out.'),
  // Unset, the publication's own zone: a Berlin publication means 09:00 in Berlin, all year.
  DIGEST_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone (e.g. Europe/Berlin)')
    .optional()
    .describe('IANA time zone of `DIGEST_DAY` and `DIGEST_HOUR` (unset: `PUBLICATION_TIMEZONE`).'),
  PUBLICATION_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone (e.g. Europe/Berlin)')
    .default('UTC')
    .describe('IANA time zone reader pages and the calendar write dates and times in ("21:00 UTC").'),
  PUBLICATION_LOCALE: z
    .string()
    .refine(isLocale, 'must be a BCP 47 locale Intl knows (e.g. en-US)')
    .default('en-US')
    .describe('Locale reader pages and the calendar write dates and numbers in ("Nov 21, 2026", "1,234").'),
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: booleanFromEnv
    .default(false)
    .describe('Allow webhook URLs that resolve to private, loopback or link-local addresses (tests, private deployments).'),
  FEDERATION_ALLOW_PRIVATE_ADDRESSES: booleanFromEnv
    .default(false)
    .describe(
      'Let the social web fetch actors from and deliver to loopback and private addresses (tests and local trials only; graph warns when it is on in production).',
    ),
  FEDERATION_INBOX_PER_MINUTE: z.coerce
    .number({ message: 'must be a number of activities' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(600)
    .describe('Activities one remote server may deliver to the inbox a minute (429 with `Retry-After` above).'),
  FEDERATION_UNVERIFIED_PER_MINUTE: z.coerce
    .number({ message: 'must be a number of deliveries' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(FEDERATION_UNVERIFIED_PER_MINUTE)
    .describe(
      'Inbox deliveries whose signature fails that one client address may send a minute; past it the address is refused (429) before graph fetches any key it names.',
    ),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int()
    .min(100)
    .default(HTTP_TIMEOUTS.headersMs)
    .describe('A client still sending its headers after this gets 408 and is closed.'),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int()
    .min(100)
    .default(HTTP_TIMEOUTS.requestMs)
    .describe('A client still sending its request after this gets 408 and is closed.'),
  NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1)
    .default(NEWSLETTER_LIMITS.subscribesPerIpPerHour)
    .describe('Newsletter subscribes one client address may make an hour (429 with `Retry-After` above).'),
  NEWSLETTER_SUBSCRIBES_PER_INBOX_PER_HOUR: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1)
    .default(NEWSLETTER_LIMITS.subscribesPerInboxPerHour)
    .describe(
      'Newsletter subscribes for one inbox an hour, however its address is spelt (`Ana+1@GoogleMail.com` is `ana@gmail.com`; 429 above).',
    ),
  NEWSLETTER_DOMAIN_LIMIT_EXEMPT: z
    .string()
    .default(WEBMAIL_DOMAINS.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be comma-separated mail domains such as gmail.com')))
    .describe(
      'Mail domains the per-domain subscribe limit does not count: webmail many readers share, where each inbox is limited on its own.',
    ),
  NEWSLETTER_SUBSCRIBES_PER_DOMAIN_PER_HOUR: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1)
    .default(NEWSLETTER_LIMITS.subscribesPerDomainPerHour)
    .describe('Newsletter subscribes for one recipient domain an hour, but for `NEWSLETTER_DOMAIN_LIMIT_EXEMPT` (429 above).'),
  NEWSLETTER_CONFIRMATIONS_PER_HOUR: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1)
    .default(NEWSLETTER_LIMITS.confirmationsPerHour)
    .describe(
      'Confirmation mails for the whole site an hour; above, nothing is sent (429) and the log says `newsletter confirmation mail cap reached` once an hour.',
    ),
  CDN_PURGE: z
    .enum(['none', 'varnish', 'fastly', 'cloudflare'], { message: 'must be none, varnish, fastly or cloudflare' })
    .default('none')
    .describe(
      'The shared cache in front that the worker purges by key on every content change (`npm run start:edge`: `varnish`).',
    ),
  VARNISH_PURGE_URLS: optionalText.pipe(urlList('Varnish nodes').optional()).meta({
    description: "Every Varnish node's purge listener, comma-separated; required with `CDN_PURGE=varnish`.",
    whenUnset: '`npm run start:edge`: `http://127.0.0.1:$EDGE_PURGE_PORT`',
  }),
  // Varnish accepts a purge only with it (deploy/varnish/default.vcl): an address proves nothing.
  EDGE_PURGE_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()).meta({
    description:
      'The secret every purge carries (`X-Purge-Secret`); Varnish takes none without it. At least 32 characters; required with `CDN_PURGE=varnish`.',
    whenUnset: '`npm run start:edge`: generated once into `.data/secrets.json`',
  }),
  FASTLY_SERVICE_ID: optionalText.describe('Fastly service to purge; required with `CDN_PURGE=fastly`.'),
  FASTLY_API_TOKEN: optionalText.describe('Fastly API token; required with `CDN_PURGE=fastly`.'),
  FASTLY_API_URL: z
    .url({ message: 'must be a URL' })
    .default('https://api.fastly.com')
    .describe("Fastly's API (tests point it at loopback)."),
  CLOUDFLARE_ZONE_ID: optionalText.describe('Cloudflare zone to purge; required with `CDN_PURGE=cloudflare`.'),
  CLOUDFLARE_API_TOKEN: optionalText.describe('Cloudflare API token; required with `CDN_PURGE=cloudflare`.'),
  CLOUDFLARE_API_URL: z
    .url({ message: 'must be a URL' })
    .default('https://api.cloudflare.com')
    .describe("Cloudflare's API (tests point it at loopback)."),
  SCHEDULE_MINUTE_STEP: z.coerce
    .number({ message: 'must be a number of minutes' })
    .int()
    .refine((step) => step >= 1 && 60 % step === 0, 'must divide 60 (1, 5, 15…)')
    .default(SCHEDULE_MINUTE_STEP)
    .describe("The editor's minute choices for a schedule (spec: multiples of 5; must divide 60; tests use 1)."),
});

/** The worker's own settings, beside graph's (it reads both). */
export const workerEnvSchema = z.object({
  WORKER_PORT: port.default(4100).describe('The health port (`/healthz`, `/readyz`); 0 picks a free one.'),
});

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export interface GraphConfig {
  databaseUrl: string;
  /** Read replicas: MikroORM sends reads outside transactions there, writes to databaseUrl. */
  databaseReplicaUrls: string[];
  /** Byte budget of the anonymous answer cache (GRAPH_CACHE_MB); 0 switches it off. */
  answerCacheBytes: number;
  /** Read-path shortcuts switched off (GRAPH_SHORTCUTS_OFF); unset: all on. */
  shortcutsOff?: Shortcut[];
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
  /** The zone and locale every reader page and the calendar write dates and numbers in. */
  publication: { timeZone: string; locale: string };
  /** Tests and private deployments may deliver webhooks to loopback/private addresses. */
  webhooksAllowPrivateNetworks: boolean;
  /**
   * The social web may reach loopback and private addresses (fetching actors, delivering): tests
   * and local trials only; off by default (FEDERATION_ALLOW_PRIVATE_ADDRESSES).
   */
  federationAllowPrivateAddresses: boolean;
  /** Activities one remote server may deliver per minute (FEDERATION_INBOX_PER_MINUTE, 429 past it). */
  federationInboxPerMinute: number;
  /**
   * Deliveries failing their signature check one client address may send per minute
   * (FEDERATION_UNVERIFIED_PER_MINUTE); past it the address is refused before any key is fetched.
   */
  federationUnverifiedPerMinute?: number;
  /** Slow clients: the header block and the whole request must arrive within these (ms). */
  httpTimeouts?: { headersMs?: number; requestMs?: number };
  /** Subscribe and confirmation-mail limits; a graph built without a config keeps defaults.ts's. */
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
  const parsed = graphEnvSchema.safeParse(present);
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
    shortcutsOff: e.GRAPH_SHORTCUTS_OFF,
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
    digest: {
      weekday: WEEKDAYS.indexOf(e.DIGEST_DAY),
      hour: e.DIGEST_HOUR,
      timeZone: e.DIGEST_TIMEZONE ?? e.PUBLICATION_TIMEZONE,
    },
    publication: { timeZone: e.PUBLICATION_TIMEZONE, locale: e.PUBLICATION_LOCALE },
    webhooksAllowPrivateNetworks: e.WEBHOOKS_ALLOW_PRIVATE_NETWORKS,
    federationAllowPrivateAddresses: e.FEDERATION_ALLOW_PRIVATE_ADDRESSES,
    federationInboxPerMinute: e.FEDERATION_INBOX_PER_MINUTE,
    federationUnverifiedPerMinute: e.FEDERATION_UNVERIFIED_PER_MINUTE,
    scheduleMinuteStep: e.SCHEDULE_MINUTE_STEP,
    edgePurge,
    httpTimeouts: { headersMs: e.HTTP_HEADERS_TIMEOUT_MS, requestMs: e.HTTP_REQUEST_TIMEOUT_MS },
    newsletterLimits: {
      subscribesPerIpPerHour: e.NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR,
      subscribesPerInboxPerHour: e.NEWSLETTER_SUBSCRIBES_PER_INBOX_PER_HOUR,
      subscribesPerDomainPerHour: e.NEWSLETTER_SUBSCRIBES_PER_DOMAIN_PER_HOUR,
      domainLimitExempt: e.NEWSLETTER_DOMAIN_LIMIT_EXEMPT,
      confirmationsPerHour: e.NEWSLETTER_CONFIRMATIONS_PER_HOUR,
    },
  };
}

/** The worker's health port (WORKER_PORT); a bad value stops the worker naming it. */
export function loadWorkerPort(env: NodeJS.ProcessEnv = process.env): number {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = workerEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid worker configuration: ${problems.join('; ')}`);
  }
  return parsed.data.WORKER_PORT;
}

/** CDN_PURGE and what its kind needs; a missing setting is named. */
function edgePurgeOf(e: z.infer<typeof graphEnvSchema>): EdgePurgeConfig {
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
