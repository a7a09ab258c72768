// Issue 25's hostile inputs, on the command line (spawned from bin/, the compiled commands that
// `npm test` builds first): each gets one line and exit 2 (or the verdict, for a trace the rules
// refuse), never exit 3, a stack trace, an endless loop or a file half written.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { expectInputError, runCommand } from "../cli/test-support.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "robbers-hostile-cli-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const cli = (game: "robbers" | "macrobber", args: string[], stdin?: string) =>
  runCommand(join(root, `bin/${game}.js`), args, {
    cwd: root,
    timeoutMs: 60_000,
    ...(stdin !== undefined ? { stdin } : {}),
  });

describe("crashes and runaway work", () => {
  it("a MacRobber action named toString is refused under MR-ACT-CHOOSE (it was exit 3)", async () => {
    const lines = readFileSync(join(root, "fixtures/traces/macrobber/mr-4p-seed2.jsonl"), "utf8").split("\n");
    lines[2] = lines[2]!.replace('"action":"bagpipers"', '"action":"toString"');
    const file = join(scratch, "to-string.jsonl");
    writeFileSync(file, lines.join("\n"));
    const run = await cli("macrobber", ["check", file, "--no-alternatives"]);
    expect(run.code, run.err).toBe(1);
    expect(run.out).toContain("MR-ACT-CHOOSE");
    expect(run.err).not.toMatch(/internal error|^\s+at /m);
  });

  it.each([
    ["macrobber", ["explain", "--players", "__proto__,b,c", "--seed", "1", "--events", "1"]],
    ["robbers", ["play", "--players", "constructor,b,c", "--seed", "1"]],
    ["robbers", ["play", "--players", "a,prototype", "--seed", "1"]],
    ["macrobber", ["play", "--players", "a,b,__proto__", "--seed", "1"]],
  ] as const)("%s %j is refused up front in one line", async (game, args) => {
    const run = await cli(game, [...args]);
    expectInputError(run, "--players", /cannot be a player id \(it is reserved in JavaScript objects\)/);
  });

  it.each(["robbers", "macrobber"] as const)(
    "%s vectors --out /proc/nope/x ends at once with a line (it spun forever)",
    async (game) => {
      const run = await cli(game, ["vectors", "--seed", "1", "--count", "1", "--out", "/proc/nope/x"]);
      expectInputError(run, "/proc/nope/x", /cannot be created there/);
    },
  );
});

describe("silent acceptance", () => {
  it("a JSON Lines trace with bytes that are not UTF-8 is refused on their line, as a .json file is", async () => {
    const text = readFileSync(join(root, "docs/examples/conforming.trace.jsonl"));
    const at = text.indexOf('"title":"') + 9;
    const file = join(scratch, "latin1.jsonl");
    writeFileSync(file, Buffer.concat([text.subarray(0, at), Buffer.from([0xe9]), text.subarray(at)]));
    expectInputError(await cli("robbers", ["check", file]), `${file}:1`, /not UTF-8 text/);
  });

  it.each([
    ["-0", "negative zero"],
    ["1e-400", "too small to be told from 0"],
  ])("%s in a scenario is refused (it was read as 0)", async (number, words) => {
    const scenario = readFileSync(join(root, "docs/examples/example-3.scenario.json"), "utf8");
    const file = join(scratch, "zero.json");
    writeFileSync(file, scenario.replace(`"messenger": 12`, `"messenger": ${number}`));
    expect(readFileSync(file, "utf8")).toContain(number);
    expectInputError(await cli("robbers", ["explain", file]), file, new RegExp(words));
  });
});

describe("words", () => {
  it("vectors --out <a file> says it is a file, not that it cannot be read; nothing is written", async () => {
    const file = join(scratch, "README.md");
    writeFileSync(file, "keep me");
    expectInputError(
      await cli("robbers", ["vectors", "--seed", "1", "--count", "1", "--out", file]),
      file,
      /is a file, not a folder/,
    );
    expect(readFileSync(file, "utf8")).toBe("keep me");
  });

  it("conform --vectors <a file> says it is a file; --html in a missing folder is refused before the run", async () => {
    const file = join(scratch, "not-a-folder.json");
    writeFileSync(file, "{}");
    const engine = "node docs/examples/engines/conforming.mjs";
    expectInputError(
      await cli("robbers", ["conform", "--engine", engine, "--vectors", file]),
      file,
      /is a file, not a folder of vector files/,
    );
    const began = Date.now();
    const run = await cli("robbers", ["conform", "--engine", engine, "--html", "/nonexistent/r.html"]);
    expectInputError(run, "/nonexistent/r.html", /its folder does not exist/);
    expect(Date.now() - began).toBeLessThan(20_000);
  });

  it("play --players with a 65-character name names the limit; usage errors are one line", async () => {
    const run = await cli("robbers", ["play", "--players", `${"a".repeat(65)},b`, "--seed", "1"]);
    expectInputError(run, "--players", /name 1: a player id has at most 64 characters, got 65 \(add --help/);
    expectInputError(await cli("robbers", ["check"]), "missing required argument 'trace'", /add --help/);
  });

  it("check - given a pretty-printed JSON trace says that - reads JSON Lines", async () => {
    const text = readFileSync(join(root, "docs/examples/everyone-places.trace.json"), "utf8");
    expectInputError(await cli("robbers", ["check", "-"], text), "-:1", /- is read as JSON Lines/);
  });

  it("a scenario too large is not told to become JSON Lines", async () => {
    const file = join(scratch, "huge.json");
    writeFileSync(file, `{"a":"${"x".repeat(51 * 1024 * 1024)}"}`);
    const run = await cli("robbers", ["explain", file]);
    expectInputError(run, file, /larger than 50 MB; a scenario is one situation/);
    expect(run.err).not.toMatch(/JSON Lines/);
  });
});

describe("ending the engine", () => {
  it("after SIGHUP, an engine that ignores the end of its input is ended with the run", async () => {
    const pidFile = join(scratch, "engine.pid");
    const engine = `echo $$ > ${pidFile}; trap '' HUP; exec node src/conform/testing/stub-engine.mjs fixtures/vectors --fault hang:*`;
    const child = (await import("node:child_process")).spawn(
      process.execPath,
      [join(root, "bin/robbers.js"), "conform", "--engine", engine, "--timeout", "60000"],
      { cwd: root, stdio: "ignore" },
    );
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
      return check();
    };
    expect(await until(() => existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() !== "")).toBe(true);
    const pid = Number(readFileSync(pidFile, "utf8"));
    await new Promise((r) => setTimeout(r, 300));
    child.kill("SIGHUP");
    const alive = () => {
      try {
        return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
      } catch {
        return false;
      }
    };
    const ended = await until(() => !alive());
    if (!ended) process.kill(pid, "SIGKILL");
    expect(ended).toBe(true);
  });
});
