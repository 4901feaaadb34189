import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** The axe rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_22_AA: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] };

const BLOCKING_IMPACTS: readonly (string | null | undefined)[] = ['serious', 'critical'];

/**
 * Runs axe-core on the page as it is now and answers its serious and critical WCAG 2.2 AA violations, one line per
 * element: the rule, its impact, the element and the rule's help. axe is evaluated through the DevTools protocol,
 * not added as a script tag, which the portal's content security policy would refuse.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
    WCAG_22_AA,
  );
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help} [${violation.helpUrl}]${node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}` : ''}`,
      ),
    );
}
