// The publication's zone and locale for every screen, from graph's `publication`. The server
// renderer fetches it with every page (app/route-data.ts) and sends it in the page's Apollo state,
// so the browser hydrates with the zone the server wrote in, not the reader's own (ADR 0045).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useReaderQuery } from '../app/server-page';
import { PublicationFormatDocument } from '../gql/reader/graphql';
import { EditionContext } from '../i18n/edition';
import { DEFAULT_PUBLICATION_FORMAT, type PublicationFormat } from './dates';

const PublicationFormatContext = createContext<PublicationFormat>(DEFAULT_PUBLICATION_FORMAT);

/** The page data's declaration of the query (app/route-data.ts), the same one the provider runs. */
export const publicationFormatQuery = () => ({ query: PublicationFormatDocument, variables: {} });

export function PublicationFormatProvider({ children }: { children: ReactNode }) {
  // Until graph answers (or if it cannot), graph's own defaults.
  const publication: Partial<PublicationFormat> | undefined = useReaderQuery(PublicationFormatDocument, { variables: {} }).data
    ?.publication;
  const timeZone = publication?.timeZone ?? DEFAULT_PUBLICATION_FORMAT.timeZone;
  const locale = publication?.locale ?? DEFAULT_PUBLICATION_FORMAT.locale;
  const format = useMemo(() => ({ timeZone, locale }), [timeZone, locale]);
  return <PublicationFormatContext.Provider value={format}>{children}</PublicationFormatContext.Provider>;
}

/**
 * The zone and locale to hand lib/dates.ts and lib/numbers.ts: the publication's zone always, and
 * the edition's locale when the edition names one (a German page writes "21. November 2026"),
 * else the publication's (the default edition keeps PUBLICATION_LOCALE).
 */
export function usePublicationFormat(): PublicationFormat {
  const publication = useContext(PublicationFormatContext);
  const editionLocale = useContext(EditionContext).locale;
  return useMemo(
    () => (editionLocale && editionLocale !== publication.locale ? { ...publication, locale: editionLocale } : publication),
    [publication, editionLocale],
  );
}
