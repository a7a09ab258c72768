// Everything the site is generated from, loaded once: each game's docs with their material (the
// first game is the site's main one, its pages at the root; the others get a folder each), and the
// mutation report when there is one (it covers every game).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { hasOwnKey, setOwn } from "../dsl/own.js";
import { type GameDocs, type LoadedGameDocs, loadGameDocs } from "../kit/game-docs.js";
import { readDiagnosis } from "./pages/diagnosis.js";
import { type Performance, readPerformance } from "./pages/performance.js";

export interface Mutation {
  /** Each mutated ruleset's score line by game id, e.g. robbers: "Mutation score of `spec/robbers/`: 91.2% (…)". */
  readonly summaries: Readonly<Record<string, string>>;
  /** The whole report (generated Markdown). */
  readonly markdown: string;
}

export interface SiteData {
  /** The games, the main one first. */
  readonly games: readonly LoadedGameDocs[];
  readonly mutation: Mutation | null;
  /** The benchmark report (docs/performance.md), or null before the first `npm run bench`. */
  readonly performance?: Performance | null;
  /** The diagnosis accuracy report (docs/diagnosis.md), or null before the first `npm run diagnosis:accuracy`. */
  readonly diagnosis?: string | null;
  /** Pictures the pages show (docs/images/*.png: screenshots the browser tests took), absolute paths. */
  readonly images?: readonly string[];
}

/** The score lines of docs/mutation.md (written by `npm run mutate`, one per ruleset run), or null when there is no report. */
export function readMutation(root: string): Mutation | null {
  const file = join(root, "docs/mutation.md");
  if (!existsSync(file)) return null;
  const markdown = readFileSync(file, "utf8");
  const summaries: Record<string, string> = {};
  for (const line of markdown.split("\n")) {
    const game = /mutation score of `spec\/([^/`]+)\/`/i.exec(line)?.[1];
    if (game && !hasOwnKey(summaries, game)) setOwn(summaries, game, line.replace(/\*\*/g, "").trim());
  }
  return { summaries, markdown };
}

/** docs/images/*.png, sorted. */
function readImages(root: string): string[] {
  const dir = join(root, "docs/images");
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".png"))
        .sort()
        .map((f) => join(dir, f))
    : [];
}

export async function loadSiteData(root: string, games: readonly GameDocs[]): Promise<SiteData> {
  return {
    games: await Promise.all(games.map((g) => loadGameDocs(g, root))),
    mutation: readMutation(root),
    performance: readPerformance(root),
    diagnosis: readDiagnosis(root),
    images: readImages(root),
  };
}
