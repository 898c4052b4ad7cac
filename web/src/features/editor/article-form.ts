// The editor's form: what the editor types, how it becomes the API's input, and the spec §5 rules
// that decide whether it may be saved.
import { slugify } from '@savepoint/slug';
import { firstSchedulableParts, scheduleDate, schedulePartsFrom, scheduleProblem, type ScheduleParts } from './scheduling';
import { formatTags, parseTags } from './tags';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

export type PublishMode = 'immediate' | 'scheduled';
export type SaveAction = 'draft' | 'publish';

export interface ArticleForm {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  category: string;
  tagsText: string;
  featuredImage: string;
  metaDescription: string;
  publishMode: PublishMode;
  schedule: ScheduleParts;
}

/** The fields of a stored article the form starts from. */
export interface ArticleFormSource {
  title: string;
  slug: string;
  content: string;
  excerpt?: string | null;
  categorySlug: string;
  tagNames: readonly string[];
  featuredImage?: string | null;
  metaDescription?: string | null;
  status: string;
  scheduledFor?: string | null;
}

export function emptyArticleForm(now: Date, minuteStep: number): ArticleForm {
  return {
    title: '',
    slug: '',
    content: '',
    excerpt: '',
    category: '',
    tagsText: '',
    featuredImage: '',
    metaDescription: '',
    publishMode: 'immediate',
    schedule: firstSchedulableParts(now, minuteStep),
  };
}

/** A scheduled article with a date reopens in scheduled mode on that date (spec §4). */
export function articleFormFrom(article: ArticleFormSource, now: Date, minuteStep: number): ArticleForm {
  const scheduled = article.status === 'scheduled' && article.scheduledFor ? new Date(article.scheduledFor) : null;
  return {
    title: article.title,
    slug: article.slug,
    content: article.content,
    excerpt: article.excerpt ?? '',
    category: article.categorySlug,
    tagsText: formatTags(article.tagNames),
    featuredImage: article.featuredImage ?? '',
    metaDescription: article.metaDescription ?? '',
    publishMode: scheduled ? 'scheduled' : 'immediate',
    schedule: scheduled ? schedulePartsFrom(scheduled, minuteStep) : firstSchedulableParts(now, minuteStep),
  };
}

/** Editing the title regenerates the slug (spec §4). */
export function withTitle(form: ArticleForm, title: string): ArticleForm {
  return { ...form, title, slug: slugify(title) };
}

/** Rich text that holds only empty paragraphs counts as no content; an image or a video does count. */
export function hasContent(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
  return text.trim().length > 0;
}

export function hasRequiredFields(form: Pick<ArticleForm, 'title' | 'content' | 'category'>): boolean {
  return form.title.trim().length > 0 && hasContent(form.content) && form.category.length > 0;
}

/** The spec §5 message that stops this save, or null when it may go to the server. */
export function saveProblem(form: ArticleForm, action: SaveAction, now: Date): string | null {
  if (!hasRequiredFields(form)) return REQUIRED_FIELDS_MESSAGE;
  if (action === 'publish' && form.publishMode === 'scheduled') return scheduleProblem(form.schedule, now);
  return null;
}

export interface ArticleSaveInput {
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  category: string;
  tags: string[];
  featuredImage: string | null;
  metaDescription: string | null;
  status: 'draft' | 'published' | 'scheduled';
  scheduledFor: string | null;
}

const blankToNull = (value: string): string | null => (value.trim() ? value.trim() : null);

/**
 * Save Draft always saves a draft; Publish publishes now and clears any schedule, unless the form is
 * in scheduled mode, where it schedules for the chosen moment.
 */
export function toSaveInput(form: ArticleForm, action: SaveAction): ArticleSaveInput {
  const scheduled = action === 'publish' && form.publishMode === 'scheduled';
  const status = action === 'draft' ? 'draft' : scheduled ? 'scheduled' : 'published';
  return {
    title: form.title.trim(),
    slug: form.slug || slugify(form.title),
    content: form.content,
    excerpt: blankToNull(form.excerpt),
    category: form.category,
    tags: parseTags(form.tagsText),
    featuredImage: blankToNull(form.featuredImage),
    metaDescription: blankToNull(form.metaDescription),
    status,
    scheduledFor: scheduled ? (scheduleDate(form.schedule)?.toISOString() ?? null) : null,
  };
}
