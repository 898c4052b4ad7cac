// The review panel's part of the article form (issue 21): what the editor types for a review's
// verdict box and how it becomes graph's ReviewInput. graph decides what is valid (scale, step,
// lengths, plain text) and names the field it refuses; the panel shows that message on the field.

/** The category whose articles carry a review (graph's REVIEW_CATEGORY). */
export const REVIEW_CATEGORY = 'review';
/** graph's limits, shown as counters and caps while typing (graph still checks them). */
export const VERDICT_MAX = 600;
export const REVIEW_LINES_MAX = 10;

export interface ReviewForm {
  /** As typed: the number field may hold what graph refuses (7.3), so graph can say why. */
  score: string;
  verdict: string;
  pros: string[];
  cons: string[];
  platformsTested: string[];
  playtime: string;
  disclosure: string;
}

export interface StoredReview {
  score: number;
  verdict?: string | null;
  pros: readonly string[];
  cons: readonly string[];
  platformsTested: readonly string[];
  playtimeHours?: number | null;
  disclosure?: string | null;
}

export interface ScoreBand {
  min: number;
  label: string;
}

export function emptyReviewForm(): ReviewForm {
  return { score: '', verdict: '', pros: [], cons: [], platformsTested: [], playtime: '', disclosure: '' };
}

export function reviewFormFrom(review: StoredReview | null | undefined): ReviewForm {
  if (!review) return emptyReviewForm();
  return {
    score: String(review.score),
    verdict: review.verdict ?? '',
    pros: [...review.pros],
    cons: [...review.cons],
    platformsTested: [...review.platformsTested],
    playtime: review.playtimeHours == null ? '' : String(review.playtimeHours),
    disclosure: review.disclosure ?? '',
  };
}

/** The label a score gets from graph's bands (highest first), or null while the score is not a number. */
export function scoreLabel(score: string, bands: readonly ScoreBand[]): string | null {
  const value = Number(score);
  if (score.trim() === '' || !Number.isFinite(value)) return null;
  return bands.find((band) => value >= band.min)?.label ?? bands.at(-1)?.label ?? null;
}

const blankToNull = (value: string): string | null => (value.trim() ? value.trim() : null);

/** The review to send: null (no review) until a score is typed; graph judges the rest. */
export function toReviewInput(form: ReviewForm) {
  if (form.score.trim() === '') return null;
  const playtime = form.playtime.trim() === '' ? null : Number(form.playtime);
  return {
    score: Number(form.score),
    verdict: blankToNull(form.verdict),
    pros: form.pros.map((line) => line.trim()).filter(Boolean),
    cons: form.cons.map((line) => line.trim()).filter(Boolean),
    platformsTested: form.platformsTested,
    playtimeHours: playtime,
    disclosure: blankToNull(form.disclosure),
  };
}

/** A line moved one place up (-1) or down (+1); the list unchanged at its ends. */
export function moveLine(lines: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  if (to < 0 || to >= lines.length) return [...lines];
  const next = [...lines];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
