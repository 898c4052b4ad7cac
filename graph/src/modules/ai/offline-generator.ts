// Without an OPENAI_API_KEY the product still drafts: a template article built from the keyword
// and what the publication has already published about it. It goes through the same validation.
import { validateArticleDraft, type ArticleDraft } from './article-draft';

export interface RelatedArticleSummary {
  title: string;
  slug: string;
  categorySlug: string;
  tags: readonly string[];
}

export interface OfflineDraftContext {
  keyword: string;
  categories: ReadonlyArray<{ slug: string; name: string }>;
  related: readonly RelatedArticleSummary[];
}

function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word === word.toLowerCase() ? word[0].toUpperCase() + word.slice(1) : word))
    .join(' ');
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}

/** The category the keyword names, else the one most related articles share, else news. */
function pickCategory(context: OfflineDraftContext): string {
  const keyword = context.keyword.toLowerCase();
  const named = context.categories.find(
    (c) => keyword.includes(c.slug) || keyword.includes(c.name.toLowerCase()),
  );
  if (named) return named.slug;
  const counts = new Map<string, number>();
  for (const article of context.related) counts.set(article.categorySlug, (counts.get(article.categorySlug) ?? 0) + 1);
  const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (common && context.categories.some((c) => c.slug === common)) return common;
  return context.categories.find((c) => c.slug === 'news')?.slug ?? context.categories[0].slug;
}

export function generateOfflineDraft(context: OfflineDraftContext): ArticleDraft {
  const topic = titleCase(context.keyword.trim());
  const category = pickCategory(context);
  const categoryName = context.categories.find((c) => c.slug === category)?.name ?? category;
  const relatedTags = [...new Set(context.related.flatMap((a) => a.tags))].slice(0, 4);
  const tags = [topic, ...relatedTags, categoryName].slice(0, 6);
  const safeTopic = escapeHtml(topic);

  const coverage = context.related.length
    ? `<h2>What we have covered so far</h2><p>Savepoint has followed ${safeTopic} closely. Catch up with:</p><ul>${context.related
        .slice(0, 5)
        .map((a) => `<li><a href="/articles/${escapeHtml(a.slug)}">${escapeHtml(a.title)}</a></li>`)
        .join('')}</ul>`
    : `<h2>Why it matters</h2><p>${safeTopic} is new territory for Savepoint, which makes it a good moment to set out the basics for readers meeting it for the first time.</p>`;

  const content = [
    `<p>${safeTopic} keeps coming up in conversations with players, and this week it deserves a closer look. Here is what you need to know, what is still unclear, and what to watch next.</p>`,
    `<h2>The essentials</h2><p>Start with the facts: who is behind ${safeTopic}, what has been announced or released, and which platforms are involved. Add dates, prices and sources before publishing.</p>`,
    coverage,
    `<h2>What to watch next</h2><p>Note upcoming updates, events or releases connected to ${safeTopic}, and what they could mean for players in the ${escapeHtml(categoryName)} space.</p>`,
    `<p><em>Draft written by Savepoint's offline generator: check every fact and add your own reporting before publishing.</em></p>`,
  ].join('');

  return validateArticleDraft(
    {
      title: `${topic}: What You Need to Know`,
      content,
      metaDescription: `${topic} explained: the essentials, Savepoint's coverage so far and what to watch next.`.slice(0, 300),
      tags,
      category,
    },
    context.categories.map((c) => c.slug),
    'offline',
  );
}
