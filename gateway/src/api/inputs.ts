// What the REST routes accept, checked at the boundary so graph only sees well-typed variables. The
// domain rules (status transitions, slugs, email format…) stay in graph.
import { z } from 'zod';
import { badInput, type HttpError } from '../errors';
import { featuredRoutes } from './schemas';

const MAX_INT = 2_147_483_647;

/**
 * Path and query values arrive as text: whole numbers are written as digits. The API document shows
 * them as the integers they are, with their bounds (the most a client may ask for).
 */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .refine((v) => /^\d+$/.test(v), 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .meta({ type: 'integer', minimum: min, maximum: max });

const id = wholeNumber(1, MAX_INT);
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const articleStatus = z.enum(['published', 'draft', 'archived', 'scheduled', 'in_review']);
const featuredRoute = z.enum(featuredRoutes);
/**
 * An instant: an ISO 8601 date-time with its zone (Z or an offset), as graph's DateTimeISO takes it.
 * A time without a zone is refused, not read in the gateway's own zone: an embargo or a schedule
 * would otherwise move by the server's offset, and graph refuses the same text on its other paths.
 */
const isoInstant = z.iso.datetime({ offset: true });
const dateTime = z
  .string()
  .refine(
    (v) => isoInstant.safeParse(v).success && !Number.isNaN(Date.parse(v)),
    'must be an ISO 8601 date-time with its time zone, such as 2026-11-21T20:25:00.000Z',
  )
  .transform((v) => new Date(v).toISOString());

export const idParams = z.object({ id });
export const slugParams = z.object({ slug: z.string().min(1) });
export const categoryParams = z.object({ category: z.string().min(1) });
export const routeParams = z.object({ route: featuredRoute });
export const idAndRouteParams = z.object({ id, route: featuredRoute });
export const liveEntryParams = z.object({ id, entryId: id });
export const correctionParams = z.object({ id, correctionId: id });
export const liveEntriesQuery = z.object({ after: wholeNumber(0, MAX_INT).optional(), limit: wholeNumber(1, 200).optional() });
/** Lengths and HTML rules are graph's (400 naming content). */
export const liveEntryBody = z.object({
  content: z.string({ error: 'content is required' }),
  pinned: z.boolean().nullish(),
  keyEvent: z.boolean().nullish(),
});
export const liveEntryUpdateBody = z.object({
  content: z.string().nullish(),
  pinned: z.boolean().nullish(),
  keyEvent: z.boolean().nullish(),
});
export const correctionBody = z.object({
  kind: z.enum(['correction', 'update'], { error: 'kind must be correction or update' }),
  note: z.string({ error: 'note is required' }),
});
export const correctionsQuery = z.object({
  limit: wholeNumber(1, 100).optional(),
  offset: wholeNumber(0, MAX_INT).optional(),
  language: z.string().optional().meta({ description: "An edition's language tag; default: the default edition" }),
});

export const articleListQuery = z.object({
  category: z.string().optional(),
  language: z.string().optional(),
  search: z.string().optional(),
  game: z.string().optional(),
  platform: z.string().optional(),
  minScore: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a number such as 7.5')
    .transform(Number)
    .optional(),
  limit: wholeNumber(1, 100).optional(),
  offset: wholeNumber(0, MAX_INT).optional(),
  includeCount: flag.optional(),
});

export const adminArticleQuery = articleListQuery.extend({ status: articleStatus.optional() });

export const searchQuery = z.object({
  q: z.string({ error: 'q is required: the text to search for' }).trim().min(1, 'q is required: the text to search for'),
  language: z.string().optional(),
});

export const trendingQuery = z.object({ refresh: flag.optional() });

// Clearable fields accept null; the rest ignore null so a client echoing a whole article back works.
const clearable = z.string().nullish();
const articleFields = {
  excerpt: clearable,
  slug: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  featuredImage: clearable,
  metaDescription: clearable,
  status: articleStatus.nullish(),
  scheduledFor: dateTime.nullish(),
  embargoUntil: dateTime.nullish(),
  // Which editions exist is graph's to say (400 naming language).
  language: z.string().nullish(),
  featured: z.boolean().nullish(),
  authorId: z.number().int().min(1).max(MAX_INT).nullish(),
  games: z.array(z.number().int().min(1).max(MAX_INT)).nullish(),
  // The scale, lengths and plain-text rules are graph's (named review.score, review.pros…).
  review: z
    .object({
      score: z.number(),
      verdict: z.string().nullish(),
      pros: z.array(z.string()).nullish(),
      cons: z.array(z.string()).nullish(),
      platformsTested: z.array(z.string()).nullish(),
      playtimeHours: z.number().nullish(),
      disclosure: z.string().nullish(),
    })
    .nullish(),
  // Status values and times are graph's (named live.status, live.endsAt).
  live: z
    .object({
      status: z.enum(['upcoming', 'live', 'ended']),
      startsAt: dateTime.nullish(),
      endsAt: dateTime.nullish(),
    })
    .nullish(),
};

export const articleCreateBody = z.object({
  title: z.string(),
  content: z.string(),
  category: z.string(),
  ...articleFields,
});

export const articleUpdateBody = z.object({
  title: z.string().nullish(),
  content: z.string().nullish(),
  category: z.string().nullish(),
  ...articleFields,
});

/** Drops nulls a field cannot take (only the clearable ones pass null on to graph). */
export function withoutNulls<T extends Record<string, unknown>>(input: T, clearableKeys: readonly string[] = []) {
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== undefined && (value !== null || clearableKeys.includes(key))),
  ) as { [K in keyof T]: Exclude<T[K], null> };
}

