// Citation precision: an effect or refusal cites the rules whose condition held, each once, never a
// rule of an edition not in force, and marks the rules that decided it (`decidedBy`, a non-empty
// subset of `rules`, each enforced by a named step of the handler that ran). The condition of each
// conditional id is restated in support/citation-conditions.ts; refusals are provoked with
// illegal placement picks and must name the one precise reason.
import fc from "fast-check";
import { expect, it } from "vitest";
import type { RobbersEffect, RobbersEvent, RobbersState } from "../../spec/robbers/index.js";
import type { PathStep } from "../../src/dsl/index.js";
import { play, robbersSpec } from "../../src/games/robbers/library/api.js";
import { randomLegal, scripted } from "../../src/interpreter/strategies.js";
import { check } from "../support/run.js";
import { Witnesses } from "../support/witness.js";
import { titleOf } from "./registry.js";
import { arrivalArb, crowdedArb, momentArb, optionsArb, stateArb } from "./support/arbitraries.js";
import { duplicates, misordered, outOfEdition, type StepView, unjustified } from "./support/citation-conditions.js";

/** An illegal (or legal) pick for the active player's placement, to provoke each kind of refusal. */
const placePickArb = (s: RobbersState): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant({ action: "decline" }),
    fc
      .constantFrom(0, 3, 4, 10, 14, 40, 53)
      .map((at) => ({ action: s.robbers[s.active] === null ? "place" : "move", at })),
    fc.constant(
      s.robbers[s.active] === null ? { action: "place", at: 49 } : { action: "move", at: s.robbers[s.active] },
    ),
  );

