// The edition a reader page is rendered for: its language (BCP 47, graph's `edition.language`),
// the locale its dates and numbers are written in, its writing direction and its URL prefix
// (null for the default edition at '/', 'de' for '/de/…'). English at '/' until told otherwise, so a
// screen rendered without an edition (tests, the plain app shell) is the spec's English one.
import { createContext, useContext } from 'react';

export type Direction = 'ltr' | 'rtl';

export interface Edition {
  /** BCP 47 tag, as graph's `edition.language` ("en", "de", "pt-BR"). */
  language: string;
  /**
   * The locale of dates, numbers and scores. Left out, the publication's own (PUBLICATION_LOCALE,
   * ADR 0045) is used: the default edition keeps the spec's en-US dates however it is configured.
   */
  locale?: string;
  direction: Direction;
  /** null for the default edition at '/'; the prefix without slashes otherwise ("de", "pt-br"). */
  urlPrefix: string | null;
}

export const DEFAULT_EDITION: Edition = Object.freeze({ language: 'en', direction: 'ltr', urlPrefix: null });

/**
 * The language a page asks graph to name categories, tags and games in: none in the default edition,
 * whose names are the entities' own. Asking with its tag answers the same and costs graph a lookup of
 * which edition that is (6% of an article query, measured).
 */
export const namesLanguage = (edition: Edition): string | null => (edition.urlPrefix === null ? null : edition.language);

/** A non-default edition writes its dates in its own language unless a locale is named. */
export function editionOf(
  language: string,
  options: { urlPrefix?: string; direction?: Direction; locale?: string } = {},
): Edition {
  return {
    language,
    locale: options.locale ?? language,
    direction: options.direction ?? 'ltr',
    urlPrefix: options.urlPrefix ?? language.toLowerCase(),
  };
}

export const EditionContext = createContext<Edition>(DEFAULT_EDITION);

/** The edition of the page being rendered: its language, URL prefix and writing direction. */
export function useEdition(): Edition {
  return useContext(EditionContext);
}