export const clearableArticleFields = [
  'excerpt',
  'featuredImage',
  'metaDescription',
  'scheduledFor',
  'review',
  'live',
  'embargoUntil',
] as const;

// slug: graph checks its form and uniqueness (the same on every path); without one, create derives
// it from the name and update keeps it.
const categorySlug = z.string().nullish().meta({ description: 'Lowercase route name (a-z, 0-9, single hyphens)' });
export const categoryCreateBody = z.object({
  name: z.string().trim().min(1, 'name is required'),
  slug: categorySlug,
  description: z.string().nullish(),
  color: z.string().nullish(),
});
export const categoryUpdateBody = z.object({
  name: z.string().trim().min(1, 'name must not be empty').nullish(),
  slug: categorySlug,
  description: z.string().nullish(),
  color: z.string().nullish(),
});
export const tagCreateBody = z.object({ name: z.string().trim().min(1, 'name is required'), description: z.string().nullish() });
export const tagUpdateBody = z.object({
  name: z.string().trim().min(1, 'name must not be empty').nullish(),
  description: z.string().nullish(),
});

// ── Games (issue 21). Platforms, release forms and trailers are graph's rules.
/** A reader collection's edition (ADR 0052): graph answers the default edition without it. */
export const readerLanguageQuery = z.object({
  language: z.string().optional().meta({ description: "An edition's language tag; default: the default edition" }),
});
export const gameListQuery = z.object({
  search: z.string().optional(),
  platform: z.string().optional(),
  limit: wholeNumber(1, 100).optional(),
  offset: wholeNumber(0, MAX_INT).optional(),
  includeCount: flag.optional(),
  language: readerLanguageQuery.shape.language,
});
const nameList = z.array(z.string()).nullish();
const gameFields = {
  slug: z.string().nullish(),
  description: z.string().nullish(),
  coverImageId: z.number().int().min(1).max(MAX_INT).nullish(),
  platforms: nameList,
  releases: z
    .array(
      z.object({
        platform: z.string(),
        precision: z.enum(['day', 'month', 'quarter', 'year', 'tba']),
        value: z.string().nullish(),
      }),
    )
    .nullish(),
  developers: nameList,
  publishers: nameList,
  franchise: z.string().nullish(),
  genres: nameList,
  trailerUrl: z.string().nullish(),
};
export const gameCreateBody = z.object({ name: z.string(), ...gameFields });
export const gameUpdateBody = z.object({ name: z.string().nullish(), ...gameFields });
export const gameMergeBody = z.object({ duplicateId: z.number().int().min(1).max(MAX_INT) });
export const clearableGameFields = ['description', 'coverImageId', 'franchise', 'trailerUrl'] as const;

