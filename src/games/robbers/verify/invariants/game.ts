// The whole-game, placement, backward/end, model and determinism properties (properties/whole-game,
// placement, game-end, model-based and determinism tests) restated on every transition. The robber
// placement invariant (every robber out stands beside another player's figure, RB-PLACE-TARGET) is
// checked under every reading: the whole-game property asks it only under INT-BACK-STAY-OWN
// "others-only", and the run under "any-figure" is expected to break it (see readings.ts).

import { besideOther, explained, follows, moves, thefts } from "../../../../../properties/robbers/invariants.js";
import { figureKinds, scoreOf } from "../../../../../spec/robbers/index.js";
import { own } from "../../../../dsl/own.js";
import { checkState, play } from "../../library/api.js";
import { robbersOut } from "./facts.js";
import { firstFailure, type Transition, type TransitionInvariant, type Verdict } from "./types.js";

const validAndAddsUp = (t: Transition): Verdict => {
  const invalid = checkState(t.spec, t.after);
  if (invalid) return `the state after is invalid: ${invalid.message} at ${invalid.path ?? "$"}`;
  const gained = explained(t.effects);
  for (const p of t.before.players) {
    const delta = scoreOf(own(t.after.figures, p)!) - scoreOf(own(t.before.figures, p)!);
    if (delta !== (gained.get(p) ?? 0))
      return `${p}'s score changed by ${delta} but its effects explain ${gained.get(p) ?? 0}`;
  }
  for (const x of thefts(t))
    if (x.amount !== Math.ceil(x.points / 2) || x.thief === x.victim) return `bad theft ${JSON.stringify(x)}`;
  if (t.event.kind === "game-end" && robbersOut(t.after) > 0) return "a robber is still out after the game ended";
  return null;
};

/** RB-PLACE-TARGET kept by every later rule: each robber out stands beside another player's figure. */
const robberBesideOther = (t: Transition): Verdict => {
  for (const [owner, at] of Object.entries(t.after.robbers)) {
    if (at !== null && !besideOther(t, t.after, owner, at))
      return `${owner}'s robber on space ${at} stands beside no other player's figure after ${t.event.kind}`;
  }
  return null;
};

const placement = (t: Transition): Verdict => {
  if (t.event.kind !== "bag-tile") return null;
  const d = t.spec.decisions;
  const { before, after } = t;
  if (JSON.stringify(after.figures) !== JSON.stringify(before.figures))
    return "a bag tile moved a scoring figure (RB-PLACE-TRIGGER)";
  if (after.bagTiles !== before.bagTiles + 1) return `bag tiles went from ${before.bagTiles} to ${after.bagTiles}`;
  const changed = before.players.filter((p) => own(before.robbers, p) !== own(after.robbers, p));
  for (const p of changed) {
    if (own(after.robbers, p) === null) return `${p}'s robber went back to supply on a bag tile`;
    if (!besideOther(t, before, p, own(after.robbers, p)!))
      return `${p}'s robber was put on ${own(after.robbers, p)}, beside no other player's figure (RB-PLACE-TARGET)`;
    if (own(before.robbers, p) !== null && p !== before.active)
      return `${p} moved its robber on another player's bag tile (RB-PLACE-MOVE)`;
  }
  const newlyPlaced = changed.filter((p) => own(before.robbers, p) === null);
  const followUps = newlyPlaced.filter((p) => p !== before.active);
  const mode = d.followUp.value;
  if (mode === "next-one") {
    if (followUps.length > 1)
      return `${followUps.length} follow-up placements under one-follow-up wording (RB-PLACE-NEXT)`;
    if (d.declinePasses.value === "stops" && followUps.length === 1) {
      const i = before.players.indexOf(before.active);
      const left = [...before.players.slice(i + 1), ...before.players.slice(0, i)].filter(
        (p) => own(before.robbers, p) === null,
      );
      if (followUps[0] !== left[0])
        return `${followUps[0]} placed as follow-up, but the offer is ${left[0]}'s (RB-PLACE-NEXT)`;
    }
  }
  if (mode === "each-must")
    for (const p of before.players)
      if (own(before.robbers, p) === null && own(after.robbers, p) === null)
        return `${p} did not place under C2 Z-Man (RB-PLACE-ALL)`;
  return null;
};

const backwardAndEnd = (t: Transition): Verdict => {
  const { before, after, event } = t;
  if (event.kind === "backward") {
    for (const p of before.players) {
      const delta = scoreOf(own(after.figures, p)!) - scoreOf(own(before.figures, p)!);
      const expected = p === event.player ? -event.points : 0;
      if (delta !== expected)
        return `${p}'s score changed by ${delta} on ${event.player}'s backward move of ${event.points} (RB-BACK-FOLLOW)`;
      for (const k of figureKinds(before)) if (own(after.figures, p)![k]! < 0) return `${p}'s ${k} went below 0`;
    }
  }
  if (event.kind === "game-end") {
    for (const p of before.players) {
      const delta = scoreOf(own(after.figures, p)!) - scoreOf(own(before.figures, p)!);
      const expected = own(before.robbers, p) !== null ? 3 : 0;
      if (delta !== expected) return `${p} gained ${delta} at game end, expected ${expected} (RB-FINAL-BONUS)`;
    }
    if (robbersOut(after) !== 0) return "a robber is out after the game ended";
    if (t.effects.some((e) => e.type === "steal" || e.type === "message-drawn"))
      return "the final bonus was stolen or drew a message (RB-FINAL-NOSTEAL)";
    if (!after.ended) return "the game is not marked ended";
  }
  return null;
};

