// Dice Race as a game for the generic tools (src/kit/game.ts): its formats from buildFormats, a
// setup read as a state, claims compared pawn by pawn, narration, vectors, seeded games and its
// docs material. Written only to prove that a third ruleset needs nothing more than this and its
// spec (spec/dicerace/); the oracle, the command and the docs pages are used unchanged.
import { z } from "zod";
import type { DiceRaceEffect, DiceRaceEvent, DiceRaceOptions, DiceRaceState } from "../../../spec/dicerace/index.js";
import {
  diceRace,
  diceRaceDecisions,
  diceRaceRules,
  EDITION_IDS,
  editions,
  finishParameter,
  normaliseOptions,
  overshoot,
  startOf,
} from "../../../spec/dicerace/index.js";
import { type Decision, differingDecisions, own } from "../../dsl/index.js";
import { buildFormats, parametersSchemaOf, readingsSchemaOf } from "../../kit/formats.js";
import type { Difference, Game } from "../../kit/game.js";
import type { GameDocs, PropertyEntry } from "../../kit/game-docs.js";

const name = z.string().min(1).max(64);
const pawns = z.record(z.string(), z.tuple([z.int(), z.int()]));
const setup = z.strictObject({
  players: z.array(name).max(16),
  active: name.optional(),
  pawns: pawns.optional(),
  winner: name.nullable().optional(),
});
const claims = z.strictObject({ pawns: pawns.optional(), winner: name.nullable().optional() });
type Setup = z.infer<typeof setup>;
type Claims = z.infer<typeof claims>;

const formats = buildFormats({
  id: "dicerace",
  noun: "Dice Race",
  options: z.strictObject({
    edition: z.enum(EDITION_IDS).optional(),
    interpretations: readingsSchemaOf([overshoot]).optional(),
    parameters: parametersSchemaOf([finishParameter]).optional(),
  }),
  setup,
  event: z.strictObject({ kind: z.literal("roll"), die: z.int() }),
  choice: z.strictObject({ kind: z.string(), actor: name, pick: z.unknown() }),
  claims,
  record: z.strictObject({ pawns, active: name, winner: name.nullable() }),
  idPrefix: "dr-s",
});

/** Each claimed value that differs, citing the effects that gave the right one. */
function compare(c: Claims, after: DiceRaceState, effects: readonly DiceRaceEffect[]): Difference[] {
  const cites = (type: string) => [...new Set(effects.filter((e) => e.type === type).flatMap((e) => e.rules))];
  const out: Difference[] = [];
  for (const [p, claimed] of Object.entries(c.pawns ?? {})) {
    const actual = own(after.pawns, p) ?? null;
    if (JSON.stringify(claimed) !== JSON.stringify(actual))
      out.push({
        path: `$.claims.pawns[${JSON.stringify(p)}]`,
        claimed,
        actual,
        description: `${p}'s pawns: the trace claims ${JSON.stringify(claimed)}, the rules give ${JSON.stringify(actual)}`,
        rules: cites("moved"),
      });
  }
  if (c.winner !== undefined && c.winner !== after.winner)
    out.push({
      path: "$.claims.winner",
      claimed: c.winner,
      actual: after.winner,
      description: `the winner: the trace claims ${c.winner}, the rules give ${after.winner ?? "nobody yet"}`,
      rules: [...new Set([...cites("won"), ...cites("moved"), "DR-WIN"])],
    });
  return out;
}

const describeEffect = (e: DiceRaceEffect): string =>
  e.type === "moved"
    ? `${e.player}'s pawn ${e.pawn} ${e.from === e.to ? `stays on ${e.from}` : `moves from ${e.from} to ${e.to}`}`
    : e.type === "won"
      ? `${e.player} wins the race`
      : `${e.player}'s turn`;

/** The total of `dice` dice, each drawn with `int` (0 to n - 1). */
const rolled = (dice: number, int: (n: number) => number): number => {
  let total = 0;
  for (let i = 0; i < dice; i++) total += 1 + int(6);
  return total;
};

/** A vector's situation: a race near its end, the edition and reading cycling with the index. */
function drawer(random: () => number, index: number) {
  const edition = EDITION_IDS[index % EDITION_IDS.length]!;
  // After each round of editions and readings, one where the players set the finish (DR-TRACK-LENGTH:
  // 10 to 40), but on the short track, which fixes it.
  const round = Math.floor(index / (2 * EDITION_IDS.length));
  const set = round % 2 === 1 && edition !== "short" ? 10 + ((index * 7) % 31) : null;
  const options = {
    edition,
    interpretations: { "DR-INT-OVERSHOOT": overshoot.readings[Math.floor(index / EDITION_IDS.length) % 2]!.id },
    ...(set !== null ? { parameters: { finish: set } } : {}),
  };
  const finish = set ?? (edition === "short" ? 12 : 20);
  const dice = edition === "two-dice" ? 2 : 1;
  return () => {
    const int = (n: number) => Math.floor(random() * n);
    const players = ["ann", "ben", "cat", "dan"].slice(0, 2 + int(3));
    const state: DiceRaceState = {
      players,
      active: players[int(players.length)]!,
      pawns: Object.fromEntries(players.map((p) => [p, [finish - 1 - int(8), int(finish)] as const])),
      winner: null,
    };
    return {
      theme: "near the finish",
      options,
      setup: { players, active: state.active, pawns: state.pawns },
      state,
      event: { kind: "roll" as const, die: rolled(dice, int) },
    };
  };
}