/** Editions a reader picks (language tags); graph decides which exist (400 naming `editions`). */
const editionsField = z
  .array(z.string().max(40), { error: 'editions must be a list of language tags such as ["en", "de"]' })
  .max(50, 'editions: at most 50');
/** An address a stranger or an editor gives: blank and malformed ones are graph's to refuse (400 naming email). */
const emailBody = z.object({ email: z.string() });
export const subscribeBody = emailBody.extend({ editions: editionsField.optional() });

// ── Audience: newsletter, mailbox, webhooks, most read ──
const TOKEN_MISSING = 'token is required: open the link from the email';
export const tokenBody = z.object({ token: z.string({ error: TOKEN_MISSING }).trim().min(1, TOKEN_MISSING) });
/**
 * Unsubscribing takes the token from the query (RFC 8058 one-click: mail clients POST
 * `List-Unsubscribe=One-Click` as a form to the header's URL) or from a JSON body (our page).
 */
export const tokenQuery = z.object({ token: z.string().trim().min(1, TOKEN_MISSING).optional() });
export const oneClickBody = z.looseObject({ token: z.string().trim().min(1, TOKEN_MISSING).optional() });
const subscriberStatus = z.enum(['pending', 'confirmed', 'unsubscribed']);
export const subscribersQuery = z.object({
  search: z.string().optional(),
  status: subscriberStatus.optional(),
  limit: wholeNumber(1, 500).optional(),
  offset: wholeNumber(0, MAX_INT).optional(),
});
export const subscribersCsvQuery = z.object({ search: z.string().optional(), status: subscriberStatus.optional() });
/** An edition's language tag; graph answers 400 naming `language` when no edition has it. */
const languageField = z.string().trim().min(1, 'language must be a language tag such as de').max(40);
export const digestTestBody = emailBody.extend({ language: languageField.optional() });
export const digestPreviewQuery = z.object({ language: languageField.optional() });
// graph checks the week's form (the same on every path).
export const digestDeliveriesQuery = z.object({ week: z.string().optional() });
export const newsletterEditionsBody = tokenBody.extend({ editions: editionsField.optional() });
export const mailboxQuery = z.object({ limit: wholeNumber(1, 200).optional() });
export const webhookBody = z.object({
  url: z.string({ error: 'url is required' }).trim().min(1, 'url is required'),
  events: z
    .array(z.string(), { error: 'events must be a list such as ["article.published"]' })
    .min(1, 'Choose at least one event'),
});
export const webhookDeliveriesQuery = z.object({ webhookId: id.optional(), limit: wholeNumber(1, 200).optional() });
export const mostReadQuery = readerLanguageQuery.extend({ limit: wholeNumber(1, 50).optional() });
export const loginBody = z.object({
  username: z.string().min(1, 'Please enter both username and password'),
  password: z.string().min(1, 'Please enter both username and password'),
});
export const generateArticleBody = z.object({
  keyword: z.string().trim().min(1, 'Please enter or select a keyword to generate an article.'),
  /** Regenerate sends 1, 2, 3…: another take on the same keyword. */
  variant: z.number().int().min(0).max(1_000_000).optional(),
  /** The category chosen on the form: the draft is filed under it (`review` adds verdict, pros and cons). */
  category: z.string().trim().min(1).optional(),
});

