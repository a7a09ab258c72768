// The session in the page address: it comes back exactly, with the view shown of it (the answer,
// the editions compared), and whatever else is there (cut short, not base64url, not JSON, another
// game, an illegal pick, a view that is not one) gives a sentence, never an exception.
import { describe, expect, it } from "vitest";
import zmanMandatoryJson from "../../../../fixtures/robbers/002-zman-c2-mandatory.json" with { type: "json" };
import { decodeSession, encodeSession } from "../../../playground/address.js";
import type { Session } from "../../../playground/session.js";
import { robbersPlayground as pg } from "../playground-adapter.js";
import { fixture } from "./test-support.js";

const start = fixture(zmanMandatoryJson);
const session: Session = {
  game: "robbers",
  options: { edition: "C2-ZMan", interpretations: { "INT-MSG-ALONE": "alone" } },
  setup: { ...start.setup, bagTiles: 0 },
  history: [{ event: { kind: "bag-tile" }, choices: start.steps[2]!.choices as Session["history"][number]["choices"] }],
  pending: { kind: "moment", awards: [{ player: "red", points: 4, source: "feature" }] },
};

describe("the session in the page address", () => {
  it("comes back exactly, pending event included", () => {
    const fragment = encodeSession(session);
    expect(fragment).toMatch(/^[A-Za-z0-9_-]+$/);
    const back = decodeSession(pg, `#${fragment}`);
    if (!back.ok) throw new Error(back.message);
    expect(back.session).toEqual(session);
  });

  it("carries the view shown of the session, and none when the address was written without one", () => {
    const view = {
      answer: true,
      limit: 20,
      compare: "INT-MANDATORY-MOVE=mandatory",
      // The picks already taken in the event being decided (issue 36, point 11), checked by the page when it opens them.
      picks: [{ kind: "place", actor: "blue", pick: { action: "decline" } }],
    };
    const back = decodeSession(pg, encodeSession(session, view));
    if (!back.ok) throw new Error(back.message);
    expect(back.session).toEqual(session);
    expect(back.view).toEqual(view);
    const bare = decodeSession(pg, encodeSession(session));
    if (!bare.ok) throw new Error(bare.message);
    expect(bare.view).toBeUndefined();
  });

  it("keeps names outside ASCII", () => {
    const named: Session = {
      ...session,
      setup: {
        ...session.setup,
        players: ["blue", "red", "yellow", "grün"],
        figures: { blue: { meeple: 8 }, red: { meeple: 14 }, yellow: { meeple: 27 }, grün: { meeple: 36 } },
        robbers: { blue: null, red: 27, yellow: 8, grün: null },
      },
      history: [],
      pending: undefined,
    };
    const back = decodeSession(pg, encodeSession(named));
    if (!back.ok) throw new Error(back.message);
    expect((back.session.setup as { players: string[] }).players).toEqual(["blue", "red", "yellow", "grün"]);
  });

  it("answers every cut-short address with a message, never an exception", () => {
    const fragment = encodeSession(session);
    let refused = 0;
    for (let n = 0; n < fragment.length; n++) {
      const r = decodeSession(pg, fragment.slice(0, n));
      expect(r.ok, `prefix of ${n}`).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/^The address does not hold a playground session: .+\.$/);
      refused++;
    }
    expect(refused).toBe(fragment.length);
  });

  it("says what is wrong with garbage, another game, or an illegal pick", () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const cases: [string, RegExp][] = [
      ["%%%", /not base64url/],
      [encode([1, 2]), /not a JSON object/],
      [encode({ v: 7 }), /layout 7/],
      [encode({ ...session, v: 1, game: "chess" }), /for the game "chess"/],
      [encode({ ...session, v: 1, history: "all of it" }), /"history" is not a list/],
      [
        encode({
          ...session,
          v: 1,
          history: [
            { event: { kind: "bag-tile" }, choices: [{ kind: "place", actor: "blue", pick: { action: "decline" } }] },
          ],
        }),
        /history\[0\]\.choices\[0\].*ED-C2-ZMAN/,
      ],
      [encode({ ...session, v: 1, pending: { kind: "nap" } }), /at pending/],
      [encode({ ...session, v: 1, view: [] }), /at view: it is not a JSON object/],
      [encode({ ...session, v: 1, view: { answer: "yes" } }), /at view: answer is "yes"/],
      [encode({ ...session, v: 1, view: { limit: 0 } }), /at view: limit is 0/],
      [encode({ ...session, v: 1, view: { compare: "<script>" } }), /at view: compare is "<script>"/],
      [encode({ ...session, v: 1, view: { scroll: 3000 } }), /at view: "scroll" is not part of a view/],
      [encode({ ...session, v: 1, view: { picks: {} } }), /at view: picks is \{\}, not a list of at most 100 picks/],
      [encode({ ...session, v: 1, view: { picks: [{ kind: 1, actor: "blue", pick: 0 }] } }), /at view: picks is /],
      [encode({ ...session, v: 1, view: { picks: [{ kind: "place", actor: "blue" }] } }), /at view: picks is /],
      [
        encode({ ...session, v: 1, view: { picks: Array(101).fill({ kind: "k", actor: "a", pick: 0 }) } }),
        /at view: picks is /,
      ],
    ];
    for (const [fragment, message] of cases) {
      const r = decodeSession(pg, fragment);
      expect(r.ok, fragment).toBe(false);
      if (!r.ok) expect(r.message).toMatch(message);
    }
  });
});
