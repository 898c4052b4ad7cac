// The edition a reader page belongs to (issue 46, docs/decisions/0049-edition-url-scheme.md): its
// language (what the page's lists and searches ask graph for), URL prefix (every reader link goes
// under it), writing direction and locale. The gateway resolves it from the path and hands it to
// the server render (entry-server.tsx's RenderRequest); the browser reads the same value from the
// served HTML (#root's data-edition), so hydration sees what the server rendered.
//
// The edition itself, its context and useEdition() are i18n/edition.ts's (EditionIntlProvider puts
// it in the tree with its catalog); here is what routing needs of it.
import { DEFAULT_EDITION, useEdition, type Edition } from '../i18n/edition';

export { DEFAULT_EDITION, useEdition, type Edition };

/** #root's attribute carrying the edition as JSON (written by the gateway). */
const EDITION_ATTRIBUTE = 'data-edition';

/** A reader path (`/articles/x`, `/?search=y`) as a link in `edition`: under its prefix, if it has one. */
export function editionPath(path: string, edition: Edition): string {
  // @savepoint/audience's withEditionPrefix, written here: the reader's first visit has no bytes to
  // spare for the package's route table (reader-paths.ts); reader-paths.test.tsx checks they agree.
  const prefix = edition.urlPrefix;
  if (!prefix || !path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#') ? `/${prefix}${path.slice(1)}` : `/${prefix}${path}`;
}

/** The router's basename for `edition` (`/de`), undefined at `/`. */
export const editionBasename = (edition: Edition): string | undefined =>
  edition.urlPrefix ? `/${edition.urlPrefix}` : undefined;

/** The edition the server wrote into `root` (DEFAULT_EDITION when it wrote none, or nonsense). */
export function editionFromRoot(root: HTMLElement): Edition {
  const text = root.getAttribute(EDITION_ATTRIBUTE);
  if (!text) return DEFAULT_EDITION;
  try {
    const value = JSON.parse(text) as Partial<Edition>;
    if (typeof value.language !== 'string') return DEFAULT_EDITION;
    return {
      language: value.language,
      urlPrefix: typeof value.urlPrefix === 'string' && value.urlPrefix ? value.urlPrefix : null,
      direction: value.direction === 'rtl' ? 'rtl' : 'ltr',
      ...(typeof value.locale === 'string' ? { locale: value.locale } : {}),
    };
  } catch {
    return DEFAULT_EDITION;
  }
}
