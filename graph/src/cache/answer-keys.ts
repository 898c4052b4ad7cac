// The cache keys of what an anonymous answer shows (@savepoint/cache-keys), collected while it is
// executed: every article and game it resolves by id, and for each root field the lists it reads
// (the keys a content change names when it could change that list: graph's triggers,
// Migration20261127100000ContentChangeKeys). A root field this table does not know makes the answer
// unkeyed, so it is dropped by every change, as before keys existed.
import {
  articleKey,
  categoryKey,
  CORRECTIONS_KEY,
  editionKey,
  FEATURED_KEY,
  gameKey,
  GAMES_KEY,
  KeySet,
  LATEST_KEY,
  LIST_KEY,
  PUBLICATION_KEY,
  TAXONOMY_KEY,
  type CacheKey,
} from '@savepoint/cache-keys';
import { getNamedType, type GraphQLResolveInfo, isListType, getNullableType } from 'graphql';

type Args = Record<string, unknown>;

/**
 * Root fields and the lists they read: chosen by text (search), any edit may change them (`list`);
 * chosen by listing facts, only changes of those facts (`latest`, or the category's own key). The
 * articles listed carry their own keys (below), so an edit of one reaches every list showing it.
 */
const ROOT_FIELDS: Record<string, (args: Args) => CacheKey[]> = {
  articles: (args) => {
    const filter = (args.filter ?? {}) as {
      category?: unknown;
      search?: unknown;
      game?: unknown;
      platform?: unknown;
      language?: unknown;
    };
    // One edition's list (issue 46) carries that edition's keys, which changes in other editions
    // do not name (docs/decisions/0051).
    const language = editionOf(filter.language);
    const inEdition = (collection: CacheKey) => (language ? editionKey(collection, language) : collection);
    const keys: CacheKey[] = [];
    if (typeof filter.search === 'string' && filter.search.trim() !== '') keys.push(inEdition(LIST_KEY));
    // Chosen by games' facts (a slug, a platform): a game's change names `games`, not the lists.
    if (typeof filter.game === 'string' && filter.game !== '') keys.push(GAMES_KEY);
    if (typeof filter.platform === 'string' && filter.platform.trim() !== '') keys.push(GAMES_KEY);
    keys.push(
      typeof filter.category === 'string' && filter.category !== '' ? categoryKey(filter.category) : inEdition(LATEST_KEY),
    );
    return keys;
  },
  // Every reader list answers one edition (ADR 0052); without `language` it is the default
  // edition's, keyed by the plain key, which every edition's change names (broader, still right).
  search: (args) => [inEditionOf(args.language, LIST_KEY)],
  mostReadArticles: (args) => [inEditionOf(args.language, LATEST_KEY)],
  articleSlugRedirect: () => [LIST_KEY],
  relatedArticles: (args) => [typeof args.category === 'string' ? categoryKey(args.category) : LIST_KEY],
  featuredArticles: () => [FEATURED_KEY],
  // They read a route's main slot, one per edition (ADR 0053): one edition's set carries that
  // edition's key, which its slot's and its articles' changes name and other editions' do not.
  featuredSet: (args) => [inEditionOf(args.language, FEATURED_KEY)],
  featuredSetForRoute: (args) => [inEditionOf(args.language, FEATURED_KEY)],
  masterFeaturedArticle: () => [FEATURED_KEY],
  categories: () => [TAXONOMY_KEY],
  category: () => [TAXONOMY_KEY],
  tags: () => [TAXONOMY_KEY],
  tag: () => [TAXONOMY_KEY],
  // The editions are navigation too: a change to one, or to its former prefixes, clears everything
  // (the tables' triggers: Migration20261206090000EditionContentChanged, …EditionFormerPrefixes).
  editions: () => [TAXONOMY_KEY],
  games: () => [GAMES_KEY],
  gamePlatforms: () => [GAMES_KEY],
  upcomingReleases: () => [GAMES_KEY],
  gameSlugRedirect: () => [GAMES_KEY],
  sitemapGameFiles: () => [GAMES_KEY],
  sitemapGames: () => [GAMES_KEY],
  // Keyed by the article or game they resolve (below); when there is none, by the lists it would join.
  article: () => [],
  articleBySlug: () => [],
  game: () => [],
  gameBySlug: () => [],
  // A live blog's entries (issue 22): an entry's change names its article's key
  // (Migration20261127150000LiveCacheKeys), so a live blog's page is kept (and purged at the edge)
  // like any article's, and one entry touches only that blog. The reconnect replay and the hubs'
  // event batches are never cached, so they stay out of this table.
  liveBlog: (args) => (typeof args.articleId === 'number' ? [articleKey(args.articleId)] : [LIST_KEY]),
  liveEntries: (args) => (typeof args.articleId === 'number' ? [articleKey(args.articleId)] : [LIST_KEY]),
  // Every correction across the site (issue 22): a correction names `corrections`
  // (Migration20261127150000LiveCacheKeys), its article its own key. Which articles' corrections
  // it lists (published, in the edition) are listing facts: an article published again, or moved to
  // the edition, is in no key of the list that left it out.
  corrections: (args) => [CORRECTIONS_KEY, inEditionOf(args.language, LATEST_KEY)],
  // Fixed by configuration: no content change alters them.
  reviewScale: () => [],
  publication: () => [PUBLICATION_KEY],
};

