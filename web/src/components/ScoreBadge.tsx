import { REVIEW_SCALE_MAX } from '../config/constants';
import { formatScore } from '../lib/numbers';
import { usePublicationFormat } from '../lib/publication-format';
import './reviews.css';
import { useBandLabel } from '../i18n/use-band-label';
import { useT } from '../i18n/use-t';

/**
 * A review's score on the publication's scale, coloured by its label's band (Essential,
 * Recommended, Mixed, Avoid: graph's English names, the colours' keys). Screen readers hear "Score 9
 * out of 10, Essential", the band in the page's language.
 */
export function ScoreBadge({ score, label, size = 'small' }: { score: number; label: string; size?: 'small' | 'large' }) {
  const format = usePublicationFormat();
  const t = useT();
  const bandLabel = useBandLabel();
  return (
    <span className={`score-badge score-${size}`} data-label={label} data-testid="score-badge">
      <span aria-hidden="true">
        {formatScore(score, format)}
        {size === 'large' ? <span className="score-scale">/{REVIEW_SCALE_MAX}</span> : null}
      </span>
      <span className="visually-hidden">
        {t('score.spoken', { score: formatScore(score, format), max: REVIEW_SCALE_MAX, label: bandLabel(label) })}
      </span>
    </span>
  );
}
