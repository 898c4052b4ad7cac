import { SiteLink } from './SiteLink';
import { ScoreBadge } from './ScoreBadge';
import { formatScore } from '../lib/numbers';
import { usePublicationFormat } from '../lib/publication-format';
import './reviews.css';
import { useBandLabel } from '../i18n/use-band-label';
import { useT } from '../i18n/use-t';

export interface VerdictReview {
  score: number;
  label: string;
  verdict?: string | null;
  pros: string[];
  cons: string[];
  platformsTested: string[];
  playtimeHours?: number | null;
  disclosure?: string | null;
}

/** Platform id → the name readers see, from graph's gamePlatforms (unknown ids show as they are). */
export type PlatformNames = ReadonlyMap<string, string>;

export const platformName = (names: PlatformNames, id: string) => names.get(id) ?? id;

/**
 * A review's verdict at a glance: score, label, the verdict paragraph, pros and cons, what it was
 * played on and for how long, and the disclosure. `placement` keeps the two copies on an article
 * page (top and end) apart for headings and tests; `game` links to the game's page.
 */
export function VerdictBox({
  review,
  platformNames,
  placement,
  game,
}: {
  review: VerdictReview;
  platformNames: PlatformNames;
  placement: 'top' | 'end' | 'game';
  game?: { name: string; slug: string } | null;
}) {
  const format = usePublicationFormat();
  const t = useT();
  const bandLabel = useBandLabel();
  const headingId = `verdict-${placement}`;
  return (
    <section className="verdict-box" aria-labelledby={headingId} data-testid={`verdict-box-${placement}`}>
      <div className="verdict-head">
        <ScoreBadge score={review.score} label={review.label} size="large" />
        <div>
          <h2 id={headingId} className="kicker">
            {t(placement === 'end' ? 'verdict.ours' : 'verdict.heading')}
            {game ? (
              <>
                {': '}
                <SiteLink to={`/games/${game.slug}`} className="link">
                  {game.name}
                </SiteLink>
              </>
            ) : null}
          </h2>
          <p className="verdict-label">{bandLabel(review.label)}</p>
        </div>
      </div>
      {review.verdict ? <p className="verdict-text">{review.verdict}</p> : null}
      {review.pros.length || review.cons.length ? (
        <div className="verdict-lists">
          {review.pros.length ? (
            <div>
              <h3 className="verdict-list-title">{t('verdict.pros')}</h3>
              <ul className="verdict-list pros">
                {review.pros.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {review.cons.length ? (
            <div>
              <h3 className="verdict-list-title">{t('verdict.cons')}</h3>
              <ul className="verdict-list cons">
                {review.cons.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      {review.platformsTested.length || review.playtimeHours != null ? (
        <dl className="verdict-facts">
          {review.platformsTested.length ? (
            <div>
              <dt>{t('verdict.playedOn')}</dt>
              <dd>{review.platformsTested.map((id) => platformName(platformNames, id)).join(', ')}</dd>
            </div>
          ) : null}
          {review.playtimeHours != null ? (
            <div>
              <dt>{t('verdict.playtime')}</dt>
              {/* "12 hours", "8.5 hours": the number as a score is written, the word by the plural rule. */}
              <dd>{t('verdict.hours', { hours: review.playtimeHours, written: formatScore(review.playtimeHours, format) })}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {review.disclosure ? <p className="verdict-disclosure">{review.disclosure}</p> : null}
    </section>
  );
}
