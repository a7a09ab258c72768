// Every outcome of phase 3 without walking every raid path: the three combat rounds are folded by
// dynamic programming into classes that leave the same board (hands, bagpipe players, result),
// counting the paths into each; only what follows the rounds (prize, discards) is walked, once per
// class, by running the handlers. Cross-checked against the exhaustive walk (raid-outcomes.test.ts).
import {
  type ChoicePoint,
  type CompiledView,
  canonical,
  nextOdometer,
  type OutcomeSet,
  own,
  type PathStep,
  type ResolvedTable,
} from "../../src/dsl/index.js";
import type { MacRobberDecisionTable } from "./decisions.js";
import { combatOptions, combatWinner, phase3Options, raidResult } from "./handlers/raid.js";
import type { CombatPick, Hand, MacRobberEffect, MacRobberEvent, MacRobberState } from "./model.js";
import { addCard } from "./tokens.js";

type View = CompiledView<MacRobberState, MacRobberEvent, ResolvedTable<MacRobberDecisionTable>>;

/** Round picks (attacker, defender, per round) that reach one board, and how many pick sequences do. */
interface RoundClass {
  readonly picks: readonly CombatPick[];
  readonly count: bigint;
}

/** The round picks folded by the board they leave and the raid's result (which MR-INT-RAID-WIN reads from the rounds won). */
function roundClasses(
  aHand: Hand,
  dHand: Hand,
  aBlue: number,
  dBlue: number,
  result: (won: number, lost: number) => string,
  winner: (va: number, vd: number) => "attacker" | "defender" | "draw",
): RoundClass[] {
  const memo = new Map<string, Map<string, RoundClass>>();
  const walk = (
    round: number,
    a: Hand,
    d: Hand,
    ab: number,
    db: number,
    won: number,
    lost: number,
  ): Map<string, RoundClass> => {
    const key = `${round}|${a}|${d}|${ab}|${db}|${won}|${lost}`;
    const known = memo.get(key);
    if (known) return known;
    const out = new Map<string, RoundClass>();
    if (round > 3) {
      out.set(`${a}|${d}|${ab}|${db}|${result(won, lost)}`, { picks: [], count: 1n });
    } else {
      for (const x of combatOptions(a, ab)) {
        for (const y of combatOptions(d, db)) {
          const va = x.card + (x.piper ? 1 : 0);
          const vd = y.card + (y.piper ? 1 : 0);
          const rest = walk(
            round + 1,
            addCard(a, x.card, -1),
            addCard(d, y.card, -1),
            ab - (x.piper ? 1 : 0),
            db - (y.piper ? 1 : 0),
            won + (winner(va, vd) === "attacker" ? 1 : 0),
            lost + (winner(va, vd) === "defender" ? 1 : 0),
          );
          for (const [end, c] of rest) {
            const seen = out.get(end);
            out.set(
              end,
              seen ? { picks: seen.picks, count: seen.count + c.count } : { picks: [x, y, ...c.picks], count: c.count },
            );
          }
        }
      }
    }
    memo.set(key, out);
    return out;
  };
  return [...walk(1, aHand, dHand, aBlue, dBlue, 0, 0).values()];
}

/** Run the handlers with `fixed` picks first, then the odometer `prefix`; report the state, the recorded path and the option widths. */
function runOnce(
  view: View,
  state: MacRobberState,
  event: MacRobberEvent,
  fixed: readonly unknown[],
  prefix: readonly number[],
  widths: number[],
) {
  const path: PathStep[] = [];
  let calls = 0;
  let depth = 0;
  const ctx = {
    decisions: view.decisions,
    emit: (_e: MacRobberEffect) => {},
    choose<T>(point: ChoicePoint<T>): T {
      const options = point.options();
      let pick: T;
      if (calls < fixed.length) pick = fixed[calls] as T;
      else {
        const index = depth < prefix.length ? prefix[depth]! : 0;
        widths[depth] = options.length;
        depth++;
        pick = options[index]!;
      }
      calls++;
      if (point.size() > 1) path.push({ kind: point.kind, actor: point.actor, pick });
      return pick;
    },
  };
  let s = state;
  for (const handler of view.handlersFor(event)) s = handler.run(ctx, s, event);
  return { state: s, path };
}

/** Every outcome of `raid-or-exchange`, grouped by the state it leaves, with exact path counts. */
export function enumerateRaidOrExchange(view: View, state: MacRobberState, event: MacRobberEvent): OutcomeSet {
  const groups = new Map<string, { summary: unknown; path: readonly PathStep[]; count: bigint }>();
  const result = (won: number, lost: number) => raidResult(won, lost, view.decisions);
  for (const option of phase3Options(state, view.decisions)) {
    const classes: RoundClass[] =
      option.do === "raid"
        ? roundClasses(
            own(state.clans, state.active)!.hand,
            own(state.clans, option.target)!.hand,
            own(state.clans, state.active)!.court.blue,
            own(state.clans, option.target)!.court.blue,
            result,
            (va, vd) => combatWinner(va, vd, view.decisions),
          )
        : [{ picks: [], count: 1n }];
    for (const cls of classes) {
      const fixed = [option, ...cls.picks];
      let prefix: number[] = [];
      for (;;) {
        const widths: number[] = [];
        const run = runOnce(view, state, event, fixed, prefix, widths);
        const key = canonical(run.state);
        const seen = groups.get(key);
        if (seen) groups.set(key, { ...seen, count: seen.count + cls.count });
        else groups.set(key, { summary: { phase3: option, key }, path: run.path, count: cls.count });
        const next = nextOdometer(prefix, widths);
        if (!next) break;
        prefix = next;
      }
    }
  }
  return { method: "factored", groups: [...groups.values()].map((g) => ({ ...g, factors: [] })) };
}
