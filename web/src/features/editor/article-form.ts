// The editor's form: what the editor types, how it becomes the API's input, and the spec §5 rules
// that decide whether it may be saved.
import { slugify } from '@savepoint/slug';
import { firstSchedulableParts, scheduleDate, schedulePartsFrom, scheduleProblem, type ScheduleParts } from './scheduling';
import {
  emptyReviewForm,
  REVIEW_CATEGORY,
  reviewFormFrom,
  toReviewInput,
  type ReviewForm,
  type StoredReview,
} from './review-form';
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
  /** The games the article is about, in the order picked. */
  games: PickedGame[];
  /** Shown and sent for the review category only. */
  review: ReviewForm;
  /** `YYYY-MM-DDTHH:mm` in the viewer's time zone (a datetime-local value); '' for none. Sent as UTC. */
  embargo: string;
  /** The edition's language tag; '' for the default edition (graph's default when none is sent). */
  language: string;
}

export interface PickedGame {
  id: number;
  name: string;
  slug: string;
  platforms: readonly string[];
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
  embargoUntil?: string | null;
  games?: readonly PickedGame[];
  review?: StoredReview | null;
  language?: string;
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
    games: [],
    review: emptyReviewForm(),
    embargo: '',
    language: '',
  };
}

/** A form saved in this browser before games, reviews and embargoes were on it gets them empty. */
export function withFormDefaults(form: ArticleForm): ArticleForm {
  return {
    ...form,
    games: form.games ?? [],
    review: { ...emptyReviewForm(), ...form.review },
    embargo: form.embargo ?? '',
    language: form.language ?? '',
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC instant as a datetime-local value in the viewer's zone. */
export function localDateTimeValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the viewer's zone) as a UTC ISO instant; null when blank or not a time. */
export function embargoInstant(value: string): string | null {
  if (!value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
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
    games: (article.games ?? []).map((g) => ({ ...g, platforms: [...g.platforms] })),
    review: reviewFormFrom(article.review),
    embargo: localDateTimeValue(article.embargoUntil),
    language: article.language ?? '',
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
  games: number[];
  review: ReturnType<typeof toReviewInput>;
  embargoUntil: string | null;
  /** Left out for the default edition (graph's default). */
  language?: string;
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
    games: form.games.map((g) => g.id),
    // Only a review carries one; graph refuses a review on another category (400 `review`).
    review: form.category === REVIEW_CATEGORY ? toReviewInput(form.review) : null,
    embargoUntil: embargoInstant(form.embargo),
    ...(form.language ? { language: form.language } : {}),
  };
}
