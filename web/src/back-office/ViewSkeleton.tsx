import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/**
 * Shown while an editor-mode view's code arrives (each view is a chunk of its own, loaded when it
 * opens): a busy, named region where the view will be, so a screen reader says what is coming and
 * the page does not jump from empty to full.
 */
export function ViewSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} data-testid="view-skeleton">
      <Skeleton variant="rounded" height={48} width="40%" />
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} variant="rounded" height={56} sx={{ mt: 1.5 }} />
      ))}
    </Box>
  );
}
