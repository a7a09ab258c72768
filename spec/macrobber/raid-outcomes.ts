// Every outcome of phase 3 without walking every raid path, in a bounded time. A raid is folded
// stage by stage, merging equal states and counting the paths into each instead of listing them:
// the three combat rounds by dynamic programming forward, round by round (classes that leave the
// same hands, bagpipe players and result); the result's points and prize by running the handler's
// own stage (raidAftermath) once per class; the drawn raid's 5-and-2 by the cards each side keeps
// (a discard order is counted, not walked) and, the two sides' discards being independent of each
// other while the deck lasts, as a product of each side's options put together without running
// the handlers again. Merging keeps, for every outcome, the first path of the plain walk (a state
// merged at a stage boundary has the same future as the first state it merges with), so the paths
// and their order are those of walking every path; raid-outcomes.test.ts checks it against that walk.
// Before any of this the work is estimated from the round classes, and a phase 3 past
// MAX_RAID_WORK is refused naming the limit (none of 915 in 30 seeded 5-player games is: see
// docs/performance.md for the cost by cards in hand).
import {
  type ChoicePoint,
  type CompiledView,
  canonical,
  nextOdometer,
  type OutcomeGroup,
  type OutcomeSet,
  type PathStep,
  type ResolvedTable,
  ruleError,
  samePick,
} from "../../src/dsl/index.js";
import { clanOf } from "./clans.js";
import type { MacRobberDecisionTable } from "./decisions.js";
import {
  combatOptions,
  combatRounds,
  combatWinner,
  endOfPhase3,
  phase3Options,
  type RaidStage,
  raidAftermath,
  raidResult,
} from "./handlers/raid.js";
import type { CombatPick, Hand, MacRobberEffect, MacRobberEvent, MacRobberState, Phase3Pick } from "./model.js";

type View = CompiledView<MacRobberState, MacRobberEvent, ResolvedTable<MacRobberDecisionTable>>;
type D = ResolvedTable<MacRobberDecisionTable>;
type Result = "attacker" | "defender" | "draw";

/**
 * Most work one phase-3 enumeration may take, in steps of MacRobber's raid fold (a handler stage
 * run counts RUN_STEPS, a combination of two sides' discards 1), estimated from the round classes
 * before any stage runs: under a second on this project's 2-core machine, loaded (docs/performance.md).
 */
export const MAX_RAID_WORK = 200_000;
/** What one handler stage run costs against a combination of discards put together (about 12 times, measured). */
const RUN_STEPS = 12;
/** Up to this many outcomes the whole set is built; past it, groups are made on demand. */
const EAGER_GROUPS = 20_000;
/** How many groups a set built on demand holds from the start. */
const FIRST_GROUPS = 200;

/** Round picks (attacker, defender, per round) that reach one board and result, and how many pick sequences do. */
interface RoundClass {
  readonly picks: readonly CombatPick[];
  readonly count: number;
  readonly result: Result;
}

/** A hand (or the return deck: at most 17 cards of a value) as one number. */
const handCode = (h: Hand): number => h[0] + 32 * (h[1] + 32 * (h[2] + 32 * h[3]));
const minus = (h: Hand, v: number): Hand => h.map((n, i) => (i === v - 1 ? n - 1 : n)) as unknown as Hand;
const RESULTS: readonly Result[] = ["attacker", "defender", "draw"];

/**
 * The round picks folded forward, round by round, by the hands and bagpipe players they leave and
 * the rounds each side won; the last round by the raid's result (MR-INT-RAID-WIN reads the rounds
 * won). Classes come in the order of their first pick sequence, each with that sequence.
 */
