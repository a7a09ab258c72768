// The README example must keep working and keep saying what the source says about Example #3:
// Blue's robber can take 2 or 3 from Green, or 1 or 4 from you, and nothing else.
import { expect, it } from "vitest";
import { askExample3 } from "./ask.js";

it("the README example lists the robberies Example #3 allows, with rule ids", () => {
  const lines = askExample3();
  const groups = lines.filter((l) => l.startsWith("Group"));
  const takes = groups.map((g) => /takes (\d+) from (\w+)/.exec(g)!.slice(1, 3).join(" from ")).sort();
  expect(takes).toEqual(["1 from your", "2 from green", "2 from green", "3 from green", "3 from green", "4 from your"]);
  // The steal names the rules that decided it (the amount, the victim) apart from those only consulted.
  expect(lines.join("\n")).toMatch(
    /from your meeple {2}\[decided: RB-STEAL-HALF, RB-STEAL-CHOOSE \| consulted: RB-STEAL-KEEP/,
  );
});
