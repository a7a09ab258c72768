// The rule annotations of every example engine the diagnosis is measured on (`// rule: ...` or
// `# rule: ...`, listed by src/games/accuracy-games.ts): they are the expected diagnosis of every
// mutant measured by npm run diagnosis:accuracy, so each must name a real rule of its game (or
// `engine`), and every rule with behaviour (one some handler step implements, every edition and
// every interpretation) must be annotated somewhere in each engine: a rule nobody annotated could
// never be expected.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readAnnotations } from "../../../src/conform/accuracy/annotations.js";
import { stepsImplementing } from "../../../src/dsl/steps.js";
import { ACCURACY_GAMES } from "../../../src/games/accuracy-games.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));

const ENGINES = ACCURACY_GAMES.flatMap((g) =>
  g.engines.map((e) => ({ name: `${g.game.id} ${e.source}`, game: g.game, file: e.source, prefix: e.commentPrefix })),
);

describe.each(ENGINES)("the rule annotations of $name", ({ game, file, prefix }) => {
  const rules = game.ruleset.rules;
  const known = new Set(rules.map((r) => r.id as string));
  const withBehaviour = rules
    .filter(
      (r) =>
        r.kind === "edition" ||
        r.kind === "interpretation" ||
        stepsImplementing(game.ruleset.handlers, r.id).length > 0,
    )
    .map((r) => r.id as string);
  const source = readAnnotations(readFileSync(join(root, file), "utf8"), prefix);
  const named = new Set(source.annotations.flatMap((a) => (a.expected === "engine" ? [] : a.expected)));

  it("are well formed and name real rule ids of the game or `engine`", () => {
    expect(source.problems).toEqual([]);
    expect(source.annotations.length).toBeGreaterThan(0);
    expect([...named].filter((id) => !known.has(id))).toEqual([]);
    expect(source.annotations.some((a) => a.expected === "engine")).toBe(true);
  });

  it("cover every rule with behaviour, every edition and every interpretation", () => {
    // The list itself must be the whole of it: editions, interpretations and rules of play.
    expect(withBehaviour.filter((id) => rules.find((r) => r.id === id)?.kind === "edition").length).toBe(
      game.editions?.ids.length ?? 0,
    );
    expect(withBehaviour.length).toBeGreaterThan(10);
    expect(withBehaviour.filter((id) => !named.has(id))).toEqual([]);
  });
});
