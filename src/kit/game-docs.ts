// What a game supplies for its docs pages and its traceability report: the `docs` field of the game
// contract (game.ts). The generic page generators (src/docs/) and the report (src/trace/) read a
// game only through this, so neither knows which game it is. Split in two because the game object
// is part of the installed package: the rules, decisions, handlers and inventory are light and
// always there, while the property registry and the fixtures live outside the package (properties/,
// fixtures/), so `load` brings them in only when a docs tool asks.
import type { Decision } from "../dsl/defaults.js";
import type { Edition, Rule, SourceRef } from "../dsl/rule.js";
import type { HandlerStep } from "../dsl/ruleset.js";

/** One property-based test with the rule ids it checks (an entry of a game's property registry). */
export interface PropertyEntry {
  /** Unique name; the docs anchor and the traceability report use it. */
  readonly name: string;
  /** The test file that runs it, from the repository root. */
  readonly file: string;
  /** What it checks, in one sentence (the test takes its title from here). */
  readonly title: string;
  /** The rule ids it checks. */
  readonly rules: readonly string[];
}

/** An inventory file (`spec/<game>/inventory.json`): the ids the traceability report holds to account, in order. */
export interface InventoryFile {
  /** What the list is and what checks it. */
  readonly about: string;
  /** The ids, in rulebook order. */
  readonly ids: readonly string[];
}

/** A game's rule inventory, as the docs name it. */
export interface InventoryDocs {
  /** The ids, in rulebook order. */
  readonly ids: readonly string[];
  /** The file they come from, from the repository root. */
  readonly file: string;
  /** How pages name it: "the shared rules inventory". */
  readonly name: string;
}

/** A handler as the docs read it: its rule ids, and its named steps when it is split into steps. */
export interface HandlerDocs {
  readonly id: string;
  readonly implements: readonly string[];
  readonly steps?: readonly HandlerStep[];
}

/**
 * Markdown links from the page being written to other pages of the same game, each relative to that
 * page; a game-particular renderer gets one so its links work wherever the site puts the game.
 */
export interface DocLinks {
  /** `[RB-STEAL-HALF](../rules/RB-STEAL-HALF.md)`. */
  rule(id: string): string;
  /** A worked example's page. */
  example(id: string): string;
  /** A property's entry on the properties page. */
  property(name: string): string;
  /** A decision's page. */
  decision(key: string): string;
  /** The relative address of a page of the game, named by its path in the game's folder (`playground.md`). */
  href(path: string): string;
}

/** One fixture (worked example) as the docs show it, already loaded and replayed. */
export interface DocFixture {
  readonly id: string;
  readonly title: string;
  /** Its file, from the repository root. */
  readonly file: string;
  /** Rule ids it exercises. */
  readonly exercises: readonly string[];
  /** Where it is told, or which rule it illustrates. */
  readonly sources: readonly SourceRef[];
  /** True when a source prints the example; false for a situation written to illustrate a rule or reading. */
  readonly fromSource: boolean;
  /** Editions in which it holds (games with editions only). */
  readonly editions?: readonly string[];
  /** Readings it needs other than the defaults. */
  readonly readings: Readonly<Record<string, string>>;
  readonly notes?: string;
  /** The rule ids each effect of its replay cites together (how the docs find interpretations cited with a rule). */
  readonly citedTogether: readonly (readonly string[])[];
  /** The body of its page below the generic head: the game-particular narration (steps, pictures, effects). */
  page(links: DocLinks): string;
}

/** One decision two editions resolve differently. */
export interface EditionDifferenceDocs {
  readonly decision: string;
  readonly description: string;
  readonly a: { readonly value: unknown; readonly by: readonly string[] };
  readonly b: { readonly value: unknown; readonly by: readonly string[] };
}

/** A game's editions, for the edition comparison and the preset pages. */
export interface EditionDocs {
  /** Preset ids in their order. */
  readonly ids: readonly string[];
  /** The preset rules (kind `edition`). */
  readonly presets: readonly Edition[];
  /** The decisions two presets resolve differently, under the given readings (defaults for the rest). */
  compare(a: string, b: string, readings?: Readonly<Record<string, string>>): readonly EditionDifferenceDocs[];
  /** The call that compares two presets (`a`, `b` as expressions: `"C3"`, or a name), as a reader writes it (shown as inline code). */
  compareCall(a: string, b: string, readings?: Readonly<Record<string, string>>): string;
  /** A complete TypeScript snippet selecting a preset and comparing it with another (compiled by a test). */
  presetSnippet(edition: string): string;
}

/** A page only this game has (the Robbers playground, the MacRobber walkthrough). */
export interface ExtraPage {
  /** Its path in the game's folder, e.g. `playground.md`. */
  readonly path: string;
  readonly title: string;
  /** A short description for the game's list of pages. */
  readonly summary: string;
  /** The Markdown below the front matter. */
  render(links: DocLinks): string;
  /** A script the page runs in the browser (a playground), bundled beside it when the site is built. */
  readonly script?: PageScript;
}

/** A page's browser script: what to bundle, where the built page is, and where it loads the bundle from. */
export interface PageScript {
  /** The script's entry, from the repository root (`src/games/robbers/site/playground/main.ts`). */
  readonly entry: string;
  /** The built page, relative to the site folder (typedoc's documents: `documents/Playground.html`). */
  readonly html: string;
  /** Where the page loads the bundle from, relative to the page. */
  readonly fromPage: string;
  /** A stylesheet copied beside the page: the file from the repository root, and where the page loads it from. */
  readonly styles?: { readonly file: string; readonly fromPage: string };
}

