import './live-badge.css';

export type LiveStatus = 'upcoming' | 'live' | 'ended';

const LABELS: Record<LiveStatus, string> = { live: 'LIVE', ended: 'ENDED', upcoming: 'UPCOMING' };

/** A live blog's status where the article appears: LIVE, ENDED or UPCOMING. */
export function LiveBadge({ status }: { status: LiveStatus }) {
  return (
    <span className="live-badge" data-status={status} data-testid="live-badge">
      {LABELS[status] ?? 'LIVE'}
    </span>
  );
}
