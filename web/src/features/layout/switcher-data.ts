// The language switcher's data: the editions (declared for every page in app/route-data.ts, so the
// server render has them) and an article's translations (the article page's query brings them).
import { ReaderEditionsDocument, SwitcherArticleDocument } from '../../gql/reader/graphql';

export const editionsQuery = () => ({ query: ReaderEditionsDocument, variables: {} });
export const switcherArticleQuery = (slug: string) => ({ query: SwitcherArticleDocument, variables: { slug } });
