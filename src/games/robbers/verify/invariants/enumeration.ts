// The properties that compare all outcomes of one event: the factored enumeration against walking
// every choice path (which also shows every legal choice sequence lands on a listed outcome), C2
// Z-Man against C3, and a lap ahead under INT-SAME-SPACE "loop" (properties/enumeration, editions
// and determinism tests).

import { type RobbersEffect, type RobbersState, robbersOutcomeKey } from "../../../../../spec/robbers/index.js";
import { own } from "../../../../dsl/own.js";
import { outcomes, robbersSpec } from "../../library/api.js";
import type { EventInvariant, EventOutcomes, Verdict } from "./types.js";

const keyOf = (o: { state: RobbersState; effects: readonly RobbersEffect[] }) => robbersOutcomeKey(o.state, o.effects);
const sortedKeys = (e: EventOutcomes) => e.outcomes.map(keyOf).sort();

/** Every choice path of a moment walked one by one (memoised: two invariants read it). */
const walks = new WeakMap<EventOutcomes, { paths: bigint; keys: string[] } | string>();
function walk(e: EventOutcomes): { paths: bigint; keys: string[] } | string {
  let w = walks.get(e);
  if (w === undefined) {
    const r = outcomes(e.spec, e.before, e.event, { exhaustive: true });
    w = r.ok
      ? { paths: r.outcomes.paths, keys: r.outcomes.set.groups.map((g) => (g.summary as { key: string }).key) }
      : `walking every path refused the event: ${r.error.message}`;
    walks.set(e, w);
  }
  return w;
}

/** The factored list against the walk: same path count, and every listed outcome is reached by some path. */
const factoredEqualsWalked = (e: EventOutcomes): Verdict => {
  if (e.event.kind !== "moment") return null;
  const factored = outcomes(e.spec, e.before, e.event);
  if (!factored.ok) return `the factored enumeration refused the event: ${factored.error.message}`;
  const walked = walk(e);
  if (typeof walked === "string") return walked;
  if (factored.outcomes.paths !== walked.paths)
    return `factored enumeration counts ${factored.outcomes.paths} choice paths, walking them gives ${walked.paths}`;
  const listed = sortedKeys(e);
  if (new Set(listed).size !== listed.length) return "the factored outcomes are not distinct";
  const reached = new Set(walked.keys);
  const extra = listed.filter((k) => !reached.has(k));
  return extra.length ? `the factored enumeration lists ${extra.length} outcome(s) no choice path reaches` : null;
};

/** Every legal choice sequence (each path of the walk) lands on a listed outcome. */
const complete = (e: EventOutcomes): Verdict => {
  if (e.event.kind !== "moment") return null;
  const walked = walk(e);
  if (typeof walked === "string") return walked;
  const listed = new Set(sortedKeys(e));
  const missing = walked.keys.filter((k) => !listed.has(k));
  return missing.length
    ? `walking every choice path reaches ${missing.length} outcome(s) the enumerator does not list`
    : null;
};

/** C2 Z-Man and C3 agree on every event but a bag tile; one-follow-up wording places at most two robbers. */
const editions = (e: EventOutcomes): Verdict => {
  const edition = e.spec.options.edition;
  if (e.event.kind === "bag-tile") {
    if (e.spec.decisions.followUp.value !== "next-one") return null;
    for (const o of e.outcomes) {
      const placed = e.before.players.filter(
        (p) => own(e.before.robbers, p) === null && own(o.state.robbers, p) !== null,
      ).length;
      if (placed > 2) return `${placed} robbers placed on one bag tile under ${edition} (RB-PLACE-NEXT)`;
    }
    return null;
  }
  if (edition !== "C2-ZMan" && edition !== "C3") return null;
  const other = robbersSpec({
    edition: edition === "C3" ? "C2-ZMan" : "C3",
    interpretations: e.spec.options.interpretations,
  });
  const r = outcomes(other, e.before, e.event);
  if (!r.ok) return `the other edition refused the event: ${r.error.message}`;
  const theirs = r.outcomes.all().map(keyOf).sort();
  return theirs.join("\n") === sortedKeys(e).join("\n")
    ? null
    : `C2 Z-Man and C3 give different outcomes for a ${e.event.kind}`;
};

