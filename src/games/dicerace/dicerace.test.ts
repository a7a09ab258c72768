// Proof that the generic layer is general: Dice Race, a third and made-up ruleset, is only a spec
// (spec/dicerace/: rules, one interpretation with two readings, three edition presets, a parameter
// (the finish the players set), decisions, one handler; it imports nothing but src/dsl/) and an
// adapter (src/games/dicerace/: the `Game` object and the command's entry). Without any change to them, the generic command (`rules`, `play`,
// `explain`, `check`, `vectors` through runGameCli), the oracle's verdicts and the docs page
// generators all work on it.
//
// Size, counted as non-blank lines that are not comments, as formatted at 120 columns (checked at
// the end of this file):
//   adapter: 206 lines (src/games/dicerace/index.ts 196, command.ts 10);
//   spec:    397 lines (spec/dicerace/rules.ts 159, most of it the rules' text; index.ts 238, with the
//            decisions' domains),
//   plus the rulebook the rules cite (spec/dicerace/RULEBOOK.md).
// That the spec imports only the DSL is checked with every other ruleset by npm run lint:imports.
//
// Expected values come from a referee written here from the rulebook (`referee`), never from output.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { diceRaceRules, overshoot } from "../../../spec/dicerace/index.js";
import { runGameCli } from "../../cli/game-program.js";
import { gamePages, gameTopPage } from "../../docs/game-pages.js";
import { gameSite } from "../../docs/game-site.js";
import { loadGameDocs } from "../../kit/game-docs.js";
import { scratch } from "../../oracle/test-support.js";
import { diceRaceEntry } from "./command.js";
import { diceRaceGame } from "./index.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const files = scratch("dicerace-");
afterAll(() => files.remove());

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}
async function runCommand(...args: string[]): Promise<Run> {
  let out = "";
  let err = "";
  const code = await runGameCli(diceRaceEntry, args, {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
  });
  return { code, out, err };
}
const write = (name: string, lines: readonly unknown[]) =>
  files.write(name, `${lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n")}\n`);

type Pawns = Record<string, [number, number]>;
type Reading = "stay" | "bounce";

/** The rulebook, read independently of the spec: where a pawn lands (§2, §3 and the two readings of "cannot go past it"). */
function referee(finish: number, reading: Reading, at: number, die: number): number {
  const to = at + die;
  if (to <= finish) return to;
  return reading === "stay" ? at : finish - (to - finish);
}

/** Replays a played trace by the referee and checks every claim: turn order, the pawn moved, the winner. */
function refereeTrace(
  lines: readonly string[],
  finish: number,
  reading: Reading,
  dice = 1,
): { steps: number; winner: string | null; highest: number } {
  const header = JSON.parse(lines[0]!) as { setup: { players: string[] } };
  const players = header.setup.players;
  const pawns: Pawns = Object.fromEntries(players.map((p) => [p, [0, 0]]));
  let active = players[0]!;
  let winner: string | null = null;
  let highest = 0;
  for (const line of lines.slice(1)) {
    expect(winner, "no roll after the race is won").toBeNull();
    const step = JSON.parse(line) as {
      event: { kind: string; die: number };
      choices: { kind: string; actor: string; pick: number }[];
      claims: { pawns: Pawns; winner: string | null };
    };
    expect(step.event.kind).toBe("roll");
    // One die shows 1 to 6; two dice (§4) a total of 2 to 12.
    expect(step.event.die).toBeGreaterThanOrEqual(dice);
    expect(step.event.die).toBeLessThanOrEqual(6 * dice);
    highest = Math.max(highest, step.event.die);
    // Each roll asks the active player which of two pawns moves: always a real choice, always recorded.
    expect(step.choices).toHaveLength(1);
    expect(step.choices[0]).toMatchObject({ kind: "pawn", actor: active });
    const pawn = step.choices[0]!.pick;
    pawns[active]![pawn] = referee(finish, reading, pawns[active]![pawn]!, step.event.die);
    if (pawns[active]![pawn] === finish) winner = active;
    else active = players[(players.indexOf(active) + 1) % players.length]!;
    expect(step.claims).toEqual({ pawns, winner });
  }
  return { steps: lines.length - 1, winner, highest };
}