function roundClasses(aHand: Hand, dHand: Hand, aBlue: number, dBlue: number, d: D): RoundClass[] {
  interface Node {
    a: Hand;
    d: Hand;
    ua: number;
    ud: number;
    won: number;
    lost: number;
    picks: CombatPick[];
    count: number;
  }
  let frontier: Node[] = [{ a: aHand, d: dHand, ua: 0, ud: 0, won: 0, lost: 0, picks: [], count: 1 }];
  for (let round = 1; round <= 3; round++) {
    const next = new Map<number, Node>();
    for (const n of frontier)
      for (const x of combatOptions(n.a, aBlue - n.ua))
        for (const y of combatOptions(n.d, dBlue - n.ud)) {
          const w = combatWinner(x.card + (x.piper ? 1 : 0), y.card + (y.piper ? 1 : 0), d);
          const a = minus(n.a, x.card);
          const dh = minus(n.d, y.card);
          const ua = n.ua + (x.piper ? 1 : 0);
          const ud = n.ud + (y.piper ? 1 : 0);
          const won = n.won + (w === "attacker" ? 1 : 0);
          const lost = n.lost + (w === "defender" ? 1 : 0);
          const tail = round < 3 ? won * 4 + lost : RESULTS.indexOf(raidResult(won, lost, d));
          const key = ((handCode(a) * 1_048_576 + handCode(dh)) * 16 + ua * 4 + ud) * 16 + tail;
          const seen = next.get(key);
          if (seen) seen.count += n.count;
          else next.set(key, { a, d: dh, ua, ud, won, lost, picks: [...n.picks, x, y], count: n.count });
        }
    frontier = [...next.values()];
  }
  return frontier.map((n) => ({ picks: n.picks, count: n.count, result: raidResult(n.won, n.lost, d) }));
}

/** A pick sequence ended early: a discard order that is counted with the ordered one, not walked. */
const COUNTED_ELSEWHERE = Symbol("counted elsewhere");

