// MacRobber in the playground: every pick its rules ask for is said in words (never JSON), the
// words carry what the rulebook says (shared/sources 004, "Estate" and "Phase 3: Raid"), and a
// session played by picking the walker's options exports a trace the oracle's `check` accepts.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkGameFile } from "../../oracle/check.js";
import {
  decodeSession,
  encodeSession,
  exportTrace,
  replaySession,
  type Session,
  walkDecisions,
  withStep,
} from "../../playground/index.js";
import { macRobberSpec, randomGame } from "./library/api.js";
import {
  actionWords,
  cardWords,
  MACROBBER_CHOICE_KINDS,
  macRobberChoiceWords,
  macRobberPlayground as pg,
} from "./playground-adapter.js";

describe("MacRobber picks in words", () => {
  it("says every pick of whole random games in words, naming who picks, with no JSON", () => {
    // Half the games under the readings that ask more (the attacker choosing where stolen cattle goes).
    const specs = [macRobberSpec(), macRobberSpec({ interpretations: { "MR-INT-STOLEN-CATTLE": "attacker-chooses" } })];
    const seen = new Map<string, number>();
    for (let seed = 1; seed <= 24; seed++) {
      const players = ["ann", "ben", "cat", "dan", "eve"].slice(0, 3 + (seed % 3));
      for (const st of randomGame(specs[seed % 2]!, players, seed).steps) {
        for (const c of st.choices) {
          seen.set(c.kind, (seen.get(c.kind) ?? 0) + 1);
          const words = macRobberChoiceWords(c);
          expect(words.startsWith(`${c.actor} `), words).toBe(true);
          expect(words, words).not.toMatch(/[{}[\]"]/);
        }
      }
    }
    // Every kind the adapter words must have come up (a kind never asked would leave its words untested).
    for (const kind of MACROBBER_CHOICE_KINDS)
      expect(seen.get(kind) ?? 0, `picks of kind "${kind}"`).toBeGreaterThan(0);
    // And no kind came up that the adapter does not word itself.
    expect([...seen.keys()].filter((k) => !MACROBBER_CHOICE_KINDS.includes(k))).toEqual([]);
  });

  it("says the estate's two prices and the court payment as the rulebook gives them (sources 004, Estate)", () => {
    expect(actionWords({ action: "estate", pay: "red", fromCourt: { yellow: 0, green: 0 } })).toBe(
      "buys the top estate for 1 yellow and 1 red",
    );
    expect(actionWords({ action: "estate", pay: "green", fromCourt: { yellow: 1, green: 2 } })).toBe(
      "buys the top estate for 1 yellow and 2 green, paying 1 warrior and 2 monks from the court",
    );
  });

  it("says a bagpipe player raises a card by one (sources 004, Phase 3: Raid)", () => {
    expect(cardWords({ card: 3, piper: true })).toBe("a 3 with a bagpipe player on it (worth 4)");
    expect(cardWords({ card: 2, piper: false })).toBe("a 2");
    expect(macRobberChoiceWords({ kind: "phase-3", actor: "ann", pick: { do: "raid", target: "ben" } })).toBe(
      "ann raids ben",
    );
  });
});

/** Play `events` events of a seeded game, taking option `which(size)` at every decision, as the page does. */
function playSession(
  events: number,
  which: (size: number, n: number) => number,
): { session: Session; decisions: number } {
  let session: Session = {
    game: "macrobber",
    options: { interpretations: { "MR-INT-RAID-REFILL": "refill" } },
    setup: { players: ["ann", "ben", "cat"], seed: 11 },
    history: [],
  };
  let decisions = 0;
  for (let i = 0; i < events; i++) {
    const r = replaySession(pg, session);
    if (!r.ok) throw new Error(r.problem.message);
    const event = pg.game.nextEvent!(r.current);
    if (!event) break;
    let picks: Session["history"][number]["choices"] = [];
    for (;;) {
      const w = walkDecisions(pg, r.spec, r.current, event, picks);
      if (w.kind === "refused") throw w.error;
      if (w.kind === "outcome") {
        session = withStep(session, event, w.picks);
        break;
      }
      decisions++;
      picks = [...picks, w.decision.options[which(w.decision.options.length, decisions)]!.step];
    }
  }
  return { session, decisions };
}

describe("a MacRobber session played in the playground", () => {
  it("exports a macrobber-trace/1 that check accepts, and one changed claim is refused", async () => {
    const { session, decisions } = playSession(16, (size, n) => (n * 7) % size);
    expect(decisions).toBeGreaterThan(5);
    const exported = exportTrace(pg, session, "played in a test");
    if (!exported.ok) throw new Error(exported.problem.message);
    expect(exported.unreachable).toEqual([]);
    const lines = exported.text.trimEnd().split("\n");
    expect(JSON.parse(lines[0]!).format).toBe("macrobber-trace/1");
    expect(lines.length).toBe(1 + session.history.length);
    const dir = mkdtempSync(join(tmpdir(), "mr-playground-"));
    try {
      const file = join(dir, "session.jsonl");
      writeFileSync(file, exported.text);
      const checked = await checkGameFile(pg.game, file);
      expect(checked.status).toBe("conforms");
      if (checked.status === "conforms") expect(checked.steps).toBe(session.history.length);
      // The same trace with one player's points changed in the last step's claimed state: check must refuse it.
      const last = JSON.parse(lines.at(-1)!) as { claims: { state: { clans: Record<string, { points: number }> } } };
      last.claims.state.clans.ann!.points += 1;
      writeFileSync(file, `${[...lines.slice(0, -1), JSON.stringify(last)].join("\n")}\n`);
      expect((await checkGameFile(pg.game, file)).status).not.toBe("conforms");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("comes back from the page address as it was", () => {
    const { session } = playSession(6, (size) => size - 1);
    const decoded = decodeSession(pg, encodeSession(session));
    expect(decoded).toEqual({ ok: true, session });
  });
});
