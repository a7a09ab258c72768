// What a MacRobber trace claims, compared with what the rules give: each difference holds both
// values as JSON values (never their text), and says them as The Robbers does: "<where>: the trace
// claims X, the rules give Y". An item or a field only one side has is told at the list or object
// holding it, so that both values exist.
import { describe, expect, it } from "vitest";
import type { MacRobberEffect } from "../../../spec/macrobber/index.js";
import { firstLegal } from "../../interpreter/strategies.js";
import { compareMacRobberClaims } from "./claims.js";
import { macRobberSpec, newGame, play } from "./library/api.js";

const spec = macRobberSpec();
const start = newGame(spec, ["ann", "ben", "cat"], 7);
const step = play(spec, start, null, firstLegal());
if (!step.ok) throw new Error(step.error.message);
const after = step.state;
const effects = step.effects as readonly MacRobberEffect[];
// biome-ignore lint/suspicious/noExplicitAny: the tests tamper with a JSON copy of the rules' state and effects at arbitrary paths
type Json = any;
const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as Json;
const cited = [...new Set(effects.flatMap((e) => e.rules))];

describe("MacRobber claims", () => {
  it("agree: no difference", () => {
    expect(compareMacRobberClaims({ effects: json(effects), state: json(after) }, after, effects)).toEqual([]);
  });

  it("a number that differs: both numbers, in the Robbers' words, with the step's rules", () => {
    const state = json(after);
    const points = after.clans.ben!.points;
    state.clans.ben.points = points + 2;
    expect(compareMacRobberClaims({ state }, after, effects)).toEqual([
      {
        path: '$.claims.state.clans["ben"].points',
        claimed: points + 2,
        actual: points,
        description: `$.claims.state.clans["ben"].points: the trace claims ${points + 2}, the rules give ${points}`,
        rules: cited,
      },
    ]);
  });

  it("a list one item short: the two lists, told by their lengths and the item only the rules have", () => {
    const state = json(after);
    const deck = [...after.deck];
    state.deck = deck.slice(0, -1);
    const [d] = compareMacRobberClaims({ state }, after, effects);
    expect(d).toEqual({
      path: "$.claims.state.deck",
      claimed: deck.slice(0, -1),
      actual: deck,
      description: `$.claims.state.deck: the trace claims ${deck.length - 1} items, the rules give ${deck.length} items, the next ${deck.at(-1)}`,
      rules: cited,
    });
  });

  it("an effect left out: the two lists of effects, with the rules of the one the trace leaves out", () => {
    const claimed = json(effects.slice(0, -1));
    const last = effects.at(-1)!;
    const [d] = compareMacRobberClaims({ effects: claimed }, after, effects);
    expect(d).toMatchObject({
      path: "$.claims.effects",
      claimed,
      actual: json(effects),
      rules: [...new Set(last.rules)],
    });
    expect(d!.description).toBe(
      `$.claims.effects: the trace claims ${effects.length - 1} effect${effects.length - 1 === 1 ? "" : "s"}, the rules give ${effects.length} effects, the next ${JSON.stringify(last).slice(0, 117)}${JSON.stringify(last).length > 120 ? "..." : ""}`,
    );
  });

  it("a field the rules' effect does not have: the two effects, told by that field", () => {
    const claimed = json(effects);
    claimed[0].bonus = 3;
    const [d] = compareMacRobberClaims({ effects: claimed }, after, effects);
    expect(d).toEqual({
      path: "$.claims.effects[0]",
      claimed: claimed[0],
      actual: json(effects[0]),
      description: '$.claims.effects[0]: the trace claims "bonus": 3, the rules give no "bonus"',
      rules: [...new Set(effects[0]!.rules)],
    });
  });

  it("a clan the trace leaves out: the two records of clans, told by that clan", () => {
    const state = json(after);
    delete state.clans.cat;
    const [d] = compareMacRobberClaims({ state }, after, effects);
    expect(d).toMatchObject({ path: "$.claims.state.clans", claimed: state.clans, actual: json(after.clans) });
    expect(d!.description).toMatch(
      /^\$\.claims\.state\.clans: the trace claims no "cat", the rules give "cat": \{"court":/,
    );
  });
});
