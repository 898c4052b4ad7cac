import { REVIEW_SCALE_MAX } from '../config/constants';
import './reviews.css';

/** 9 → "9", 8.5 → "8.5": the scale moves in halves. */
const formatScore = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

/**
 * A review's score on the publication's scale, coloured by its label's band (Essential,
 * Recommended, Mixed, Avoid). Screen readers hear "Score 9 out of 10, Essential".
 */
export function ScoreBadge({ score, label, size = 'small' }: { score: number; label: string; size?: 'small' | 'large' }) {
  return (
    <span className={`score-badge score-${size}`} data-label={label} data-testid="score-badge">
      <span aria-hidden="true">
        {formatScore(score)}
        {size === 'large' ? <span className="score-scale">/{REVIEW_SCALE_MAX}</span> : null}
      </span>
      <span className="visually-hidden">{`Score ${formatScore(score)} out of ${REVIEW_SCALE_MAX}, ${label}`}</span>
    </span>
  );
}
