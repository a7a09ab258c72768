// The scoreboard picture: 50 squares around a rectangle, dark squares every fifth, and a marker
// for every figure and every robber on the board, on the square its position names.
import { describe, expect, it } from "vitest";
import { markersOf, playerColours, scoreboardSvg, squareOrigin, TALL, WIDE, WIDE_FROM_PX } from "./scoreboard-svg.js";

const example3 = {
  players: ["you", "blue", "green"],
  messages: true,
  figures: {
    you: { meeple: 24, messenger: 12 },
    blue: { meeple: 44, messenger: 16 },
    green: { meeple: 74, messenger: 24 },
  },
  robbers: { you: null, blue: 24, green: null },
};

/** Every element with data-kind, as [kind, player, square]. */
const drawn = (svg: string) =>
  [...svg.matchAll(/data-kind="([^"]+)" data-player="([^"]*)" data-square="(\d+)"/g)]
    .map((m) => [m[1], m[2], Number(m[3])])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe("scoreboard picture", () => {
  it("puts the 50 squares on distinct places around the edge of a 17 x 10 rectangle", () => {
    const places = Array.from({ length: 50 }, (_, i) => squareOrigin(i));
    expect(new Set(places.map((p) => `${p.x},${p.y}`)).size).toBe(50);
    const xs = places.map((p) => p.x);
    const ys = places.map((p) => p.y);
    for (const p of places)
      expect(
        p.x === Math.min(...xs) || p.x === Math.max(...xs) || p.y === Math.min(...ys) || p.y === Math.max(...ys),
      ).toBe(true);
    // Neighbours touch: the loop is closed, square 49 sits next to square 0.
    for (let i = 0; i < 50; i++) {
      const a = squareOrigin(i);
      const b = squareOrigin((i + 1) % 50);
      expect(Math.abs(a.x - b.x) + Math.abs(a.y - b.y)).toBe(44);
    }
  });

  it("darkens exactly the squares 0, 5, 10, ... 45", () => {
    const dark = [...scoreboardSvg(example3).matchAll(/class="square dark" data-square="(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
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
    expect(markersOf({ ...example3, messages: false }).map((m) => m.kind)).toEqual([
      "meeple",
      "meeple",
      "meeple",
      "robber",
    ]);
  });

  it("draws robbers as a different shape from figures", () => {
    const svg = scoreboardSvg(example3);
    expect(svg).toMatch(/<circle class="marker meeple"/);
    expect(svg).toMatch(/<rect class="marker messenger"/);
    expect(svg).toMatch(/<g class="marker robber"[^>]*><title>[^<]*<\/title><polygon/);
  });

  it("gives players named after colours their colour and everyone a distinct colour", () => {
    const c = playerColours(["you", "blue", "green", "red", "p5", "p6"]);
    expect(c.blue).toBe("#1d4ed8");
    expect(c.green).toBe("#16a34a");
    expect(new Set(Object.values(c)).size).toBe(6);
  });

  it("escapes player names and shows gains against a state before", () => {
    const svg = scoreboardSvg(
      {
        players: ["<b>", "x"],
        messages: false,
        figures: { "<b>": { meeple: 10 }, x: { meeple: 3 } },
        robbers: { "<b>": null, x: 10 },
      },
      { caption: "a & b", before: { figures: { "<b>": { meeple: 4 }, x: { meeple: 3 } } } },
    );
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("&lt;b&gt;");
    expect(svg).toContain("a &amp; b");
    expect(svg).toContain(">10 (+6)<");
  });
});

describe("a theft on the scoreboard picture", () => {
  // Example 3, option 2 of the wiki (000 §Example 3): your meeple scores 8 from square 24, Blue's
  // robber there steals 4; your meeple ends on 32.
  const after = {
    ...example3,
    figures: { ...example3.figures, you: { meeple: 32, messenger: 12 } },
    robbers: { you: null, blue: null, green: null },
  };
  const svg = scoreboardSvg(after, { steals: [{ thief: "blue", victim: "you", figure: "meeple", at: 24, amount: 4 }] });

  it("draws an arrow from the robber's square to the robbed figure's square, with the amount and the thief", () => {
    const arrow =
      /<g class="steal" data-thief="blue" data-victim="you" data-figure="meeple" data-from="24" data-to="32">.*?<\/g>/.exec(
        svg,
      );
    expect(arrow).not.toBeNull();
    expect(arrow![0]).toContain("−4 → blue");
    expect(arrow![0]).toContain("<title>blue&#39;s robber on square 24 steals 4 from your meeple</title>");
  });

  it("explains the arrow in the legend only when there is one", () => {
    expect(svg).toContain("a theft: from the robber&#39;s square to the robbed figure");
    expect(scoreboardSvg(after)).not.toContain("a theft:");
    expect(scoreboardSvg(after)).not.toContain('class="steal"');
  });
});

describe("the tall board for a phone", () => {
  it("puts the 50 squares on distinct places around the edge of a 10 x 17 rectangle, the loop closed", () => {
    const places = Array.from({ length: 50 }, (_, i) => squareOrigin(i, TALL));
    expect(new Set(places.map((p) => `${p.x},${p.y}`)).size).toBe(50);
    const xs = places.map((p) => p.x);
    const ys = places.map((p) => p.y);
    expect((Math.max(...xs) - Math.min(...xs)) / 44 + 1).toBe(10);
    expect((Math.max(...ys) - Math.min(...ys)) / 44 + 1).toBe(17);
    for (const p of places)
      expect(
        p.x === Math.min(...xs) || p.x === Math.max(...xs) || p.y === Math.min(...ys) || p.y === Math.max(...ys),
      ).toBe(true);
    for (let i = 0; i < 50; i++) {
      const a = squareOrigin(i, TALL);
      const b = squareOrigin((i + 1) % 50, TALL);
      expect(Math.abs(a.x - b.x) + Math.abs(a.y - b.y)).toBe(44);
    }
  });

  it("draws the same figures and robbers on the same squares as the wide board, taller than wide", () => {
    const tall = scoreboardSvg(example3, { shape: TALL });
    expect(drawn(tall)).toEqual(drawn(scoreboardSvg(example3)));
    const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(tall)!.map(Number);
    expect(h!).toBeGreaterThan(w!);
  });
});

describe("text a reader can read, and thefts told apart", () => {
  const sizes = (svg: string) => [...svg.matchAll(/font-size="(\d+(?:\.\d+)?)"/g)].map((m) => Number(m[1]));
  const width = (svg: string) => Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
  const steals = [
    { thief: "blue", victim: "you", figure: "meeple" as const, at: 24, amount: 4 },
    { thief: "yellow", victim: "you", figure: "meeple" as const, at: 24, amount: 4 },
  ];
  const after = { ...example3, figures: { ...example3.figures, you: { meeple: 32, messenger: 12 } } };

  it("keeps every text at 12 CSS px or more where each board is shown: tall in a 390 px phone's column, wide from WIDE_FROM_PX", () => {
    // A 390 px screen leaves the page's column 326 px (the site's margins).
    const tall = scoreboardSvg(after, { shape: TALL, caption: "a caption long enough to wrap onto two lines", steals });
    for (const size of sizes(tall)) expect((size * 326) / width(tall)).toBeGreaterThanOrEqual(12);
    const wide = scoreboardSvg(after, { shape: WIDE, caption: "a caption", steals });
    for (const size of sizes(wide)) expect((size * WIDE_FROM_PX) / width(wide)).toBeGreaterThanOrEqual(12);
    expect(sizes(tall).length).toBeGreaterThan(50);
  });

  it("draws two robbers' thefts from one square of one figure as two arrows apart, each with its words elsewhere", () => {
    const svg = scoreboardSvg(after, { steals });
    const drawnSteals = [...svg.matchAll(/<g class="steal"[^>]*>.*?<\/g>/g)].map((m) => m[0]);
    expect(drawnSteals).toHaveLength(2);
    const path = (g: string) => /<path d="([^"]+)"/.exec(g)![1];
    const at = (g: string) => /<text x="([\d.]+)" y="([\d.]+)"/.exec(g)!.slice(1).map(Number);
    expect(path(drawnSteals[0]!)).not.toBe(path(drawnSteals[1]!));
    const [[x1, y1], [x2, y2]] = drawnSteals.map(at) as [number[], number[]];
    // Apart by more than a line of text: the two labels do not sit on each other.
    expect(Math.hypot(x1! - x2!, y1! - y2!)).toBeGreaterThan(WIDE.text * 1.5);
  });
});