const compareEditions = (a: string, b: string, readings: Readonly<Record<string, string>> = {}) => {
  const [oa, ob] = [a, b].map((edition) => normaliseOptions({ edition, interpretations: readings })) as [
    DiceRaceOptions,
    DiceRaceOptions,
  ];
  return differingDecisions(diceRaceDecisions as unknown as Record<string, Decision<DiceRaceOptions, unknown>>, oa, ob);
};

/** Code for the docs pages, from the repository's root (Dice Race is not in the package's exports). */
const snippet = (calls: readonly string[]) =>
  [
    'import { compile } from "./src/interpreter/compile.js";',
    'import { diceRace } from "./spec/dicerace/index.js";',
    "",
    ...calls,
  ].join("\n");

/**
 * The property registry, outside what the package build compiles (properties/ is not shipped): a
 * specifier held in a variable keeps the build from following it, and only docs tools call `load`.
 */
const PROPERTIES: string = "../../../properties/dicerace/registry.js";

const docs: GameDocs = {
  id: "dicerace",
  title: "Dice Race",
  intro: "A made-up race game (`spec/dicerace/RULEBOOK.md`): roll, move one of two pawns, land exactly on the finish.",
  examplesNote: "Dice Race has no worked examples.",
  sourcesName: "the rulebook",
  rulesFolder: "spec/dicerace/",
  rules: diceRaceRules,
  decisions: diceRaceDecisions,
  handlers: diceRace.handlers,
  inventory: {
    ids: diceRaceRules.filter((r) => r.kind === "rule").map((r) => r.id),
    file: "spec/dicerace/rules.ts",
    name: "the Dice Race rules",
  },
  editions: {
    ids: EDITION_IDS,
    presets: editions,
    compare: compareEditions,
    compareCall: (a, b) => `compareEditions(${a}, ${b})`,
    presetSnippet: (edition) => snippet([`compile(diceRace, { edition: "${edition}" });`]),
  },
  specFunction: "`compile(diceRace, options)`",
  readingsSnippet: (id, readings) =>
    snippet(readings.map((r) => `compile(diceRace, { interpretations: { "${id}": "${r}" } });`)),
  load: async () => ({
    properties: {
      file: "properties/dicerace/registry.ts",
      entries: ((await import(PROPERTIES)) as { diceRaceProperties: readonly PropertyEntry[] }).diceRaceProperties,
    },
    fixtures: { folder: "spec/dicerace/", list: [] },
    extraPages: [],
  }),
};

/** Dice Race, for the oracle, a `dicerace` command and the docs. */
export const diceRaceGame: Game<
  DiceRaceOptions,
  DiceRaceState,
  DiceRaceEvent,
  DiceRaceEffect,
  typeof diceRaceDecisions,
  Setup,
  Claims
> = {
  id: "dicerace",
  title: "Dice Race",
  ruleset: diceRace,
  editions: { ids: EDITION_IDS, default: "classic", rules: editions },
  interpretations: [overshoot],
  formats,
  toOptionsInput: (options) => options,
  situation: (_spec, s) => ({
    ...startOf(s.players),
    ...(s.active !== undefined ? { active: s.active } : {}),
    ...(s.pawns ? { pawns: s.pawns as DiceRaceState["pawns"] } : {}),
    winner: s.winner ?? null,
  }),
  claims: { compare },
  describe: {
    event: (e) => `a roll of ${e.die}`,
    effect: describeEffect,
    choice: (c) => `${c.actor} moves pawn ${JSON.stringify(c.pick)}`,
    after: (s) =>
      `pawns: ${s.players.map((p) => `${p} ${own(s.pawns, p)!.join("/")}`).join(", ")}; ${s.winner ? `${s.winner} has won` : `${s.active} to roll`}`,
  },
  vectors: { drawer, record: (s) => ({ pawns: s.pawns, active: s.active, winner: s.winner }), maxOutcomes: 4 },
  play: {
    newGame: (_spec, players) => startOf(players),
    setupOf: (players) => ({ players: [...players] }),
    // The dice are the compiled rules' (ED-TWO-DICE rolls two), so a played game never rolls what its edition refuses.
    randomEvent: (spec, s, random) =>
      s.winner ? null : { kind: "roll", die: rolled(spec.decisions.dice.value, (n) => Math.floor(random() * n)) },
    claimsOf: (s) => ({ pawns: s.pawns, winner: s.winner }),
  },
  docs,
};
