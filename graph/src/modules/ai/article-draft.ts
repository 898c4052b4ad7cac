// One validation for every AI draft, whichever generator wrote it: the model's JSON and the
// offline generator's output both go through validateArticleDraft before anyone sees them.
import { z } from 'zod';
import { slugify } from '@savepoint/slug';
import { sanitizeArticleHtml, withoutXmlIllegalChars } from '../../common/sanitize';

export type ArticleGeneratorName = 'openai' | 'offline';

export interface ArticleDraft {
  title: string;
  /** Sanitized HTML. */
  content: string;
  metaDescription: string;
  /** The card summary: the generator's own, else the opening paragraph's text. */
  excerpt: string;
  tags: string[];
  /** One of the publication's category slugs. */
  category: string;
  slug: string;
  generator: ArticleGeneratorName;
  /** Suggested verdict, pros and cons when the draft is a review (category `review`); else null. */
  review: ReviewSuggestion | null;
}

/** What a generator suggests for a review's verdict box: plain text the editor accepts or not. */
interface ReviewSuggestion {
  verdict: string;
  pros: string[];
  cons: string[];
}

/** The review category's slug (graph's REVIEW_CATEGORY): only its drafts carry review suggestions. */
export const REVIEW_DRAFT_CATEGORY = 'review';

export const DRAFT_LIMITS = {
  titleMax: 200,
  metaDescriptionMax: 300,
  tagsMax: 10,
  tagMax: 50,
  /** Plain-text characters; anything shorter is not an article an editor can start from. */
  contentMinText: 80,
  /** The review rules graph stores with (review.service.ts): suggestions are cut to fit them. */
  verdictMax: 600,
  reviewLinesMax: 10,
  reviewLineMax: 140,
} as const;

const rawDraftSchema = z.object({
  title: z.string().trim().min(5).max(DRAFT_LIMITS.titleMax),
  content: z.string().trim().min(1),
  metaDescription: z.string().trim().min(10).max(DRAFT_LIMITS.metaDescriptionMax),
  tags: z.array(z.string().trim().min(1).max(DRAFT_LIMITS.tagMax)).min(1).max(DRAFT_LIMITS.tagsMax),
  category: z.string().trim().toLowerCase(),
  slug: z.string().optional(),
  excerpt: z.string().trim().max(1000).optional(),
  review: z.object({ verdict: z.string(), pros: z.array(z.string()), cons: z.array(z.string()) }).nullish(),
});

const EXCERPT_MAX = 200;

/** The first paragraph's text, cut at a word boundary to EXCERPT_MAX characters. */
function excerptFrom(html: string): string {
  const first = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? html;
  const text = plainText(first);
  if (text.length <= EXCERPT_MAX) return text;
  return `${text.slice(0, EXCERPT_MAX).replace(/\s+\S*$/, '')}…`;
}

/** Plain text for a review field: tags dropped (a model's markup is not meant), cut to `max` at a word. */
function reviewText(raw: string, max: number): string {
  const text = withoutXmlIllegalChars(plainText(raw));
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function reviewSuggestion(raw: { verdict: string; pros: string[]; cons: string[] }): ReviewSuggestion | null {
  const lines = (values: string[]) =>
    values
      .map((line) => reviewText(line, DRAFT_LIMITS.reviewLineMax))
      .filter(Boolean)
      .slice(0, DRAFT_LIMITS.reviewLinesMax);
  const suggestion = { verdict: reviewText(raw.verdict, DRAFT_LIMITS.verdictMax), pros: lines(raw.pros), cons: lines(raw.cons) };
  return suggestion.verdict || suggestion.pros.length || suggestion.cons.length ? suggestion : null;
}

export class InvalidDraftError extends Error {
  override name = 'InvalidDraftError';
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Turns untrusted generator output into a draft: the category must be one of `categorySlugs`,
 * the content is sanitized with the same sanitizer graph stores articles with, and the slug
 * follows the spec rule from the title (a model's own slug is not trusted).
 */
export function validateArticleDraft(
  raw: unknown,
  categorySlugs: readonly string[],
  generator: ArticleGeneratorName,
): ArticleDraft {
  const parsed = rawDraftSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'draft'}: ${i.message}`);
    throw new InvalidDraftError(`Draft failed validation (${problems.join('; ')})`);
  }
  // A model's text is plain text readers see in feeds: no characters XML forbids.
  const draft = {
    ...parsed.data,
    title: withoutXmlIllegalChars(parsed.data.title),
    metaDescription: withoutXmlIllegalChars(parsed.data.metaDescription),
    excerpt: parsed.data.excerpt === undefined ? undefined : withoutXmlIllegalChars(parsed.data.excerpt),
    tags: parsed.data.tags.map(withoutXmlIllegalChars),
  };
  if (!categorySlugs.includes(draft.category)) {
    throw new InvalidDraftError(`Draft category "${draft.category}" is not one of: ${categorySlugs.join(', ')}`);
  }
  const content = sanitizeArticleHtml(draft.content);
  if (plainText(content).length < DRAFT_LIMITS.contentMinText) {
    throw new InvalidDraftError('Draft content is too short once sanitized');
  }
  const slug = slugify(draft.title);
  if (!slug) throw new InvalidDraftError('Draft title has no letters or digits to make a slug from');
  const seen = new Set<string>();
  const tags = draft.tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    title: draft.title,
    content,
    metaDescription: draft.metaDescription,
    excerpt: draft.excerpt ? draft.excerpt.slice(0, EXCERPT_MAX) : excerptFrom(content),
    tags,
    category: draft.category,
    slug,
    generator,
    review: draft.category === REVIEW_DRAFT_CATEGORY && parsed.data.review ? reviewSuggestion(parsed.data.review) : null,
  };
}
