import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { pagerItems } from '../../lib/pager';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage(page: number): void;
}

/** Numbered pagination: Previous, a window of 5 pages plus first and last with ellipses, Next. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', alignItems: 'center' }}
    >
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {pagerItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="small"
            variant={item === page ? 'contained' : 'outlined'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onPage(item)}
            sx={{ minWidth: 40 }}
          >
            {item}
          </Button>
        ) : (
          <Typography key={item} component="span" aria-hidden sx={{ px: 0.5 }} data-testid="pager-ellipsis">
            …
          </Typography>
        ),
      )}
      <Button variant="outlined" size="small" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Box>
  );
}
