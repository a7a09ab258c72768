// The Robbers' side of conformance vectors: how the situation for an index is drawn (its theme by
// index, its edition by index, the theme's readings alternating, the others drawn), what an outcome
// records (scores, positions, robbers, counters, thefts) and which of that is the state, the rule
// ids each theme targets, the `messages` tag, and the negative vectors: illegal requests made of
// the themes' situations (a steal from oneself, a robber put beside nobody, a ninth bag tile...).
import { BAG_TILES, spaceOf } from "../../../spec/robbers/board.js";
import {
  EDITION_IDS,
  interpretations,
  type RobbersEffect,
  type RobbersEvent,
  type RobbersState,
  scoreOf,
} from "../../../spec/robbers/index.js";
import { own } from "../../dsl/own.js";
import type { PathStep } from "../../dsl/ruleset.js";
import type { Game, LegalOutcome, NegativeDraft, VectorSituation } from "../../kit/game.js";
import type { FullOptions } from "../../oracle/options.js";
import {
  APART_LATER_THEMES,
  APART_LATER_THEMES_FROM,
  APART_THEMES,
  APART_THEMES_FROM,
  Draws,
  LATER_THEMES,
  LATER_THEMES_FROM,
  THEMES,
  type Theme,
} from "./vector-themes.js";

/** Most distinct outcomes a vector may have; situations with more are redrawn. */
export const MAX_VECTOR_OUTCOMES = 150;

/** Every theme, the first ones and the later ones. */
const ALL_THEMES: readonly Theme[] = [...THEMES, ...LATER_THEMES, ...APART_THEMES, ...APART_LATER_THEMES];

/**
 * The theme of positive vector `index` and its round (how many times its list has gone round before
 * it): THEMES in turn up to LATER_THEMES_FROM, LATER_THEMES in turn up to APART_THEMES_FROM (three
 * rounds), APART_THEMES up to APART_LATER_THEMES_FROM (six), APART_LATER_THEMES from there, so that
 * each later list changed no earlier vector.
 */
function themeAt(index: number): { theme: Theme; round: number } {
  if (index < LATER_THEMES_FROM)
    return { theme: THEMES[index % THEMES.length]!, round: Math.floor(index / THEMES.length) };
  if (index < APART_THEMES_FROM) {
    const k = index - LATER_THEMES_FROM;
    return { theme: LATER_THEMES[k % LATER_THEMES.length]!, round: Math.floor(k / LATER_THEMES.length) };
  }
  const [themes, from] =
    index < APART_LATER_THEMES_FROM ? [APART_THEMES, APART_THEMES_FROM] : [APART_LATER_THEMES, APART_LATER_THEMES_FROM];
  const k = index - from;
  return { theme: themes[k % themes.length]!, round: Math.floor(k / themes.length) };
}

/** Options for vector `index`: its edition by index, the theme's readings alternating by round, the rest drawn. */
function optionsFor(d: Draws, index: number, round: number, focus: readonly string[]): FullOptions {
  const readings = Object.fromEntries(
    interpretations.map((i) => {
      const ids = i.readings.map((r) => r.id as string);
      return [i.id, focus.includes(i.id) ? ids[round % ids.length]! : d.pick(ids)];
    }),
  );
  return { edition: EDITION_IDS[index % EDITION_IDS.length]!, interpretations: readings };
}

/** A state as a scenario's top-level fields write it. */
export const setupOf = (state: RobbersState): Record<string, unknown> => ({
  players: [...state.players],
  messages: state.messages,
  active: state.active,
  figures: state.figures,
  robbers: state.robbers,
  bagTiles: state.bagTiles,
  messagesDrawn: state.messagesDrawn,
});

/** The drawer for vector `index`: theme and options fixed once, then one candidate situation per call. */
export function robbersDrawer(random: () => number, index: number): () => VectorSituation<RobbersState, RobbersEvent> {
  const { theme, round } = themeAt(index);
  const d = new Draws(random);
  const options = optionsFor(d, index, round, theme.focus);
  return () => {
    const messages = theme.messages ?? d.chance(0.4);
    const situation = theme.make(d, options, messages);
    return {
      theme: theme.id,
      options,
      setup: setupOf(situation.state),
      state: situation.state,
      event: situation.event,
    };
  };
}

