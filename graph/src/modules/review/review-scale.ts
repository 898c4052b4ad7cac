// The publication's review scale and its labels: one table, used by graph (what is stored and
// answered), the API docs and, through `reviewScale`, every client (badges, JSON-LD ratings).
//
// Scores run from 0 to 10 in steps of 0.5 (PostgreSQL checks the same: article_review_score_on_scale).
// Labels, highest band first; a score gets the first band it reaches:
//   9 and up    Essential    - the best of its kind; buy it
//   7.5 and up  Recommended  - very good, with few reservations
//   5 and up    Mixed        - worth it for fans of the genre
//   below 5     Avoid        - not worth your time or money
export const REVIEW_SCALE = { worst: 0, best: 10, step: 0.5 } as const;

export const REVIEW_BANDS: readonly { min: number; label: string }[] = [
  { min: 9, label: 'Essential' },
  { min: 7.5, label: 'Recommended' },
  { min: 5, label: 'Mixed' },
  { min: 0, label: 'Avoid' },
];

export function reviewLabel(score: number): string {
  return (REVIEW_BANDS.find((band) => score >= band.min) ?? REVIEW_BANDS[REVIEW_BANDS.length - 1]).label;
}

/** Why `score` is not on the scale, or null when it is. */
export function scoreProblem(score: number): string | null {
  if (!Number.isFinite(score) || score < REVIEW_SCALE.worst || score > REVIEW_SCALE.best) {
    return `Score must be between ${REVIEW_SCALE.worst} and ${REVIEW_SCALE.best}`;
  }
  if (!Number.isInteger(score / REVIEW_SCALE.step)) return `Score goes in steps of ${REVIEW_SCALE.step} (7, 7.5, 8…)`;
  return null;
}
