// A direct, hand-written implementation of the same rules, used only as the speed limit for the
// interpreter in `npm run bench`. It replays a recorded game (events plus the picks the interpreter
// recorded) with mutable state and no rule bookkeeping. The bench checks it reaches the same final
// state as the interpreter, so the baseline stays honest. Not a second specification: no citations,
// no validation, no enumeration.

import type { FigureKind, PlanPick, RobbersEvent, RobbersState } from "../spec/robbers/index.js";
import type { PathStep } from "../src/dsl/index.js";

export interface Settings {
  followUp: "next-one" | "each-may" | "each-must";
  activeMust: boolean;
  moveMust: boolean;
  declinePasses: boolean;
  stayAny: boolean;
  loop: boolean;
  atStart: boolean;
  zeroUsedUp: boolean;
  msgAlways: boolean;
  msgAlone: boolean;
  msgAloneAfter: boolean;
  backOwnFollows: boolean;
  msgBackward: boolean;
}

interface Fig {
  meeple: number;
  messenger: number;
}
interface Game {
  players: string[];
  messages: boolean;
  active: string;
  figs: Map<string, Fig>;
  robbers: Map<string, number | null>;
  drawn: Map<string, number>;
  bagTiles: number;
  ended: boolean;
}

export function toGame(s: RobbersState): Game {
  return {
    players: [...s.players],
    messages: s.messages,
    active: s.active,
    figs: new Map(s.players.map((p) => [p, { meeple: s.figures[p]!.meeple, messenger: s.figures[p]!.messenger ?? 0 }])),
    robbers: new Map(s.players.map((p) => [p, s.robbers[p]!])),
    drawn: new Map(s.players.map((p) => [p, s.messagesDrawn[p] ?? 0])),
    bagTiles: s.bagTiles,
    ended: s.ended,
  };
}

export function fromGame(g: Game): RobbersState {
  return {
    players: g.players,
    messages: g.messages,
    active: g.active,
    figures: Object.fromEntries(
      g.players.map((p) => [
        p,
        g.messages
          ? { meeple: g.figs.get(p)!.meeple, messenger: g.figs.get(p)!.messenger }
          : { meeple: g.figs.get(p)!.meeple },
      ]),
    ),
    robbers: Object.fromEntries(g.players.map((p) => [p, g.robbers.get(p)!])),
    bagTiles: g.bagTiles,
    messagesDrawn: Object.fromEntries(g.players.map((p) => [p, g.drawn.get(p)!])),
    ended: g.ended,
  };
}

/** Picks by kind and actor, in order (the interpreter records only real choices). */
function picker(path: readonly PathStep[]) {
  const used = new Uint8Array(path.length);
  return (kind: string, actor: string): unknown => {
    for (let i = 0; i < path.length; i++) {
      const s = path[i]!;
      if (!used[i] && s.kind === kind && s.actor === actor) {
        used[i] = 1;
        return s.pick;
      }
    }
    return undefined;
  };
}

const order = (g: Game): string[] => {
  const i = g.players.indexOf(g.active);
  return [...g.players.slice(i), ...g.players.slice(0, i)];
};

