// The scoreboard picture: 50 squares around a rectangle, dark squares every fifth, and a marker
// for every figure and every robber on the board, on the square its position names.
import { describe, expect, it } from "vitest";
import { markersOf, playerColours, scoreboardSvg, squareOrigin } from "./scoreboard-svg.js";

const example3 = {
  players: ["you", "blue", "green"],
  messages: true,
  figures: { you: { meeple: 24, messenger: 12 }, blue: { meeple: 44, messenger: 16 }, green: { meeple: 74, messenger: 24 } },
  robbers: { you: null, blue: 24, green: null },
};

/** Every element with data-kind, as [kind, player, square]. */
const drawn = (svg: string) =>
  [...svg.matchAll(/data-kind="([^"]+)" data-player="([^"]*)" data-square="(\d+)"/g)].map((m) => [m[1], m[2], Number(m[3])]).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe("scoreboard picture", () => {
  it("puts the 50 squares on distinct places around the edge of a 17 x 10 rectangle", () => {
    const places = Array.from({ length: 50 }, (_, i) => squareOrigin(i));
    expect(new Set(places.map((p) => `${p.x},${p.y}`)).size).toBe(50);
    const xs = places.map((p) => p.x);
    const ys = places.map((p) => p.y);
    for (const p of places) expect(p.x === Math.min(...xs) || p.x === Math.max(...xs) || p.y === Math.min(...ys) || p.y === Math.max(...ys)).toBe(true);
    // Neighbours touch: the loop is closed, square 49 sits next to square 0.
    for (let i = 0; i < 50; i++) {
      const a = squareOrigin(i);
      const b = squareOrigin((i + 1) % 50);
      expect(Math.abs(a.x - b.x) + Math.abs(a.y - b.y)).toBe(44);
    }
  });

  it("darkens exactly the squares 0, 5, 10, ... 45", () => {
    const dark = [...scoreboardSvg(example3).matchAll(/class="square dark" data-square="(\d+)"/g)].map((m) => Number(m[1]));
    expect(dark).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45]);
  });

  it("draws each figure on its square (a lap further on is the same square) and robbers only when on the board", () => {
    expect(drawn(scoreboardSvg(example3))).toEqual([
      ["meeple", "blue", 44],
      ["meeple", "green", 24],
      ["meeple", "you", 24],
      ["messenger", "blue", 16],
      ["messenger", "green", 24],
      ["messenger", "you", 12],
      ["robber", "blue", 24],
    ]);
    expect(markersOf({ ...example3, messages: false }).map((m) => m.kind)).toEqual(["meeple", "meeple", "meeple", "robber"]);
  });

  it("draws robbers as a different shape from figures", () => {
    const svg = scoreboardSvg(example3);
    expect(svg).toMatch(/<circle class="marker meeple"/);
    expect(svg).toMatch(/<rect class="marker messenger"/);
    expect(svg).toMatch(/<g class="marker robber"[^>]*><title>[^<]*<\/title><polygon/);
  });

  it("gives players named after colours their colour and everyone a distinct colour", () => {
    const c = playerColours(["you", "blue", "green", "red", "p5", "p6"]);
    expect(c["blue"]).toBe("#1d4ed8");
    expect(c["green"]).toBe("#16a34a");
    expect(new Set(Object.values(c)).size).toBe(6);
  });

  it("escapes player names and shows gains against a state before", () => {
    const svg = scoreboardSvg(
      { players: ["<b>", "x"], messages: false, figures: { "<b>": { meeple: 10 }, x: { meeple: 3 } }, robbers: { "<b>": null, x: 10 } },
      { caption: "a & b", before: { figures: { "<b>": { meeple: 4 }, x: { meeple: 3 } } } },
    );
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("&lt;b&gt;");
    expect(svg).toContain("a &amp; b");
    expect(svg).toContain(">10 (+6)<");
  });
});
