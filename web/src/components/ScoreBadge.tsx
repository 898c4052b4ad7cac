import { REVIEW_SCALE_MAX } from '../config/constants';
import { formatScore } from '../lib/numbers';
import { usePublicationFormat } from '../lib/publication-format';
import './reviews.css';

/**
 * A review's score on the publication's scale, coloured by its label's band (Essential,
 * Recommended, Mixed, Avoid). Screen readers hear "Score 9 out of 10, Essential".
 */
export function ScoreBadge({ score, label, size = 'small' }: { score: number; label: string; size?: 'small' | 'large' }) {
  const format = usePublicationFormat();
  return (
    <span className={`score-badge score-${size}`} data-label={label} data-testid="score-badge">
      <span aria-hidden="true">
        {formatScore(score, format)}
        {size === 'large' ? <span className="score-scale">/{REVIEW_SCALE_MAX}</span> : null}
      </span>
      <span className="visually-hidden">{`Score ${formatScore(score, format)} out of ${REVIEW_SCALE_MAX}, ${label}`}</span>
    </span>
  );
}
