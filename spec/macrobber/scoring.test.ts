// The round's scoring functions called as a library caller would, leaving out the optional
// arguments, so their defaults are the rules as written. Expected values are worked by hand from
// MR-SCORE-YELLOW (a remaining tie leaves the marker where it is), MR-INT-FOLLOWING-TIE
// ("turn-order": the first tied player in turn order), MR-SCORE-RED with MR-INT-ZERO-PLACE
// ("no-place": no cattle, no majority) and MR-SCORE-BLUE, whose numbers are the rulebook's own
// example (004_7cad5ba990d5d333.txt, "Blue tokens": Ralf, Peter and Uwe).
import { describe, expect, it } from "vitest";
import type { Clan } from "./model.js";
import { type Board, bluePoints, largestFollowing, mostCattle } from "./scoring.js";

const board = (player: string, court: Partial<Clan["court"]> = {}, estates: Partial<Clan["estates"]> = {}): Board => ({
  player,
  clan: {
    court: { yellow: 4, blue: 2, green: 0, ...court },
    estates: { count: 2, cattle: 0, castles: 0, abbeys: 0, ...estates },
    hand: [1, 1, 1, 1],
    points: 2,
  },
});

describe("largest following (MR-SCORE-YELLOW)", () => {
  const startingCourts = [board("ann"), board("ben"), board("cat")];

  it("stays unheld on a tie nobody breaks when the turn-order reading is not asked for", () => {
    expect(largestFollowing(startingCourts, null)).toBeNull();
  });

  it("stays with its holder on a tie nobody breaks", () => {
    expect(largestFollowing(startingCourts, "cat")).toBe("cat");
  });

  it("goes to the first tied player in the listed order under the turn-order reading", () => {
    const benAndCatTied = [
      board("ann", { yellow: 4, blue: 2 }),
      board("ben", { yellow: 5, blue: 1 }),
      board("cat", { yellow: 5, blue: 1 }),
    ];
    expect(largestFollowing(benAndCatTied, null, true)).toBe("ben");
  });
});

describe("most cattle (MR-SCORE-RED)", () => {
  const noCattle = [board("ann"), board("ben"), board("cat")];

  it("names nobody when nobody has cattle and a zero takes no place", () => {
    expect(mostCattle(noCattle, false)).toEqual([]);
  });

  it("names every player when nobody has cattle and a zero counts", () => {
    expect(mostCattle(noCattle, true)).toEqual(["ann", "ben", "cat"]);
  });
});

describe("blue points (MR-SCORE-BLUE), the rulebook's example", () => {
  const example = [
    board("Ralf", { blue: 3 }, { count: 2, castles: 2 }),
    board("Peter", { blue: 3 }, { count: 3, cattle: 3 }),
    board("Uwe", { blue: 0 }, { count: 2, cattle: 2 }),
  ];

  it("gives Ralf his 7 blue less Peter's 3 cattle: 4", () => {
    expect(bluePoints(example, "Ralf")).toBe(4);
  });

  it("gives Peter his 3 blue less Uwe's 2 cattle, his own larger herd ignored: 1", () => {
    expect(bluePoints(example, "Peter")).toBe(1);
  });

  it("gives nothing when the herd is larger than the blue", () => {
    expect(bluePoints(example, "Uwe")).toBe(0);
  });
});