const themeById = (id: string): Theme => ALL_THEMES.find((t) => t.id === id)!;

/** The rule ids a situation's theme targets (a negative draft's theme is not among them: it carries its own). */
function robbersAnchors(situation: VectorSituation<RobbersState, RobbersEvent>): readonly string[] {
  const theme = ALL_THEMES.find((t) => t.id === situation.theme);
  if (!theme) return [];
  return typeof theme.anchors === "function" ? theme.anchors(situation.event) : theme.anchors;
}

/** What an outcome records: scores, positions, robbers, counters, and the thefts sorted by thief. */
function robbersRecord(after: RobbersState, effects: readonly RobbersEffect[]): Record<string, unknown> {
  const steals = effects
    .flatMap((e) =>
      e.type === "steal"
        ? [{ thief: e.thief, victim: e.victim, figure: e.figure, points: e.points, amount: e.amount }]
        : [],
    )
    .sort((a, b) => (a.thief < b.thief ? -1 : a.thief > b.thief ? 1 : 0));
  return {
    scores: Object.fromEntries(after.players.map((p) => [p, scoreOf(own(after.figures, p)!)])),
    figures: after.figures,
    robbers: after.robbers,
    messagesDrawn: after.messagesDrawn,
    active: after.active,
    bagTiles: after.bagTiles,
    ended: after.ended,
    steals,
  };
}

/** The fields of an outcome that are the state (the rest, `scores` and `steals`, follow from it or tell thefts apart). */
export const ROBBERS_STATE_FIELDS = ["figures", "robbers", "messagesDrawn", "active", "bagTiles", "ended"] as const;

// ---------------------------------------------------------------------------------------------
// Negative vectors: each kind takes a situation of one theme (under options drawn as for positive
// vectors, an edition where the kind needs one) and makes one illegal request of it, built from its
// legal outcomes where it needs a legal path up to the illegal choice.

type Legal = () => readonly LegalOutcome<RobbersState>[] | null;
type Request = ReturnType<NegativeDraft<RobbersState, RobbersEvent>["illegal"]>;

interface NegativeKind {
  readonly id: string;
  /** The rule ids the request targets. */
  readonly anchors: readonly string[];
  /** The theme whose situations it starts from. */
  readonly base: string;
  /** The edition it needs, if any. */
  readonly edition?: string;
  /** Readings it needs, if any. */
  readonly readings?: Readonly<Record<string, string>>;
  /** Whether The Messages is in play (else as the theme draws it). */
  readonly messages?: boolean;
  /** The illegal request, or null when the situation does not lend itself to it. */
  readonly make: (d: Draws, s: RobbersState, event: RobbersEvent, o: FullOptions, legal: Legal) => Request;
}

/** A path with the first step of `kind` by `actor` replaced by `step` (or `step` added when there is none). */
function withStep(path: readonly PathStep[], step: PathStep): PathStep[] {
  const at = path.findIndex((p) => p.kind === step.kind && p.actor === step.actor);
  return at < 0 ? [...path, step] : path.map((p, i) => (i === at ? step : p));
}

const effectsOf = (o: LegalOutcome<RobbersState>) => o.effects as readonly RobbersEffect[];
const steals = (o: LegalOutcome<RobbersState>) => effectsOf(o).flatMap((e) => (e.type === "steal" ? [e] : []));
const placedFrom = (s: RobbersState, o: LegalOutcome<RobbersState>, player: string) =>
  own(s.robbers, player) === null && own(o.after.robbers, player) !== null;