/** One path through some stages: the state it leaves, its recorded choices and how many paths it stands for. */
interface Walked {
  readonly state: MacRobberState;
  readonly path: PathStep[];
  readonly count: number;
  /** Whether the deck ran out on the way (a reshuffle or a missing card): later draws then depend on earlier discards. */
  readonly unsettled: boolean;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/**
 * Every path through `run` (an odometer over its choices), except that a side's discards are
 * walked in ascending order only and counted for every order (the same cards leave the same state
 * whatever their order, and the ascending order is the first one the plain walk meets).
 */
function* walk(d: D, run: (ctx: Parameters<RaidStage["run"]>[0]) => MacRobberState): Generator<Walked> {
  let prefix: number[] = [];
  for (;;) {
    const widths: number[] = [];
    const path: PathStep[] = [];
    const discards = new Map<string, number[]>();
    let depth = 0;
    let unsettled = false;
    const ctx = {
      decisions: d,
      emit: (e: MacRobberEffect) => {
        if (e.type === "deck-reshuffled" || e.type === "deck-empty") unsettled = true;
      },
      choose<T>(point: ChoicePoint<T>): T {
        let options = point.options();
        const before = point.kind === "discard" ? discards.get(point.actor) : undefined;
        if (before?.length) options = options.filter((v) => (v as number) >= before[before.length - 1]!);
        if (options.length === 0) throw COUNTED_ELSEWHERE;
        const index = depth < prefix.length ? prefix[depth]! : 0;
        widths[depth++] = options.length;
        const pick = options[index]!;
        if (point.kind === "discard") discards.set(point.actor, [...(before ?? []), pick as number]);
        if (point.size() > 1) path.push({ kind: point.kind, actor: point.actor, pick });
        return pick;
      },
    };
    try {
      const state = run(ctx);
      let count = 1;
      for (const cards of discards.values()) {
        count *= factorial(cards.length);
        const same = new Map<number, number>();
        for (const c of cards) same.set(c, (same.get(c) ?? 0) + 1);
        for (const m of same.values()) count /= factorial(m);
      }
      yield { state, path, count, unsettled };
    } catch (error) {
      if (error !== COUNTED_ELSEWHERE) throw error;
    }
    const next = nextOdometer(prefix, widths);
    if (!next) return;
    prefix = next;
  }
}

/** Run `run` with recorded choices `path` (options of one are taken without being recorded, as the walk records them). */
function replay(
  d: D,
  path: readonly PathStep[],
  run: (ctx: Parameters<RaidStage["run"]>[0]) => MacRobberState,
  unsettled?: () => void,
): MacRobberState {
  let k = 0;
  return run({
    decisions: d,
    emit: (e: MacRobberEffect) => {
      if (e.type === "deck-reshuffled" || e.type === "deck-empty") unsettled?.();
    },
    choose<T>(point: ChoicePoint<T>): T {
      const options = point.options();
      if (point.size() <= 1) return options[0]!;
      const want = path[k++]?.pick;
      const found = options.find((o) => samePick(o, want));
      if (found === undefined) throw new Error(`internal: a folded raid path does not replay at ${point.kind}`);
      return found;
    },
  });
}

/**
 * Keys that tell states of one event apart, cheaply: everything but the hands and the return deck
 * as canonical JSON cached per object (a state shares most objects with the one it came from), and
 * the hands and the return deck as numbers, so that the hands of a product can be put in alone.
 */
class StateKeys {
  private readonly cache = new WeakMap<object, string>();
  private readonly ids = new Map<string, number>();
  /** A short stand-in for a long key part (the same part, the same number, within one enumeration). */
  id(part: string): number {
    let n = this.ids.get(part);
    if (n === undefined) {
      n = this.ids.size;
      this.ids.set(part, n);
    }
    return n;
  }
  /** An object's key, cached: flat records and lists of numbers written directly, anything deeper as canonical JSON. */
  private part(v: unknown, skip?: string): string {
    if (v === null || typeof v !== "object") return canonical(v);
    let k = this.cache.get(v);
    if (k === undefined) {
      k = "";
      if (Array.isArray(v)) k = v.every((x) => typeof x === "number") ? `[${v.join(",")}]` : canonical(v);
      else
        for (const [field, value] of Object.entries(v))
          if (field !== skip)
            k += `${field}:${value !== null && typeof value === "object" ? this.part(value) : canonical(value)};`;
      this.cache.set(v, k);
    }
    return k;
  }
  /** Everything of `s` but the hands and the return deck. */
  rest(s: MacRobberState): string {
    let out = "";
    for (const [field, value] of Object.entries(s)) {
      if (field === "returnDeck") continue;
      if (field === "clans") for (const p of s.players) out += `${this.part(clanOf(s, p), "hand")}|`;
      else out += `${field}=${this.part(value)};`;
    }
    return out;
  }
  /** The hands in seat order and the return deck, as numbers. */
  hands(s: MacRobberState): number[] {
    return [...s.players.map((p) => handCode(clanOf(s, p).hand)), handCode(s.returnDeck)];
  }
  whole(s: MacRobberState): string {
    return `${this.id(this.rest(s))}#${this.hands(s).join(",")}`;
  }
}

/** One distinct outcome: the first path to it (in pieces), how many paths reach it, and the phase-3 pick. */
interface Final {
  readonly option: Phase3Pick;
  readonly pieces: readonly (readonly PathStep[])[];
  count: number;
  /** The state it leaves (kept, or put together from the first pair's state when asked). */
  readonly after: () => MacRobberState;
}

/** The whole fold of one phase-3 event, before it is made into an outcome set. */
interface Fold {
  readonly finals: Map<string, Final>;
  readonly paths: bigint;
}

/** The classes of every raid the active player can make, and the work the fold will take, estimated from them. */
export function plan(view: View, state: MacRobberState) {
  const d = view.decisions;
  const me = clanOf(state, state.active);
  const options: { option: Phase3Pick; classes: RoundClass[] | null }[] = [];
  let runs = 0;
  let combos = 0;
  for (const option of phase3Options(state, d)) {
    if (option.do !== "raid") {
      options.push({ option, classes: null });
      runs++;
      continue;
    }
    const them = clanOf(state, option.target);
    const classes = roundClasses(me.hand, them.hand, me.court.blue, them.court.blue, d);
    options.push({ option, classes });
    for (const cls of classes) {
      const stages = raidAftermath(d, state.active, option.target, cls.result);
      // Each class runs its rounds, and its outcome stage once per prize (at most 5 with the cattle's place)...
      runs += cls.result === "attacker" ? 6 : 2;
      // ...and a 5-and-2 on both sides puts together up to 10 kept pairs of cards on each side.
      if (stages.some((s) => s.kind === "five-and-two")) combos += (cls.result === "attacker" ? 5 : 1) * 100;
    }
  }
  return { options, work: runs * RUN_STEPS + combos };
}

function fold(
  view: View,
  state: MacRobberState,
  event: MacRobberEvent,
  options: ReturnType<typeof plan>["options"],
): Fold {
  const d = view.decisions;
  const keys = new StateKeys();
  const finals = new Map<string, Final>();
  // Path counts stay far below 2^53 (at most 64^3 round picks times a few prizes and discard orders per raid).
  let paths = 0;
  const add = (
    key: string,
    option: Phase3Pick,
    pieces: readonly (readonly PathStep[])[],
    count: number,
    after: () => MacRobberState,
  ) => {
    paths += count;
    const seen = finals.get(key);
    if (seen) seen.count += count;
    else finals.set(key, { option, pieces, count, after });
  };
  const handlers = view.handlersFor(event);
  const actor = state.active;
  // The phase-3 pick is a recorded choice when there is more than one (as the handler's point records it).
  const phase3Step = (option: Phase3Pick): PathStep[] =>
    options.length > 1 ? [{ kind: "phase-3", actor, pick: option }] : [];
  for (const { option, classes } of options) {
    if (!classes || option.do !== "raid") {
      // A pass or an exchange is one path: run the handlers with that pick.
      const [w] = walk(d, (ctx) => {
        const fixed = {
          ...ctx,
          choose: <T>(p: ChoicePoint<T>): T => (p.kind === "phase-3" ? (option as T) : ctx.choose(p)),
        };
        let s = state;
        for (const h of handlers) s = h.run(fixed, s, event);
        return s;
      });
      const after = w!.state;
      add(keys.whole(after), option, [phase3Step(option), w!.path], w!.count, () => after);
      continue;
    }
    const defender = option.target;
    const cacheA = new Map<number, Walked[]>();
    const cacheD = new Map<number, Walked[]>();
    for (const cls of classes) {
      // The rounds with the class's first picks, recorded as the handler's choices would be.
      const head: PathStep[] = phase3Step(option);
      let k = 0;
      const rounds = combatRounds(
        {
          decisions: d,
          emit: () => {},
          choose<T>(point: ChoicePoint<T>): T {
            const pick = point.options().find((o) => samePick(o, cls.picks[k]))!;
            k++;
            if (point.size() > 1) head.push({ kind: point.kind, actor: point.actor, pick });
            return pick;
          },
        },
        state,
        actor,
        defender,
      );
      const stages = raidAftermath(d, actor, defender, cls.result);
      const [outcome, ...rest] = stages;
      const tail = (ctx: Parameters<RaidStage["run"]>[0], s: MacRobberState, from: number) => {
        let t = s;
        for (const stage of rest.slice(from)) t = stage.run(ctx, t);
        return endOfPhase3(t, actor);
      };
      for (const e of walk(d, (ctx) => outcome!.run(ctx, rounds.state))) {
        const count = cls.count * e.count;
        const [a, b] = rest;
        const product =
          a?.kind === "five-and-two" && b?.kind === "five-and-two" && e.state.deck === state.deck && !e.unsettled;
        if (!product) {
          for (const f of walk(d, (ctx) => tail(ctx, e.state, 0)))
            add(keys.whole(f.state), option, [head, e.path, f.path], count * f.count, () => f.state);
          continue;
        }
        // Each side's kept cards, walked once per hand it holds (the deck is the same for all classes).
        const handA = handCode(clanOf(e.state, actor).hand);
        let optsA = cacheA.get(handA);
        if (!optsA) {
          optsA = [...walk(d, (ctx) => a.run(ctx, e.state))];
          cacheA.set(handA, optsA);
        }
        // The first pair of kept cards, carried to the end of phase 3 from this class's own state; if the
        // deck runs out on the way, later draws depend on earlier discards: walk both sides' discards in turn.
        let unsettled = optsA.some((o) => o.unsettled);
        const mark = () => {
          unsettled = true;
        };
        const afterA = unsettled ? null : replay(d, optsA[0]!.path, (ctx) => a.run(ctx, e.state), mark);
        const handD = handCode(clanOf(e.state, defender).hand);
        let optsD = cacheD.get(handD);
        if (!optsD && afterA && !unsettled) {
          optsD = [...walk(d, (ctx) => b.run(ctx, afterA))];
          cacheD.set(handD, optsD);
        }
        if (optsD?.some((o) => o.unsettled)) unsettled = true;
        const first =
          afterA && optsD && !unsettled ? replay(d, optsD[0]!.path, (ctx) => tail(ctx, afterA, 1), mark) : null;
        if (!first || !optsD || unsettled) {
          for (const f of walk(d, (ctx) => tail(ctx, e.state, 0)))
            add(keys.whole(f.state), option, [head, e.path, f.path], count * f.count, () => f.state);
          continue;
        }
        // Put together: only the two hands and the return deck differ from the first pair's state.
        const rest0 = keys.id(keys.rest(first));
        const base = keys.hands(first);
        const ia = first.players.indexOf(actor);
        const id = first.players.indexOf(defender);
        const rd = base.length - 1;
        const a0 = handCode(clanOf(optsA[0]!.state, actor).hand);
        const d0 = handCode(clanOf(optsD[0]!.state, defender).hand);
        const handOf = (o: Walked, p: string) => clanOf(o.state, p).hand;
        for (const oa of optsA) {
          const da = handCode(handOf(oa, actor)) - a0;
          for (const od of optsD) {
            const dd = handCode(handOf(od, defender)) - d0;
            const h = [...base];
            h[ia]! += da;
            h[id]! += dd;
            h[rd]! -= da + dd;
            const after = () => {
              // The first pair's state with this pair's kept cards instead (hands and return deck shift alike).
              const shiftA = handOf(oa, actor).map((n, i) => n - handOf(optsA[0]!, actor)[i]!);
              const shiftD = handOf(od, defender).map((n, i) => n - handOf(optsD[0]!, defender)[i]!);
              const shifted = (hand: Hand, by: number[], sign = 1) =>
                hand.map((n, i) => n + sign * by[i]!) as unknown as Hand;
              const clans = {
                ...first.clans,
                [actor]: { ...clanOf(first, actor), hand: shifted(clanOf(first, actor).hand, shiftA) },
                [defender]: { ...clanOf(first, defender), hand: shifted(clanOf(first, defender).hand, shiftD) },
              };
              const returnDeck = shifted(shifted(first.returnDeck, shiftA, -1), shiftD, -1);
              return { ...first, clans, returnDeck };
            };
            add(
              `${rest0}#${h.join(",")}`,
              option,
              [head, e.path, oa.path, od.path],
              count * oa.count * od.count,
              after,
            );
          }
        }
      }
    }
  }
  return { finals, paths: BigInt(paths) };
}

/**
 * Every outcome of `raid-or-exchange`, one group per state it leaves, with exact path counts; a set
 * of more than EAGER_GROUPS outcomes holds its first FIRST_GROUPS and the exact totals, and makes
 * the others when asked (`totals.all`). Refused (a RuleError naming MAX_RAID_WORK) when the
 * estimated work passes `maxWork`; tests lower the limits to reach their edges.
 */
export function enumerateRaidOrExchange(
  view: View,
  state: MacRobberState,
  event: MacRobberEvent,
  limits: { readonly maxWork?: number; readonly eagerGroups?: number } = {},
): OutcomeSet {
  const maxWork = limits.maxWork ?? MAX_RAID_WORK;
  const { options, work } = plan(view, state);
  if (work > maxWork)
    throw ruleError(
      "invalid-event",
      [],
      `this phase 3 is too large to enumerate exactly in about a second: about ${work} steps of work, past the ` +
        `limit of ${maxWork} (MAX_RAID_WORK), because of the ways the raids' combat rounds and discards can go; ` +
        "ask about a raid with fewer cards in hand, or fewer fellow players to raid",
    );
  const { finals, paths } = fold(view, state, event, options);
  const group = (f: Final): OutcomeGroup => {
    const path = f.pieces.flat();
    let key: string | undefined;
    return {
      // The key is the state's canonical JSON, made when asked (listing every one would take long).
      summary: {
        phase3: f.option,
        get key() {
          key ??= canonical(f.after());
          return key;
        },
      },
      path,
      count: BigInt(f.count),
      factors: [],
    };
  };
  const n = BigInt(finals.size);
  if (finals.size <= (limits.eagerGroups ?? EAGER_GROUPS))
    return { method: "factored", groups: [...finals.values()].map(group) };
  const first: OutcomeGroup[] = [];
  for (const f of finals.values()) {
    if (first.length === FIRST_GROUPS) break;
    first.push(group(f));
  }
  function* all() {
    for (const f of finals.values()) yield group(f);
  }
  return { method: "factored", groups: first, totals: { groups: n, distinct: n, paths, size: n, all } };
}
