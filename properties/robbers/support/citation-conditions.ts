// When each rule id may be cited, restated from the rules' statements (spec/robbers/rules/) and
// independently of the handlers: for every kind of effect, the ids it may cite and the condition
// under which each holds. An id missing from an effect's table may never be cited by that effect.
// Used by the citation-precision property (properties/robbers/citation-precision.test.ts).

import {
  type FigureKind,
  isDark,
  positionOf,
  type RobbersEffect,
  type RobbersEvent,
  type RobbersOptions,
  type RobbersState,
  robbersRules,
} from "../../../spec/robbers/index.js";
import type { PathStep } from "../../../src/dsl/index.js";
import { moves } from "../invariants.js";

/** One step as the property sees it: options in full, the states around it, the effects and the path. */
export interface StepView {
  readonly options: RobbersOptions;
  readonly before: RobbersState;
  readonly after: RobbersState;
  readonly event: RobbersEvent;
  readonly effects: readonly RobbersEffect[];
  readonly path: readonly PathStep[];
}

type Condition<E> = (v: StepView, e: E) => boolean;
type Table<E> = Readonly<Record<string, Condition<E>>>;
type Of<T extends RobbersEffect["type"]> = Extract<RobbersEffect, { type: T }>;

const always = (): boolean => true;
const loop = (v: StepView) => v.options.interpretations["INT-SAME-SPACE"] === "loop";
/** The key of the space a score stands on under the reading in force. */
const square = (v: StepView, score: number): number => (loop(v) ? score % 50 : score);
const zman = (v: StepView) => v.options.edition === "C1-ZMan" || v.options.edition === "C2-ZMan";
const awardsOf = (v: StepView, player: string) =>
  v.event.kind === "moment" ? v.event.awards.filter((a) => a.player === player) : [];
/** RB-STEAL-ORDER: the player decided an order of several awards, or which of two figures moves. */
const planChosen = (v: StepView, player: string) => awardsOf(v, player).length >= 2 || v.before.messages;
const others = (v: StepView, player: string) => v.before.players.filter((p) => p !== player);
const kinds = (v: StepView): FigureKind[] => (v.before.messages ? ["meeple", "messenger"] : ["meeple"]);

/**
 * INT-MSG-ALONE can only decide a landing on a space some other figure occupies at some point of
 * the step (before it, after one of its movements, or after it).
 */
function crowdable(v: StepView, player: string, figure: FigureKind, to: number): boolean {
  const at = square(v, to);
  const positions = v.before.players.flatMap((p) =>
    kinds(v).flatMap((k) =>
      p === player && k === figure
        ? []
        : [
            positionOf(v.before.figures[p]!, k),
            positionOf(v.after.figures[p]!, k),
            ...moves(v)
              .filter((m) => m.player === p && m.figure === k)
              .map((m) => m.to),
          ],
    ),
  );
  return positions.some((s) => square(v, s) === at);
}
/** A landing the message rules look at: The Messages, points gained, ending on a dark space. */
const darkLanding = (v: StepView, m: { points: number; to: number }) =>
  v.before.messages && m.points > 0 && isDark(m.to);
/** Whether the message rules let this landing draw at all, leaving INT-MSG-ALONE aside (MS-DARK-DRAW, INT-MSG-OWN-TURN). */
const eligible = (v: StepView, m: Of<"figure-moved">) =>
  darkLanding(v, m) &&
  (m.player === v.before.active ||
    (m.source === "rogue" && v.options.interpretations["INT-MSG-OWN-TURN"] === "always"));

/** A lap decides "the same space" only when a score involved is 50 or more. */
const lapped = (scores: readonly number[]) => scores.some((s) => s >= 50);
/** Other players' figures that stand on space `at` before the step (they make a placement there legal). */
const supporters = (v: StepView, placer: string, at: number) =>
  others(v, placer).flatMap((p) =>
    kinds(v).flatMap((k) =>
      square(v, positionOf(v.before.figures[p]!, k)) === at
        ? [{ p, k, score: positionOf(v.before.figures[p]!, k) }]
        : [],
    ),
  );