/** The first outcome (by a draw) with something `find` accepts, and that thing. */
function pickOutcome<T>(
  d: Draws,
  legal: Legal,
  find: (o: LegalOutcome<RobbersState>) => T | null,
): [LegalOutcome<RobbersState>, T] | null {
  const all = legal();
  if (!all) return null;
  const fitting = all.flatMap((o) => {
    const found = find(o);
    return found === null ? [] : [[o, found] as [LegalOutcome<RobbersState>, T]];
  });
  return fitting.length ? d.pick(fitting) : null;
}

const NEGATIVE_KINDS: readonly NegativeKind[] = [
  {
    id: "steal-from-self",
    anchors: ["RB-STEAL-SELF"],
    base: "steal",
    make: (d, _s, _e, _o, legal) => {
      const found = pickOutcome(d, legal, (o) => steals(o)[0] ?? null);
      if (!found) return null;
      const [o, theft] = found;
      return {
        choices: withStep(o.choices, {
          kind: "steal",
          actor: theft.thief,
          pick: { victim: theft.thief, figure: "meeple" },
        }),
        expect: ["RB-STEAL-SELF"],
        // Only where the thief's own meeple made a movement it could take: else RB-STEAL-CHOOSE refuses it too.
        catches: ["MIS-STEAL-ROBS-OWN-PLAYER"],
      };
    },
  },
  {
    id: "steal-elsewhere",
    anchors: ["RB-STEAL-CHOOSE", "RB-STEAL-FIRST"],
    base: "several-robbers",
    make: (d, s, _e, _o, legal) => {
      // A movement the robber may not take: a figure of another player that did not leave its space.
      const all = legal() ?? [];
      const found = pickOutcome(d, legal, (o) => {
        const theft = steals(o)[0];
        if (!theft) return null;
        const offered = new Set(
          all.flatMap((x) =>
            steals(x)
              .filter((t) => t.thief === theft.thief)
              .map((t) => `${t.victim}/${t.figure}`),
          ),
        );
        const others = s.players.filter((p) => p !== theft.thief && !offered.has(`${p}/meeple`));
        return others.length ? { thief: theft.thief, victim: d.pick(others) } : null;
      });
      if (!found) return null;
      const [o, { thief, victim }] = found;
      return {
        choices: withStep(o.choices, { kind: "steal", actor: thief, pick: { victim, figure: "meeple" } }),
        expect: ["RB-STEAL-CHOOSE"],
      };
    },
  },
  {
    id: "place-beside-nobody",
    anchors: ["RB-PLACE-TARGET"],
    base: "bag-tile",
    make: (d, s, _e, o, legal) => {
      if (own(s.robbers, s.active) !== null || !legal()) return null;
      // A space without another player's figure: the active player's own figure's, else an empty one.
      const sameSpace = o.interpretations["INT-SAME-SPACE"] === "loop" ? "loop" : "score";
      const taken = new Set(
        s.players
          .filter((p) => p !== s.active)
          .flatMap((p) => Object.values(own(s.figures, p)!).map((at) => spaceOf(at, sameSpace))),
      );
      const mine = spaceOf(own(s.figures, s.active)!.meeple, sameSpace);
      const free = Array.from({ length: 50 }, (_, i) => i).filter((i) => !taken.has(i));
      const at = !taken.has(mine) && d.chance(0.5) ? mine : d.pick(free);
      return {
        choices: [{ kind: "place", actor: s.active, pick: { action: "place", at } }],
        expect: ["RB-PLACE-TARGET"],
      };
    },
  },
  {
    id: "move-to-same-space",
    anchors: ["RB-PLACE-MOVE"],
    base: "bag-tile-move",
    make: (_d, s) => {
      const at = own(s.robbers, s.active);
      if (at === null || at === undefined) return null;
      return { choices: [{ kind: "place", actor: s.active, pick: { action: "move", at } }], expect: ["RB-PLACE-MOVE"] };
    },
  },
  {
    id: "ninth-bag-tile",
    anchors: ["RB-SETUP-TILES"],
    base: "bag-tile",
    make: (d, s, _e, _o, legal) => {
      // With the choices of a path the tile would take were it allowed: an engine whose limit lets a
      // ninth tile through must then answer a state, not refuse for a choice it was not given (an
      // event that cannot happen carries such choices in every negative kind).
      const all = legal();
      if (!all?.length) return null;
      const state: RobbersState = { ...s, bagTiles: BAG_TILES };
      const choices = d.pick(all).choices;
      return { state, setup: setupOf(state), event: { kind: "bag-tile" }, choices, expect: ["RB-SETUP-TILES"] };
    },
  },
  {
    id: "decline-must-place",
    anchors: ["RB-PLACE-ACTIVE", "ED-C2-ZMAN"],
    base: "bag-tile",
    edition: "C2-ZMan",
    make: (_d, s, _e, _o, legal) => {
      // Under C2 Z-Man the active player must place its robber when any space is open to it.
      const all = legal();
      if (own(s.robbers, s.active) !== null || !all?.some((o) => placedFrom(s, o, s.active))) return null;
      return {
        choices: [{ kind: "place", actor: s.active, pick: { action: "decline" } }],
        expect: ["RB-PLACE-ACTIVE", "ED-C2-ZMAN"],
      };
    },
  },
  {
    id: "decline-must-place-after",
    anchors: ["RB-PLACE-ALL", "ED-C2-ZMAN"],
    base: "bag-tile",
    edition: "C2-ZMan",
    make: (d, s, _e, _o, legal) => {
      // ... and so must every other player in turn order.
      const found = pickOutcome(d, legal, (o) => s.players.find((p) => p !== s.active && placedFrom(s, o, p)) ?? null);
      if (!found) return null;
      const [o, player] = found;
      return {
        choices: withStep(o.choices, { kind: "place", actor: player, pick: { action: "decline" } }),
        expect: ["RB-PLACE-ALL", "ED-C2-ZMAN"],
      };
    },
  },
  {
    id: "backward-too-far",
    anchors: ["BASE-SCOREBOARD", "RB-BACK-FOLLOW"],
    base: "backward",
    make: (d, s, e, _o, legal) => {
      if (e.kind !== "backward") return null;
      const at = e.figure === "meeple" ? own(s.figures, e.player)!.meeple : (own(s.figures, e.player)!.messenger ?? 0);
      const points = at + d.int(1, 5);
      // The choices of the robbers' path for the move the figure could make (as for a ninth bag tile).
      const all = legal();
      const choices = all?.length ? d.pick(all).choices : [];
      return { event: { ...e, points }, choices, expect: ["BASE-SCOREBOARD"] };
    },
  },
  {
    id: "stay-behind-alone",
    anchors: ["RB-BACK-FOLLOW", "RB-BACK-CHOOSE"],
    base: "backward",
    make: (d, s, e, o, legal) => {
      // A robber that must go back with the figure: nothing it may stay beside remains.
      const all = legal();
      if (e.kind !== "backward" || !all) return null;
      const sameSpace = o.interpretations["INT-SAME-SPACE"] === "loop" ? "loop" : "score";
      const from = spaceOf(
        e.figure === "meeple" ? own(s.figures, e.player)!.meeple : (own(s.figures, e.player)!.messenger ?? 0),
        sameSpace,
      );
      const asked = new Set(all.flatMap((x) => x.choices.filter((c) => c.kind === "backward").map((c) => c.actor)));
      const bound = s.players.filter((p) => p !== e.player && own(s.robbers, p) === from && !asked.has(p));
      if (!bound.length) return null;
      return {
        choices: withStep(d.pick(all).choices, { kind: "backward", actor: d.pick(bound), pick: { action: "stay" } }),
        expect: ["RB-BACK-FOLLOW"],
      };
    },
  },
  {
    id: "place-during-moment",
    anchors: ["RB-PLACE-TRIGGER"],
    base: "steal",
    make: (d, s, _e, _o, legal) => {
      // Robbers are placed only after a bag tile: no moment asks for a placement.
      const all = legal();
      if (!all) return null;
      const o = d.pick(all);
      const at = own(s.figures, d.pick(s.players.filter((p) => p !== s.active)))!.meeple % 50;
      return { choices: [...o.choices, { kind: "place", actor: s.active, pick: { action: "place", at } }] };
    },
  },
  {
    id: "decline-must-move",
    anchors: ["INT-MANDATORY-MOVE", "RB-PLACE-MOVE", "ED-C2-ZMAN"],
    base: "bag-tile-move",
    edition: "C2-ZMan",
    readings: { "INT-MANDATORY-MOVE": "mandatory" },
    make: (_d, s, _e, _o, legal) => {
      // Where placing is mandatory, reading "mandatory": a robber already out must move when it can.
      const at = own(s.robbers, s.active);
      if (at === null || at === undefined || !legal()?.some((o) => own(o.after.robbers, s.active) !== at)) return null;
      return {
        choices: [{ kind: "place", actor: s.active, pick: { action: "decline" } }],
        expect: ["INT-MANDATORY-MOVE"],
      };
    },
  },
  {
    id: "rogue-on-a-messenger",
    anchors: ["RB-ROGUE-FIGURE", "RB-MSG-TARGET"],
    base: "steal",
    messages: false,
    make: (d, _s, _e, _o, legal) => {
      // Without The Messages there is no messenger to record rogue points.
      const found = pickOutcome(d, legal, (o) => steals(o)[0] ?? null);
      if (!found) return null;
      const [o, theft] = found;
      return {
        choices: withStep(o.choices, { kind: "rogue", actor: theft.thief, pick: { figure: "messenger" } }),
        expect: ["RB-ROGUE-FIGURE"],
      };
    },
  },
  {
    id: "bonus-on-a-messenger",
    anchors: ["RB-FINAL-BONUS", "RB-MSG-TARGET"],
    base: "turn-and-end",
    messages: false,
    make: (d, s) => {
      const out = s.players.filter((p) => own(s.robbers, p) !== null);
      if (!out.length) return null;
      return {
        event: { kind: "game-end" },
        choices: [{ kind: "bonus", actor: d.pick(out), pick: { figure: "messenger" } }],
        expect: ["RB-FINAL-BONUS"],
      };
    },
  },
  {
    id: "plan-award-twice",
    anchors: ["RB-STEAL-ORDER"],
    base: "plans",
    make: (d, _s, e, _o, legal) => {
      const all = legal();
      if (e.kind !== "moment" || !all) return null;
      const i = d.int(0, e.awards.length - 1);
      const player = e.awards[i]!.player;
      const figure = d.pick(["meeple", "messenger"] as const);
      return {
        choices: withStep(d.pick(all).choices, {
          kind: "plan",
          actor: player,
          pick: {
            sequence: [
              { award: i, figure },
              { award: i, figure },
            ],
          },
        }),
        expect: ["RB-STEAL-ORDER"],
      };
    },
  },
];

