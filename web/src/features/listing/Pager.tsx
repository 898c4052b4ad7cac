import { Button } from '../../components/Button';
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
    <nav aria-label="Pagination" className="pager">
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
            className="pager-page"
          >
            {item}
          </Button>
        ) : (
          <span key={item} aria-hidden className="pager-gap" data-testid="pager-ellipsis">
            …
          </span>
        ),
      )}
      <Button variant="outlined" size="small" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
