import Chip, { type ChipProps } from '@mui/material/Chip';

type Status = 'published' | 'draft' | 'archived' | 'scheduled' | 'in_review';

// Spec §3 gives published green, draft yellow, archived gray; scheduled is not named, so it takes
// blue: a state that is waiting, distinct from all three. Text colours keep WCAG AA contrast.
const looks: Record<Status, { label: string; bg: string; fg: string }> = {
  published: { label: 'Published', bg: '#15803d', fg: '#fff' },
  draft: { label: 'Draft', bg: '#facc15', fg: '#422006' },
  archived: { label: 'Archived', bg: '#4b5563', fg: '#fff' },
  scheduled: { label: 'Scheduled', bg: '#1d4ed8', fg: '#fff' },
  // Issue 24: waiting for an editor, distinct from the four above.
  in_review: { label: 'In review', bg: '#7e22ce', fg: '#fff' },
};

interface StatusBadgeProps {
  status: Status;
  size?: ChipProps['size'];
}

export function StatusBadge({ status, size = 'small' }: StatusBadgeProps) {
  const look = looks[status] ?? looks.archived;
  return <Chip label={look.label} size={size} data-status={status} sx={{ bgcolor: look.bg, color: look.fg, fontWeight: 700 }} />;
}