// Later kinds (issue 34): negative vectors from index LATER_NEGATIVES_FROM on cycle through these,
// so that adding them changed no earlier negative vector.
const LATER_NEGATIVE_KINDS: readonly NegativeKind[] = [
  {
    id: "rogue-for-nothing",
    anchors: ["RB-ROGUE-FIGURE", "INT-ZERO-POINTS"],
    base: "zero-points",
    readings: { "INT-ZERO-POINTS": "used-up" },
    messages: true,
    make: (d, _s, _e, _o, legal) => {
      // Under "used-up" a robber beside a 0-point award steals 0: no figure of the thief moves, so
      // RB-ROGUE-FIGURE asks nothing, and a `rogue` choice for that thief is a choice never asked for.
      const found = pickOutcome(d, legal, (o) => steals(o).find((t) => t.amount === 0) ?? null);
      if (!found) return null;
      const [o, theft] = found;
      // A thief steals once a moment, so no other `rogue` choice of this thief is in the path.
      if (o.choices.some((c) => c.kind === "rogue" && c.actor === theft.thief)) return null;
      return {
        choices: [
          ...o.choices,
          { kind: "rogue", actor: theft.thief, pick: { figure: d.pick(["meeple", "messenger"] as const) } },
        ],
      };
    },
  },
];

