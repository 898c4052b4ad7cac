import { Button, ButtonLink } from './Button';
import { pagerItems } from '../lib/pager';
import './pager.css';
import { useT } from '../i18n/use-t';

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
  const t = useT();
  if (totalPages <= 1) return null;
  const step = (label: string, rel: 'next' | 'prev', target: number, enabled: boolean) =>
    enabled ? (
      <ButtonLink variant="outlined" size="small" to={hrefFor(target)} rel={rel}>
        {label}
      </ButtonLink>
    ) : (
      <Button variant="outlined" size="small" disabled>
        {label}
      </Button>
    );
  return (
    <nav aria-label={t('pager.label')} className="pager">
      {step(t('pager.previous'), 'prev', page - 1, page > 1)}
      {pagerItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <ButtonLink
            key={item}
            size="small"
            variant={item === page ? 'contained' : 'outlined'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: item })}
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
      {step(t('pager.next'), 'next', page + 1, page < totalPages)}
    </nav>
  );
}
