// The Robbers for the playground: outcomes grouped by who steals what (the grouping the ruleset's
// factored outcome sets use, worked out from an outcome's steal effects, so a set walked path by
// path is grouped the same way), and every pick said in words a player reads at the table
// ("blue places its robber on space 21, beside green's meeple"), never as JSON.

import {
  type Award,
  type BackwardPick,
  type FigurePick,
  type FollowPick,
  LOOP,
  type PlacePick,
  type PlanPick,
  type RobbersEffect,
  type RobbersEvent,
  type RobbersState,
  type StealPick,
} from "../../../spec/robbers/index.js";
import { canonical } from "../../dsl/choice-points.js";
import { own } from "../../dsl/own.js";
import type { Effect, PathStep } from "../../dsl/ruleset.js";
import type { OutcomeGroupKey, PlaygroundGame } from "../../playground/adapter.js";
import { robbersGame } from "./index.js";
import { possessive } from "./library/describe.js";
import { SOURCE_WORDS } from "./source-words.js";

type Steal = Extract<RobbersEffect, { type: "steal" }>;

/** The thefts of an outcome, sorted by thief, as the outcome records them. */
const stealsOf = (effects: readonly Effect[]): Steal[] =>
  (effects as readonly RobbersEffect[])
    .flatMap((e) => (e.type === "steal" ? [e] : []))
    .sort((a, b) => (a.thief < b.thief ? -1 : a.thief > b.thief ? 1 : 0));

/** Who steals what in an outcome, in the words `describeOutcomeSet` gives a factored group. */
export function theftGroup(effects: readonly Effect[]): OutcomeGroupKey {
  const steals = stealsOf(effects);
  return {
    key: canonical(
      steals.map((s) => ({ thief: s.thief, victim: s.victim, figure: s.figure, points: s.points, amount: s.amount })),
    ),
    words: steals.length
      ? steals
          .map((s) => `${s.thief} takes ${s.amount} from ${possessive(s.victim)} ${s.figure} (${s.points})`)
          .join(", ")
      : "no robber steals",
  };
}

/** The figures on a space of the scoreboard, in words ("green's meeple and blue's messenger"). */
function figuresOn(state: RobbersState, at: number): string {
  const on = state.players.flatMap((p) => {
    const f = own(state.figures, p);
    if (!f) return [];
    return (["meeple", "messenger"] as const).flatMap((k) =>
      f[k] !== undefined && f[k] % LOOP === at % LOOP ? [`${possessive(p)} ${k}`] : [],
    );
  });
  return on.length ? `, beside ${on.join(" and ")}` : "";
}

/** A verb for a player: "blue places", but "you place" for the player the wiki's examples call "you". */
const says = (actor: string, third: string, base: string) => `${actor} ${actor === "you" ? base : third}`;

/** An award as the awards table numbers it (from 1), with its points and what they are for: "award 2 (8 points, city)". */
const awardWords = (award: Award | undefined, index: number): string =>
  award
    ? `award ${index + 1} (${award.points} point${award.points === 1 ? "" : "s"}, ${award.label || SOURCE_WORDS[award.source]})`
    : `award ${index + 1}`;

const word = {
  place: (s: PathStep, state: RobbersState) => {
    const p = s.pick as PlacePick;
    const its = s.actor === "you" ? "your" : "their";
    if (p.action === "decline") return `${says(s.actor, "does", "do")} not place (or move) a robber`;
    const verb = p.action === "place" ? says(s.actor, "places", "place") : says(s.actor, "moves", "move");
    return `${verb} ${its} robber ${p.action === "place" ? "on" : "to"} space ${p.at}${figuresOn(state, p.at)}`;
  },
  plan: (s: PathStep, _state: RobbersState, event: RobbersEvent) => {
    const awards = event.kind === "moment" ? event.awards : [];
    const seq = (s.pick as PlanPick).sequence.map(
      (x) => `${awardWords(awards[x.award], x.award)} with the ${x.figure}`,
    );
    const scores = says(s.actor, "scores", "score");
    return seq.length > 1
      ? `${scores} ${seq.slice(0, -1).join(", then ")}, then ${seq.at(-1)}`
      : `${scores} ${seq[0] ?? "nothing"}`;
  },
  steal: (s: PathStep) => {
    const p = s.pick as StealPick;
    return `${possessive(s.actor)} robber steals from ${possessive(p.victim)} ${p.figure}`;
  },
  rogue: (s: PathStep) =>
    `${says(s.actor, "records", "record")} the stolen points with ${s.actor === "you" ? "your" : "their"} ${(s.pick as FigurePick).figure}`,
  bonus: (s: PathStep) =>
    `${says(s.actor, "records", "record")} the robber's bonus with ${s.actor === "you" ? "your" : "their"} ${(s.pick as FigurePick).figure}`,
  follow: (s: PathStep) => {
    const p = s.pick as FollowPick;
    return `${possessive(s.actor)} robber follows ${possessive(p.thief)} ${p.figure}`;
  },
  backward: (s: PathStep) =>
    (s.pick as BackwardPick).action === "follow"
      ? `${possessive(s.actor)} robber goes back with the figure`
      : `${possessive(s.actor)} robber stays where it is`,
} satisfies Record<string, (s: PathStep, state: RobbersState, event: RobbersEvent) => string>;

const isKind = (kind: string): kind is keyof typeof word => Object.hasOwn(word, kind);

/** A Robbers pick in words; a kind this list does not know is said the library's way. */
export function robbersChoiceWords(s: PathStep, before: unknown, event: unknown): string {
  return isKind(s.kind)
    ? word[s.kind](s, before as RobbersState, event as RobbersEvent)
    : robbersGame.describe.choice(s);
}

/** The Robbers as the playground plays it. */
export const robbersPlayground: PlaygroundGame = {
  game: robbersGame,
  groupOf: (_after, effects) => theftGroup(effects),
  choiceWords: robbersChoiceWords,
};
