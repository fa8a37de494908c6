import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// axe-core, the copy in node_modules, injected into the page (the page's context must be made with
// `bypassCSP: true`: the app's Content-Security-Policy refuses inline scripts, axe's among them).
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Violation {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[]; readonly failureSummary?: string }[];
}

/**
 * axe's violations on the page as it is now (or within the element `within` names: a dialog, once
 * the page around it has had its own audit), one line each: rule, elements, why.
 */
export async function audit(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(
    async ([tags, selector]) => {
      const axe = (window as unknown as { axe: { run(ctx: unknown, o: object): Promise<{ violations: Violation[] }> } }).axe;
      const context = selector ? { include: [selector] } : document;
      const r = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
    },
    [TAGS, within] as const,
  );
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}): ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`));
}