const targetIds: Table<{ player: string; at?: number; to?: number }> = {
  "RB-PLACE-TARGET": always,
  // A robber put or moved stands on a space of the scoreboard, never on the map.
  "RB-SETUP-OFFMAP": always,
  "RB-PLACE-SAMETILE": always,
  "RB-PLACE-TRIGGER": always,
  // A robber put beside a messenger (rather than a meeple) rests on the Messages rule.
  "RB-MSG-TARGET": (v, e) =>
    v.before.messages && supporters(v, e.player, (e.at ?? e.to)!).some((s) => s.k === "messenger"),
  "INT-SAME-SPACE": (v, e) => lapped(supporters(v, e.player, (e.at ?? e.to)!).map((s) => s.score)),
};
/** Whether an earlier follow-up offer of this step was declined, so the offer passed on to `player`. */
const passedOn = (v: StepView, player: string) => {
  const i = v.effects.findIndex(
    (e) => (e.type === "robber-placed" || e.type === "placement-declined") && e.player === player,
  );
  return v.effects.slice(0, i).some((e) => e.type === "placement-declined" && e.player !== v.before.active);
};
/** Whether a player after `player` in the follow-up order still has its robber in supply. */
const laterInSupply = (v: StepView, player: string) => {
  const order = v.before.players;
  const from = order.indexOf(v.before.active);
  const rest = [...order.slice(from + 1), ...order.slice(0, from)];
  return rest.slice(rest.indexOf(player) + 1).some((p) => v.before.robbers[p] === null);
};
const followUpIds: Table<{ player: string }> = {
  "RB-PLACE-NEXT": (v, e) => e.player !== v.before.active,
  "RB-PLACE-ALL": (v, e) => e.player !== v.before.active,
  "ED-C1-ZMAN": (v, e) => e.player !== v.before.active,
  "ED-C2-ZMAN": (v, e) => e.player !== v.before.active,
};

