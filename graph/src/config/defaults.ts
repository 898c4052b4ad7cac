// The default of each graph setting that is needed beyond parsing the environment (services built
// without a config, the test graph, the seed): each number is written here once and imported.
// The gateway and the web never import graph's source; the web reads what it needs from graph's
// API (`schedulingRules`).

/** MEDIA_UPLOAD_MAX_MB: the largest image upload graph accepts (413 above). */
export const MEDIA_UPLOAD_MAX_MB = 10;
/** MEDIA_MAX_MEGAPIXELS: the largest image graph decodes (400 above); bounds decoding memory. */
export const MEDIA_MAX_MEGAPIXELS = 40;
/** SCHEDULE_MINUTE_STEP: the editor's minute choices are multiples of this (spec §5: 5). */
export const SCHEDULE_MINUTE_STEP = 5;
/** SCHEDULE_MIN_LEAD_MS: how far ahead a schedule must be (spec: 1 minute). */
export const SCHEDULE_MIN_LEAD_MS = 60_000;
/**
 * FEDERATION_UNVERIFIED_PER_MINUTE: inbox deliveries failing their signature that one client address
 * may send a minute. Each may make graph fetch the key it names; a real server's fail rarely.
 */
export const FEDERATION_UNVERIFIED_PER_MINUTE = 30;
/**
 * NEWSLETTER_*: subscribes per client address, per inbox and per recipient domain, confirmation
 * mails for the site, an hour.
 */
export const NEWSLETTER_LIMITS = {
  subscribesPerIpPerHour: 10,
  subscribesPerInboxPerHour: 5,
  subscribesPerDomainPerHour: 50,
  confirmationsPerHour: 500,
};

/**
 * NEWSLETTER_DOMAIN_LIMIT_EXEMPT: webmail that millions of readers share. A per-domain count there
 * protects nobody (each inbox has its own limit) and let a stranger with five addresses block every
 * gmail.com subscribe for an hour.
 */
export const WEBMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'gmx.com',
  'web.de',
  't-online.de',
  'yahoo.co.jp',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  '163.com',
];
/** HTTP_HEADERS_TIMEOUT_MS / HTTP_REQUEST_TIMEOUT_MS: a slow client's header block and whole request. */
export const HTTP_TIMEOUTS = { headersMs: 10_000, requestMs: 120_000 };

export const bytesOfMegabytes = (mb: number): number => Math.round(mb * 1024 * 1024);
export const pixelsOfMegapixels = (mp: number): number => Math.round(mp * 1e6);

/** Media limits of a graph started without a config (scripts, tests). */
export const DEFAULT_MEDIA_LIMITS = {
  mediaDir: '.data/media',
  maxUploadBytes: bytesOfMegabytes(MEDIA_UPLOAD_MAX_MB),
  maxPixels: pixelsOfMegapixels(MEDIA_MAX_MEGAPIXELS),
} as const;