// Kinds an engine written apart showed missing (fixtures/engines-apart): from index
// APART_NEGATIVES_FROM on, so that adding them changed no earlier negative vector either.
const APART_NEGATIVE_KINDS: readonly NegativeKind[] = [
  {
    id: "steal-declined",
    anchors: ["RB-STEAL-FIRST"],
    base: "several-robbers",
    make: (d, _s, _e, _o, legal) => {
      // A robber with a movement to take declines it, as if it could wait for a bigger one.
      const found = pickOutcome(d, legal, (o) => steals(o)[0] ?? null);
      if (!found) return null;
      const [o, theft] = found;
      return {
        choices: withStep(o.choices, { kind: "steal", actor: theft.thief, pick: { action: "decline" } }),
        expect: ["RB-STEAL-FIRST"],
      };
    },
  },
];

/** The first negative vector index of the later kinds (the committed suite's first 42 are three of each first kind). */
const LATER_NEGATIVES_FROM = 3 * NEGATIVE_KINDS.length;
/** The first negative vector index of the kinds the engines written apart called for. */
const APART_NEGATIVES_FROM = LATER_NEGATIVES_FROM + 3 * LATER_NEGATIVE_KINDS.length;

/** How many negative vectors the committed suite holds: three of each kind. */
export const ROBBERS_NEGATIVES = APART_NEGATIVES_FROM + 3 * APART_NEGATIVE_KINDS.length;

