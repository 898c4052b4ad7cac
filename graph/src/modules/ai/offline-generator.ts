// Without an OPENAI_API_KEY the product still drafts: a template article built from the keyword
// and what the publication has already published about it. It goes through the same validation.
import { DRAFT_LIMITS, REVIEW_DRAFT_CATEGORY, validateArticleDraft, type ArticleDraft } from './article-draft';

export interface RelatedArticleSummary {
  title: string;
  slug: string;
  categorySlug: string;
  tags: readonly string[];
}

/** @public What generateOfflineDraft is given (ai.jobs.ts requires it with the first draft). */
export interface OfflineDraftContext {
  keyword: string;
  categories: ReadonlyArray<{ slug: string; name: string }>;
  related: readonly RelatedArticleSummary[];
  /** The category the editor chose; the draft is filed under it. */
  category?: string | null;
}

function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word === word.toLowerCase() ? word[0].toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** Cut at a word boundary to `max` characters: a long keyword still makes a title and a tag within the limits. */
function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1).replace(/\s+\S*$/, '');
  return (cut.length <= max ? cut : text.slice(0, max)).replace(/[\s:,;–-]+$/, '');
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}

/** The category the keyword names, else the one most related articles share, else news. */
function pickCategory(context: OfflineDraftContext): string {
  if (context.category && context.categories.some((c) => c.slug === context.category)) return context.category;
  const keyword = context.keyword.toLowerCase();
  const named = context.categories.find((c) => keyword.includes(c.slug) || keyword.includes(c.name.toLowerCase()));
  if (named) return named.slug;
  const counts = new Map<string, number>();
  for (const article of context.related) counts.set(article.categorySlug, (counts.get(article.categorySlug) ?? 0) + 1);
  const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (common && context.categories.some((c) => c.slug === common)) return common;
  return context.categories.find((c) => c.slug === 'news')?.slug ?? context.categories[0].slug;
}

interface Take {
  title: (topic: string) => string;
  opening: (topic: string, category: string) => string;
  sections: (topic: string, category: string) => string[];
  closing: (topic: string) => string;
  meta: (topic: string) => string;
}

// Each Regenerate asks for the next take, so the editor gets a different draft every time. Every
// sentence is written for readers: nothing here is a note to the writer.
const TAKES: readonly Take[] = [
  {
    title: (t) => `${t}: What You Need to Know`,
    opening: (t) =>
      `${t} keeps coming up in conversations with players, and this week it deserves a closer look. Here is the state of play, what is still unclear and what to watch next.`,
    sections: (t, c) => [
      `<h2>The essentials</h2><p>${t} has become one of the talking points of the ${c} scene. Players are weighing what it offers against what it asks of them in time and money, and opinions are far from settled.</p>`,
      `<h2>What to watch next</h2><p>The coming weeks should bring updates, events and reactions around ${t}. We will keep following how it develops and what it means for players.</p>`,
    ],
    closing: (t) => `Whether you are new to ${t} or have followed it from the start, now is a good moment to form your own view.`,
    meta: (t) => `${t} explained: the essentials, our coverage so far and what to watch next.`,
  },
  {
    title: (t) => `Why Everyone Is Talking About ${t}`,
    opening: (t) =>
      `Few topics have filled our inbox lately like ${t}. We looked at why it has caught on, who it is for and where it could go from here.`,
    sections: (t, c) => [
      `<h2>Why it caught on</h2><p>Part of the appeal of ${t} is timing: it arrived when the ${c} crowd was hungry for something new. The rest comes down to how easy it is to start talking about it, and how hard it is to stop.</p>`,
      `<h2>Who it is for</h2><p>Longtime fans will find plenty to dig into, while newcomers can join without homework. That mix is rare, and it explains much of the buzz around ${t}.</p>`,
      `<h2>Where it goes from here</h2><p>Momentum is easy to lose. The next few announcements will show whether ${t} is a passing moment or something that lasts.</p>`,
    ],
    closing: (t) => `We will be keeping an eye on ${t}; tell us what you make of it.`,
    meta: (t) => `Why ${t} has everyone talking: the appeal, the audience and what could come next.`,
  },
  {
    title: (t) => `${t}: A Player's Guide`,
    opening: (t) =>
      `New to ${t}? This guide walks through the basics, the questions players ask most and the best places to go deeper.`,
    sections: (t, c) => [
      `<h2>The basics</h2><p>At its heart, ${t} is about what players do with it. Start small, learn how it fits into the wider ${c} landscape, and the rest follows naturally.</p>`,
      `<h2>Questions players ask</h2><p>Is it worth the time? Is it for beginners? For most players the answer to both is yes, as long as you go in knowing what ${t} is and is not trying to be.</p>`,
    ],
    closing: (t) => `With the basics in hand, you are ready to make up your own mind about ${t}.`,
    meta: (t) => `A player's guide to ${t}: the basics, common questions and where to go next.`,
  },
];

/** A review's verdict box written around the topic, for the editor to rewrite with what they played. */
function offlineReview(topic: string, variant: number) {
  const verdicts = [
    `${topic} is at its best when it trusts the player, and most of the time it does. A few rough edges aside, it earns its place on your list.`,
    `${topic} delivers on its promise with confidence, even if it rarely surprises. Fans will find plenty to love; newcomers may want to wait for a sale.`,
  ];
  return {
    verdict: verdicts[variant % verdicts.length],
    pros: [`${topic} looks and sounds the part`, 'Satisfying core loop', 'Generous amount of content'],
    cons: ['Uneven pacing in the middle hours', 'Menus take too many clicks'],
  };
}

/** @public Required by ai.jobs.ts with the first draft, not when the worker starts. */
export function generateOfflineDraft(context: OfflineDraftContext & { variant?: number }): ArticleDraft {
  const topic = titleCase(context.keyword.trim());
  const category = pickCategory(context);
  const categoryName = context.categories.find((c) => c.slug === category)?.name ?? category;
  const relatedTags = [...new Set(context.related.flatMap((a) => a.tags))].slice(0, 4);
  const tags = [fit(topic, DRAFT_LIMITS.tagMax), ...relatedTags, categoryName].slice(0, 6);
  const safeTopic = escapeHtml(topic);
  const safeCategory = escapeHtml(categoryName);
  const take = TAKES[(context.variant ?? 0) % TAKES.length];
  const opening = take.opening(topic, categoryName);

  const coverage = context.related.length
    ? `<h2>More from Savepoint</h2><p>We have followed ${safeTopic} closely. Catch up with:</p><ul>${context.related
        .slice(0, 5)
        .map((a) => `<li><a href="/articles/${escapeHtml(a.slug)}">${escapeHtml(a.title)}</a></li>`)
        .join('')}</ul>`
    : '';

  const content = [
    `<p>${escapeHtml(opening)}</p>`,
    ...take.sections(safeTopic, safeCategory),
    coverage,
    `<p>${escapeHtml(take.closing(topic))}</p>`,
  ].join('');

  return validateArticleDraft(
    {
      title: fit(take.title(topic), DRAFT_LIMITS.titleMax),
      content,
      metaDescription: take.meta(topic).slice(0, 300),
      excerpt: opening,
      tags,
      category,
      review: category === REVIEW_DRAFT_CATEGORY ? offlineReview(topic, context.variant ?? 0) : null,
    },
    context.categories.map((c) => c.slug),
    'offline',
  );
}
