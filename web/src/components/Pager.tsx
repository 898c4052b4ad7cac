import { Button, ButtonLink } from './Button';
import { pagerItems } from '../lib/pager';
import './pager.css';

interface PagerProps {
  page: number;
  totalPages: number;
  /** The URL of a page of this list (the router follows it in the browser; crawlers follow it too). */
  hrefFor(page: number): string;
}

/**
 * Numbered pagination: Previous, a window of 5 pages plus first and last with ellipses, Next.
 * Every page is a link, so the server-rendered list leads a crawler (or a reader without
 * JavaScript) to every page; Previous and Next at the ends are disabled buttons.
 */
export function Pager({ page, totalPages, hrefFor }: PagerProps) {
  if (totalPages <= 1) return null;
  const step = (label: string, target: number, enabled: boolean) =>
    enabled ? (
      <ButtonLink variant="outlined" size="small" to={hrefFor(target)} rel={label === 'Next' ? 'next' : 'prev'}>
        {label}
      </ButtonLink>
    ) : (
      <Button variant="outlined" size="small" disabled>
        {label}
      </Button>
    );
  return (
    <nav aria-label="Pagination" className="pager">
      {step('Previous', page - 1, page > 1)}
      {pagerItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <ButtonLink
            key={item}
            size="small"
            variant={item === page ? 'contained' : 'outlined'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            to={hrefFor(item)}
            className="pager-page"
          >
            {item}
          </ButtonLink>
        ) : (
          <span key={item} aria-hidden className="pager-gap" data-testid="pager-ellipsis">
            …
          </span>
        ),
      )}
      {step('Next', page + 1, page < totalPages)}
    </nav>
  );
}
