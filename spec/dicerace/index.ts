// The Dice Race ruleset: the state, the options (an edition and a reading), the decisions they
// change, the one handler that carries out a roll, and the checks of states and events. Imports
// only the DSL, like every ruleset in spec/.
import {
  canonical,
  cite,
  decisionFromInterpretation,
  defineDecision,
  type Effect,
  keyPath,
  listPoint,
  misreadingExceptions,
  normaliseMisreadings,
  normaliseParameters,
  normaliseReadings,
  on,
  own,
  parameterException,
  type ResolvedTable,
  type Ruleset,
  ruleError,
} from "../../src/dsl/index.js";
import {
  type DiceRaceEdition,
  diceRaceMisreadings,
  diceRaceRules,
  EDITION_IDS,
  finishParameter,
  overshoot,
} from "./rules.js";

export * from "./rules.js";

/** Where every pawn stands, whose turn it is, and who has won (null while the race goes on). */
export interface DiceRaceState {
  readonly players: readonly string[];
  readonly active: string;
  /** Each player's two pawns, by square. */
  readonly pawns: Readonly<Record<string, readonly [number, number]>>;
  readonly winner: string | null;
}
/** The only event: the active player's roll, the die's number given (chance comes from outside). */
export interface DiceRaceEvent {
  readonly kind: "roll";
  readonly die: number;
}
/** What a roll does: a pawn moves (or stays), a player wins, the turn passes. */
export type DiceRaceEffect = Effect &
  (
    | {
        readonly type: "moved";
        readonly player: string;
        readonly pawn: number;
        readonly from: number;
        readonly to: number;
      }
    | { readonly type: "won"; readonly player: string }
    | { readonly type: "turn"; readonly player: string }
  );

/** Options in full. */
export interface DiceRaceOptions {
  readonly edition: DiceRaceEdition;
  readonly interpretations: { readonly "DR-INT-OVERSHOOT": "stay" | "bounce" };
  /** Known mistakes to play instead of the rules (never selected by an edition or a reading). */
  readonly misreadings?: readonly string[];
  /** What the players set before the race (DR-TRACK-LENGTH: the finish). */
  readonly parameters?: { readonly finish?: number };
}

/** Check options and fill in the defaults (throws `invalid-options` with the JSON path). */
export function normaliseOptions(input: unknown): DiceRaceOptions {
  const raw = (input ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(raw))
    if (key !== "edition" && key !== "interpretations" && key !== "misreadings" && key !== "parameters")
      throw ruleError("invalid-options", [], `unknown option "${key}"`, `$.options.${key}`);
  const edition = raw.edition ?? "classic";
  if (!(EDITION_IDS as readonly unknown[]).includes(edition))
    throw ruleError(
      "invalid-options",
      [],
      `unknown edition ${JSON.stringify(edition)}; expected one of ${EDITION_IDS.join(", ")}`,
      "$.options.edition",
    );
  const misreadings = normaliseMisreadings(diceRaceMisreadings, raw.misreadings);
  const parameters = normaliseParameters([finishParameter], raw.parameters);
  return {
    edition: edition as DiceRaceEdition,
    interpretations: normaliseReadings([overshoot], raw.interpretations) as DiceRaceOptions["interpretations"],
    ...(misreadings ? { misreadings } : {}),
    ...(parameters ? { parameters } : {}),
  };
}