/** An edition's language as its keys spell it (lowercased canonical BCP 47), or null: across editions. */
function editionOf(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const [tag] = Intl.getCanonicalLocales(raw.trim());
    return tag ? tag.toLowerCase() : null;
  } catch {
    // Not a tag: the answer is an error, which is never stored.
    return null;
  }
}

/** `collection` as one edition's answer keys it: the edition's own key when `raw` names one. */
function inEditionOf(raw: unknown, collection: CacheKey): CacheKey {
  const language = editionOf(raw);
  return language ? editionKey(collection, language) : collection;
}

/**
 * Objects whose list of articles is the root field's own list, keyed by the root field (above):
 * adding `latest` there would tie one edition's list to every edition's changes.
 */
const ROOT_LIST_TYPES = new Set(['ArticlePage']);

const NOT_FOUND_KEYS: Record<string, CacheKey> = {
  article: LIST_KEY,
  articleBySlug: LIST_KEY,
  game: GAMES_KEY,
  gameBySlug: GAMES_KEY,
};

/** Fields below the root that count articles. */
const COUNTING_FIELDS = new Set(['Category.articleCount', 'Tag.articleCount']);

// A translation an article lists (hreflang, the language switcher) is an article: its own changes (a new
// title, unpublishing, deleting) reach the answers that list it. One newly published is named to its
// siblings by Migration20261209010000TranslationSiblingKeys.
const ENTITY_KEYS: Record<string, (id: number) => CacheKey> = {
  Article: articleKey,
  ArticleTranslation: articleKey,
  Game: gameKey,
  LinkedGame: gameKey,
};

/**
 * Objects that show an article's title and address under an id of their own (a correction on the
 * site-wide list): keyed by the article they name, so its unpublishing or retitling drops them.
 */
const ARTICLE_ID_FIELDS: Record<string, string> = { Correction: 'articleId' };

function addArticlesNamed(keys: KeySet, field: string, result: unknown): void {
  for (const item of Array.isArray(result) ? result : [result]) {
    const id = (item as Record<string, unknown> | null)?.[field];
    if (typeof id === 'number' && Number.isInteger(id)) keys.add(articleKey(id));
  }
}

function addEntities(keys: KeySet, keyOf: (id: number) => CacheKey, result: unknown): void {
  if (result == null) return;
  if (Array.isArray(result)) {
    for (const item of result) addEntities(keys, keyOf, item);
    return;
  }
  const id = (result as { id?: unknown }).id;
  if (typeof id === 'number' && Number.isInteger(id)) keys.add(keyOf(id));
  else keys.addUnkeyed();
}

/** Records what one resolved field adds to the answer's keys. */
export function recordFieldKeys(keys: KeySet, info: GraphQLResolveInfo, args: Args, result: unknown): void {
  const typeName = getNamedType(info.returnType).name;
  const entity = ENTITY_KEYS[typeName];
  if (entity) {
    addEntities(keys, entity, result);
    // A list of articles chosen by a query (a game's coverage, a featured set's sidebar) changes
    // when listing facts do.
    if (typeName === 'Article' && isListType(getNullableType(info.returnType)) && !ROOT_LIST_TYPES.has(info.parentType.name))
      keys.add(LATEST_KEY);
  }
  const articleIdField = ARTICLE_ID_FIELDS[typeName];
  if (articleIdField) addArticlesNamed(keys, articleIdField, result);
  if (info.parentType === info.schema.getQueryType()) {
    const root = ROOT_FIELDS[info.fieldName];
    if (!root) {
      keys.addUnkeyed();
      return;
    }
    keys.add(...root(args));
    if (result == null && NOT_FOUND_KEYS[info.fieldName]) keys.add(NOT_FOUND_KEYS[info.fieldName]);
    return;
  }
  if (COUNTING_FIELDS.has(`${info.parentType.name}.${info.fieldName}`)) keys.add(LATEST_KEY);
}
