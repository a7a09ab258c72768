// Where a robber may be put or moved (rulebook §1): only on a space holding a scoring figure of
// another player (RB-PLACE-TARGET), a messenger counting as one with The Messages (RB-MSG-TARGET),
// "the same space" read by INT-SAME-SPACE; and since the robber step comes before the bag tile's own
// scoring, that may be a figure this tile is about to score (RB-PLACE-SAMETILE). The placement
// choice refuses each illegal pick under the one rule it breaks. A scripted pick is checked directly
// (is another player's figure on that space?): the list of legal spaces is built only when a strategy
// asks for it, the choice counts its options, or a pick is refused and the message lists them.
import {
  type ChoicePoint,
  type Citations,
  canonical,
  cite,
  defineStep,
  listed,
  own,
  samePick,
  setOwn,
} from "../../../src/dsl/index.js";
import { figureKinds, LOOP, type SameSpace, spaceOf } from "../board.js";
import type { PlacePick, PlayerId, RobbersState } from "../model.js";
import type { Ctx, RobbersDecisions } from "../types.js";

/**
 * Spaces holding at least one scoring figure of a player other than `placer`, ascending; a
 * messenger counts unless `messengers` is "not-target" (a value of RB-MSG-TARGET only the diagnosis plays).
 */
export function legalSpaces(
  state: RobbersState,
  placer: PlayerId,
  sameSpace: SameSpace,
  messengers: MessengerTarget = "target",
): number[] {
  // At most six players with two figures each: a plain array beats a Set here.
  const spaces: number[] = [];
  const kinds = kindsFor(state, messengers);
  for (const p of state.players) {
    if (p === placer) continue;
    const figures = own(state.figures, p)!;
    for (const k of kinds) {
      const at = spaceOf(figures[k] ?? 0, sameSpace);
      if (!spaces.includes(at)) spaces.push(at);
    }
  }
  return spaces.sort((a, b) => a - b);
}

/** Whether a messenger counts as a placement target (RB-MSG-TARGET): always, under the rules. */
type MessengerTarget = "target" | "not-target";
const kindsFor = (state: RobbersState, messengers: MessengerTarget) =>
  messengers === "target" ? figureKinds(state) : (["meeple"] as const);

/** What stands on `at` of other players' figures: whether any does, a messenger does, one is on another lap (a score of 50 or more). */
function besideAt(
  state: RobbersState,
  placer: PlayerId,
  at: number,
  sameSpace: SameSpace,
  messengers: MessengerTarget = "target",
): { readonly any: boolean; readonly messenger: boolean; readonly lap: boolean } {
  let any = false;
  let messenger = false;
  let lap = false;
  const kinds = kindsFor(state, messengers);
  for (const p of state.players) {
    if (p === placer) continue;
    const figures = own(state.figures, p)!;
    for (const k of kinds) {
      const score = figures[k] ?? 0;
      if (spaceOf(score, sameSpace) !== at) continue;
      any = true;
      if (k === "messenger") messenger = true;
      if (score >= LOOP) lap = true;
    }
  }
  return { any, messenger, lap };
}

/** Whether a space the reading in force refuses would be legal under the other reading of INT-SAME-SPACE. */
const otherReadingAllows = (
  state: RobbersState,
  placer: PlayerId,
  at: number,
  sameSpace: SameSpace,
  messengers: MessengerTarget,
): boolean =>
  sameSpace === "loop"
    ? besideAt(state, placer, at, "score", messengers).any
    : at < LOOP && besideAt(state, placer, at, "loop", messengers).any;

/** What the ruleset says a placement pick must be: who may decline, and which robber is already out. */
export interface PlaceRules {
  /** The rule that gives this choice (RB-PLACE-ACTIVE, RB-PLACE-MOVE, RB-PLACE-NEXT or RB-PLACE-ALL). */
  readonly gives: string;
  /** When declining is refused: the rule and the edition or reading that makes it mandatory. */
  readonly mandatory: readonly string[] | null;
  /** The space of the robber when it is already out (a move), else null (a placement from supply). */
  readonly current: number | null;
  /** Whether no space is offered at all (a value no edition or reading gives; the diagnosis plays it). */
  readonly nowhere?: boolean;
  /** Whether a robber that moves may stay on its own space (a value of RB-PLACE-MOVE only the diagnosis plays). */
  readonly ownSpace?: boolean;
}