/** The decisions the edition and the reading change. */
export const diceRaceDecisions = {
  dice: defineDecision<DiceRaceOptions, number>({
    id: "dice",
    description: "How many dice a roll is.",
    base: { rule: "DR-ROLL", value: 1 },
    exceptions: [{ id: "ED-TWO-DICE", label: "two dice", when: (o) => o.edition === "two-dice", value: 2 }],
    domain: [
      { value: 1, says: "a roll is one die (1 to 6)" },
      { value: 2, says: "a roll is two dice (2 to 12)" },
    ],
  }),
  finish: defineDecision<DiceRaceOptions, number>({
    id: "finish",
    description: "Which square is the finish.",
    base: { rule: "DR-TRACK", value: 20 },
    // A finish the players set and the short track's both fix the finish: set together, they are refused, naming both.
    exceptions: [
      { id: "ED-SHORT", label: "short track", when: (o) => o.edition === "short", value: 12 },
      parameterException(finishParameter),
    ],
    domain: [
      { value: 20, says: "the finish is square 20" },
      { value: 12, says: "the finish is square 12" },
    ],
  }),
  overshoot: decisionFromInterpretation<DiceRaceOptions, "stay" | "bounce">(
    overshoot,
    (o) => o.interpretations["DR-INT-OVERSHOOT"],
  ),
  // Only a misreading changes it: the rules finish a pawn on an exact landing alone.
  exactFinish: defineDecision<DiceRaceOptions, "exact" | "reaching">({
    id: "exactFinish",
    description: "Whether a roll past the finish finishes the pawn.",
    base: { rule: "DR-EXACT", value: "exact" },
    exceptions: misreadingExceptions(diceRaceMisreadings, "exactFinish"),
    domain: [
      { value: "exact", says: "only an exact landing finishes" },
      { value: "reaching", says: "reaching or passing the finish finishes" },
    ],
  }),
};
type D = ResolvedTable<typeof diceRaceDecisions>;

const STEPS = [
  {
    id: "move",
    summary: "The chosen pawn moves by the roll, landing exactly, staying or bouncing at the finish.",
    implements: ["DR-ROLL", "DR-MOVE", "DR-EXACT", "DR-TRACK", "DR-INT-OVERSHOOT"],
  },
  {
    id: "finish",
    summary: "A pawn on the finish wins the race and ends the game.",
    implements: ["DR-WIN", "DR-EXACT"],
  },
  { id: "pass", summary: "Otherwise the turn passes to the next player.", implements: ["DR-TURN"] },
];

const rollHandler = on<DiceRaceState, DiceRaceEvent, D, DiceRaceEffect, { kind: "roll" }>({
  id: "roll",
  steps: STEPS,
  pattern: { kind: "roll" },
  run: (ctx, s, e) => {
    const player = s.active;
    const pawn = ctx.choose(
      listPoint("pawn", player, "DR-MOVE", `Which pawn does ${player} move ${e.die} squares?`, [0, 1]),
    );
    // The number of dice is checked with the event (validateEvent): a total, once rolled, moves a pawn the same way.
    const { finish, overshoot, exactFinish } = ctx.decisions;
    const mine = own(s.pawns, player)!;
    const from = mine[pawn]!;
    const past = from + e.die - finish.value;
    // Past the finish the reading says where the pawn goes, unless a misreading lets it finish anyway.
    const rule = exactFinish.value === "reaching" ? exactFinish : overshoot;
    const to =
      past <= 0
        ? from + e.die
        : rule === exactFinish
          ? finish.value
          : overshoot.value === "stay"
            ? from
            : finish.value - past;
    const atEnd = past >= 0 && finish.decidedBy;
    ctx.emit({
      type: "moved",
      player,
      pawn,
      from,
      to,
      ...cite(
        ["DR-ROLL", "DR-MOVE", past > 0 && ["DR-EXACT", ...rule.decidedBy], atEnd],
        ["DR-ROLL", past > 0 && rule.decidedBy],
      ),
    });
    const pawns = { ...s.pawns, [player]: (pawn === 0 ? [to, mine[1]] : [mine[0], to]) as [number, number] };
    if (to === finish.value) {
      const reached = past > 0 && exactFinish.decidedBy;
      ctx.emit({
        type: "won",
        player,
        ...cite(["DR-WIN", "DR-EXACT", finish.decidedBy, reached], ["DR-WIN", reached]),
      });
      return { ...s, pawns, winner: player };
    }
    const next = s.players[(s.players.indexOf(player) + 1) % s.players.length]!;
    ctx.emit({ type: "turn", player: next, ...cite(["DR-TURN"], ["DR-TURN"]) });
    return { ...s, pawns, active: next };
  },
});

