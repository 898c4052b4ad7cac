// The key vocabulary: what a change touches, how it travels on the channel, and which entries it reaches.
import {
  articleChangeKeys,
  editionKey,
  CACHE_KEYS_HEADER,
  encodeContentChange,
  EVERYTHING,
  featuredChangeKeys,
  formatKeys,
  gameChangeKeys,
  keyedChange,
  KeySet,
  parseContentChange,
  parseKeys,
  touches,
} from './index';

test('a draft edit touches only its article; a published one also every list it is in', () => {
  expect(articleChangeKeys({ id: 7, visible: false, categorySlugs: ['news'], tagIds: [5] })).toEqual(['article-7']);
  expect(articleChangeKeys({ id: 7, visible: true, categorySlugs: ['news', 'reviews'], tagIds: [5], gameIds: [3] })).toEqual([
    'article-7',
    'category-news',
    'category-reviews',
    'featured',
    'feed',
    'game-3',
    'home',
    'latest',
    'list',
    'sitemap',
    'tag-5',
  ]);
  // A title edit of a listed article: not the lists chosen by listing facts (they carry its own key).
  expect(articleChangeKeys({ id: 7, visible: true, listed: false, categorySlugs: ['news'] })).toEqual([
    'article-7',
    'category-news',
    'feed',
    'list',
    'sitemap',
  ]);
  expect(gameChangeKeys(4)).toEqual(['game-4', 'games']);
  expect(featuredChangeKeys()).toEqual(['featured', 'home']);
  // A German slot: its edition's featured answers and home page, never the English edition's.
  expect(featuredChangeKeys(['de'])).toEqual(['featured', 'featured-de', 'home', 'home-de']);
});

test("an article's change names each collection in its editions too; featured slots only for a featured one", () => {
  expect(editionKey('latest', 'pt-BR')).toBe('latest-pt-br');
  const german = articleChangeKeys({ id: 9, visible: true, languages: ['de'], featured: false, categorySlugs: ['news'] });
  expect(german).toEqual([
    'article-9',
    'category-news',
    'feed',
    'feed-de',
    'home',
    'home-de',
    'latest',
    'latest-de',
    'list',
    'list-de',
    'sitemap',
    'sitemap-de',
  ]);
  // What the English edition's lists carry: no German change reaches them.
  for (const key of ['latest-en', 'home-en', 'list-en', 'feed-en', 'featured', 'featured-en']) expect(german).not.toContain(key);
  expect(touches(['latest-en', 'article-3'], keyedChange(german))).toBe(false);
  expect(touches(['latest-de'], keyedChange(german))).toBe(true);
  // Moved between editions: both editions' lists.
  expect(articleChangeKeys({ id: 9, visible: true, languages: ['de', 'en'], featured: true })).toEqual(
    expect.arrayContaining(['featured-de', 'featured-en', 'latest-de', 'latest-en']),
  );
});

test('a change travels as its keys; anything else on the channel means everything', () => {
  const change = keyedChange(['list', 'article-7', 'list']);
  expect(encodeContentChange(change)).toBe('keys article-7 list');
  expect(parseContentChange('keys article-7 list')).toEqual({ all: false, keys: ['article-7', 'list'] });
  expect(encodeContentChange(EVERYTHING)).toBe('*');
  for (const payload of ['*', 'article', '', undefined, 'keys ', 'keys Article-7', 'keys a;b'])
    expect(parseContentChange(payload)).toBe(EVERYTHING);
  // Too long for NOTIFY: everything rather than a change PostgreSQL would refuse.
  const many = keyedChange(Array.from({ length: 2000 }, (_, id) => `article-${id}`));
  expect(encodeContentChange(many)).toBe('*');
});

test('a change reaches the entries tagged with one of its keys, and every untagged entry', () => {
  const edit = keyedChange(['article-7', 'list']);
  expect(touches(['article-7'], edit)).toBe(true);
  expect(touches(['article-8', 'taxonomy'], edit)).toBe(false);
  expect(touches(['home', 'list', 'featured'], edit)).toBe(true);
  expect(touches(undefined, edit)).toBe(true);
  expect(touches(['article-8'], EVERYTHING)).toBe(true);
});

test('the keys of an answer: a header of sorted keys, unkeyed when any part was', () => {
  expect(CACHE_KEYS_HEADER).toBe('x-savepoint-cache-keys');
  expect(formatKeys(['list', 'article-2', 'list'])).toBe('article-2 list');
  expect(parseKeys('list  article-2')).toEqual(['article-2', 'list']);
  expect(parseKeys(undefined)).toBeUndefined();
  expect(parseKeys('')).toBeUndefined();
  expect(parseKeys('list <script>')).toBeUndefined();

  const page = new KeySet().add('home').merge(['list', 'article-2']);
  expect(page.keys).toEqual(['article-2', 'home', 'list']);
  expect(page.merge(undefined).keys).toBeUndefined();
  expect(new KeySet().keys).toBeUndefined();
  expect(new KeySet().add('Not A Key').keys).toBeUndefined();
});