/** A placement choice, and the spaces it offers (legal spaces, but not the robber's own when it moves). */
export interface PlaceChoice {
  readonly point: ChoicePoint<PlacePick>;
  /** The spaces offered, ascending (worked out once, when first asked for). */
  readonly spaces: () => readonly number[];
}

const DECLINE: PlacePick = Object.freeze({ action: "decline" });

/** A placement choice whose illegal picks are refused under the one rule each breaks. */
export function placeChoice(
  d: RobbersDecisions,
  state: RobbersState,
  player: PlayerId,
  question: string,
  r: PlaceRules,
): PlaceChoice {
  const sameSpace = d.sameSpace.value;
  const messengers = d.messengerTarget.value;
  const action = r.current === null ? "place" : "move";
  let spaces: number[] | undefined;
  let options: PlacePick[] | undefined;
  const offered = (): readonly number[] =>
    (spaces ??= r.nowhere
      ? []
      : legalSpaces(state, player, sameSpace, messengers).filter((s) => r.ownSpace || s !== r.current));
  /** Declining is an option unless it is mandatory and there is somewhere to go. */
  const mayDecline = (): boolean => !r.mandatory || offered().length === 0;
  const listOptions = (): readonly PlacePick[] => {
    if (!options) {
      options = offered().map((at): PlacePick => ({ action, at }));
      if (mayDecline()) options.push({ action: "decline" });
    }
    return options;
  };
  /** Whether `pick` equals one of the options, found without listing them: the one option it can be is built and compared. */
  const isOption = (pick: unknown): boolean => {
    if (pick === null || typeof pick !== "object") return false;
    const p = pick as { action?: unknown; at?: unknown };
    if (p.action === "decline") return mayDecline() && samePick(DECLINE, pick);
    const at = p.at;
    if (
      r.nowhere ||
      p.action !== action ||
      typeof at !== "number" ||
      (at === r.current && !r.ownSpace) ||
      !besideAt(state, player, at, sameSpace, messengers).any
    )
      return false;
    return samePick({ action, at }, pick);
  };
  /** Why a pick that is none of the options is refused: the one rule it breaks. */
  const refusal = (pick: unknown) => {
    const opts = listOptions();
    const why = `${canonical(pick)} is not one of the legal options: ${listed(opts)}`;
    const p = pick as { action?: unknown; at?: unknown } | null;
    const picked = p?.action;
    if (picked === "decline" && r.mandatory)
      return {
        rule: r.mandatory,
        message: `${player} may not decline: it must ${r.current === null ? "place" : "move"} its robber (${listed(opts)})`,
      };
    if (picked !== "place" && picked !== "move") return why;
    if ((picked === "move") !== (r.current !== null)) {
      return {
        rule: "RB-PLACE-MOVE",
        message:
          r.current === null
            ? `${player}'s robber is in its supply: it can be placed, not moved`
            : `${player}'s robber is already on the scoreboard: it can be moved, not placed`,
      };
    }
    if (picked === "move" && p!.at === r.current && !r.ownSpace)
      return {
        rule: "RB-PLACE-MOVE",
        message: `${player}'s robber already stands on space ${r.current}: a robber that moves goes to a different space`,
      };
    if (r.nowhere || typeof p!.at !== "number" || opts.some((o) => o.action === picked && o.at === p!.at)) return why;
    // The one reason: no other player's figure there; the reading of "the same space" too, when the other reading would allow it.
    const lap = otherReadingAllows(state, player, p!.at, sameSpace, messengers);
    return {
      rule: lap ? ["RB-PLACE-TARGET", ...d.sameSpace.decidedBy] : "RB-PLACE-TARGET",
      message:
        "no other player's scoring figure stands there" +
        `${lap ? (sameSpace === "loop" ? " (a robber stands on a square 0-49)" : " (a robber is beside one exact score)") : ""}` +
        `; the legal spaces are ${listed(opts.filter((o) => o.action !== "decline"))}`,
    };
  };
  return {
    point: {
      kind: "place",
      actor: player,
      rule: r.gives,
      question,
      options: listOptions,
      size: () => offered().length + (mayDecline() ? 1 : 0),
      check: (pick) => (isOption(pick) ? null : refusal(pick)),
    },
    spaces: offered,
  };
}

