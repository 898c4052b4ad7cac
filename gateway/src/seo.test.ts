import type { RestArticleFragment } from './generated/graphql';
import { injectArticleHead } from './seo';

const article: RestArticleFragment = {
  id: 7,
  title: 'Boss fight </script><script>alert(1)</script> "guide"',
  content: '<p>Beat the <b>boss</b> in three moves.</p>',
  excerpt: null,
  slug: 'boss-fight-guide',
  categorySlug: 'guide',
  tagNames: ['boss', 'tips'],
  featuredImage: '/media/boss.webp',
  metaDescription: null,
  status: 'published',
  scheduledFor: null,
  authorId: 1,
  author: { displayName: 'Ana Editor' },
  featured: false,
  masterFeatured: false,
  mainFeaturedRoutes: [],
  thumbnailUrl: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  publishedAt: '2026-11-01T12:00:00.000Z',
};

const index = '<!doctype html><html><head><title>Savepoint</title><meta name="description" content="Gaming news"></head><body><div id="root"></div></body></html>';

describe('article head for crawlers', () => {
  const html = injectArticleHead(index, article, 'https://savepoint.example');

  it('titles, describes and links the article canonically', () => {
    expect(html).toContain('<title>Boss fight &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;guide&quot; | Savepoint</title>');
    expect(html).toContain('<meta name="description" content="Beat the boss in three moves.">');
    expect(html).not.toContain('Gaming news');
    expect(html).toContain('<link rel="canonical" href="https://savepoint.example/articles/boss-fight-guide">');
  });

  it('carries Open Graph and Twitter card tags with an absolute image', () => {
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:image" content="https://savepoint.example/media/boss.webp">');
    expect(html).toContain('<meta property="og:url" content="https://savepoint.example/articles/boss-fight-guide">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('embeds NewsArticle JSON-LD that no title can break out of', () => {
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toContain('<');
    const data = JSON.parse(script);
    expect(data).toMatchObject({ '@type': 'NewsArticle', headline: article.title, author: [{ name: 'Ana Editor' }], datePublished: article.publishedAt });
    // Only the one script element we added: the injected title did not open another.
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
