// Accessibility checks in the browser tests: axe-core (the engine of Lighthouse's and browsers'
// accessibility audits) run in the page on the rules a test names, so a failure reads as the
// reader's problem ("Elements must meet minimum color contrast ratio thresholds: …").
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The violations of `rules` (axe rule ids such as color-contrast, heading-order, page-has-heading-one)
 * in the page, or inside `within` (a CSS selector), each as "rule: help (the elements' HTML)".
 */
export async function axeViolations(page: Page, rules: string[], within?: string): Promise<string[]> {
  // Evaluated by the browser's debugger protocol, as @axe-core/playwright does: the page's CSP (no
  // inline scripts) does not apply to it.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ rules: ids, within: selector }) => {
      const axe = (globalThis as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(selector ?? 'html', { runOnly: { type: 'rule', values: ids } });
      return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.html.slice(0, 160)) }));
    },
    { rules, within },
  );
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.join(' | ')})`);
}
