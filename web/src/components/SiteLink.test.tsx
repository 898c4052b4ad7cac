// SiteLink goes around react-router's <Link> for speed (SiteLink.tsx): every case here is run with
// both, and the reader must not be able to tell them apart — same markup, same clicks followed the
// same way. A react-router release that changes how <Link> behaves fails these.
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, NavLink, useLocation, useNavigationType } from 'react-router-dom';
import { SiteLink, SiteNavigation, SiteNavLink } from './SiteLink';

type Kind = 'Link' | 'SiteLink';
type Props = ComponentProps<typeof SiteLink>;

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{`${useNavigationType()} ${pathname}${search}${hash}`}</output>;
}

function tree(kind: Kind, props: Props, at: string) {
  return (
    <MemoryRouter initialEntries={[at]}>
      {kind === 'Link' ? (
        <Link {...props} />
      ) : (
        <SiteNavigation>
          <SiteLink {...props} />
        </SiteNavigation>
      )}
      <Where />
    </MemoryRouter>
  );
}

/** The link's markup, without `data-discover` (a hint for framework mode's route discovery, unused here). */
const markup = (kind: Kind, props: Props, at = '/') =>
  renderToString(tree(kind, props, at))
    .replace(/<output[\s\S]*$/, '')
    .replace(' data-discover="true"', '');

/** Clicks the link; what the reader sees happen: whether the browser was left to act, and where the app is. */
function click(kind: Kind, props: Props, init: Parameters<typeof fireEvent.click>[1] = {}, at = '/') {
  const { unmount } = render(tree(kind, props, at));
  const leftToBrowser = fireEvent.click(screen.getByRole('link'), { button: 0, ...init });
  const where = screen.getByTestId('where').textContent;
  unmount();
  return { leftToBrowser, where };
}

const both = (observe: (kind: Kind) => unknown) => {
  const viaLink = observe('Link');
  expect(observe('SiteLink')).toEqual(viaLink);
  return viaLink;
};

describe('SiteLink, beside react-router’s Link', () => {
  it.each([
    { to: '/articles/a-slug', className: 'link', children: 'An article' },
    { to: '/articles?category=reviews&page=2', children: 'Reviews, page 2' },
    { to: '/', 'aria-label': 'Savepoint home', className: 'wordmark', children: 'Savepoint' },
    { to: '/games/neon-parallax#facts', rel: 'next', children: 'Facts' },
    { to: 'relative/path', children: 'relative' },
  ])('renders the same markup for $to', (props) => {
    const html = both((kind) => markup(kind, props, '/articles'));
    expect(html).toContain('href=');
  });

  it('follows a plain click inside the app, adding a history entry', () => {
    expect(both((kind) => click(kind, { to: '/articles?page=2', children: 'Next' }))).toEqual({
      leftToBrowser: false,
      where: 'PUSH /articles?page=2',
    });
  });

  it('replaces the history entry when the link is the page already shown', () => {
    const at = '/articles?page=2';
    expect(both((kind) => click(kind, { to: at, children: 'This page' }, {}, at))).toEqual({
      leftToBrowser: false,
      where: 'REPLACE /articles?page=2',
    });
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['a ctrl-click', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
    ['an alt-click', { altKey: true }],
  ])('leaves %s to the browser (new tab, window, download)', (_name, init) => {
    expect(both((kind) => click(kind, { to: '/games', children: 'Games' }, init))).toEqual({
      leftToBrowser: true,
      where: 'POP /',
    });
  });

  it('leaves a link with another target to the browser', () => {
    expect(both((kind) => click(kind, { to: '/games', target: '_blank', children: 'Games' }))).toEqual({
      leftToBrowser: true,
      where: 'POP /',
    });
  });

  it('runs its own onClick first, and stays put when that prevented the click', () => {
    const seen: string[] = [];
    const stop: Props['onClick'] = (event) => {
      seen.push('onClick');
      event.preventDefault();
    };
    expect(both((kind) => click(kind, { to: '/games', onClick: stop, children: 'Games' }))).toEqual({
      leftToBrowser: false,
      where: 'POP /',
    });
    expect(seen).toEqual(['onClick', 'onClick']);
  });
});

describe('SiteNavLink, beside react-router’s NavLink', () => {
  const sections = [
    { to: '/', end: true, children: 'Home' },
    { to: '/', children: 'Root, not at its end' },
    { to: '/articles', children: 'Articles' },
    { to: '/reviews', children: 'Reviews' },
    { to: '/games/', children: 'Games' },
  ];
  it.each(['/', '/articles', '/articles/a-slug', '/Articles/A-Slug', '/articlesque', '/reviews?page=2', '/games', '/games/x'])(
    'marks the same section current at %s',
    (at) => {
      const render = (kind: 'NavLink' | 'SiteNavLink') =>
        renderToString(
          <MemoryRouter initialEntries={[at]}>
            <SiteNavigation>
              {sections.map((section) =>
                kind === 'NavLink' ? (
                  <NavLink key={section.children} {...section} />
                ) : (
                  <SiteNavLink key={section.children} {...section} />
                ),
              )}
            </SiteNavigation>
          </MemoryRouter>,
        ).replaceAll(' data-discover="true"', '');
      const html = render('NavLink');
      expect(render('SiteNavLink')).toBe(html);
      expect(html).toContain('href="/articles"');
    },
  );
});
