import { canonicalUrl, openGraphLocale, pageHead } from './seo';

const origin = 'https://savepoint.example';
const article = {
  slug: 'boss-fight-guide',
  headline: 'Boss fight </script><script>alert(1)</script> "guide"',
  image: '/media/boss.webp',
  publishedAt: '2026-11-01T12:00:00.000Z',
  section: 'Guide',
  author: 'Ana Editor',
  tags: ['boss', 'tips'],
  language: 'en',
  translations: [],
};

describe('page head for crawlers', () => {
  const { title, tags } = pageHead({
    status: 200,
    title: article.headline,
    description: 'Beat the boss.',
    article,
    url: `${origin}/articles/boss-fight-guide`,
    origin,
  });

  it('titles, describes and links the page canonically', () => {
    expect(title).toBe(`${article.headline} | Savepoint`);
    expect(tags).toContain('<meta name="description" content="Beat the boss.">');
    expect(tags).toContain('<link rel="canonical" href="https://savepoint.example/articles/boss-fight-guide">');
  });

  it('carries Open Graph and Twitter card tags with an absolute image', () => {
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(tags).toContain('<meta property="og:image" content="https://savepoint.example/media/boss.webp">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('writes the JSON-LD it is given, that no text can break out of, and lets images preview large', () => {
    const headline = 'Boss </script><script>alert(1)</script> <!-- "guide"';
    const page = pageHead({
      status: 200,
      title: headline,
      url: `${origin}/articles/boss`,
      origin,
      structuredData: [{ '@type': 'NewsArticle', headline }, { '@type': 'BreadcrumbList' }],
    });
    const scripts = [...page.tags.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).not.toContain('<');
    expect(JSON.parse(scripts[0])).toEqual({ '@type': 'NewsArticle', headline });
    expect(page.tags.match(/<script/g)).toHaveLength(2);
    expect(page.tags).toContain('<meta name="robots" content="max-image-preview:large">');
  });

  it("tells link previews the page's language and its translations' as Open Graph locales", () => {
    const alternates = ['en', 'de', 'ja'].map((hreflang) => ({ hreflang, href: `${origin}/${hreflang}` }));
    const german = pageHead({
      status: 200,
      language: 'de',
      url: `${origin}/de`,
      origin,
      alternates: [...alternates, { hreflang: 'x-default', href: origin }],
    });
    expect(german.tags).toContain('<meta property="og:locale" content="de_DE">');
    expect([...german.tags.matchAll(/og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1])).toEqual(['en_US', 'ja_JP']);
    // A tag that names its territory keeps it; one that is no tag names nothing.
    expect([openGraphLocale('pt-BR'), openGraphLocale('es'), openGraphLocale('ar'), openGraphLocale('not a tag')]).toEqual([
      'pt_BR',
      'es_ES',
      'ar_EG',
      undefined,
    ]);
  });

  it('keeps not-found pages out of the index, without a canonical URL', () => {
    const missing = pageHead({ status: 404, title: 'Page Not Found', url: `${origin}/nope`, origin });
    expect(missing.tags).toContain('<meta name="robots" content="noindex">');
    expect(missing.tags).not.toContain('canonical');
    expect(missing.tags).not.toContain('max-image-preview');
  });

  it('keeps a page only a link holder may see out of the index, without a canonical URL or og:url', () => {
    const preview = pageHead({
      status: 200,
      title: 'Preview: Secret',
      url: `${origin}/preview/abc`,
      origin,
      indexable: false,
      structuredData: [{ '@type': 'NewsArticle', headline: 'Secret' }],
    });
    expect(preview.tags).toContain('<meta name="robots" content="noindex">');
    expect(preview.tags).not.toContain('max-image-preview');
    expect(preview.tags).not.toContain('ld+json');
    expect(preview.tags).not.toContain('canonical');
    expect(preview.tags).not.toContain('og:url');
  });

  it('canonical URLs keep only the parameters that make another page', () => {
    expect(canonicalUrl(origin, '/articles', new URLSearchParams('search=x&page=3&utm_source=y'))).toBe(
      `${origin}/articles?page=3`,
    );
    expect(canonicalUrl(origin, '/articles', new URLSearchParams('page=1'))).toBe(`${origin}/articles`);
  });

  it('gives every spelling of one listing page one canonical URL', () => {
    const of = (path: string, query: string, prefix: string | null = null) =>
      canonicalUrl(origin, path, new URLSearchParams(query), prefix);
    // The pages read ?page= as a whole number from 1 (web/src/lib/pager.ts): anything else is page 1.
    for (const page of ['0', '-2', 'abc', '01', ''])
      expect({ page, url: of('/articles', `page=${page}`) }).toEqual({ page, url: `${origin}/articles` });
    expect(of('/articles', 'page=02')).toBe(`${origin}/articles?page=2`);
    // ?category= is read in any letter case; a category with its own route is that route's page.
    expect(of('/articles', 'category=News')).toBe(`${origin}/articles?category=news`);
    expect(of('/articles', 'category=all')).toBe(`${origin}/articles`);
    expect(of('/articles', 'category=Review&page=3')).toBe(`${origin}/reviews?page=3`);
    expect(of('/articles', 'category=review', 'de')).toBe(`${origin}/de/reviews`);
    expect(of('/reviews', 'category=news')).toBe(`${origin}/reviews`);
  });
});

describe('hreflang links (ADR 0049)', () => {
  const head = (alternates: { hreflang: string; href: string }[], status = 200) =>
    pageHead({ status, url: `${origin}/de`, origin, alternates, rssPath: '/de/rss.xml' }).tags;
  const set = [
    { hreflang: 'en', href: `${origin}/` },
    { hreflang: 'de', href: `${origin}/de` },
    { hreflang: 'x-default', href: `${origin}/` },
  ];

  it("lists every translation, itself included, and x-default, with the edition's feed", () => {
    const tags = head(set);
    expect(tags).toContain(`<link rel="alternate" hreflang="en" href="${origin}/">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="de" href="${origin}/de">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/">`);
    expect(tags).toContain(`type="application/rss+xml" title="Savepoint" href="${origin}/de/rss.xml"`);
  });

  it('lists none for a page without translations, or a 404', () => {
    expect(head(set.slice(1))).not.toContain('hreflang');
    expect(head(set, 404)).not.toContain('hreflang');
  });
});
