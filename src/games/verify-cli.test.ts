// The exhaustive check's command (`npm run verify:exhaustive`) over every game: `--game` picks the
// game and the other arguments are read against its bounds, editions and readings; bad arguments
// are one line saying what is wrong, with the usage, and exit 2; a run prints the game's report and
// exits 0 when the default readings break nothing.
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../verify/cli.js";
import { REGISTRY } from "./registry.js";

const games = await Promise.all(REGISTRY.map((r) => r.verification()));
/** Every registered game, as the messages list them (a game added by `npm run new-game` too). */
const ids = REGISTRY.map((r) => r.id);

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
  it("lists the registry's games, The Robbers (the default) first", () => {
    expect(ids.slice(0, 3)).toEqual(["robbers", "macrobber", "dicerace"]);
  });

  it.each([
    [["--game", "chess"], new RegExp(`^unknown game "chess"; expected one of ${ids.join(", ")}\n`)],
    [["--game"], new RegExp(`^--game needs a value; expected one of ${ids.join(", ")}\n`)],
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
    expect(r.err).toContain(`\nusage: verify:exhaustive [--game ${ids.join("|")}]`);
  });

  it("runs the game --game names, wherever it stands, with that game's bound and editions", async () => {
    const r = await run("--depth", "1", "--edition", "short", "--game", "dicerace", "--threads", "1");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^exhaustive check of dicerace, bound "ci": depth 1;/);
    expect(r.out).toMatch(/\n {2}short, default readings: 252 starts, \d+ states, \d+ transitions, 0 violations/);
    expect(r.out).not.toMatch(/classic/);
  });
});