/** A scenario: ann to roll, her pawns on 17 and 3, ben's at the start. */
const scenario = (options: object, die = 5) => ({
  format: "dicerace-scenario/1",
  options,
  players: ["ann", "ben"],
  active: "ann",
  pawns: { ann: [17, 3], ben: [0, 0] },
  event: { kind: "roll", die },
});

describe("a third ruleset (Dice Race) through the generic command", () => {
  it("lists its five subcommands and its rules, with statements, sources, readings, defaults and editions", async () => {
    const help = await runCommand("--help");
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: dicerace/);
    for (const command of ["rules", "play", "explain", "check", "vectors"])
      expect(help.out).toMatch(new RegExp(`^ {2}${command} `, "m"));
    const [text, json] = await Promise.all([runCommand("rules"), runCommand("rules", "--json")]);
    const listed = JSON.parse(json.out) as {
      id: string;
      kind: string;
      statement: string;
      sources: { file: string; section: string }[];
      default?: string;
    }[];
    expect(listed.map((r) => r.id)).toEqual(diceRaceRules.map((r) => r.id));
    for (const r of listed) expect(r.sources[0]?.file, r.id).toBe("dicerace/RULEBOOK.md");
    expect(listed.find((r) => r.id === "DR-INT-OVERSHOOT")).toMatchObject({ kind: "interpretation", default: "stay" });
    expect(text.out).toContain(
      "DR-EXACT  [rule] Exact finish  (Finishing; dicerace/RULEBOOK.md §3)\n    A pawn finishes only by landing exactly on the finish;",
    );
    expect(listed.find((r) => r.id === "DR-EXACT")).toMatchObject({
      statement:
        "A pawn finishes only by landing exactly on the finish; a roll that would carry it past the finish never finishes it.",
    });
    expect(text.out).toContain(
      "DR-INT-OVERSHOOT  [interpretation] A roll too high to finish  (Interpretations; dicerace/RULEBOOK.md §3)\n    The rulebook says a pawn cannot go past the finish, but not whether the pawn then stays or moves back.\n    * stay: The pawn does not move: the roll is spent.\n    - bounce: ",
    );
    expect(text.out).toContain(
      "ED-SHORT  [edition] Short track  (Editions; dicerace/RULEBOOK.md §4)\n    The finish is square 12, for a quick game.\n",
    );
    expect(text.out).toMatch(/\n8 rules, 1 interpretations? and 3 editions\.\n$/);
  });

  it("plays seeded races that conform, each step as the referee reads the rulebook", async () => {
    const runs = [
      { args: [], finish: 20, reading: "stay" as const, label: "classic (default readings)" },
      {
        args: [
          "--options",
          files.write(
            "quick.json",
            JSON.stringify({ edition: "short", interpretations: { "DR-INT-OVERSHOOT": "bounce" } }),
          ),
        ],
        finish: 12,
        reading: "bounce" as const,
        label: "short, DR-INT-OVERSHOOT=bounce",
      },
      {
        args: ["--options", files.write("two.json", JSON.stringify({ edition: "two-dice" }))],
        finish: 20,
        reading: "stay" as const,
        label: "two-dice (default readings)",
        dice: 2,
      },
      {
        args: ["--options", files.write("own.json", JSON.stringify({ parameters: { finish: 33 } }))],
        finish: 33,
        reading: "stay" as const,
        label: "classic, finish=33 (default readings)",
      },
    ];
    for (const [i, { args, finish, reading, label, dice }] of runs.entries()) {
      const file = join(files.dir, `race-${i}.jsonl`);
      const played = await runCommand("play", "--players", "ann,ben,cat", "--seed", "5", ...args, "--out", file);
      expect(played.code, played.err).toBe(0);
      const lines = readFileSync(file, "utf8").trimEnd().split("\n");
      expect(JSON.parse(lines[0]!)).toMatchObject({
        format: "dicerace-trace/1",
        setup: { players: ["ann", "ben", "cat"] },
      });
      const { steps, winner, highest } = refereeTrace(lines, finish, reading, dice);
      expect(winner).not.toBeNull();
      // The game's random events roll the compiled edition's dice: two dice show more than 6 in a whole race.
      if (dice === 2) expect(highest).toBeGreaterThan(6);
      expect(played.err).toMatch(
        new RegExp(`^dicerace: played ${steps} events; pawns: .*; ${winner} has won; trace written to `),
      );
      expect(await runCommand("check", file)).toEqual({
        code: 0,
        out: `conforms: ${steps} steps replayed under ${label}\n`,
        err: "",
      });
      const again = await runCommand("play", "--players", "ann,ben,cat", "--seed", "5", ...args);
      expect(again.out).toBe(`${lines.join("\n")}\n`);
    }
  });

  it("reports a trace that does not conform: exit 1, its line, what the rules give and the rule", async () => {
    const header = {
      format: "dicerace-trace/1",
      setup: { players: ["ann", "ben"], active: "ann", pawns: { ann: [17, 3], ben: [0, 0] } },
    };
    const roll = (die: number, pick: number, pawns: Pawns, winner: string | null = null) => ({
      event: { kind: "roll", die },
      choices: [{ kind: "pawn", actor: "ann", pick }],
      claims: { pawns, winner },
    });
    // An engine that lets a pawn run past the finish: 17 + 5 is 22, but a pawn cannot go past 20 (DR-EXACT).
    const past = write("past.jsonl", [header, roll(5, 0, { ann: [22, 3], ben: [0, 0] })]);
    const r = await runCommand("check", past);
    expect(r.code).toBe(1);
    const out = r.out.split("\n");
    expect(out[0]).toBe("does not conform under classic (default readings) (0 steps conformed before)");
    expect(out[1]).toBe(
      `${past}:2: step 1 does not conform ($.claims): the claimed values differ from what the rules give`,
    );
    expect(out[3]).toMatch(
      new RegExp(
        `^ {2}ann's pawns: the trace claims \\[22,3\\], the rules give \\[${referee(20, "stay", 17, 5)},3\\] {2}\\[(?=.*\\bDR-EXACT\\b)(?=.*\\bDR-INT-OVERSHOOT\\b).*\\]$`,
      ),
    );
    expect(r.out).toContain("  no legal outcome of this step gives the claimed values (all 2 checked)\n");
    // An engine that bounces: it conforms to the other reading, and the report says so.
    const bounced = write("bounced.jsonl", [
      header,
      roll(5, 0, { ann: [referee(20, "bounce", 17, 5), 3], ben: [0, 0] }),
    ]);
    const b = await runCommand("check", bounced);
    expect(b.code).toBe(1);
    // A roll of 5 is one die's or two dice's total alike, so the two-dice edition with that reading fits too.
    expect(b.out).toContain(
      "  the whole trace conforms under: classic, DR-INT-OVERSHOOT=bounce; two-dice, DR-INT-OVERSHOOT=bounce\n",
    );
    // Every edition alone and with the one reading changed: 3 x 2 option sets, less the trace's own.
    expect(JSON.parse((await runCommand("check", bounced, "--json")).out).alternatives.tried).toBe(5);
    // A roll after the race is won, a pawn that does not exist, a die that is not a die.
    const won = roll(3, 0, { ann: [20, 3], ben: [0, 0] }, "ann");
    const kinds = await Promise.all(
      [
        [
          "after-win.jsonl",
          [header, won, { event: { kind: "roll", die: 2 }, choices: [{ kind: "pawn", actor: "ann", pick: 0 }] }],
        ],
        [
          "pawn-2.jsonl",
          [header, { event: { kind: "roll", die: 2 }, choices: [{ kind: "pawn", actor: "ann", pick: 2 }] }],
        ],
        [
          "die-7.jsonl",
          [header, { event: { kind: "roll", die: 7 }, choices: [{ kind: "pawn", actor: "ann", pick: 1 }] }],
        ],
        ["no-choice.jsonl", [header, { event: { kind: "roll", die: 2 } }]],
        [
          "two-dice-13.jsonl",
          [
            { ...header, options: { edition: "two-dice" } },
            { event: { kind: "roll", die: 13 }, choices: [{ kind: "pawn", actor: "ann", pick: 1 }] },
          ],
        ],
        [
          "two-dice-1.jsonl",
          [
            { ...header, options: { edition: "two-dice" } },
            { event: { kind: "roll", die: 1 }, choices: [{ kind: "pawn", actor: "ann", pick: 1 }] },
          ],
        ],
      ].map(
        async ([name, lines]) =>
          JSON.parse((await runCommand("check", write(name as string, lines as unknown[]), "--json")).out).divergence,
      ),
    );
    expect(kinds.map((d) => [d.step, d.kind, d.rules])).toEqual([
      [2, "refused-event", ["DR-WIN"]],
      [1, "illegal-choice", ["DR-MOVE"]],
      [1, "refused-event", ["DR-ROLL"]],
      [1, "missing-choice", ["DR-MOVE"]],
      // Two dice show 2 to 12: the edition's decision is checked with the event, citing the edition.
      [1, "refused-event", ["DR-ROLL", "ED-TWO-DICE"]],
      [1, "refused-event", ["DR-ROLL", "ED-TWO-DICE"]],
    ]);
  });

  it("explains what a roll can do, under each reading and edition", async () => {
    const outcomesOf = async (options: object) => {
      const r = await runCommand(
        "explain",
        files.write("roll.json", JSON.stringify(scenario(options), null, 2)),
        "--json",
      );
      expect(r.code, r.err).toBe(0);
      return (JSON.parse(r.out) as { outcomes: { pawns: Pawns; choices: { pick: number }[] }[] }).outcomes
        .map((o) => [o.choices[0]!.pick, o.pawns.ann])
        .sort();
    };
    // Either pawn may move: pawn 0 meets the finish (the reading decides), pawn 1 goes from 3 to 8.
    expect(await outcomesOf({})).toEqual([
      [0, [referee(20, "stay", 17, 5), 3]],
      [1, [17, 8]],
    ]);
    expect(await outcomesOf({ interpretations: { "DR-INT-OVERSHOOT": "bounce" } })).toEqual([
      [0, [referee(20, "bounce", 17, 5), 3]],
      [1, [17, 8]],
    ]);
    const text = (await runCommand("explain", files.write("roll-text.json", JSON.stringify(scenario({}), null, 2))))
      .out;
    expect(text).toContain(
      "Options: classic (default readings)\nEvent: a roll of 5\n2 distinct outcomes (2 choice paths).\n",
    );
    expect(text).toMatch(/ {2}- ann's pawn 0 stays on 17 {2}\[(?=.*\bDR-EXACT\b)(?=.*\bDR-INT-OVERSHOOT\b).*\]\n/);
    // On the short track, square 17 is off the board: refused where it is written, with the rule.
    const short = JSON.stringify(scenario({ edition: "short" }), null, 2);
    // The value itself: the line after `"ann": [`, where its first square is.
    const line = short.split("\n").findIndex((l) => l.includes('"ann": [')) + 2;
    const r = await runCommand("explain", files.write("short.json", short));
    expect([r.code, r.out]).toEqual([2, ""]);
    expect(r.err).toBe(
      `${join(files.dir, "short.json")}:${line}: $.pawns["ann"][0]: square 17 is off the track (0 to 12) [DR-TRACK]\n`,
    );
    // A finish the players set (DR-TRACK-LENGTH, §4: 10 to 40) moves the finish: 17 + 5 lands short of 30.
    expect(await outcomesOf({ parameters: { finish: 30 } })).toEqual([
      [0, [22, 3]],
      [1, [17, 8]],
    ]);
    const set = (
      await runCommand("explain", files.write("set.json", JSON.stringify(scenario({ parameters: { finish: 22 } }))))
    ).out;
    expect(set).toContain("Options: classic, finish=22 (default readings)\n");
    expect(set).toMatch(/ann wins the race {2}\[(?=.*\bDR-TRACK-LENGTH\b).*\]/);
    // Out of its range, not a key of the game, or set on the short track that fixes the finish too: refused, naming the rules.
    const refusals = await Promise.all(
      [
        ["far.json", { parameters: { finish: 41 } }],
        ["key.json", { parameters: { start: 3 } }],
        ["both.json", { edition: "short", parameters: { finish: 30 } }],
      ].map(async ([name, options]) => {
        const r = await runCommand("explain", files.write(name as string, JSON.stringify(scenario(options as object))));
        return [r.code, r.err.replace(/^.*?: /, "")];
      }),
    );
    expect(refusals).toEqual([
      [2, expect.stringMatching(/^\$\.options\.parameters\.finish: .*10 to 40.*41.*\[DR-TRACK-LENGTH\]\n$/)],
      [2, expect.stringMatching(/^\$\.options\.parameters\.start: .*"start".*finish\n$/)],
      [2, expect.stringMatching(/ED-SHORT.*DR-TRACK-LENGTH|DR-TRACK-LENGTH.*ED-SHORT/)],
    ]);
    // The seeded form explains the next roll of the same race `play` plays.
    const race = (await runCommand("play", "--players", "ann,ben", "--seed", "9")).out.trimEnd().split("\n");
    const next = JSON.parse(race[4]!) as { event: unknown; claims: { pawns: Pawns } };
    const seeded = JSON.parse(
      (await runCommand("explain", "--players", "ann,ben", "--seed", "9", "--events", "3", "--json")).out,
    ) as { event: unknown; outcomes: { pawns: Pawns }[] };
    expect(seeded.event).toEqual(next.event);
    expect(seeded.outcomes.map((o) => o.pawns)).toContainEqual(next.claims.pawns);
  });

  it("refuses what it cannot read, in one line with file, line, path and rule", async () => {
    const cases: [string, unknown, RegExp][] = [
      [
        "five.jsonl",
        { format: "dicerace-trace/1", setup: { players: ["a", "b", "c", "d", "e"] } },
        /five\.jsonl:1: \$\.setup\.players: the race is for 2 to 4 players, not 5 \[DR-PLAYERS\]$/,
      ],
      [
        "twice.jsonl",
        { format: "dicerace-trace/1", setup: { players: ["a", "a"] } },
        /twice\.jsonl:1: \$\.setup\.players\[1\]: player "a" is named twice \[DR-PLAYERS\]$/,
      ],
      [
        "edition.jsonl",
        { format: "dicerace-trace/1", options: { edition: "long" }, setup: { players: ["a", "b"] } },
        /edition\.jsonl:1: \$\.options\.edition: .*short/,
      ],
      [
        "robbers.jsonl",
        { format: "robbers-trace/1" },
        /robbers\.jsonl:1: \$\.format: format is "robbers-trace\/1" \(a trace: use `robbers check`\); expected "dicerace-trace\/1"$/,
      ],
    ];
    for (const [name, header, pattern] of cases) {
      const r = await runCommand("check", write(name, [header]));
      expect([r.code, r.out], name).toEqual([2, ""]);
      expect(r.err.trimEnd()).toMatch(pattern);
      expect(r.err.trimEnd().split("\n")).toHaveLength(1);
    }
    const players = await runCommand("play", "--players", "ann", "--seed", "1");
    expect([players.code, players.err]).toEqual([
      2,
      "dicerace: --players: the race is for 2 to 4 players, not 1 [DR-PLAYERS]\n",
    ]);
  });

  it("generates deterministic vectors, each a complete outcome set the referee agrees with", async () => {
    const [a, b] = await Promise.all([
      runCommand("vectors", "--seed", "1", "--count", "18"),
      runCommand("vectors", "--seed", "1", "--count", "18"),
    ]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(b.out).toBe(a.out);
    const vectors = a.out
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(vectors.map((v) => v.id)).toEqual([...Array(18).keys()].map((i) => `dr-s1-${String(i).padStart(4, "0")}`));
    for (const v of vectors) {
      expect(diceRaceGame.formats.vector.safeParse(v).success).toBe(true);
      const finish = v.scenario.options.parameters?.finish ?? (v.scenario.options.edition === "short" ? 12 : 20);
      const reading: Reading = v.scenario.options.interpretations?.["DR-INT-OVERSHOOT"] ?? "stay";
      const { active, pawns, event } = v.scenario as { active: string; pawns: Pawns; event: { die: number } };
      // Each pawn may move; two choices that leave the same squares (both pawns stay) are one outcome.
      const expected = new Map<string, Pawns>();
      for (const pawn of [0, 1]) {
        const moved = [...pawns[active]!] as [number, number];
        moved[pawn] = referee(finish, reading, moved[pawn]!, event.die);
        expected.set(JSON.stringify(moved), { ...pawns, [active]: moved });
      }
      expect(v.distinct).toBe(expected.size);
      for (const o of v.outcomes as { pawns: Pawns; winner: string | null; choices: { pick: number }[] }[]) {
        const moved = o.pawns[active]!;
        expect(o.pawns).toEqual(expected.get(JSON.stringify(moved)));
        expect(o.winner).toBe(moved.includes(finish) ? active : null);
      }
    }
    // The index cycles the editions and the readings, so all six combinations appear; in the next
    // round the players set the finish (10 to 40) but on the short track, which fixes it; then none again.
    const set = vectors.slice(6, 12).map((v) => [v.scenario.options.edition, v.scenario.options.parameters?.finish]);
    expect(set.map(([e, f]) => [e, e === "short" ? f : typeof f])).toEqual(
      vectors
        .slice(0, 6)
        .map((v) => [v.scenario.options.edition, v.scenario.options.edition === "short" ? undefined : "number"]),
    );
    for (const [, f] of set) if (f !== undefined) expect(f >= 10 && f <= 40, String(f)).toBe(true);
    expect(
      [...vectors.slice(0, 6), ...vectors.slice(12)].every((v) => v.scenario.options.parameters === undefined),
    ).toBe(true);
    expect(
      vectors
        .slice(0, 6)
        .map((v) => [
          v.scenario.options.edition,
          v.scenario.options.interpretations?.["DR-INT-OVERSHOOT"] ?? overshoot.defaultReading,
        ]),
    ).toEqual([
      ["classic", "stay"],
      ["short", "stay"],
      ["two-dice", "stay"],
      ["classic", "bounce"],
      ["short", "bounce"],
      ["two-dice", "bounce"],
    ]);
  });
});

describe("a third ruleset (Dice Race) through the generic docs pages", async () => {
  const site = gameSite(await loadGameDocs(diceRaceGame.docs, root), { folder: "dicerace/" }, null);
  const { pages, sections } = gamePages(site);
  const page = (path: string) => pages.find((p) => p.path === path)?.content ?? "";

  it("writes a page per rule with its statement, sources and the handler steps that enforce it", () => {
    const exact = page("dicerace/rules/DR-EXACT.md");
    expect(exact).toContain("# DR-EXACT: Exact finish");
    expect(exact).toContain(`> ${diceRaceRules.find((r) => r.id === "DR-EXACT")!.statement}`);
    expect(exact).toContain("| `dicerace/RULEBOOK.md`, §3 | — |");
    expect(exact).toContain("### Enforced by");
    expect(exact).toContain("- handler `roll`, step `move`: ");
    expect(exact).toContain("- handler `roll`, step `finish`: ");
    // The interpretation names DR-EXACT in its question: the page says it touches the rule.
    expect(exact).toMatch(
      /## Interpretations that touch it\n\n- \[DR-INT-OVERSHOOT\]\(\.\.\/rules\/DR-INT-OVERSHOOT\.md\): its question or readings name this rule/,
    );
    for (const r of diceRaceRules) expect(page(`dicerace/rules/${r.id}.md`), r.id).toContain("## Sources");
  });

  it("writes the interpretation, the edition comparison and the game's top page", () => {
    expect(page("dicerace/rules/DR-INT-OVERSHOOT.md")).toMatch(
      /\| `stay` \(default\) \| The pawn does not move: the roll is spent\. \|/,
    );
    const editions = page("dicerace/editions.md");
    expect(editions).toMatch(
      /`finish`: Which square is the finish\. \| `20` \(\[DR-TRACK\]\(\.\/rules\/DR-TRACK\.md\)\) \| `12` \(\[DR-TRACK\]\(\.\/rules\/DR-TRACK\.md\), \[ED-SHORT\]\(\.\/rules\/ED-SHORT\.md\)\) \|/,
    );
    expect(sections).toEqual([
      "dicerace/rules.md",
      "dicerace/editions.md",
      "dicerace/interpretations.md",
      "dicerace/decisions.md",
      "dicerace/examples.md",
      "dicerace/traceability.md",
      "dicerace/properties.md",
    ]);
    const top = gameTopPage(site, sections);
    expect(top.path).toBe("dicerace.md");
    expect(top.content).toContain("# Dice Race");
    expect(top.content).toContain(
      "- [Rules](./dicerace/rules.md): every rule, interpretation and edition preset, one page each (12 ids).",
    );
  });
});

it("keeps the adapter and the spec as small as the comment at the top says", () => {
  const lines = (file: string) =>
    readFileSync(join(root, file), "utf8")
      .split("\n")
      .filter((l) => l.trim() !== "" && !/^\s*(\/\/|\/\*\*|\*|\*\/)/.test(l)).length;
  expect(lines("src/games/dicerace/index.ts") + lines("src/games/dicerace/command.ts")).toBeLessThanOrEqual(206);
  expect(lines("spec/dicerace/rules.ts") + lines("spec/dicerace/index.ts")).toBeLessThanOrEqual(397);
});
