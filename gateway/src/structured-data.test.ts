// JSON-LD of reader pages rendered by the gateway from a real graph and the built web app: every
// <script type="application/ld+json"> is parsed and held to what Google's documentation requires
// of its type (Article, Review snippet, Breadcrumb; VideoGame as schema.org defines it).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createArticle, createCategory, startTestStack, type TestStack } from '../../testing/gateway';
import { scriptJson } from './structured-data';

const PUBLIC_URL = 'https://savepoint.example';
let stack: TestStack;
let reviewCategory: string;
let game: { id: number; slug: string };

type Item = Record<string, any>;

beforeAll(async () => {
  stack = await startTestStack({
    gatewayEnv: { WEB_DIST_DIR: path.resolve(__dirname, '../../web/dist'), PUBLIC_URL, SSR_TIMEOUT_MS: '20000' },
  });
  reviewCategory = (await createCategory(stack.graph.graph, { name: 'Review', slug: 'review' })).slug;
  // A 2000×1000 upload: the crops promised in the JSON-LD are fetched back and measured.
  const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3355aa' } })
    .jpeg()
    .toBuffer();
  mkdirSync(stack.config.mediaDir, { recursive: true });
  writeFileSync(path.join(stack.config.mediaDir, 'ember-vale.jpg'), photo);
  const [media] = await stack.graph.graph
    .services()
    .em.execute<{ id: number }[]>(
      `INSERT INTO media (url, original_name, alt, width, height, bytes) VALUES ('/media/ember-vale.jpg', 'ember-vale.jpg', 'Ember Vale key art', 2000, 1000, ${photo.length}) RETURNING id`,
    );
  const created = await stack.graph.query(
    `mutation($input: GameInput!) { createGame(input: $input) { id slug } }`,
    {
      input: {
        name: 'Ember Vale',
        description: '<p>A lantern-lit <strong>soulslike</strong> &amp; more.</p>',
        coverImageId: media.id,
        platforms: ['pc', 'ps5'],
        releases: [
          { platform: 'ps5', precision: 'quarter', value: '2027-Q2' },
          { platform: 'pc', precision: 'day', value: '2027-03-14' },
        ],
        developers: ['Hollow Oak Studio'],
        publishers: ['Brightline Games'],
        franchise: 'Vale',
        genres: ['Action RPG'],
      },
    },
    stack.graph.editorHeaders(),
  );
  if (!created.data?.createGame) throw new Error(JSON.stringify(created.errors));
  game = created.data.createGame;
});
afterAll(async () => {
  await stack?.close();
});

async function jsonLdOf(pathname: string): Promise<{ status: number; html: string; items: Item[] }> {
  const res = await stack.client().get(pathname, { headers: { accept: 'text/html', host: 'evil.example' } });
  const head = res.text.slice(0, res.text.indexOf('</head>'));
  const items = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Item,
  );
  // Nothing after the head carries structured data (the body is the app's own markup).
  expect(res.text.slice(head.length)).not.toContain('application/ld+json');
  return { status: res.status, html: res.text, items };
}

