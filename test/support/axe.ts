import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** The browser build of axe-core, injected into each page the tests check. */
const axeScript = path.join(
  path.dirname(createRequire(import.meta.url).resolve('axe-core/package.json')),
  'axe.min.js',
);

/** One rule broken on a page, said so that the failure tells what to fix and where. */
export interface AxeProblem {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements, with axe's summary of each. */
  nodes: string[];
}

/** The WCAG 2.x A/AA rules plus axe's best practices (landmarks, heading order). */
const checkedTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is now and answers its serious and critical violations (the issue's
 * bar; moderate and minor findings are left to review).
 */
export async function seriousAxeViolations(page: Page): Promise<AxeProblem[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: axeScript });
  return page.evaluate(async (tags) => {
    type Result = {
      id: string;
      impact?: string | null;
      help: string;
      nodes: { target: unknown[]; failureSummary?: string }[];
    };
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            opts: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
          ): Promise<{ violations: Result[] }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: String(v.impact),
        help: v.help,
        nodes: v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)}`,
          ),
      }));
  }, checkedTags);
}

/** Violations as lines for an assertion message, e.g. `/auth dark 360px: color-contrast …`. */
export const describeViolations = (where: string, problems: AxeProblem[]): string[] =>
  problems.map(
    (p) => `${where}: [${p.impact}] ${p.rule} — ${p.help}\n    ${p.nodes.join('\n    ')}`,
  );
