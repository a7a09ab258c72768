// The exhaustive check's command (`npm run verify:exhaustive`) over every game: `--game` picks the
// game and the other arguments are read against its bounds, editions and readings; bad arguments
// are one line saying what is wrong, with the usage, and exit 2; a run prints the game's report and
// exits 0 when the default readings break nothing.
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../verify/cli.js";
import { REGISTRY } from "./registry.js";

const games = await Promise.all(REGISTRY.map((r) => r.verification()));

/** Run the command, returning its exit code and what it wrote. */
async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  vi.spyOn(console, "log").mockImplementation((line: unknown) => {
    out += `${String(line)}\n`;
  });
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: unknown) => {
    err += String(chunk);
    return true;
  });
  const code = await main(argv, games);
  return { code, out, err };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("verify:exhaustive", () => {
  it.each([
    [["--game", "chess"], /^unknown game "chess"; expected one of robbers, macrobber, dicerace\n/],
    [["--game"], /^--game needs a value; expected one of robbers, macrobber, dicerace\n/],
    [["--game", "macrobber", "--edition", "C3"], /^macrobber has one edition: --edition does not apply\n/],
    [
      ["--game", "macrobber", "--bound", "mutation"],
      /^unknown bound "mutation" for macrobber; expected one of ci, deep, readings\n/,
    ],
    [
      ["--game", "dicerace", "--readings", "INT-BACK-STAY-OWN"],
      /^unknown interpretation "INT-BACK-STAY-OWN" of dicerace/,
    ],
    [["--depth", "0"], /^--depth must be a whole number ≥ 1, got "0"\n/],
  ])("refuses %j with one line and exit 2", async (argv, message) => {
    const r = await run(...argv);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).toMatch(/\nusage: verify:exhaustive \[--game robbers\|macrobber\|dicerace\]/);
  });

  it("runs the game --game names, wherever it stands, with that game's bound and editions", async () => {
    const r = await run("--depth", "1", "--edition", "short", "--game", "dicerace", "--threads", "1");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^exhaustive check of dicerace, bound "ci": depth 1;/);
    expect(r.out).toMatch(/\n {2}short, default readings: 252 starts, \d+ states, \d+ transitions, 0 violations/);
    expect(r.out).not.toMatch(/classic/);
  });
});
