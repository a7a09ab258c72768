// A parameter through the playground core (src/playground/): a session whose options set Dice Race's
// finish (DR-TRACK-LENGTH) replays with that finish, survives the page address and the exported
// trace, and one out of range or set on the short track is refused with the rule, as a file is; the
// start form's reading (src/site/shell/start.ts) turns the typed finish into those options.
import { expect, it } from "vitest";
import {
  decodeSession,
  encodeSession,
  exportTrace,
  type PlaygroundGame,
  replaySession,
} from "../../playground/index.js";
import type { Session } from "../../playground/session.js";
import { formOptions, startSession } from "../../site/shell/start.js";
import { diceRaceGame } from "./index.js";

const pg: PlaygroundGame = { game: diceRaceGame };
const session = (options: object): Session => ({
  game: "dicerace",
  options,
  setup: { players: ["ann", "ben"], active: "ann", pawns: { ann: [25, 0], ben: [0, 0] } },
  // 25 + 5 lands on 30: the finish the players set, so ann wins (on the classic track, 20, square 25 is off it).
  history: [{ event: { kind: "roll", die: 5 }, choices: [{ kind: "pawn", actor: "ann", pick: 0 }] }],
});

it("plays a session under the finish the players set, through the address and the exported trace", () => {
  const s = session({ parameters: { finish: 30 } });
  const r = replaySession(pg, s);
  expect(r.ok && (r.current as { winner: string | null }).winner).toBe("ann");
  const back = decodeSession(pg, encodeSession(s));
  expect(back.ok && back.session.options).toEqual({ parameters: { finish: 30 } });
  const trace = exportTrace(pg, s);
  if (!trace.ok) throw new Error(trace.problem.message);
  expect(JSON.parse(trace.text.split("\n")[0]!).options).toEqual({ parameters: { finish: 30 } });
});

it("refuses a finish out of range, or set on the short track, naming the rule", () => {
  const far = replaySession(pg, session({ parameters: { finish: 50 } }));
  expect(far.ok || far.problem).toMatchObject({ path: '$.options.parameters["finish"]', rules: ["DR-TRACK-LENGTH"] });
  const both = replaySession(pg, session({ edition: "short", parameters: { finish: 30 } }));
  expect(both.ok || both.problem.rules).toEqual(["ED-SHORT", "DR-TRACK-LENGTH"]);
  const decoded = decodeSession(pg, encodeSession(session({ parameters: { finish: 50 } })));
  expect(decoded.ok || decoded.message).toMatch(/options\.parameters\.finish.*DR-TRACK-LENGTH/);
  // Without the parameter square 25 is off the classic track (0 to 20).
  const plain = replaySession(pg, session({}));
  expect(plain.ok || plain.problem.rules).toEqual(["DR-TRACK"]);
});

it("reads the start form's finish into the options a new game starts under, or refuses it beside the options", () => {
  const values = (edition: string, finish: string) => ({ edition, readings: {}, parameters: { finish } });
  // An empty field leaves the rules' finish; the default edition and readings are not written.
  expect(formOptions(pg, values("classic", " "))).toEqual({});
  expect(formOptions(pg, { ...values("classic", ""), readings: { "DR-INT-OVERSHOOT": "stay" } })).toEqual({});
  expect(formOptions(pg, { ...values("two-dice", ""), readings: { "DR-INT-OVERSHOOT": "bounce" } })).toEqual({
    edition: "two-dice",
    interpretations: { "DR-INT-OVERSHOOT": "bounce" },
  });
  const set = formOptions(pg, values("classic", "30"));
  expect(set).toEqual({ parameters: { finish: 30 } });
  const started = startSession(pg, ["ann", "ben"], 1, set);
  expect(started.ok && started.session.options).toEqual({ parameters: { finish: 30 } });
  const far = startSession(pg, ["ann", "ben"], 1, formOptions(pg, values("classic", "50")));
  expect(far.ok || far.problem).toMatchObject({ field: "options", rules: ["DR-TRACK-LENGTH"] });
  const both = startSession(pg, ["ann", "ben"], 1, formOptions(pg, values("short", "30")));
  expect(both.ok || both.problem).toMatchObject({ field: "options", rules: ["ED-SHORT", "DR-TRACK-LENGTH"] });
});
