// For the browser tests: an accessibility audit of the page open in Chromium with axe-core, the
// engine behind @axe-core/playwright. Its script is read from node_modules and injected into the
// page, then `axe.run` checks the whole document; the findings are returned each as one line (rule,
// impact, help and the first elements it names): every one, or only the serious and critical ones. axe-core must be a
// development dependency: without it the audit throws, saying so (it never skips).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/** One finding of axe, as much as a test message needs. */
interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

const AXE_PACKAGE = "axe-core";
const require = createRequire(import.meta.url);

/** axe-core's browser script, or a clear error naming the missing development dependency. */
function axeSource(): string {
  let file: string;
  try {
    // Written out, not built from AXE_PACKAGE, so that knip sees the development dependency in use.
    file = require.resolve("axe-core/axe.min.js");
  } catch {
    throw new Error(
      `${AXE_PACKAGE} is not installed: the accessibility audit needs it as a development dependency (npm install --save-dev ${AXE_PACKAGE})`,
    );
  }
  return readFileSync(file, "utf8");
}

let source: string | null = null;

/** The serious and critical violations axe finds on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return lines((await audit(page)).filter((v) => v.impact === "serious" || v.impact === "critical"));
}

/** Every violation axe finds on the page as it is now, whatever its impact (minor ones too), one line each. */
export async function everyViolation(page: Page): Promise<string[]> {
  return lines(await audit(page));
}

async function audit(page: Page): Promise<Violation[]> {
  source ??= axeSource();
  await page.addScriptTag({ content: source });
  // Evaluated in the page, where axe is now a global (the Node program has no DOM types).
  return page.evaluate<Violation[]>("axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)");
}

function lines(violations: readonly Violation[]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} element(s), e.g. ${v.nodes
        .slice(0, 3)
        .map((n) => JSON.stringify(n.target))
        .join(", ")}`,
  );
}
