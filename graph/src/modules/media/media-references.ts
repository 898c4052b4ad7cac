// Whether an article still uses a library file, decided on what the reference resolves to rather
// than how it is spelled: the media server decodes and normalises a path before finding the file,
// so `http://any.host/media/library/<f>`, `/media/librar%79/<f>` and `/media/x/../library/<f>`
// all show the same image and must all keep it from being deleted.
import { decode } from 'html-entities';

/** Anything the URL parser resolves relative references against; only the path is compared. */
const BASE = 'http://savepoint.invalid/';
/** Where a reference ends inside HTML text: quotes, brackets, spaces and srcset's commas. */
const TOKEN_SEPARATORS = /[\s"'<>(),]+/;

/** The decoded, normalised path a reference resolves to (`/media/library/x.webp`), or null. */
export function resolvedPath(reference: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(reference.trim(), BASE).pathname;
  } catch {
    return null;
  }
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      segment = raw;
    }
    // A decoded "%2F" separates segments as far as the file system is concerned.
    for (const part of segment.split(/[/\\]/)) {
      if (part === '' || part === '.') continue;
      if (part === '..') segments.pop();
      else segments.push(part);
    }
  }
  return `/${segments.join('/')}`;
}

/** Whether a field holding one URL (a featured image) resolves to `filePath`. */
export function urlReferences(url: string | null | undefined, filePath: string): boolean {
  return url != null && resolvedPath(url) === filePath;
}

/** Whether any reference in article HTML (src, srcset, href, CSS url()) resolves to `filePath`. */
export function htmlReferences(html: string | null | undefined, filePath: string): boolean {
  if (!html) return false;
  const name = filePath.slice(filePath.lastIndexOf('/') + 1);
  return decode(html)
    .split(TOKEN_SEPARATORS)
    .some((token) => token.length >= name.length && resolvedPath(token) === filePath);
}

/**
 * A PostgreSQL regular expression finding text that may name `fileName` in any spelling (each
 * character literal or percent-encoded): a cheap first pass over every article, after which
 * `urlReferences`/`htmlReferences` decide.
 */
export function fileNameRegex(fileName: string): string {
  return [...fileName]
    .map((c) => {
      const hex = c.charCodeAt(0).toString(16).padStart(2, '0');
      const encoded = `%${[...hex].map((h) => (/[a-f]/.test(h) ? `[${h}${h.toUpperCase()}]` : h)).join('')}`;
      const literal = /[a-zA-Z0-9]/.test(c) ? c : `\\${c}`;
      return `(${literal}|${encoded})`;
    })
    .join('');
}
