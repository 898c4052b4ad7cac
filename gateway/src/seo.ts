// Article pages carry their title, description, canonical link, Open Graph / Twitter tags and a
// NewsArticle JSON-LD block in the served HTML itself, so crawlers and link previews need no JS.
import { ArticleBySlugDocument, type RestArticleFragment } from './generated/graphql';
import type { GraphClient } from './graph-client';

const PRODUCT = 'Savepoint';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside <script>: `<` escaped so no string in it can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

function describe(article: RestArticleFragment): string {
  const text = article.metaDescription || article.excerpt || plainText(article.content);
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

const absolute = (url: string | null | undefined, origin: string) => {
  if (!url) return undefined;
  try {
    return new URL(url, origin).toString();
  } catch {
    return undefined;
  }
};

export function articleHead(article: RestArticleFragment, origin: string): { title: string; head: string } {
  const url = `${origin}/articles/${encodeURIComponent(article.slug)}`;
  const description = describe(article);
  const image = absolute(article.featuredImage, origin) ?? absolute(article.thumbnailUrl, origin);
  const title = `${article.title} | ${PRODUCT}`;
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '';
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description,
    ...(image ? { image: [image] } : {}),
    datePublished: article.publishedAt ?? article.createdAt,
    dateModified: article.updatedAt,
    author: [{ '@type': 'Person', name: article.author.displayName }],
    publisher: { '@type': 'Organization', name: PRODUCT },
    mainEntityOfPage: url,
    articleSection: article.categorySlug,
    keywords: article.tagNames.join(', '),
  };
  const head = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', PRODUCT),
    meta('property', 'og:title', article.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'article:published_time', article.publishedAt ?? undefined),
    meta('property', 'article:section', article.categorySlug),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', article.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  return { title, head };
}

/** index.html with the article's head; the page's own description/canonical give way to the article's. */
export function injectArticleHead(indexHtml: string, article: RestArticleFragment, origin: string): string {
  const { title, head } = articleHead(article, origin);
  let html = indexHtml
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/i, '');
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    : html.replace(/<\/head>/i, () => `<title>${escapeHtml(title)}</title>\n  </head>`);
  return html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
}

/** Published articles only (asked anonymously), so a draft never leaks into served HTML. */
export async function findPublishedArticle(graph: GraphClient, slug: string, ip: string | undefined, requestId: string) {
  const data = await graph.execute(ArticleBySlugDocument, { slug }, { ip }, requestId);
  return data.articleBySlug;
}