const TABLES: { readonly [T in RobbersEffect["type"]]: Table<Of<T>> } = {
  "figure-moved": {
    "BASE-SCOREBOARD": (_v, e) => e.source !== "rogue" && e.source !== "robber-bonus",
    "RB-STEAL-ORDER": (v, e) => v.event.kind === "moment" && e.source !== "rogue" && planChosen(v, e.player),
    "RB-STEAL-PER-EVENT": (v, e) => e.source !== "rogue" && awardsOf(v, e.player).length >= 2,
    "RB-STEAL-HALF": (_v, e) => e.source === "rogue",
    "RB-ROGUE-FIGURE": (v, e) => e.source === "rogue" && v.before.messages,
    "RB-MSG-DARK": (v, e) => e.source === "rogue" && darkLanding(v, e),
    // The Messages' own rule: a landing during one's own turn.
    "MS-DARK-DRAW": (v, e) => darkLanding(v, e) && e.player === v.before.active,
    "INT-MSG-OWN-TURN": (v, e) => e.source === "rogue" && darkLanding(v, e) && e.player !== v.before.active,
    "INT-MSG-ALONE": (v, e) => eligible(v, e) && crowdable(v, e.player, e.figure, e.to),
    "RB-FINAL-BONUS": (_v, e) => e.source === "robber-bonus",
    "RB-FINAL-NOSTEAL": (_v, e) => e.source === "robber-bonus",
  },
  steal: {
    "RB-STEAL-HALF": always,
    "RB-STEAL-KEEP": always,
    "RB-STEAL-FIRST": always,
    "RB-STEAL-SIMULTANEOUS": always,
    // The theft is from one award among several at the moment, or from an award other than a feature.
    "RB-STEAL-PER-EVENT": (v, e) =>
      (v.event.kind === "moment" && v.event.awards.length >= 2) ||
      awardsOf(v, e.victim).some((a) => a.source !== "feature" && a.points === e.points),
    "RB-STEAL-ORDER": (v, e) => planChosen(v, e.victim),
    // The thief's own figure left the robber's space too, and was passed over.
    "RB-STEAL-SELF": (v, e) =>
      moves(v).some(
        (m) =>
          m.player === e.thief &&
          m.source !== "rogue" &&
          (square(v, m.from) === e.at || square(v, positionOf(v.before.figures[e.thief]!, m.figure)) === e.at),
      ),
    "RB-STEAL-CHOOSE": (v, e) => v.path.some((s) => s.kind === "steal" && s.actor === e.thief),
    "RB-STEAL-MULTI": (v, e) =>
      v.effects.some(
        (o) => o !== e && o.type === "steal" && o.victim === e.victim && o.figure === e.figure && o.points === e.points,
      ),
    "RB-MSG-TARGET": (v) => v.before.messages,
    "INT-ARRIVE-THEN-MOVE": (v, e) => square(v, positionOf(v.before.figures[e.victim]!, e.figure)) !== e.at,
    "INT-ZERO-POINTS": (_v, e) => e.points === 0,
    "INT-SAME-SPACE": (v, e) => lapped([positionOf(v.after.figures[e.victim]!, e.figure)]),
  },
  "robber-returned": {
    "RB-STEAL-RETURN": (v) => v.event.kind === "moment",
    "RB-FINAL-BONUS": (v) => v.event.kind === "game-end",
  },
  "robber-followed": {
    "RB-ROGUE-FOLLOW": (v) => v.event.kind === "moment",
    "RB-ROGUE-NOSTEAL": (v) => v.event.kind === "moment",
    // Exactness of the next three is checked by the citations property.
    "RB-ROGUE-FOLLOW-MIXED": (v) => v.event.kind === "moment",
    "RB-BACK-FOLLOW": (v) => v.event.kind === "backward",
    "RB-BACK-CHOOSE": (v) => v.event.kind === "backward",
    "INT-BACK-STAY-OWN": (v) => v.event.kind === "backward",
    // Its own player's figure went back (only under INT-BACK-OWN-FIGURE "follows" does it follow one).
    "INT-BACK-OWN-FIGURE": (v, e) => v.event.kind === "backward" && v.event.player === e.player,
  },
  "robber-stayed": {
    "RB-STEAL-SELF": (v, e) =>
      moves(v).some((m) => m.player === e.player && m.source !== "rogue" && m.points > 0 && square(v, m.from) === e.at),
    "INT-ZERO-POINTS": (v, e) =>
      moves(v).some(
        (m) => m.player !== e.player && m.source !== "rogue" && m.points === 0 && square(v, m.from) === e.at,
      ),
    // A figure that arrived on the robber's space during the moment and moved on.
    "INT-ARRIVE-THEN-MOVE": (v, e) =>
      moves(v).some(
        (m) =>
          m.player !== e.player &&
          m.source !== "rogue" &&
          m.points > 0 &&
          square(v, m.from) === e.at &&
          square(v, positionOf(v.before.figures[m.player]!, m.figure)) !== e.at,
      ),
    "RB-BACK-CHOOSE": (v) => v.event.kind === "backward",
    "INT-BACK-STAY-OWN": (v) => v.event.kind === "backward",
    "INT-BACK-OWN-FIGURE": (v, e) => v.event.kind === "backward" && v.event.player === e.player,
  },
  "message-drawn": {
    "MS-DARK-DRAW": (v, e) => e.player === v.before.active,
    // A backward move drew: only the reading that any stop counts lets it.
    "INT-MSG-BACKWARD": (v) => v.event.kind === "backward",
    "RB-MSG-DARK": (v, e) =>
      moves(v).some(
        (m) => m.source === "rogue" && m.player === e.player && m.figure === e.figure && m.to % 50 === e.at,
      ),
    "INT-MSG-OWN-TURN": (v, e) => e.player !== v.before.active,
    // `at` is the square; the landing's own score says which space it is under INT-SAME-SPACE.
    "INT-MSG-ALONE": (v, e) =>
      moves(v).some(
        (m) =>
          m.player === e.player &&
          m.figure === e.figure &&
          m.to % 50 === e.at &&
          crowdable(v, e.player, e.figure, m.to),
      ),
  },
  "robber-placed": {
    ...targetIds,
    ...followUpIds,
    "RB-SETUP-SUPPLY": always,
    "RB-PLACE-ACTIVE": (v, e) => e.player === v.before.active,
    "ED-C2-ZMAN": always,
    "INT-DECLINE-PASSES": (v, e) => e.player !== v.before.active && passedOn(v, e.player),
  },
  "robber-moved": {
    ...targetIds,
    "RB-PLACE-MOVE": always,
    "INT-MANDATORY-MOVE": (v) => v.options.edition === "C2-ZMan",
  },
  "placement-declined": {
    ...followUpIds,
    "RB-PLACE-ACTIVE": (v, e) => e.player === v.before.active && v.before.robbers[e.player] === null,
    "RB-PLACE-MOVE": (v, e) => e.player === v.before.active && v.before.robbers[e.player] !== null,
    "INT-MANDATORY-MOVE": (v, e) =>
      e.player === v.before.active && v.before.robbers[e.player] !== null && v.options.edition === "C2-ZMan",
    // A decline forced because no (other) space holds another player's figure.
    "RB-PLACE-TARGET": (v, e) =>
      !others(v, e.player).some((p) =>
        kinds(v).some((k) => square(v, positionOf(v.before.figures[p]!, k)) !== v.before.robbers[e.player]),
      ),
    // The offer reached this player because an earlier one passed on, or someone is left for the
    // reading to pass this decline to.
    "INT-DECLINE-PASSES": (v, e) =>
      e.player !== v.before.active && !zman(v) && (passedOn(v, e.player) || laterInSupply(v, e.player)),
  },
  "placement-skipped": followUpIds,
  // The turn passes within the seating order of the players.
  "turn-started": { "BASE-TURNS": always, "BASE-PLAYERS": always },
  "game-ended": { "BASE-TURNS": always },
};

