// Counts are shown as Intl.NumberFormat('en-US') writes whole numbers ("1,234"), written out here:
// a page's first number formatted by Intl makes Chromium set up ICU, 49–98 ms of a phone's main
// thread (Lighthouse's 4× slowdown on this machine, measured in a fresh page), in the middle of
// hydrating the page (lib/dates.ts has the same reason). numbers.test.ts compares the two.

/** "1,234": a whole number with its thousands separated by commas. */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