type Case = { state: RobbersState; event: RobbersEvent; pick?: unknown };
const caseArb = (s: RobbersState): fc.Arbitrary<Case> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        state: fc.constant(s),
        event: fc.constant<RobbersEvent>({ kind: "bag-tile" }),
        pick: fc.option(placePickArb(s), { nil: undefined }),
      }),
    },
    { weight: 3, arbitrary: crowdedArb(s).map(([state, event]) => ({ state, event })) },
    { weight: 2, arbitrary: momentArb(s, 4).map((event) => ({ state: s, event })) },
    { weight: 1, arbitrary: arrivalArb(s).map(([state, event]) => ({ state, event })) },
    {
      weight: 1,
      arbitrary: crowdedArb(s).map(([state, event]) => ({
        state,
        event:
          event.kind === "moment"
            ? { ...event, awards: event.awards.map((a, i) => (i === 0 ? { ...a, points: 0 } : a)) }
            : event,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom<RobbersEvent>({ kind: "game-end" }, { kind: "turn", player: s.players[1]! })
        .map((event) => ({ state: s, event })),
    },
  );

it(titleOf("citation-precision"), () => {
  const w = new Witnesses("citation-precision", [
    "zman-follow-up",
    "c2-active-placement",
    "dark-landing-other-turn",
    "decline-passes",
    "steal-chosen",
    "lap",
    "zero-points",
    "msg-own-turn",
    "msg-alone",
    "refused-decline",
    "refused-same-space",
    "refused-target",
  ]);
  check(
    "citation-precision",
    fc.property(optionsArb, stateArb(5).chain(caseArb), fc.integer(), (options, { state, event, pick }, seed) => {
      const spec = robbersSpec(options);
      const edition = spec.options.edition;
      const strategy =
        pick === undefined
          ? randomLegal(seed)
          : scripted([{ kind: "place", actor: state.active, pick }], randomLegal(seed));
      const r = play(spec, state, event, strategy);
      if (!r.ok) {
        if (r.error.kind !== "illegal-choice") throw new Error(`refused: ${r.error.message}`);
        expect(duplicates(r.error.rules), "a refusal cites each id once").toEqual([]);
        expect(outOfEdition(edition, r.error.rules), "a refusal cites no rule of an edition not in force").toEqual([]);
        refusal(
          spec.decisions.sameSpace.value,
          state,
          pick as { action: string; at?: number },
          r.error.rules,
          edition,
          w,
        );
        return;
      }
      const v: StepView = {
        options: spec.options,
        before: state,
        after: r.state,
        event,
        effects: r.effects as RobbersEffect[],
        path: r.path as PathStep[],
      };
      const steps = new Set(spec.handlersFor(event).flatMap((h) => (h.steps ?? []).flatMap((s) => s.implements)));
      for (const e of v.effects) {
        const decided = e.decidedBy ?? [];
        expect(duplicates(e.rules), `${e.type} cites each id once`).toEqual([]);
        expect(duplicates(decided), `${e.type}: decidedBy names each id once`).toEqual([]);
        expect(decided.length, `${e.type} names the rule that decided it`).toBeGreaterThan(0);
        expect(
          decided.filter((id) => !e.rules.includes(id)),
          `${e.type}: what decided it is among what it cites`,
        ).toEqual([]);
        expect(
          decided.filter((id) => !steps.has(id)),
          `${e.type}: each deciding rule is enforced by a named step`,
        ).toEqual([]);
        expect(outOfEdition(edition, e.rules), `${e.type} cites no rule of an edition not in force`).toEqual([]);
        expect(unjustified(v, e), `${e.type} cites only rules whose condition held`).toEqual([]);
        expect(misordered(e), `${e.type} cites its rules in the documented order: ${e.rules.join(", ")}`).toEqual([]);
        w.saw(
          "zman-follow-up",
          ((edition === "C1-ZMan" || edition === "C2-ZMan") &&
            "player" in e &&
            e.player !== state.active &&
            e.type.startsWith("placement")) ||
            (e.type === "robber-placed" && e.player !== state.active && e.rules.includes("RB-PLACE-ALL")),
        );
        w.saw("c2-active-placement", edition === "C2-ZMan" && e.type === "robber-placed" && e.player === state.active);
        w.saw(
          "dark-landing-other-turn",
          e.type === "figure-moved" && state.messages && e.points > 0 && e.to % 5 === 0 && e.player !== state.active,
        );
        w.saw("decline-passes", e.rules.includes("INT-DECLINE-PASSES"));
        w.saw("steal-chosen", e.type === "steal" && e.rules.includes("RB-STEAL-CHOOSE"));
        w.saw("lap", e.rules.includes("INT-SAME-SPACE"));
        w.saw("zero-points", e.rules.includes("INT-ZERO-POINTS"));
        w.saw("msg-own-turn", e.rules.includes("INT-MSG-OWN-TURN"));
        w.saw("msg-alone", e.rules.includes("INT-MSG-ALONE"));
      }
    }),
    600,
  );
  expect(w.report()).toEqual([]);
});

/** A refused placement pick says the one precise reason. */
function refusal(
  sameSpace: "loop" | "score",
  state: RobbersState,
  pick: { action: string; at?: number },
  rules: readonly string[],
  edition: string,
  w: Witnesses,
): void {
  const current = state.robbers[state.active];
  if (pick.action === "decline") {
    // Declining is refused only where placing (or, under a reading, moving) is mandatory: the rule of
    // play and the edition or reading that makes it mandatory, both.
    expect(rules, "a refused decline cites the rule and what makes it mandatory").toEqual(
      current === null ? ["RB-PLACE-ACTIVE", "ED-C2-ZMAN"] : ["RB-PLACE-MOVE", "INT-MANDATORY-MOVE"],
    );
    expect(edition).toBe("C2-ZMan");
    w.saw("refused-decline");
    return;
  }
  const sq = (n: number) => (sameSpace === "loop" ? n % 50 : n);
  if (pick.action === "move" && pick.at === current) {
    expect(rules, "a robber must move to a different space").toEqual(["RB-PLACE-MOVE"]);
    w.saw("refused-same-space");
    return;
  }
  const beside = state.players.some(
    (p) => p !== state.active && Object.values(state.figures[p]!).some((pos) => sq(pos as number) === pick.at),
  );
  expect(
    beside && (sameSpace === "score" || pick.at! < 50),
    `only a space beside nobody else's figure is refused (${JSON.stringify(pick)})`,
  ).toBe(false);
  expect(rules[0], "a bad space is refused under RB-PLACE-TARGET").toBe("RB-PLACE-TARGET");
  // The reading of "the same space" is cited only where it decides: a figure on another lap of that square.
  const scores = state.players.flatMap((p) =>
    p === state.active ? [] : (Object.values(state.figures[p]!) as number[]),
  );
  const lapDecides =
    sameSpace === "loop" ? scores.includes(pick.at!) : pick.at! < 50 && scores.some((pos) => pos % 50 === pick.at);
  expect(rules.slice(1), "a bad space: RB-PLACE-TARGET, and the reading only where a lap decides").toEqual(
    lapDecides ? rules.slice(1, 2).filter((id) => id === "INT-SAME-SPACE") : [],
  );
  w.saw("refused-target");
}