/** The ids an effect cites whose condition did not hold (or that this kind of effect never cites). */
export function unjustified(v: StepView, e: RobbersEffect): string[] {
  const table = TABLES[e.type] as Table<RobbersEffect>;
  return e.rules.filter((id) => !Object.hasOwn(table, id) || !table[id]!(v, e));
}

/**
 * The order in which each kind of effect cites its rules: the rule that makes the effect happen
 * first, then what shaped it, readings last (`cite` in src/dsl/cite.ts keeps the order it is
 * given, and the citation's order is what the site and the vectors show). Ids that never appear
 * together may sit anywhere relative to each other; an id missing here is never cited by that effect.
 */
const ORDER: { readonly [T in RobbersEffect["type"]]: readonly string[] } = {
  "figure-moved": [
    "BASE-SCOREBOARD",
    "RB-STEAL-ORDER",
    "RB-STEAL-PER-EVENT",
    "RB-STEAL-HALF",
    "RB-ROGUE-FIGURE",
    "RB-MSG-DARK",
    "MS-DARK-DRAW",
    "INT-MSG-OWN-TURN",
    "INT-MSG-ALONE",
    "RB-FINAL-BONUS",
    "RB-FINAL-NOSTEAL",
  ],
  steal: [
    "RB-STEAL-HALF",
    "RB-STEAL-KEEP",
    "RB-STEAL-FIRST",
    "RB-STEAL-SIMULTANEOUS",
    "RB-STEAL-PER-EVENT",
    "RB-STEAL-ORDER",
    "RB-STEAL-SELF",
    "RB-STEAL-CHOOSE",
    "RB-STEAL-MULTI",
    "RB-MSG-TARGET",
    "INT-ARRIVE-THEN-MOVE",
    "INT-ZERO-POINTS",
    "INT-SAME-SPACE",
  ],
  "robber-returned": ["RB-STEAL-RETURN", "RB-FINAL-BONUS"],
  "robber-followed": [
    "RB-ROGUE-FOLLOW",
    "RB-ROGUE-NOSTEAL",
    "RB-ROGUE-FOLLOW-MIXED",
    "RB-BACK-FOLLOW",
    "RB-BACK-CHOOSE",
    "INT-BACK-STAY-OWN",
    "INT-BACK-OWN-FIGURE",
  ],
  "robber-stayed": [
    "RB-STEAL-SELF",
    "INT-ZERO-POINTS",
    "INT-ARRIVE-THEN-MOVE",
    "RB-BACK-CHOOSE",
    "INT-BACK-STAY-OWN",
    "INT-BACK-OWN-FIGURE",
  ],
  "message-drawn": ["RB-MSG-DARK", "MS-DARK-DRAW", "INT-MSG-BACKWARD", "INT-MSG-OWN-TURN", "INT-MSG-ALONE"],
  "robber-placed": [
    "RB-PLACE-ACTIVE",
    "RB-PLACE-NEXT",
    "RB-PLACE-ALL",
    "ED-C1-ZMAN",
    "ED-C2-ZMAN",
    "INT-DECLINE-PASSES",
    "RB-PLACE-TARGET",
    "RB-PLACE-TRIGGER",
    "RB-SETUP-SUPPLY",
    "RB-PLACE-SAMETILE",
    "RB-MSG-TARGET",
    "INT-SAME-SPACE",
    "RB-SETUP-OFFMAP",
  ],
  "robber-moved": [
    "RB-PLACE-MOVE",
    "INT-MANDATORY-MOVE",
    "RB-PLACE-TARGET",
    "RB-PLACE-TRIGGER",
    "RB-PLACE-SAMETILE",
    "RB-MSG-TARGET",
    "INT-SAME-SPACE",
    "RB-SETUP-OFFMAP",
  ],
  "placement-declined": [
    "RB-PLACE-MOVE",
    "INT-MANDATORY-MOVE",
    "RB-PLACE-ACTIVE",
    "RB-PLACE-NEXT",
    "RB-PLACE-ALL",
    "ED-C1-ZMAN",
    "ED-C2-ZMAN",
    "INT-DECLINE-PASSES",
    "RB-PLACE-TARGET",
  ],
  "placement-skipped": ["RB-PLACE-NEXT", "RB-PLACE-ALL", "ED-C1-ZMAN", "ED-C2-ZMAN"],
  "turn-started": ["BASE-TURNS", "BASE-PLAYERS"],
  "game-ended": ["BASE-TURNS"],
};

/** The ids an effect cites out of the order above (each id cited before one that should precede it). */
export function misordered(e: RobbersEffect): string[] {
  const order = ORDER[e.type];
  const rank = e.rules.map((id) => order.indexOf(id));
  return e.rules.filter((_id, i) => rank[i]! < Math.max(...rank.slice(0, i)));
}

const byId = new Map(robbersRules.map((r) => [r.id, r]));

/** Ids of an edition not in force: unknown ids, a rule limited to other editions, or another edition's own id. */
export const outOfEdition = (edition: string, ids: readonly string[]): string[] =>
  ids.filter((id) => {
    const r = byId.get(id);
    if (!r) return true;
    if (r.kind === "edition") return (r as { editionId?: string }).editionId !== edition;
    return r.editions !== undefined && !r.editions.includes(edition);
  });

/** The ids that appear more than once (each repeat listed). */
export const duplicates = (ids: readonly string[]): string[] => ids.filter((id, i) => ids.indexOf(id) !== i);