/**
 * The kind of negative vector `index`, and the index its options are drawn as (so that its edition
 * goes round with the index and its theme's readings alternate by round, as for positive vectors).
 */
function kindAt(index: number): { kind: NegativeKind; at: number; round: number } {
  if (index < LATER_NEGATIVES_FROM) {
    const kind = NEGATIVE_KINDS[index % NEGATIVE_KINDS.length]!;
    const at = Math.floor(index / NEGATIVE_KINDS.length) * THEMES.length + THEMES.indexOf(themeById(kind.base));
    return { kind, at, round: Math.floor(at / THEMES.length) };
  }
  const [kinds, from] =
    index < APART_NEGATIVES_FROM
      ? [LATER_NEGATIVE_KINDS, LATER_NEGATIVES_FROM]
      : [APART_NEGATIVE_KINDS, APART_NEGATIVES_FROM];
  const k = index - from;
  return { kind: kinds[k % kinds.length]!, at: k, round: Math.floor(k / kinds.length) };
}

/** The negative drawer for index `index`: its kind by index, its edition by index (or the kind's), readings drawn. */
function robbersNegatives(random: () => number, index: number): () => NegativeDraft<RobbersState, RobbersEvent> {
  const { kind, at, round } = kindAt(index);
  const theme = themeById(kind.base);
  const d = new Draws(random);
  const drawn = optionsFor(d, at, round, theme.focus);
  const options: FullOptions = {
    edition: kind.edition ?? drawn.edition,
    interpretations: { ...drawn.interpretations, ...kind.readings },
  };
  return () => {
    const messages = kind.messages ?? theme.messages ?? d.chance(0.4);
    const situation = theme.make(d, options, messages);
    return {
      theme: kind.id,
      anchors: kind.anchors,
      options,
      setup: setupOf(situation.state),
      state: situation.state,
      event: situation.event,
      illegal: (legal) => kind.make(d, situation.state, situation.event, options, legal as Legal),
    };
  };
}

/** The Robbers' part of the game contract for vectors. */
export const robbersVectors: Game<unknown, RobbersState, RobbersEvent, RobbersEffect>["vectors"] = {
  drawer: robbersDrawer,
  record: robbersRecord,
  maxOutcomes: MAX_VECTOR_OUTCOMES,
  anchors: robbersAnchors,
  stateFields: ROBBERS_STATE_FIELDS,
  tags: (s) => ({ messages: s.state.messages }),
  negatives: robbersNegatives,
};
