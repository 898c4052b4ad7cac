// The edition a reader page belongs to (issue 46, docs/decisions/0049-edition-url-scheme.md): its
// language (what the page's lists and searches ask graph for), URL prefix (every reader link goes
// under it), writing direction and locale. The gateway resolves it from the path and hands it to
// the server render (entry-server.tsx's RenderRequest); the browser reads the same value from the
// served HTML (#root's data-edition), so hydration sees what the server rendered.
//
// A minimal stand-in until web/src/i18n/ (EditionIntlProvider, useEdition) lands: the lead
// reconciles the two.
import { createContext, useContext, type ReactNode } from 'react';

export interface Edition {
  /** BCP 47 tag, e.g. en, de, pt-BR: what the page's lists are filtered by. */
  language: string;
  /** Its URL prefix (`de`), null for the default edition at `/`. */
  urlPrefix: string | null;
  direction: 'ltr' | 'rtl';
  /** The locale its dates and numbers are written in (its language tag). */
  locale: string;
}

/** The default edition as the seed ships it: what a page without an edition (tests, a shell) renders as. */
export const DEFAULT_EDITION: Edition = Object.freeze({ language: 'en', urlPrefix: null, direction: 'ltr', locale: 'en' });

/** #root's attribute carrying the edition as JSON (written by the gateway). */
export const EDITION_ATTRIBUTE = 'data-edition';

const EditionContext = createContext<Edition>(DEFAULT_EDITION);

export function EditionProvider({ edition, children }: { edition: Edition; children: ReactNode }) {
  return <EditionContext.Provider value={edition}>{children}</EditionContext.Provider>;
}

export function useEdition(): Edition {
  return useContext(EditionContext);
}

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
export function editionOf(root: HTMLElement): Edition {
  const text = root.getAttribute(EDITION_ATTRIBUTE);
  if (!text) return DEFAULT_EDITION;
  try {
    const value = JSON.parse(text) as Partial<Edition>;
    if (typeof value.language !== 'string') return DEFAULT_EDITION;
    return {
      language: value.language,
      urlPrefix: typeof value.urlPrefix === 'string' && value.urlPrefix ? value.urlPrefix : null,
      direction: value.direction === 'rtl' ? 'rtl' : 'ltr',
      locale: typeof value.locale === 'string' ? value.locale : value.language,
    };
  } catch {
    return DEFAULT_EDITION;
  }
}