/** A deliberately simple model of scores, robbers out and bag tiles, computed from the event alone. */
const model = (t: Transition): Verdict => {
  const { before, after, event } = t;
  const total = (s: typeof before) => s.players.reduce((n, p) => n + scoreOf(own(s.figures, p)!), 0);
  const stolen = thefts(t).reduce((n, x) => n + x.amount, 0);
  const gained = total(after) - total(before);
  const expected =
    event.kind === "moment"
      ? event.awards.reduce((n, a) => n + a.points, 0) + stolen
      : event.kind === "backward"
        ? -event.points
        : event.kind === "game-end"
          ? 3 * robbersOut(before)
          : 0;
  if (gained !== expected) return `the table's total score changed by ${gained}, the model says ${expected}`;
  if (after.bagTiles !== before.bagTiles + (event.kind === "bag-tile" ? 1 : 0))
    return `bag tiles ${before.bagTiles} -> ${after.bagTiles} on ${event.kind}`;
  const out = robbersOut(after);
  if (event.kind === "moment" && out !== robbersOut(before) - thefts(t).length)
    return `${robbersOut(before)} robbers out, ${thefts(t).length} thefts, ${out} out after (RB-STEAL-RETURN)`;
  if ((event.kind === "backward" || event.kind === "turn") && out !== robbersOut(before))
    return `robbers out changed on ${event.kind}`;
  if (event.kind === "bag-tile" && out < robbersOut(before)) return "a robber went home on a bag tile";
  return null;
};

const determinism = (t: Transition): Verdict => {
  const copy = JSON.parse(JSON.stringify(t.before)) as typeof t.before;
  const again = play(t.spec, copy, t.event, t.path);
  if (!again.ok) return `replaying the recorded path was refused: ${again.error.message}`;
  if (JSON.stringify(again.state) !== JSON.stringify(t.after))
    return "replaying the recorded path from a JSON copy gave another state";
  if (JSON.stringify(again.effects) !== JSON.stringify(t.effects))
    return "replaying the recorded path gave other effects";
  return null;
};

/** The whole-game family of properties. */
export const gameInvariants: readonly TransitionInvariant[] = [
  {
    property: "whole-game-invariants",
    name: "valid states; returns add up; thefts half from another; nothing out at the end",
    cases: ["steal", "backward-follow", "placement", "final-bonus", "wrap"],
    check: validAndAddsUp,
    witnesses: (t) => [
      ...(thefts(t).length ? ["steal"] : []),
      ...(follows(t).some((f) => f.rules.includes("RB-BACK-FOLLOW")) ? ["backward-follow"] : []),
      ...(t.effects.some((e) => e.type === "robber-placed") ? ["placement"] : []),
      ...(moves(t).some((m) => m.source === "robber-bonus") ? ["final-bonus"] : []),
      ...(moves(t).some((m) => Math.floor(m.from / 50) !== Math.floor(m.to / 50)) ? ["wrap"] : []),
    ],
  },
  {
    property: "whole-game-invariants",
    name: "every robber out stands beside another player's figure",
    cases: ["robber-out"],
    check: robberBesideOther,
    witnesses: (t) => (robbersOut(t.after) > 0 ? ["robber-out"] : []),
  },
  {
    property: "placement-rules",
    name: "bag tile: placements beside others, nothing scored, the edition's follow-up",
    cases: ["placed", "moved", "two-placed", "declined", "skipped"],
    check: placement,
    witnesses: (t) => {
      if (t.event.kind !== "bag-tile") return [];
      const changed = t.before.players.filter((p) => own(t.before.robbers, p) !== own(t.after.robbers, p));
      return [
        ...(changed.some((p) => own(t.before.robbers, p) === null) ? ["placed"] : []),
        ...(changed.some((p) => own(t.before.robbers, p) !== null) ? ["moved"] : []),
        ...(changed.filter((p) => own(t.before.robbers, p) === null).length >= 2 ? ["two-placed"] : []),
        ...(t.effects.some((e) => e.type === "placement-declined") ? ["declined"] : []),
        ...(t.effects.some((e) => e.type === "placement-skipped") ? ["skipped"] : []),
      ];
    },
  },
  {
    property: "backward-and-end",
    name: "backward moves cost only the mover; game end pays 3 per robber out",
    cases: ["robber-went-back", "robber-stayed", "bonus-paid"],
    check: backwardAndEnd,
    witnesses: (t) => [
      ...(t.event.kind === "backward" && t.effects.some((e) => e.type === "robber-followed")
        ? ["robber-went-back"]
        : []),
      ...(t.event.kind === "backward" && t.effects.some((e) => e.type === "robber-stayed") ? ["robber-stayed"] : []),
      ...(t.event.kind === "game-end" && robbersOut(t.before) > 0 ? ["bonus-paid"] : []),
    ],
  },
  {
    property: "model-based-game",
    name: "scores, robbers out and bag tiles follow a simple model",
    cases: ["theft"],
    check: model,
    witnesses: (t) => (thefts(t).length ? ["theft"] : []),
  },
  {
    property: "determinism-and-round-trip",
    name: "replaying the path from a JSON copy gives the same state and effects",
    cases: ["replayed-choices"],
    check: (t) => firstFailure(() => determinism(t)),
    witnesses: (t) => (t.path.length > 0 ? ["replayed-choices"] : []),
  },
];