export function applyEvent(g: Game, e: RobbersEvent, path: readonly PathStep[], st: Settings): void {
  const pick = picker(path);
  const sq = (n: number) => (st.loop ? n % 50 : n);
  const kinds: FigureKind[] = g.messages ? ["meeple", "messenger"] : ["meeple"];
  switch (e.kind) {
    case "turn":
      g.active = e.player;
      return;
    case "bag-tile": {
      g.bagTiles++;
      const spaces = (placer: string) => {
        const out: number[] = [];
        for (const p of g.players)
          if (p !== placer)
            for (const k of kinds) if (!out.includes(sq(g.figs.get(p)![k]))) out.push(sq(g.figs.get(p)![k]));
        return out.sort((a, b) => a - b);
      };
      // The interpreter only records choices with two or more options; a single one is taken.
      const place = (player: string, mandatory: boolean, moving: boolean): boolean => {
        const current = g.robbers.get(player)!;
        const opts = spaces(player).filter((s) => !moving || s !== current);
        const declinable = !mandatory || opts.length === 0;
        const p =
          opts.length + (declinable ? 1 : 0) >= 2
            ? (pick("place", player) as { action: string; at?: number })
            : opts.length === 1
              ? { action: "place", at: opts[0] }
              : { action: "decline" };
        if (p.action === "decline") return false;
        g.robbers.set(player, p.at!);
        return true;
      };
      const active = g.active;
      if (g.robbers.get(active) === null) place(active, st.activeMust, false);
      else place(active, st.moveMust, true);
      for (const p of order(g).slice(1)) {
        if (g.robbers.get(p) !== null) continue;
        if (st.followUp !== "next-one") {
          place(p, st.followUp === "each-must", false);
          continue;
        }
        if (place(p, false, false) || !st.declinePasses) break;
      }
      return;
    }
    case "backward": {
      const f = g.figs.get(e.player)!;
      const from = f[e.figure];
      const to = from - e.points;
      f[e.figure] = to;
      const space = sq(from);
      for (const owner of order(g)) {
        if (g.robbers.get(owner) !== space) continue;
        if (owner === e.player && !st.backOwnFollows) continue;
        let others = false;
        let any = false;
        for (const p of g.players)
          for (const k of kinds)
            if (sq(g.figs.get(p)![k]) === space) {
              any = true;
              others ||= p !== owner;
            }
        const canStay = st.stayAny ? any : others;
        const p = canStay ? (pick("backward", owner) as { action: string }) : { action: "follow" };
        if (p.action === "follow") g.robbers.set(owner, sq(to));
      }
      if (g.messages && st.msgBackward && e.player === g.active && (to % 50) % 5 === 0) {
        let crowded = false;
        for (const p of g.players)
          for (const k of kinds)
            if (!(p === e.player && k === e.figure) && sq(g.figs.get(p)![k]) === sq(to)) crowded = true;
        if (!(crowded && (st.msgAlone || st.msgAloneAfter))) g.drawn.set(e.player, g.drawn.get(e.player)! + 1);
      }
      return;
    }
    case "game-end": {
      for (const owner of order(g)) {
        if (g.robbers.get(owner) === null) continue;
        const fig = g.messages ? (pick("bonus", owner) as { figure: FigureKind }).figure : "meeple";
        g.figs.get(owner)![fig] += 3;
        g.robbers.set(owner, null);
      }
      g.ended = true;
      return;
    }
    case "moment": {
      type Mv = { player: string; figure: FigureKind; from: number; to: number; points: number; rogue: boolean };
      const start = new Map([...g.figs].map(([p, f]) => [p, { ...f }]));
      const byPlayer = new Map<string, Mv[]>();
      const normal: Mv[] = [];
      for (const p of order(g)) {
        const mine: number[] = [];
        e.awards.forEach((a, i) => {
          if (a.player === p) mine.push(i);
        });
        if (mine.length === 0) continue;
        const plan = (pick("plan", p) as PlanPick | undefined) ?? {
          sequence: mine.map((award) => ({ award, figure: "meeple" as const })),
        };
        const f = g.figs.get(p)!;
        const list: Mv[] = [];
        for (const { award, figure } of plan.sequence) {
          const pts = e.awards[award]!.points;
          const m = { player: p, figure, from: f[figure], to: f[figure] + pts, points: pts, rogue: false };
          f[figure] = m.to;
          list.push(m);
          normal.push(m);
        }
        byPlayer.set(p, list);
      }
      const counts = (m: Mv) => m.points > 0 || st.zeroUsedUp;
      const thefts: { thief: string; amount: number }[] = [];
      const onBoard = order(g).filter((p) => g.robbers.get(p) !== null);
      for (const owner of onBoard) {
        const space = g.robbers.get(owner)!;
        const cands: Mv[] = [];
        for (const [p, list] of byPlayer) {
          if (p === owner) continue;
          for (const k of kinds) {
            const mine = list.filter((m) => m.figure === k && counts(m));
            const first = st.atStart
              ? sq(start.get(p)![k]) === space
                ? mine[0]
                : undefined
              : mine.find((m) => sq(m.from) === space);
            if (first) cands.push(first);
          }
        }
        if (cands.length === 0) continue;
        const sp =
          cands.length === 1 ? undefined : (pick("steal", owner) as { victim: string; figure: string } | undefined);
        const chosen = sp ? cands.find((m) => m.player === sp.victim && m.figure === sp.figure)! : cands[0]!;
        thefts.push({ thief: owner, amount: Math.ceil(chosen.points / 2) });
      }
      const rogue: Mv[] = [];
      for (const t of thefts) {
        g.robbers.set(t.thief, null);
        if (t.amount === 0) continue;
        const fig = g.messages ? (pick("rogue", t.thief) as { figure: FigureKind }).figure : "meeple";
        const f = g.figs.get(t.thief)!;
        const m = { player: t.thief, figure: fig, from: f[fig], to: f[fig] + t.amount, points: t.amount, rogue: true };
        f[fig] = m.to;
        rogue.push(m);
      }
      for (const owner of onBoard) {
        const space = g.robbers.get(owner);
        if (space === null || space === undefined) continue;
        const leaving = rogue.filter((m) => m.player !== owner && m.points > 0 && sq(m.from) === space);
        if (leaving.length === 0) continue;
        const fp = leaving.length > 1 ? (pick("follow", owner) as { thief: string; figure: string }) : undefined;
        const m = fp ? leaving.find((x) => x.player === fp.thief && x.figure === fp.figure)! : leaving[0]!;
        g.robbers.set(owner, sq(m.to));
      }
      if (g.messages) {
        const pos = new Map<string, number>();
        for (const [p, f] of start) {
          pos.set(`${p}/meeple`, f.meeple);
          pos.set(`${p}/messenger`, f.messenger);
        }
        for (const m of [...normal, ...rogue]) {
          pos.set(`${m.player}/${m.figure}`, m.to);
          if (m.points <= 0 || (m.to % 50) % 5 !== 0) continue;
          if (!(m.rogue ? st.msgAlways || m.player === g.active : m.player === g.active)) continue;
          if (st.msgAlone) {
            let crowded = false;
            for (const [key, at] of pos) if (key !== `${m.player}/${m.figure}` && sq(at) === sq(m.to)) crowded = true;
            if (crowded) continue;
          }
          if (st.msgAloneAfter) {
            let crowded = false;
            for (const [p, f] of g.figs)
              for (const k of kinds)
                if (`${p}/${k}` !== `${m.player}/${m.figure}` && sq(f[k]) === sq(m.to)) crowded = true;
            if (crowded) continue;
          }
          g.drawn.set(m.player, g.drawn.get(m.player)! + 1);
        }
      }
      return;
    }
  }
}