const ofType = (items: Item[], type: string) => items.filter((i) => i['@type'] === type);
const isUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/savepoint\.example\//.test(value);
const isAbsolute = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+\//.test(value);
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** What Google's documentation asks of each type, as a list of what is missing (empty when none). */
function missing(item: Item): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${item['@type']}.${what}`);
  };
  need(item['@context'] === 'https://schema.org', '@context');
  const people = (value: unknown) => (Array.isArray(value) ? value : [value]) as Item[];
  // A live blog is a news article with its coverage times and updates.
  if (item['@type'] === 'LiveBlogPosting') {
    need(isDate(item.coverageStartTime), 'coverageStartTime');
    need(
      Array.isArray(item.liveBlogUpdate) &&
        (item.liveBlogUpdate as Item[]).every((u) => u['@type'] === 'BlogPosting' && u.headline && isDate(u.datePublished)),
      'liveBlogUpdate',
    );
  }
  switch (item['@type'] === 'LiveBlogPosting' ? 'NewsArticle' : item['@type']) {
    case 'NewsArticle':
      need(typeof item.headline === 'string' && item.headline.length > 0, 'headline');
      need(Array.isArray(item.image) && item.image.length > 0 && item.image.every(isAbsolute), 'image');
      need(isDate(item.datePublished), 'datePublished');
      need(isDate(item.dateModified), 'dateModified');
      need(
        people(item.author).every((a) => a?.name && isUrl(a.url)),
        'author.name/url',
      );
      need(item.publisher?.name && isUrl(item.publisher?.logo?.url), 'publisher.logo');
      break;
    case 'Review':
      need(item.itemReviewed?.['@type'] === 'VideoGame' && item.itemReviewed.name, 'itemReviewed.name');
      need(
        people(item.author).every((a) => a?.name),
        'author.name',
      );
      need(typeof item.reviewRating?.ratingValue === 'number', 'reviewRating.ratingValue');
      need(typeof item.reviewRating?.bestRating === 'number', 'reviewRating.bestRating');
      need(typeof item.reviewRating?.worstRating === 'number', 'reviewRating.worstRating');
      for (const notes of ['positiveNotes', 'negativeNotes'].filter((n) => item[n])) {
        need(item[notes]['@type'] === 'ItemList', `${notes}.@type`);
        need(
          (item[notes].itemListElement as Item[]).every(
            (li, i) => li['@type'] === 'ListItem' && li.position === i + 1 && li.name,
          ),
          `${notes}.itemListElement`,
        );
      }
      break;
    case 'VideoGame':
      need(typeof item.name === 'string', 'name');
      need(isUrl(item.url), 'url');
      need(Array.isArray(item.gamePlatform) && item.gamePlatform.length > 0, 'gamePlatform');
      break;
    case 'BreadcrumbList':
      need(
        Array.isArray(item.itemListElement) &&
          item.itemListElement.length > 1 &&
          (item.itemListElement as Item[]).every(
            (li, i) => li['@type'] === 'ListItem' && li.position === i + 1 && li.name && isUrl(li.item),
          ),
        'itemListElement position/name/item',
      );
      break;
    default:
      problems.push(`unexpected type ${item['@type']}`);
  }
  return problems;
}

const crumbs = (item: Item) => (item.itemListElement as Item[]).map((li) => [li.name, li.item]);

describe('article page JSON-LD', () => {
  it('gives an article NewsArticle with 16:9, 4:3 and 1:1 crops of at least 1200 px, and Home > Category > Article', async () => {
    const news = await createCategory(stack.graph.graph, { name: 'News', slug: 'news' });
    const article = await createArticle(stack.graph.graph, {
      title: 'Ember Vale delayed',
      category: news.slug,
      featuredImage: '/media/ember-vale.jpg',
      metaDescription: 'The lantern waits.',
      games: [game.id],
    });
    const { status, html, items } = await jsonLdOf(`/articles/${article.slug}`);
    expect(status).toBe(200);
    expect(items.flatMap(missing)).toEqual([]);
    expect(items.map((i) => i['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
    const [newsArticle] = ofType(items, 'NewsArticle');
    expect(newsArticle).toMatchObject({
      headline: 'Ember Vale delayed',
      description: 'The lantern waits.',
      author: [{ '@type': 'Person', name: stack.graph.admin.displayName, url: `${PUBLIC_URL}/about` }],
      publisher: { '@type': 'Organization', name: 'Savepoint', logo: { url: `${PUBLIC_URL}/favicon.svg` } },
      mainEntityOfPage: { '@id': `${PUBLIC_URL}/articles/${article.slug}` },
      about: [{ '@type': 'VideoGame', name: 'Ember Vale', url: `${PUBLIC_URL}/games/${game.slug}` }],
    });
    expect(newsArticle.datePublished).toBe(new Date(article.publishedAt!).toISOString());
    expect(newsArticle.image).toEqual(
      ['16x9', '4x3', '1x1'].map((crop) => `${PUBLIC_URL}/media/ember-vale.jpg?w=1200&crop=${crop}`),
    );
    // The pipeline draws what the JSON-LD promises.
    const sizes = await Promise.all(
      (newsArticle.image as string[]).map(async (url) => {
        const res = await fetch(stack.baseUrl + url.slice(PUBLIC_URL.length), { headers: { accept: 'image/webp' } });
        expect(res.status).toBe(200);
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        return [meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      [1200, 675],
      [1200, 900],
      [1200, 1200],
    ]);
    expect(crumbs(ofType(items, 'BreadcrumbList')[0])).toEqual([
      ['Home', `${PUBLIC_URL}/`],
      ['News', `${PUBLIC_URL}/articles?category=news`],
      ['Ember Vale delayed', `${PUBLIC_URL}/articles/${article.slug}`],
    ]);
    expect(html).toContain('<meta name="robots" content="max-image-preview:large">');
  });

  it('adds a Review of the VideoGame with its rating on the scale, pros and cons as item lists', async () => {
    const article = await createArticle(stack.graph.graph, {
      title: 'Ember Vale review',
      category: reviewCategory,
      // An outside picture the pipeline cannot cut is named as it is.
      featuredImage: 'https://images.example/ember-vale-review.jpg',
      games: [game.id],
      review: {
        score: 8.5,
        verdict: 'A slow burn that earns every bonfire.',
        pros: ['Lantern combat', 'Art direction'],
        cons: ['Checkpoint spacing'],
        platformsTested: ['ps5'],
      },
    });
    const { status, items } = await jsonLdOf(`/articles/${article.slug}`);
    expect(status).toBe(200);
    expect(items.flatMap(missing)).toEqual([]);
    expect(items.map((i) => i['@type'])).toEqual(['NewsArticle', 'Review', 'BreadcrumbList']);
    expect(ofType(items, 'NewsArticle')[0].image).toEqual(['https://images.example/ember-vale-review.jpg']);
    expect(ofType(items, 'Review')[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Review',
      name: 'Ember Vale review',
      url: `${PUBLIC_URL}/articles/${article.slug}`,
      itemReviewed: {
        '@type': 'VideoGame',
        name: 'Ember Vale',
        url: `${PUBLIC_URL}/games/${game.slug}`,
        gamePlatform: ['PlayStation 5'],
      },
      author: { '@type': 'Person', name: stack.graph.admin.displayName, url: `${PUBLIC_URL}/about` },
      publisher: expect.objectContaining({ name: 'Savepoint' }),
      datePublished: new Date(article.publishedAt!).toISOString(),
      reviewRating: { '@type': 'Rating', ratingValue: 8.5, bestRating: 10, worstRating: 0 },
      reviewBody: 'A slow burn that earns every bonfire.',
      positiveNotes: {
        '@type': 'ItemList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Lantern combat' },
          { '@type': 'ListItem', position: 2, name: 'Art direction' },
        ],
      },
      negativeNotes: {
        '@type': 'ItemList',
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Checkpoint spacing' }],
      },
    });
    // The review category has its own route.
    expect(crumbs(ofType(items, 'BreadcrumbList')[0])[1]).toEqual(['Review', `${PUBLIC_URL}/reviews`]);
  });

  it('keeps every text whole and inert: no </script>, <!-- or line separator gets through raw', async () => {
    const title = 'Boss </script><script>alert(1)</script> <!-- guide \u2028 & \u2029 done';
    const article = await createArticle(stack.graph.graph, { title });
    const { html, items } = await jsonLdOf(`/articles/${article.slug}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<script/g)?.length).toBe(head.match(/<\/script>/g)?.length);
    expect(head).not.toContain('<script>alert(1)');
    const scripts = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    expect(ofType(items, 'NewsArticle')[0].headline).toBe(title);
    expect(scriptJson({ t: '</script><!--\u2028' })).toBe('{"t":"\\u003c/script\\u003e\\u003c!--\\u2028"}');
  });

  it('makes a live blog a LiveBlogPosting with its coverage times and newest updates; a correction moves dateModified', async () => {
    const news = await createCategory(stack.graph.graph, { name: 'Live', slug: 'live-news' });
    const article = await createArticle(stack.graph.graph, {
      title: 'Showcase live',
      category: news.slug,
      featuredImage: '/media/ember-vale.jpg',
    });
    const write = async (document: string, variables: Record<string, unknown>) => {
      const res = await stack.graph.query(document, { id: article.id, ...variables }, stack.graph.editorHeaders());
      expect(res.errors).toBeUndefined();
      return res.data!;
    };
    await write(
      `mutation($id: Int!) { updateArticle(id: $id, input: { live: { status: live, startsAt: "2026-06-08T17:00:00.000Z" } }) { id } }`,
      {},
    );
    const post = `mutation($id: Int!, $input: LiveEntryInput!) { createLiveEntry(articleId: $id, input: $input) { id } }`;
    await write(post, { input: { content: '<p>Doors open &amp; the stream starts</p>' } });
    const second = (await write(post, { input: { content: '<p>First reveal</p>', keyEvent: true } })).createLiveEntry;
    const before = ofType((await jsonLdOf(`/articles/${article.slug}`)).items, 'LiveBlogPosting')[0];
    expect(missing(before)).toEqual([]);
    // The newest entry is the blog's latest change, though the article row was not touched.
    const newest = (before.liveBlogUpdate as { dateModified: string }[])[0].dateModified;
    expect(before.dateModified).toBe(newest);
    expect(before).toMatchObject({ coverageStartTime: '2026-06-08T17:00:00.000Z' });
    expect(before.liveBlogUpdate).toEqual([
      expect.objectContaining({ headline: 'First reveal', url: `${PUBLIC_URL}/articles/${article.slug}#entry-${second.id}` }),
      expect.objectContaining({ headline: 'Doors open & the stream starts' }),
    ]);
    await write(
      `mutation($id: Int!) { addCorrection(articleId: $id, input: { kind: update, note: "Added the reveals." }) { id } }`,
      {},
    );
    const after = ofType((await jsonLdOf(`/articles/${article.slug}`)).items, 'LiveBlogPosting')[0];
    expect(Date.parse(after.dateModified as string)).toBeGreaterThan(Date.parse(before.dateModified as string));
    const { article: corrected } = await write(`query($id: Int!) { article(id: $id) { correctedAt } }`, {});
    expect(after.dateModified).toBe(corrected.correctedAt);

    // A later entry moves it again.
    await write(post, { input: { content: '<p>Second reveal</p>' } });
    const later = ofType((await jsonLdOf(`/articles/${article.slug}`)).items, 'LiveBlogPosting')[0];
    expect(Date.parse(later.dateModified as string)).toBeGreaterThanOrEqual(Date.parse(after.dateModified as string));
    expect(later.dateModified).toBe((later.liveBlogUpdate as { dateModified: string }[])[0].dateModified);
  });

  it('keeps a live blog whose start is not yet known valid: no LiveBlogPosting without its coverageStartTime', async () => {
    const article = await createArticle(stack.graph.graph, {
      title: 'Showcase live soon',
      featuredImage: '/media/ember-vale.jpg',
    });
    const res = await stack.graph.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { live: { status: upcoming } }) { live { status startsAt } } }`,
      { id: article.id },
      stack.graph.editorHeaders(),
    );
    expect(res.data?.updateArticle.live).toEqual({ status: 'upcoming', startsAt: null });
    const { status, items } = await jsonLdOf(`/articles/${article.slug}`);
    expect(status).toBe(200);
    expect(items.flatMap(missing)).toEqual([]);
    expect(items.map((i) => i['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
  });

  it('puts none on a missing article, and keeps not-found pages from max-image-preview', async () => {
    const { status, html, items } = await jsonLdOf('/articles/no-such-article');
    expect(status).toBe(404);
    expect(items).toEqual([]);
    expect(html).not.toContain('max-image-preview');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});

describe('game page JSON-LD (/games/{slug})', () => {
  it("is a VideoGame from the game's facts, with Home > Games > Game", async () => {
    const { status, items } = await jsonLdOf(`/games/${game.slug}`);
    expect(status).toBe(200);
    expect(items.flatMap(missing)).toEqual([]);
    expect(items[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoGame',
      name: 'Ember Vale',
      url: `${PUBLIC_URL}/games/${game.slug}`,
      description: 'A lantern-lit soulslike & more.',
      image: ['16x9', '4x3', '1x1'].map((crop) => `${PUBLIC_URL}/media/ember-vale.jpg?w=1200&crop=${crop}`),
      gamePlatform: ['PC', 'PlayStation 5'],
      operatingSystem: 'PC, PlayStation 5',
      applicationCategory: 'Game',
      genre: ['Action RPG'],
      author: [{ '@type': 'Organization', name: 'Hollow Oak Studio' }],
      publisher: [{ '@type': 'Organization', name: 'Brightline Games' }],
      isPartOf: { '@type': 'VideoGameSeries', name: 'Vale' },
      // Only a release known to the day is a date; the PS5's "Q2 2027" is not.
      datePublished: '2027-03-14',
      dateModified: expect.any(String),
      // The review the page shows with its score (written by the test above).
      review: {
        '@type': 'Review',
        name: 'Ember Vale review',
        url: `${PUBLIC_URL}/articles/ember-vale-review`,
        author: { '@type': 'Person', name: stack.graph.admin.displayName, url: `${PUBLIC_URL}/about` },
        datePublished: expect.any(String),
        reviewRating: { '@type': 'Rating', ratingValue: 8.5, bestRating: 10, worstRating: 0 },
      },
    });
    expect(crumbs(items[1])).toEqual([
      ['Home', `${PUBLIC_URL}/`],
      ['Games', `${PUBLIC_URL}/games`],
      ['Ember Vale', `${PUBLIC_URL}/games/${game.slug}`],
    ]);
  });

  it("previews a shared game link with the game's cover, as its JSON-LD names it", async () => {
    const { html } = await jsonLdOf(`/games/${game.slug}`);
    const cover = `${PUBLIC_URL}/media/ember-vale.jpg`;
    expect(html).toContain(`<meta property="og:image" content="${cover}">`);
    expect(html).toContain(`<meta name="twitter:image" content="${cover}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('describes the game in the text its page shows: an entity written out stays written out', async () => {
    // The page shows "Type &lt;Tab&gt; & aim": the description's own text, once unescaped.
    const created = await stack.graph.query(
      `mutation($input: GameInput!) { createGame(input: $input) { slug } }`,
      { input: { name: 'Markup Quest', description: '<p>Type &amp;lt;Tab&amp;gt; &amp; aim</p>', platforms: ['pc'] } },
      stack.graph.editorHeaders(),
    );
    const { items, html } = await jsonLdOf(`/games/${created.data!.createGame.slug}`);
    expect(html).toContain('Type &amp;lt;Tab&amp;gt; &amp; aim');
    expect(ofType(items, 'VideoGame')[0].description).toBe('Type &lt;Tab&gt; & aim');
  });

  it('puts none on an unknown game', async () => {
    const { status, items } = await jsonLdOf('/games/no-such-game');
    expect(status).toBe(404);
    expect(items).toEqual([]);
  });
});