/** One vector as the manifest lists it. */
export interface ManifestVector {
  readonly id: string;
  readonly file: string;
  readonly kind: "positive" | "negative";
  /** The rule ids its theme targets. */
  readonly anchors: readonly string[];
  /** The rule ids its outcomes exercise (or, for a negative vector, that refuse it). */
  readonly rules: readonly string[];
}

/** A game's vectors: the folder and the manifest's list (empty when there is no manifest yet). */
export interface VectorSuite {
  readonly folder: string;
  readonly list: readonly ManifestVector[];
}

/** The material that lives outside the package: loaded when a docs tool asks. */
/** A known mistake about a rule, and where it bites (a row of the game's kill matrix, fixtures/kill-matrix/). */
export interface MistakeDocs {
  /** The misreading's id (`MIS-...`). */
  readonly id: string;
  /** The rule it gets wrong. */
  readonly rule: string;
  /** The mistake in a few words. */
  readonly title: string;
  /** What the mistaken reader does. */
  readonly statement: string;
  /** The committed vectors an engine making it fails. */
  readonly killedBy: readonly string[];
  /** The smallest of them, worked out under the rules and under the mistake (null when none). */
  readonly example: {
    readonly vector: string;
    readonly situation: readonly string[];
    readonly choices: readonly string[];
    readonly rules: readonly string[];
    readonly mistake: readonly string[];
  } | null;
}

export interface GameDocsMaterial {
  /** The property registry and the file it is kept in. */
  readonly properties: { readonly file: string; readonly entries: readonly PropertyEntry[] };
  /** The fixtures, loaded and replayed, and their folder. */
  readonly fixtures: { readonly folder: string; readonly list: readonly DocFixture[] };
  /** Pages only this game has. */
  readonly extraPages: readonly ExtraPage[];
  /** The conformance vectors, as their manifest lists them. */
  readonly vectors?: VectorSuite;
  /** The known mistakes about the rules, each with where it bites (absent: none known). */
  readonly mistakes?: readonly MistakeDocs[];
  /** What the bounded exhaustive check found under each non-default reading of an interpretation (none: not explored). */
  readingChecks?(interpretation: string): readonly ReadingCheck[];
  /** Words a player searches with for this rule that its page may not use ("messenger"), weighed like its title by the site's search. */
  searchWords?(id: string): readonly string[];
  /** A rule worked through with one number, in Markdown, shown under the rule's statement (null: none). */
  ruleInNumbers?(id: string, links: DocLinks): string | null;
}

/** One non-default reading explored by the bounded exhaustive check: the invariant it breaks, if any, and the shortest trace showing it. */
export interface ReadingCheck {
  /** The reading explored. */
  readonly reading: string;
  /** The bound, in words. */
  readonly bound: string;
  /** States explored. */
  readonly states: number;
  /** The invariant broken, or null when none broke within the bound. */
  readonly invariant: string | null;
  /** What went wrong, in words. */
  readonly message: string | null;
  /** Events in the shortest counterexample. */
  readonly length: number | null;
  /** The edition it was found under. */
  readonly edition: string | null;
  /** The counterexample trace file, from the repository root (replay it with the game's `check`). */
  readonly file: string | null;
  /** The trace itself (JSON), to show on the page. */
  readonly trace: unknown;
}

/** Everything the generic docs pages and the traceability report need from one game. */
export interface GameDocs {
  /** The game's id (`robbers`): the folder its pages go in when it is not the site's main game. */
  readonly id: string;
  /** The game's name for people. */
  readonly title: string;
  /** Markdown for the top of the game's own page: what the game is, its sources, how to use it. */
  readonly intro: string;
  /** Markdown for the worked examples' index: what their pages show (pictures, how to read them). */
  readonly examplesNote: string;
  /** How pages name where the rules come from: "the sources", "the rulebook". */
  readonly sourcesName: string;
  /** Where the rules are written, from the repository root (`spec/robbers/rules/`). */
  readonly rulesFolder: string;
  /** Every rule, interpretation and edition, in rulebook order. */
  readonly rules: readonly Rule[];
  /** The decision table: each decision's base rule and the exceptions editions and readings make. */
  readonly decisions: Readonly<Record<string, Decision<never, unknown>>>;
  /** The ruleset's handlers, for which steps enforce which rule. */
  readonly handlers: readonly HandlerDocs[];
  readonly inventory: InventoryDocs;
  /** The editions, or null for a game with one edition. */
  readonly editions: EditionDocs | null;
  /** The function that builds a spec with options, in Markdown (`{@link robbersSpec}` when the API reference has it). */
  readonly specFunction: string;
  /** A complete TypeScript snippet selecting each of these readings of an interpretation (compiled by a test). */
  readingsSnippet(interpretation: string, readings: readonly string[]): string;
  /** Loads the registry, the fixtures and the extra pages (from the repository at `root`). */
  load(root: string): Promise<GameDocsMaterial>;
}

/** A game's docs with their material loaded: what the page generators and the report take. */
export type LoadedGameDocs = GameDocs & GameDocsMaterial;

/** Loads a game's material and puts it beside its docs. */
export async function loadGameDocs(docs: GameDocs, root: string): Promise<LoadedGameDocs> {
  return { ...docs, ...(await docs.load(root)) };
}
