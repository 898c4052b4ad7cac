import './live-badge.css';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/use-t';

export type LiveStatus = 'upcoming' | 'live' | 'ended';

const LABELS: Record<LiveStatus, MessageId> = {
  live: 'live.badge.live',
  ended: 'live.badge.ended',
  upcoming: 'live.badge.upcoming',
};

/** A live blog's status where the article appears: LIVE, ENDED or UPCOMING. */
export function LiveBadge({ status }: { status: LiveStatus }) {
  const t = useT();
  return (
    <span className="live-badge" data-status={status} data-testid="live-badge">
      {t(LABELS[status] ?? 'live.badge.live')}
    </span>
  );
}
