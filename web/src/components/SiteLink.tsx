// Links between the site's own pages: a plain <a href> whose clicks the router follows, as
// react-router's <Link> does. Why not <Link> itself: it resolves its target against the route
// matches twice per render and sets up prefetch state and a click handler of its own per link; with
// ~30 links on a reader page that was ~5% of a server render's CPU and ~10% of its allocations
// (profiled under uncached article pages, issue 27), and the same again in the browser's hydration.
// An in-site link's absolute path is its href as it stands, and one navigate function for the whole
// page follows the clicks (any other target is left to <Link>). SiteLink.test.tsx clicks it and
// <Link> the same ways and fails when they behave differently; SiteNavLink stands for <NavLink> in
// the header the same way. Outside <SiteNavigation> (a component rendered on its own) SiteLink is
// react-router's <Link>.
import { createContext, useContext, useMemo, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { editionPath, useEdition } from '../lib/edition';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path on this site, with its query string if any: `/articles?page=2`. */
  to: string;
}

/** Follows an in-site path the way <Link> does: a link to the page already shown replaces it in history. */
type Follow = (to: string) => void;

const FollowContext = createContext<Follow | null>(null);

/** Where SiteLinks follow their clicks: inside the router, around the routes. */
export function SiteNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const follow = useMemo<Follow>(
    () => (to) => void navigate(to, { replace: `${pathname}${search}${hash}` === to }),
    [navigate, pathname, search, hash],
  );
  return <FollowContext.Provider value={follow}>{children}</FollowContext.Provider>;
}

/** A click the browser should handle itself: another button, a modifier (new tab, window), another target. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 ||
    (target !== undefined && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

/**
 * A section link that shows whether the reader is in its section, as <NavLink> does: `active` and
 * `aria-current="page"` on the current path or one under it (the path alone with `end`).
 */
export function SiteNavLink({ end = false, ...props }: Omit<SiteLinkProps, 'className'> & { end?: boolean }) {
  const here = useLocation().pathname.toLowerCase();
  const section = props.to.toLowerCase();
  // <NavLink>'s rule: under the section means the next character after its path is a slash.
  const slashAt = section !== '/' && section.endsWith('/') ? section.length - 1 : section.length;
  const active = here === section || (!end && here.startsWith(section) && here.charAt(slashAt) === '/');
  return <SiteLink aria-current={active ? 'page' : undefined} className={active ? 'active' : ''} {...props} />;
}

export function SiteLink({ to, onClick, target, children, ...rest }: SiteLinkProps) {
  const follow = useContext(FollowContext);
  const edition = useEdition();
  // A relative path is resolved against the route, as <Link> does; `//host/…` is another site.
  if (!follow || !to.startsWith('/') || to.startsWith('//'))
    return (
      <Link to={to} onClick={onClick} target={target} {...rest}>
        {children}
      </Link>
    );
  return (
    <a
      {...rest}
      // Under the page's edition's prefix; the router (its basename) follows the path itself.
      href={editionPath(to, edition)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || leftToBrowser(event, target)) return;
        event.preventDefault();
        follow(to);
      }}
    >
      {children}
    </a>
  );
}