/** The settings the interpreter's decisions resolve to, in the shape the hand-written code reads. */
export function settingsFrom(d: {
  followUp: { value: Settings["followUp"] };
  activePlacement: { value: string };
  activeMove: { value: string };
  declinePasses: { value: string };
  backStayOwn: { value: string };
  sameSpace: { value: string };
  arrival: { value: string };
  zeroPoints: { value: string };
  msgOwnTurn: { value: string };
  msgAlone: { value: string };
  backOwnFigure: { value: string };
  msgBackward: { value: string };
}): Settings {
  return {
    followUp: d.followUp.value,
    activeMust: d.activePlacement.value === "must",
    moveMust: d.activeMove.value === "must",
    declinePasses: d.declinePasses.value === "passes",
    stayAny: d.backStayOwn.value === "any-figure",
    loop: d.sameSpace.value === "loop",
    atStart: d.arrival.value === "at-start",
    zeroUsedUp: d.zeroPoints.value === "used-up",
    msgAlways: d.msgOwnTurn.value === "always",
    msgAlone: d.msgAlone.value === "alone",
    msgAloneAfter: d.msgAlone.value === "alone-after-moment",
    backOwnFollows: d.backOwnFigure.value === "follows",
    msgBackward: d.msgBackward.value === "any-stop",
  };
}
