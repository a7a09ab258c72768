// Model-based testing (fast-check commands): whole games driven command by command, each checked
// against a deliberately simple model that knows only scores, which robbers are out, bag tiles
// placed and how many robbers were ever placed. It shares no code with the interpreter's rules.
import fc from "fast-check";
import { expect, it } from "vitest";
import {
  type RobbersEffect,
  type RobbersEvent,
  type RobbersOptionsInput,
  type RobbersState,
  scoreOf,
} from "../../spec/robbers/index.js";
import { play, type RobbersSpec, robbersSpec } from "../../src/games/robbers/library/api.js";
import { randomLegal, type Strategy } from "../../src/interpreter/strategies.js";
import { scale } from "../support/run.js";
import { seed, Witnesses } from "../support/witness.js";
import { titleOf } from "./registry.js";
import { optionsArb, stateArb } from "./support/arbitraries.js";

interface Model {
  scores: Record<string, number>;
  out: Set<string>;
  bagTiles: number;
  placements: number;
  thefts: number;
  ended: boolean;
}
interface Real {
  spec: RobbersSpec;
  state: RobbersState;
  strategy: Strategy;
  w: Witnesses;
}

const outOf = (s: RobbersState) => new Set(s.players.filter((p) => s.robbers[p] !== null));
function apply(r: Real, event: RobbersEvent): readonly RobbersEffect[] {
  const res = play(r.spec, r.state, event, r.strategy);
  if (!res.ok) throw new Error(`refused ${JSON.stringify(event)}: ${res.error.message}`);
  r.state = res.state;
  return res.effects as RobbersEffect[];
}
const sameScores = (m: Model, r: Real) => {
  for (const p of r.state.players) expect(scoreOf(r.state.figures[p]!), `${p}'s score`).toBe(m.scores[p]);
};

class BagTile implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => !m.ended && m.bagTiles < 8;
  run(m: Model, r: Real) {
    const before = outOf(r.state);
    apply(r, { kind: "bag-tile" });
    const after = outOf(r.state);
    for (const p of before) expect(after.has(p), "no robber leaves the board on a bag tile").toBe(true);
    const placed = [...after].filter((p) => !before.has(p)).length;
    if (r.spec.decisions.followUp.value === "next-one") expect(placed).toBeLessThanOrEqual(2);
    if (r.spec.decisions.followUp.value === "each-must") expect(after.size).toBe(r.state.players.length);
    m.bagTiles++;
    m.placements += placed;
    m.out = after;
    sameScores(m, r);
    r.w.saw("placement", placed > 0);
  }
  toString = () => "bag-tile";
}

class Moment implements fc.Command<Model, Real> {
  constructor(readonly awards: readonly { who: number; points: number }[]) {}
  check = (m: Readonly<Model>) => !m.ended;
  run(m: Model, r: Real) {
    const awards = this.awards.map((a) => ({
      player: r.state.players[a.who % r.state.players.length]!,
      points: a.points,
      source: "feature" as const,
    }));
    const before = outOf(r.state);
    const effects = apply(r, { kind: "moment", awards });
    const stolen = effects.flatMap((e) => (e.type === "steal" ? [e] : []));
    for (const a of awards) m.scores[a.player]! += a.points;
    for (const t of stolen) {
      expect(before.has(t.thief), "only a robber that was out steals").toBe(true);
      expect(t.amount).toBe(Math.ceil(t.points / 2));
      m.scores[t.thief]! += t.amount;
    }
    m.thefts += stolen.length;
    const after = outOf(r.state);
    for (const p of after) expect(before.has(p), "a moment never puts a robber out").toBe(true);
    for (const t of stolen) expect(after.has(t.thief), "a thief's robber goes home").toBe(false);
    expect(m.thefts, "every theft needs a placement").toBeLessThanOrEqual(m.placements);
    m.out = after;
    sameScores(m, r);
    r.w.saw("theft", stolen.length > 0);
  }
  toString = () => `moment ${JSON.stringify(this.awards)}`;
}

class Turn implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => !m.ended;
  run(m: Model, r: Real) {
    const next = r.state.players[(r.state.players.indexOf(r.state.active) + 1) % r.state.players.length]!;
    apply(r, { kind: "turn", player: next });
    expect(r.state.active).toBe(next);
    sameScores(m, r);
  }
  toString = () => "turn";
}

class GameEnd implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => !m.ended;
  run(m: Model, r: Real) {
    apply(r, { kind: "game-end" });
    r.w.saw("end-with-robbers", m.out.size > 0);
    for (const p of m.out) m.scores[p]! += 3;
    m.out = new Set();
    m.ended = true;
    sameScores(m, r);
    expect(outOf(r.state).size).toBe(0);
  }
  toString = () => "game-end";
}

const commands = [
  fc.constant(new BagTile()),
  fc
    .array(fc.record({ who: fc.nat(), points: fc.integer({ min: 0, max: 12 }) }), { minLength: 1, maxLength: 4 })
    .map((a) => new Moment(a)),
  fc.constant(new Turn()),
  fc.constant(new GameEnd()),
];

it(titleOf("model-based-game"), () => {
  const w = new Witnesses("model-based-game", ["placement", "theft", "end-with-robbers"]);
  fc.assert(
    fc.property(
      optionsArb,
      stateArb(6),
      fc.integer(),
      fc.commands(commands, { maxCommands: 30 }),
      (options: RobbersOptionsInput, start, strategySeed, cmds) => {
        // Start with every robber in supply so the model's placement count is complete.
        const state: RobbersState = { ...start, robbers: Object.fromEntries(start.players.map((p) => [p, null])) };
        const setup = () => ({
          model: {
            scores: Object.fromEntries(state.players.map((p) => [p, scoreOf(state.figures[p]!)])),
            out: new Set<string>(),
            bagTiles: 0,
            placements: 0,
            thefts: 0,
            ended: false,
          },
          real: { spec: robbersSpec(options), state, strategy: randomLegal(strategySeed), w },
        });
        fc.modelRun(setup, cmds);
      },
    ),
    { numRuns: Math.round(150 * scale()), seed: seed() },
  );
  expect(w.report()).toEqual([]);
});
