// Reviews: the rules of a review's fields and of which articles may carry one, applied in the
// article save's transaction (the database checks the same at commit), and the batched read.
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { intArrayParam, textArrayParam } from '../../common/sql';
import { isPlatformId, PLATFORM_LIST } from '../game/game-facts';
import type { Review, ReviewScale } from './review.entity';
import type { ReviewInput } from './review.inputs';
import { REVIEW_BANDS, REVIEW_SCALE, reviewLabel, scoreProblem } from './review-scale';

/** The category whose articles are reviews. */
export const REVIEW_CATEGORY = 'review';

const MAX_VERDICT = 600;
const MAX_LINES = 10;
const MAX_LINE = 140;
const MAX_DISCLOSURE = 300;
const HTML_TAG = /<\/?[a-z!][^>]*>/i;

/** The JSON of review `r` that listed articles and the loader read. */
export const REVIEW_JSON = `json_build_object('score', r.score, 'verdict', r.verdict, 'pros', r.pros, 'cons', r.cons,
  'platformsTested', r.platforms_tested, 'playtimeHours', r.playtime_hours, 'disclosure', r.disclosure)`;

type StoredReview = Omit<Review, 'label'>;

/** A review row's JSON as the API answers it (numeric columns arrive as numbers or text). */
export function toReview(json: StoredReview | null): Review | null {
  if (!json) return null;
  const score = Number(json.score);
  return {
    ...json,
    score,
    playtimeHours: json.playtimeHours == null ? null : Number(json.playtimeHours),
    label: reviewLabel(score),
  };
}

function plainText(field: string, raw: string | null | undefined, max: number, what: string): string | null {
  const text = raw?.trim() ?? '';
  if (!text) return null;
  if (HTML_TAG.test(text)) throw badInput(field, `${what} is plain text: no HTML tags`);
  if (text.length > max) throw badInput(field, `${what} must be at most ${max} characters`);
  return text;
}

function lines(field: string, raw: readonly string[] | null | undefined, what: string): string[] {
  const kept = (raw ?? []).map((line) => line.trim()).filter(Boolean);
  if (kept.length > MAX_LINES) throw badInput(field, `At most ${MAX_LINES} ${what}`);
  return kept.map((line) => plainText(field, line, MAX_LINE, `Each of the ${what}`)!);
}

export class ReviewService {
  constructor(private readonly em: EntityManager) {}

  scale(): ReviewScale {
    return { ...REVIEW_SCALE, bands: REVIEW_BANDS.map((band) => ({ ...band })) };
  }

  /** The reviews of these articles (null where none), one statement. */
  async reviewsOf(articleIds: readonly number[]): Promise<Map<number, Review>> {
    const rows: { article_id: number; review: StoredReview }[] = articleIds.length
      ? await this.em.execute(
          `SELECT r.article_id, ${REVIEW_JSON} AS review FROM article_review r WHERE r.article_id = ANY(?::int[])`,
          [intArrayParam(articleIds)],
        )
      : [];
    return new Map(rows.map((row) => [row.article_id, toReview(row.review)!]));
  }

  /**
   * Applies a save's review to `articleId` in the save's transaction: `review` undefined keeps the
   * stored one, null removes it, an object replaces it. Refused, naming the field, when the article
   * (as saved) is not in the review category or links no game, or a value breaks a rule.
   */
  static async apply(
    em: EntityManager,
    articleId: number,
    review: ReviewInput | null | undefined,
    article: { categorySlug: string; categoryChanged: boolean; gamesChanged: boolean },
  ): Promise<void> {
    if (review === null) {
      await em.execute(`DELETE FROM article_review WHERE article_id = ?`, [articleId]);
      return;
    }
    const hasReview =
      review !== undefined ||
      ((article.categoryChanged || article.gamesChanged) &&
        (await em.execute<{ n: number }[]>(`SELECT 1 AS n FROM article_review WHERE article_id = ?`, [articleId])).length > 0);
    if (!hasReview) return;
    if (article.categorySlug !== REVIEW_CATEGORY) {
      throw review !== undefined
        ? badInput('review', `Only articles of the ${REVIEW_CATEGORY} category carry a review`)
        : badInput('category', 'This article carries a review: remove it (review: null) before moving it to another category');
    }
    const [linked] = await em.execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM article_game WHERE article_id = ?`, [
      articleId,
    ]);
    if (linked.n === 0) throw badInput('games', 'A review needs the game it reviews: link it in games');
    if (review === undefined) return;

    const scoreIssue = scoreProblem(review.score);
    if (scoreIssue) throw badInput('review.score', scoreIssue);
    const platformsTested = [...new Set((review.platformsTested ?? []).map((p) => p.trim().toLowerCase()).filter(Boolean))];
    const unknown = platformsTested.find((p) => !isPlatformId(p));
    if (unknown)
      throw badInput('review.platformsTested', `Unknown platform "${unknown.slice(0, 30)}"; use one of: ${PLATFORM_LIST}`);
    const playtime = review.playtimeHours ?? null;
    if (playtime !== null && (!Number.isFinite(playtime) || playtime < 0 || playtime > 10_000)) {
      throw badInput('review.playtimeHours', 'Playtime must be between 0 and 10,000 hours');
    }
    const values = [
      review.score,
      plainText('review.verdict', review.verdict, MAX_VERDICT, 'The verdict'),
      textArrayParam(lines('review.pros', review.pros, 'pros')),
      textArrayParam(lines('review.cons', review.cons, 'cons')),
      textArrayParam(platformsTested),
      playtime === null ? null : Math.round(playtime * 10) / 10,
      plainText('review.disclosure', review.disclosure, MAX_DISCLOSURE, 'The disclosure'),
    ];
    const array = `ARRAY(SELECT jsonb_array_elements_text(?::jsonb))`;
    await em.execute(
      `INSERT INTO article_review (article_id, score, verdict, pros, cons, platforms_tested, playtime_hours, disclosure)
       VALUES (?, ?, ?, ${array}, ${array}, ${array}, ?, ?)
       ON CONFLICT (article_id) DO UPDATE SET score = EXCLUDED.score, verdict = EXCLUDED.verdict, pros = EXCLUDED.pros,
         cons = EXCLUDED.cons, platforms_tested = EXCLUDED.platforms_tested, playtime_hours = EXCLUDED.playtime_hours,
         disclosure = EXCLUDED.disclosure, updated_at = now()`,
      [articleId, ...values],
    );
  }
}
