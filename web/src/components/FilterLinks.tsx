import { ButtonLink } from './Button';
import './reviews.css';

export interface FilterLink {
  label: string;
  /** The list's URL with this choice. */
  href: string;
  active: boolean;
}

/**
 * A filter as plain links (server-rendered, crawlable, shareable): one per choice, the chosen one
 * marked `aria-current`. Names the filter for screen readers and on screen.
 */
export function FilterLinks({ label, links, testId }: { label: string; links: FilterLink[]; testId?: string }) {
  return (
    <nav aria-label={label} className="filter-links" data-testid={testId}>
      <span className="filter-links-label" aria-hidden="true">
        {label}
      </span>
      <ul className="filter-bar">
        {links.map((link) => (
          <li key={link.href}>
            <ButtonLink
              to={link.href}
              variant={link.active ? 'contained' : 'outlined'}
              size="small"
              aria-current={link.active ? 'page' : undefined}
            >
              {link.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `pathname` with `params` set (empty or null values dropped) and without a page number. */
export function filterHref(pathname: string, current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
