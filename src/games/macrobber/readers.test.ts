// MacRobber's scenario reader in the readers' shared voice (src/oracle/input-error.ts): the file and
// line, the JSON path, what was expected (the closest value to a typo, bounds, the fields allowed).
import { expect, it } from "vitest";
import { formatInputError } from "../../oracle/input-error.js";
import { readScenarioTextOf } from "../../oracle/scenario-input.js";
import { macRobberGame } from "./index.js";

it("MacRobber's readers say where, what was expected and what was found, in the same words as The Robbers' readers", () => {
  const read = (doc: unknown) => {
    const r = readScenarioTextOf(macRobberGame, JSON.stringify(doc));
    return r.ok ? "accepted" : formatInputError(r.error);
  };
  const base = { format: "macrobber-scenario/1", players: ["a", "b", "c"], seed: 1 };
  expect(read({ ...base, event: { kind: "tak-tokens" } })).toBe(
    '<input>:1: $.event.kind: unknown event kind "tak-tokens" (did you mean take-tokens?); event kinds are take-tokens, act, raid-or-exchange, score-round',
  );
  expect(read({ ...base, seed: -1 })).toBe("<input>:1: $.seed: expected a whole number (0 to 4294967295), got -1");
  expect(read({ ...base, colour: "red" })).toMatch(
    /^<input>:1: \$\.colour: unknown field "colour"; fields here are format, title, options, /,
  );
});