/**
 * The citations of a robber put (or moved) on `at`: the rules that give the placement, then
 * RB-PLACE-TARGET; RB-MSG-TARGET when a messenger stands there, INT-SAME-SPACE when a figure there
 * is on another lap (a score of 50 or more); `extra` for the rules of a placement from supply.
 */
export function targetCites(
  d: RobbersDecisions,
  state: RobbersState,
  player: PlayerId,
  at: number,
  gives: readonly string[],
  extra: readonly string[],
): Citations {
  const here = besideAt(state, player, at, d.sameSpace.value);
  const lap = here.lap && d.sameSpace.decidedBy;
  return cite(
    // A robber stands on a space of the scoreboard, never on the map (RB-SETUP-OFFMAP).
    [gives, "RB-PLACE-TARGET", extra, state.messages && here.messenger && "RB-MSG-TARGET", lap, "RB-SETUP-OFFMAP"],
    [gives, "RB-PLACE-TARGET", lap],
  );
}

/** `state` with `player`'s robber on `at` (every other field shared, in the same order). */
export function withRobberAt(state: RobbersState, player: PlayerId, at: number): RobbersState {
  const robbers = { ...state.robbers };
  setOwn(robbers, player, at);
  return { ...state, robbers };
}

const PLACED_FROM_SUPPLY = ["RB-PLACE-TRIGGER", "RB-SETUP-SUPPLY", "RB-PLACE-SAMETILE"];

/**
 * Offer `player` a placement from supply; the state is unchanged when it declines.
 * @param gives the ids that give this player the placement (the decision behind it, each once).
 * @param mandatory the rule and what makes it mandatory, when declining is refused.
 * @param declined what a decline rests on besides `gives` (INT-DECLINE-PASSES where someone is left to offer it to).
 */
export function offerPlacement(
  ctx: Ctx,
  state: RobbersState,
  player: PlayerId,
  gives: readonly string[],
  mandatory: readonly string[] | null,
  declined: readonly string[] = [],
): RobbersState {
  const d = ctx.decisions;
  const choice = placeChoice(
    d,
    state,
    player,
    `Where does ${player} place its robber${mandatory ? " (it must)" : ""}?`,
    { gives: gives[0]!, mandatory, current: null },
  );
  const pick = ctx.choose(choice.point);
  if (pick.action !== "place") {
    // Always the player's choice under `gives`: unlike a move, a placement from supply never lacks a
    // space, since every other player has a scoring figure on some square (BASE-PLAYERS: two or more).
    const c = cite([gives, declined], gives);
    ctx.emit({ type: "placement-declined", player, rules: c.rules, decidedBy: c.decidedBy });
    return state;
  }
  // Placed from supply, in the robber step a bag tile opens, before that tile's own scoring.
  const c = targetCites(d, state, player, pick.at, gives, PLACED_FROM_SUPPLY);
  ctx.emit({ type: "robber-placed", player, at: pick.at, rules: c.rules, decidedBy: c.decidedBy });
  return withRobberAt(state, player, pick.at);
}

export const targetStep = defineStep({
  id: "target",
  summary:
    "Where a robber may be put or moved: beside a scoring figure of another player (a messenger too, " +
    "with The Messages), possibly one the bag tile is about to score; used by the active and follow-up " +
    "steps.",
  implements: ["RB-PLACE-TARGET", "RB-PLACE-SAMETILE", "RB-MSG-TARGET", "INT-SAME-SPACE", "RB-SETUP-OFFMAP"],
});
