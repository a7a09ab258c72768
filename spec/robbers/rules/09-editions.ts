// Edition presets. Each edition is an exception over the base placement rules; decisions.ts says
// which decision each one changes. C2 Z-Man vs C3 is the difference players argue about most:
// C2 Z-Man makes every placement mandatory and offers it to every player, C3 keeps it optional
// and offers it to one follow-up player.
import type { Edition } from "../../../src/dsl/index.js";
import { WIKI, ZMAN } from "./sources.js";

/** The edition presets callers choose by name: first, second and third edition, by publisher. */
export type EditionId = "C1-HiG" | "C1-ZMan" | "C2-HiG" | "C2-ZMan" | "C3";
/** Every edition preset, oldest first. */
export const EDITION_IDS: readonly EditionId[] = ["C1-HiG", "C1-ZMan", "C2-HiG", "C2-ZMan", "C3"];

const section = "Editions";
/**
 * The edition presets as rules (ids `ED-...`), with publisher, year and sources. What each one
 * changes is said in `robbersDecisions`, as exceptions over the base placement rules.
 */
export const editions: readonly Edition<EditionId>[] = [
  {
    id: "ED-C1-HIG",
    editionId: "C1-HiG",
    kind: "edition",
    section,
    publisher: "Hans im Glück",
    year: 2012,
    title: "C1 Hans im Glück (2012)",
    statement:
      "Active player may place or move its robber; then the next player with its robber in supply may place it.",
    sources: [{ file: WIKI, section: "General info; §1; fn3" }],
  },
  {
    id: "ED-C1-ZMAN",
    editionId: "C1-ZMan",
    kind: "edition",
    section,
    publisher: "Z-Man Games",
    year: 2012,
    title: "C1 Z-Man (2012, English)",
    statement:
      "Active player may place or move its robber; then each other player in turn order may place its robber from supply.",
    sources: [{ file: ZMAN, section: "Using robbers" }],
  },
  {
    id: "ED-C2-HIG",
    editionId: "C2-HiG",
    kind: "edition",
    section,
    publisher: "Hans im Glück",
    year: 2017,
    title: "C2 Hans im Glück (2017)",
    statement:
      "Active player may place or move its robber; then the next player to the left without a robber out may place it.",
    sources: [{ file: WIKI, section: "General info; §1" }],
  },
  {
    id: "ED-C2-ZMAN",
    editionId: "C2-ZMan",
    kind: "edition",
    section,
    publisher: "Z-Man Games",
    year: 2017,
    title: "C2 Z-Man (English)",
    statement:
      "Active player must place its robber (may move one already out); then every player in turn order places its robber from supply.",
    sources: [{ file: WIKI, section: "fn2, fn3, fn4" }],
  },
  {
    id: "ED-C3",
    editionId: "C3",
    kind: "edition",
    section,
    publisher: "Hans im Glück",
    year: 2021,
    title: "C3 (2021)",
    statement:
      "Active player may place or move its robber; then the next player to the left without a robber out may place it (the Z-Man discrepancies were removed).",
    sources: [{ file: WIKI, section: "General info; fn2; fn3" }],
  },
];