/** Throws `invalid-state` citing the rule a state breaks, with the JSON path of the value. */
function validateState(s: DiceRaceState, d: D): void {
  const bad = (rule: string, message: string, path: string): never => {
    throw ruleError("invalid-state", rule, message, path);
  };
  if (s.players.length < 2 || s.players.length > 4)
    bad("DR-PLAYERS", `the race is for 2 to 4 players, not ${s.players.length}`, "$.players");
  for (const [i, p] of s.players.entries())
    if (s.players.indexOf(p) !== i) bad("DR-PLAYERS", `player "${p}" is named twice`, `$.players[${i}]`);
  if (!s.players.includes(s.active)) bad("DR-TURN", `the active player "${s.active}" is not playing`, "$.active");
  for (const p of Object.keys(s.pawns))
    if (!s.players.includes(p)) bad("DR-PLAYERS", `"${p}" is not playing`, `$.pawns${keyPath(p)}`);
  for (const p of s.players) {
    const two = own(s.pawns, p) ?? bad("DR-PLAYERS", `${p} has no pawns`, `$.pawns${keyPath(p)}`);
    for (const [i, at] of two.entries())
      if (at < 0 || at > d.finish.value)
        bad("DR-TRACK", `square ${at} is off the track (0 to ${d.finish.value})`, `$.pawns${keyPath(p)}[${i}]`);
    const home = two.includes(d.finish.value);
    if (home !== (s.winner === p))
      bad(
        "DR-WIN",
        home ? `${p} has a pawn on the finish but is not the winner` : `the winner ${p} has no pawn on the finish`,
        s.winner === p ? "$.winner" : `$.pawns${keyPath(p)}`,
      );
  }
  if (s.winner !== null && !s.players.includes(s.winner))
    bad("DR-WIN", `the winner "${s.winner}" is not playing`, "$.winner");
}

/** The totals a roll can show under the compiled decisions: one die 1 to 6, two dice 2 to 12. */
export const rollRange = (d: Pick<D, "dice">): { readonly low: number; readonly high: number } => ({
  low: d.dice.value,
  high: 6 * d.dice.value,
});

/** Throws `invalid-event` when the race is over or the roll is no total the edition's dice can show. */
function validateEvent(s: DiceRaceState, e: DiceRaceEvent, d: D): void {
  if (s.winner !== null) throw ruleError("invalid-event", "DR-WIN", `the race is over: ${s.winner} has won`, "$.event");
  const { low, high } = rollRange(d);
  if (!Number.isInteger(e.die) || e.die < low || e.die > high) {
    const dice = d.dice.value === 1 ? "a die shows" : `${d.dice.value} dice show`;
    throw ruleError("invalid-event", d.dice.decidedBy, `${dice} ${low} to ${high}, not ${e.die}`, "$.event.die");
  }
}

/** A new race: every pawn on square 0, the first player named to roll. */
export const startOf = (players: readonly string[]): DiceRaceState => ({
  players,
  active: players[0] ?? "",
  pawns: Object.fromEntries(players.map((p) => [p, [0, 0] as const])),
  winner: null,
});

/** Dice Race as a ruleset for `compile`, `step` and `enumerate`. */
export const diceRace: Ruleset<DiceRaceOptions, DiceRaceState, DiceRaceEvent, typeof diceRaceDecisions> = {
  id: "dicerace",
  title: "Dice Race",
  rules: diceRaceRules,
  decisions: diceRaceDecisions,
  misreadings: diceRaceMisreadings,
  parameters: [finishParameter],
  handlers: [rollHandler],
  normaliseOptions,
  validateState,
  validateEvent,
  outcomeKey: (state) => canonical(state),
};
