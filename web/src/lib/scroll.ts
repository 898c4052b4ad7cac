import { useEffect, useRef } from 'react';

/**
 * Scrolls the window to the top when `shown` (a path, a page number) changes, as a new page of the
 * site starts at its top. Not when the component first renders: the page the app takes over may
 * have been scrolled by the reader before the app arrived (it loads after the page's picture and
 * first paint), or the browser restored a position or followed a #link. A jump to the top then
 * moved the page under the reader's finger: a tap meant for the pager landed on whatever scrolled
 * into its place.
 *
 * The keyboard goes to the top too, on the page's <main>: the link followed (a card, the pager's
 * Next) went with the old page and left the focus on <body>, where a screen reader announced
 * nothing of the new page. Focus still on something (the header's search field or section links,
 * a category button) stays where the reader put it.
 */
export function useScrollToTopWhenChanged(shown: unknown): void {
  const lastShown = useRef(shown);
  useEffect(() => {
    if (lastShown.current !== shown) {
      window.scrollTo(0, 0);
      const focused = document.activeElement;
      if (!focused || focused === document.body) document.getElementById('main')?.focus({ preventScroll: true });
    }
    lastShown.current = shown;
  }, [shown]);
}
