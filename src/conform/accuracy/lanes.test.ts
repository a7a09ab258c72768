// Jobs in lanes: never more running at once than the limit, every result in its job's place.
import { describe, expect, it } from "vitest";
import { inLanes } from "./lanes.js";

describe("inLanes", () => {
  it("runs at most the limit at once and keeps the jobs' order", async () => {
    let running = 0;
    let most = 0;
    const job = (i: number, ms: number) => async () => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      return i;
    };
    // Later jobs end first: the order of results is the jobs', not the order they end in.
    const out = await inLanes([job(0, 30), job(1, 20), job(2, 5), job(3, 1)], 2);
    expect(out).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
  });

  it("runs one lane for a limit below one, and nothing for no jobs", async () => {
    let running = 0;
    let most = 0;
    const job = async () => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 2));
      running--;
      return "x";
    };
    expect(await inLanes([job, job, job], 0)).toEqual(["x", "x", "x"]);
    expect(most).toBe(1);
    expect(await inLanes([], 4)).toEqual([]);
  });
});
