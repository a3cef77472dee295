import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and returns the serious and critical violations (WCAG 2.1 A/AA rules). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run(options: object): Promise<{ violations: AxeViolation[] }> } }).axe.run(
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      },
    ),
  )) as { violations: AxeViolation[] };
  return result.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .join('\n');
}