// ── Staff accounts, revisions, previews (issue 12). Lengths and roles are graph's rules.
const role = z.enum(['contributor', 'author', 'editor', 'admin']);
export const userCreateBody = z.object({
  username: z.string(),
  password: z.string(),
  role,
  displayName: z.string().nullish(),
  email: z.string().nullish(),
});
export const userUpdateBody = z.object({
  email: z.string().nullish(),
  role: role.nullish(),
  displayName: z.string().nullish(),
  password: z.string().nullish(),
});
export const passwordChangeBody = z.object({ currentPassword: z.string(), newPassword: z.string() });
export const apiTokenCreateBody = z.object({
  name: z.string(),
  expiresInDays: z.number().int('must be a whole number').nullish(),
});
export const revisionParams = z.object({ id, revisionId: id });
// The newsroom (issue 24): notes are checked by graph (one rule on every path).
export const submitBody = z.object({ note: z.string().nullish() });
export const approveBody = z.object({
  publish: z.enum(['now', 'schedule'], { error: 'publish must be "now" or "schedule"' }),
  scheduledFor: dateTime.nullish(),
});
export const requestChangesBody = z.object({ note: z.string({ error: 'note is required: what needs changing' }) });
export const newsroomSettingsBody = z.object({
  authorsNeedReview: z.boolean({ error: 'authorsNeedReview must be true or false' }),
});
// Notes on drafts: plain text; lengths, anchors and mentions are graph's rules.
export const noteCreateBody = z.object({
  body: z.string({ error: 'body is required: the note' }),
  parentId: z.number().int('must be a whole number').min(1).max(MAX_INT).nullish(),
  quote: z.string().nullish(),
  anchorStart: z.number().int('must be a whole number').min(0).max(MAX_INT).nullish(),
});
export const noteUpdateBody = z.object({ body: z.string().nullish(), resolved: z.boolean().nullish() });
/**
 * A UTC day as text. Whether it is one (and the range's rules) is graph's to say, on every path; the
 * format is for the API document.
 */
const utcDay = z.string().meta({ format: 'date', description: 'A UTC day, YYYY-MM-DD' });
/** The calendar's days are the publication's (ADR 0045). */
const publicationDay = z.string().meta({ format: 'date', description: "A day in the publication's time zone, YYYY-MM-DD" });
/** Dates are checked by graph (YYYY-MM-DD, at most a year). */
export const insightsQuery = z.object({ from: utcDay.optional(), to: utcDay.optional() });
/** Which editions exist is graph's to say (400 naming language). */
const editionLanguage = z.string().optional().meta({ description: "An edition's language tag: only that edition" });
export const insightsOverviewQuery = insightsQuery.extend({ language: editionLanguage });
export const autosaveBody = z.object({
  title: z.string(),
  content: z.string(),
  excerpt: z.string().nullish(),
  metaDescription: z.string().nullish(),
});
export const previewParams = z.object({ token: z.string().min(1) });
export const mediaQuery = z.object({
  search: z.string().optional(),
  limit: wholeNumber(1, 100).optional(),
  offset: wholeNumber(0, MAX_INT).optional(),
});
/** Dates are checked by graph (one rule on every path); REST only needs both present. */
export const calendarQuery = z.object({ from: publicationDay, to: publicationDay, language: editionLanguage });
export const activityQuery = z.object({ limit: wholeNumber(1, 100).optional(), offset: wholeNumber(0, MAX_INT).optional() });

