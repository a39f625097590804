import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 AA conformance rules: A and AA of 2.0, 2.1 and 2.2 (axe-core's tags). */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  /** the first nodes: selector, markup and axe's reason, enough to find and fix each */
  nodes: string[];
}

/**
 * Runs axe-core in the page on `scope` (a CSS selector; the whole document by default) with the
 * WCAG 2.2 AA rules and returns every violation, whatever its impact.
 */
export async function axeViolations(page: Page, scope?: string): Promise<AxeViolation[]> {
  // evaluated through the devtools protocol: the page's CSP forbids inline scripts
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ scope, tags }) => {
      type Result = { violations: { id: string; impact: string | null; nodes: { target: string[]; html: string; failureSummary?: string }[] }[] };
      const axe = (window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<Result> } }).axe;
      const context = scope ? (document.querySelector(scope) ?? document) : document;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)} ${n.failureSummary ?? ''}`),
      }));
    },
    { scope, tags: WCAG_AA_TAGS },
  );
}