/** Under "loop", every figure a lap ahead changes no theft, follow, placement or message. */
const lapSymmetry = (e: EventOutcomes): Verdict => {
  if (e.spec.decisions.sameSpace.value !== "loop") return null;
  if (e.event.kind === "backward") return null; // a lap ahead can pay more than the figure has: not the same event
  const lapped: RobbersState = {
    ...e.before,
    figures: Object.fromEntries(
      Object.entries(e.before.figures).map(([p, f]) => [
        p,
        f.messenger === undefined ? { meeple: f.meeple + 50 } : { meeple: f.meeple + 50, messenger: f.messenger + 50 },
      ]),
    ),
  };
  const r = outcomes(e.spec, lapped, e.event);
  if (!r.ok) return `a lap ahead, the event was refused: ${r.error.message}`;
  const strip = (o: { state: RobbersState; effects: readonly RobbersEffect[] }) =>
    JSON.stringify({
      robbers: o.state.robbers,
      messagesDrawn: o.state.messagesDrawn,
      effects: o.effects.map((x) => {
        const y = {
          ...(x as unknown as Record<string, unknown>),
          rules: x.rules.filter((id) => id !== "INT-SAME-SPACE"),
          decidedBy: x.decidedBy.filter((id) => id !== "INT-SAME-SPACE"),
        };
        return x.type === "figure-moved" ? { ...y, from: x.from % 50, to: x.to % 50 } : y;
      }),
    });
  const a = e.outcomes.map(strip).sort().join("\n");
  const b = r.outcomes.all().map(strip).sort().join("\n");
  return a === b ? null : "a lap ahead gives other thefts, follows or messages";
};

const any = (e: EventOutcomes, f: (x: readonly RobbersEffect[]) => boolean) => e.outcomes.some((o) => f(o.effects));

/** Event-level invariants. */
export const eventInvariants: readonly EventInvariant[] = [
  {
    property: "enumeration-factored-equals-exhaustive",
    name: "factored outcomes and path counts equal walking every path",
    cases: ["two-robbers-steal", "several-outcomes"],
    check: factoredEqualsWalked,
    witnesses: (e) =>
      e.event.kind !== "moment"
        ? []
        : [
            ...(any(e, (x) => x.filter((y) => y.type === "steal").length > 1) ? ["two-robbers-steal"] : []),
            ...(e.outcomes.length > 1 ? ["several-outcomes"] : []),
          ],
  },
  {
    property: "enumeration-complete",
    name: "every legal choice sequence lands on a listed outcome",
    cases: ["many-outcomes"],
    check: complete,
    witnesses: (e) => (e.event.kind === "moment" && e.outcomes.length > 4 ? ["many-outcomes"] : []),
  },
  {
    property: "editions-differ-only-in-placement",
    name: "C2 Z-Man and C3 agree but on bag tiles; HiG places at most two",
    cases: ["moment-compared", "backward-compared", "game-end-compared", "turn-compared"],
    check: editions,
    witnesses: (e) =>
      e.spec.options.edition === "C2-ZMan" || e.spec.options.edition === "C3"
        ? e.event.kind === "bag-tile"
          ? []
          : [`${e.event.kind}-compared`]
        : [],
  },
  {
    property: "lap-symmetry",
    name: "a lap ahead changes no theft, follow or message",
    cases: ["theft", "message"],
    check: lapSymmetry,
    witnesses: (e) =>
      e.spec.decisions.sameSpace.value === "loop" && e.event.kind !== "backward"
        ? [
            ...(any(e, (x) => x.some((y) => y.type === "steal")) ? ["theft"] : []),
            ...(any(e, (x) => x.some((y) => y.type === "message-drawn")) ? ["message"] : []),
          ]
        : [],
  },
];
