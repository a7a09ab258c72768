// Writes every generated page (Markdown for typedoc's project documents) into a folder and says
// which are the top-level documents and which is the front page. The main game's sections are
// top-level documents themselves; every other game has one top page with its sections as children.
// The sidebar follows the top-level order, rules first: the main game's rule sections (rules,
// editions, register, decisions, examples, its own pages), the other games, then how it is checked.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gamePages, gameTopPage } from "../docs/game-pages.js";
import { gameSite } from "../docs/game-site.js";
import { gamePath } from "../docs/layout.js";
import type { Page } from "../docs/page.js";
import { own } from "../dsl/own.js";
import { DIAGNOSIS_PAGE, diagnosisPage } from "./pages/diagnosis.js";
import { homePage } from "./pages/home.js";
import { MUTATION_PAGE, mutationPage } from "./pages/mutation.js";
import { copyBeside, PERFORMANCE_PAGE, performancePage, writePerformanceCharts } from "./pages/performance.js";
import type { SiteData } from "./site-data.js";

/** The main game's sections about how the rules are checked, listed after every ruleset's rules. */
const CHECKING_SECTIONS = ["traceability.md", "properties.md"];

export interface Generated {
  /** Absolute path of the front page (typedoc's `readme`). */
  readonly readme: string;
  /** Absolute paths of the top-level documents, in the order the sidebar shows them; the rest are their children. */
  readonly documents: readonly string[];
  readonly pages: readonly Page[];
  /** The top pages' titles of the games after the first (search ranks their pages after the main game's). */
  readonly otherGames: readonly string[];
}

/** Every page, and the top-level ones in sidebar order, from the data alone. */
export function sitePages(data: SiteData): { readonly pages: readonly Page[]; readonly topLevel: readonly string[] } {
  const mutationOf = (id: string) =>
    data.mutation ? { summary: own(data.mutation.summaries, id) ?? null, path: MUTATION_PAGE } : null;
  const [main, ...others] = data.games.map((game, i) =>
    i === 0
      ? gameSite(game, { folder: "" }, mutationOf(game.id), [
          ...(data.mutation ? [MUTATION_PAGE] : []),
          ...(data.diagnosis ? [DIAGNOSIS_PAGE] : []),
          ...(data.performance ? [PERFORMANCE_PAGE] : []),
        ])
      : gameSite(game, { folder: `${game.id}/` }, mutationOf(game.id)),
  );
  if (!main) throw new Error("the site needs at least one game");
  const mainPages = gamePages(main);
  const nested = others.map((site) => {
    const { pages, sections } = gamePages(site);
    return { top: gameTopPage(site, sections), pages };
  });
  const report = mutationPage(data.mutation);
  const performance = performancePage(data.performance ?? null);
  const diagnosis = diagnosisPage(data.diagnosis ?? null);
  const checking = new Set(CHECKING_SECTIONS.map((p) => gamePath(main.layout, p)));
  return {
    pages: [
      homePage(
        main,
        others,
        (data.images ?? []).map((f) => f.slice(f.lastIndexOf("/") + 1)),
      ),
      ...mainPages.pages,
      ...(report ? [report] : []),
      ...(diagnosis ? [diagnosis] : []),
      ...(performance ? [performance] : []),
      ...nested.flatMap((n) => [n.top, ...n.pages]),
    ],
    topLevel: [
      ...mainPages.sections.filter((s) => !checking.has(s)),
      ...nested.map((n) => n.top.path),
      ...mainPages.sections.filter((s) => checking.has(s)),
    ],
  };
}

export function writePages(data: SiteData, dir: string): Generated {
  rmSync(dir, { recursive: true, force: true });
  const { pages, topLevel } = sitePages(data);
  for (const page of pages) {
    const file = join(dir, page.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page.content);
  }
  writePerformanceCharts(data.performance ?? null, dir);
  copyBeside(data.images ?? [], join(dir, "images"));
  return {
    readme: join(dir, "home.md"),
    documents: topLevel.map((p) => join(dir, p)),
    pages,
    otherGames: data.games.slice(1).map((g) => g.title),
  };
}
