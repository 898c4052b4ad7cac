// The footer's latest articles, on every page: its query and the server renderer's declaration of
// it (app/route-data.ts) are the same variables.
import { FOOTER_LATEST_COUNT } from '../../config/constants';
import { FooterLatestDocument } from '../../gql/reader/graphql';

/** The latest of the page's edition (`language`). */
export const footerLatestQuery = (language: string) => ({
  query: FooterLatestDocument,
  variables: { limit: FOOTER_LATEST_COUNT, language },
});
