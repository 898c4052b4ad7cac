// Paths as the routers see them. Express matches routes in any letter case and with a trailing
// slash, React Router also decodes percent-encoded letters before matching, so a rule that compares
// strings (`path.startsWith('/preview/')`) misses `/Preview/…`, `/preview/…/` and `/%70review/…`
// while the router happily serves them. Two answers here: `normalizedPath` (what every router
// would match, for rules that must hold whatever the spelling) and `PathCanonicalizer` (the one
// spelling of a path the app has, from its route patterns, for the gateway's redirect to it).

import { READER_PATTERNS } from './reader-paths';

/** Percent-encoded letters, digits, `-`, `_` and `~` mean the character itself (RFC 3986 §6.2.2.2). */
export const ENCODED_PLAIN = /%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[Dd]|5[Ff]|7[Ee])/g;

/**
 * The path with percent-encoded letters, digits, `-`, `_` and `~` decoded, repeated slashes made one
 * and trailing slashes dropped (the root stays `/`). `.` stays encoded: decoding it could make a
 * `..` segment. Other escapes stay as they are.
 */
export function normalizedPath(rawPath: string): string {
  const decoded = rawPath.replace(ENCODED_PLAIN, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  const single = decoded.replace(/\/{2,}/g, '/');
  const trimmed = single.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * True when `path` is spelled as normalizedPath spells it. Any other spelling of a path the app has is
 * answered with a redirect (gateway/src/canonical-paths.ts): nothing to keep for anyone.
 */
export const isNormalSpelling = (path: string): boolean => normalizedPath(path) === path;

/** True when `path` (any spelling) is `family` or lies below it. */
export function isUnder(path: string, family: string): boolean {
  const normal = normalizedPath(path).toLowerCase();
  return normal === family || normal.startsWith(family === '/' ? '/' : `${family}/`);
}

/**
 * Reader pages for one person: a preview link's draft (its holder), the member's account and the
 * magic link's landing page, and the newsletter links' landing pages (their tokens are in the URL).
 * Never stored by a shared cache, never indexed (robots.txt disallows them, X-Robots-Tag noindex).
 */
export const PRIVATE_PAGES = ['/preview', '/account', '/newsletter'] as const;

/**
 * Everything else whose answers belong to whoever asked, even without a session: sign-in, previews
 * over REST, a member's own API, newsletter tokens, the GraphQL endpoint, the staff's back office
 * and co-editing.
 */
const PERSONAL_ENDPOINTS = [
  '/api/auth',
  '/api/preview',
  '/api/members',
  '/api/newsletter',
  '/graphql',
  '/admin',
  '/collab',
] as const;

/** Every path family whose answers are for one person (private pages and personal endpoints). */
export const PERSONAL_PATHS: readonly string[] = [...PRIVATE_PAGES, ...PERSONAL_ENDPOINTS];

/** What an edition's URL prefix may look like (graph's rule): one leading segment of these. */
const EDITION_PREFIX_SHAPE = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)(?=\/)/i;

/** First segments of reader routes: never a prefix (`/articles/newsletter` is an article's slug). */
const ROUTE_SEGMENTS = new Set(READER_PATTERNS.map((pattern) => pattern.split('/')[1]).filter(Boolean));

/**
 * A reader page only the person it is for may see (any spelling of its path), also under an
 * edition's prefix (`/de/preview/…`, ADR 0049). Any prefix-shaped first segment counts, known
 * edition or not: keeping a 404 page out of shared caches costs nothing, and the rule needs no list.
 */
export const isPrivatePage = (path: string): boolean => {
  const normal = normalizedPath(path);
  const prefix = EDITION_PREFIX_SHAPE.exec(normal)?.[1];
  const underPrefix = prefix && !ROUTE_SEGMENTS.has(prefix.toLowerCase()) ? normal.slice(prefix.length + 1) : normal;
  return PRIVATE_PAGES.some((family) => isUnder(normal, family) || isUnder(underPrefix, family));
};

/** A path whose answers are for one person (any spelling of it; private pages under a prefix too). */
export const isPersonalPath = (path: string): boolean =>
  isPrivatePage(path) || PERSONAL_PATHS.some((family) => isUnder(path, family));

/** The path of a request target (`/a/b?c` → `/a/b`; an absolute-form target loses its origin). */
export function pathOf(url: string | undefined): string {
  if (!url) return '/';
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path);
  return origin ? path.slice(origin[0].length) || '/' : path;
}

type Segment = { kind: 'static'; lower: string; text: string } | { kind: 'param' };

interface CompiledPattern {
  segments: Segment[];
  /** Ends in `/*`: any one or more segments follow, kept as they are. */
  rest: boolean;
  statics: number;
}

function compile(pattern: string): CompiledPattern {
  const parts = pattern.split('/').filter(Boolean);
  const rest = parts.at(-1) === '*';
  const segments: Segment[] = (rest ? parts.slice(0, -1) : parts).map((part) =>
    part.startsWith(':') ? { kind: 'param' } : { kind: 'static', lower: part.toLowerCase(), text: part },
  );
  return { segments, rest, statics: segments.filter((s) => s.kind === 'static').length };
}

/**
 * The one spelling of every path the app answers, from its route patterns (`/articles/:slug`,
 * `/media/*`): static segments in the pattern's letter case, parameters (slugs, tokens, file names)
 * as sent, no trailing or repeated slash, plain characters not percent-encoded. Where two patterns
 * match, the one with more static segments wins (`/api/articles/most-read` over `/api/articles/:id`),
 * as Express, which tries the table in order, answers it.
 */
export class PathCanonicalizer {
  private readonly patterns: CompiledPattern[];

  constructor(patterns: Iterable<string>) {
    this.patterns = [...new Set(patterns)].map(compile).sort((a, b) => b.statics - a.statics);
  }

  /** The canonical spelling of `rawPath`, or undefined when no route of the app matches it. */
  canonical(rawPath: string): string | undefined {
    const normal = normalizedPath(rawPath);
    const parts = normal.split('/').filter(Boolean);
    for (const pattern of this.patterns) {
      const fixed = pattern.segments.length;
      if (pattern.rest ? parts.length <= fixed : parts.length !== fixed) continue;
      let matches = true;
      for (let i = 0; i < fixed && matches; i += 1) {
        const segment = pattern.segments[i];
        matches = segment.kind === 'param' || parts[i].toLowerCase() === segment.lower;
      }
      if (!matches) continue;
      const spelled = parts.map((part, i) => {
        const segment = pattern.segments[i];
        return segment?.kind === 'static' ? segment.text : part;
      });
      return `/${spelled.join('/')}`;
    }
    return undefined;
  }
}