/** The first problem, as a sentence naming the field. */
export function inputError(error: z.ZodError, where: 'params' | 'query' | 'body'): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : where;
  if (!issue) return badInput(field, `Invalid ${where}`);
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
  if (missing) return badInput(field, `${field} is required`);
  if (issue.code === 'invalid_type' && issue.path.length === 0)
    return badInput(field, `The request ${where} must be a JSON object`);
  return badInput(field, issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`);
}

/**
 * A NUL byte anywhere in the request's text (PostgreSQL cannot store one; graph refuses it too),
 * named by the REST field it came in, e.g. `q` or `tags`.
 */
export function nulByteError(value: unknown, where: 'params' | 'query' | 'body'): HttpError | undefined {
  // Iterative, so a deeply nested body cannot overflow the stack; each value remembers its top-level field.
  const pending: Array<{ inner: unknown; field: string }> = [{ inner: value, field: where }];
  while (pending.length) {
    const { inner, field } = pending.pop()!;
    if (typeof inner === 'string') {
      if (inner.includes('\u0000')) return badInput(field, `${field} must not contain NUL (\\u0000) characters`);
    } else if (inner !== null && typeof inner === 'object') {
      for (const [key, v] of Object.entries(inner)) {
        const named = inner === value && !Array.isArray(value) ? key : field;
        if (key.includes('\u0000')) return badInput(named, `${named} must not contain NUL (\\u0000) characters`);
        pending.push({ inner: v, field: named });
      }
    }
  }
  return undefined;
}

// ——— members, comments and follows (issue 23); the rules themselves are graph's ———
export const memberLinkBody = z.object({
  email: z.string({ error: 'Please enter your email address' }),
  returnTo: z.string().nullish(),
});
export const displayNameBody = z.object({ displayName: z.string({ error: 'displayName is required' }) });
export const newsletterChoiceBody = z.object({
  subscribed: z.boolean({ error: 'subscribed must be true or false' }),
  editions: editionsField.optional(),
});
export const memberDeleteQuery = z.object({ removeComments: flag.optional() });
const slugList = z.array(z.string(), { error: 'must be a list of slugs' }).max(200, 'at most 200').optional();
export const followsBody = z.object({ categories: slugList, tags: slugList, games: slugList });
export const feedQuery = z.object({ limit: wholeNumber(1, 100).optional(), offset: wholeNumber(0, MAX_INT).optional() });
export const commentListQuery = z.object({
  after: id.optional(),
  // graph's COMMENT_PAGE_MAX: a page of threads with their replies stays inside graph's query cost.
  limit: wholeNumber(1, 50).optional(),
  order: z.enum(['oldest', 'newest'], { error: 'order must be oldest or newest' }).optional(),
});
export const commentBody = z.object({
  body: z.string({ error: 'body is required: the text of the comment' }),
  parentId: z.number().int().positive().nullish(),
  website: z.string().nullish(),
});
export const commentEditBody = z.object({ body: z.string({ error: 'body is required: the new text of the comment' }) });
export const commentModerationBody = z.object({
  status: z.enum(['visible', 'hidden'], { error: 'status must be visible or hidden' }),
});
export const reportBody = z.object({ reason: z.string({ error: 'reason is required: what is wrong with it' }) });
export const moderationQuery = z.object({
  status: z
    .enum(['pending', 'reported', 'hidden', 'visible'], { error: 'status must be pending, reported, hidden or visible' })
    .optional(),
  limit: wholeNumber(1, 200).optional(),
  offset: wholeNumber(0, MAX_INT).optional(),
});
export const moderateBody = z.object({
  ids: z.array(z.number().int().positive(), { error: 'ids must be a list of comment ids' }).min(1, 'ids is empty'),
  status: z.enum(['visible', 'hidden'], { error: 'status must be visible or hidden' }),
});
export const commentSettingsBody = z.object({
  blockedWords: z.array(z.string(), { error: 'blockedWords must be a list of words' }),
  holdFirstComments: z.boolean({ error: 'holdFirstComments must be true or false' }),
});
export const commentModeBody = z.object({ mode: z.enum(['on', 'off', 'closed'], { error: 'mode must be on, off or closed' }) });

// ── Editions (issue 46). Tags, prefixes and search configurations are graph's rules.
export const languageParams = z.object({ language: z.string().min(1) });
export const editionCreateBody = z.object({
  language: z.string(),
  name: z.string(),
  urlPrefix: z.string().nullish(),
  searchConfig: z.string().nullish(),
  direction: z.enum(['ltr', 'rtl']).nullish(),
});
export const editionUpdateBody = editionCreateBody.omit({ language: true }).partial().extend({ name: z.string().nullish() });
export const translationBody = z.object({ language: z.string(), mode: z.enum(['copy', 'ai']).default('copy') });
