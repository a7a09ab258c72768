// Issue 37's file reproductions on the command line (spawned from bin/, the compiled commands that
// `npm test` builds first): an output never goes through a symbolic link out of the asked folder, a
// FIFO or a device is refused at once as an input or an output (it blocked forever, or wrote to the
// device), and a write error says the file cannot be written. Each gets exit 2 and one line.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { expectInputError, runCommand } from "./test-support.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "robbers-user-files-cli-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
/** A run over 20 s is a hang: each of these used to block forever or should end at once. */
const robbers = (...args: string[]) => runCommand(join(root, "bin/robbers.js"), args, { cwd: root, timeoutMs: 20_000 });

const outside = join(scratch, "outside.txt");
writeFileSync(outside, "keep me");
const fifo = join(scratch, "fifo");
execFileSync("mkfifo", [fifo]);

describe("outputs never follow a symbolic link out of the asked folder", () => {
  it("vectors --out DIR with a link inside DIR: refused, and the file it leads to is untouched", async () => {
    const dir = join(scratch, "vectors");
    mkdirSync(dir);
    symlinkSync(outside, join(dir, "s1-0000.json"));
    const run = await robbers("vectors", "--seed", "1", "--count", "2", "--out", dir);
    expectInputError(run, join(dir, "s1-0000.json"), /is a symbolic link, which outputs never follow/);
    expect(readFileSync(outside, "utf8")).toBe("keep me");
  });

  it("vectors --manifest with manifest.json a link: refused, the file it leads to untouched", async () => {
    const dir = join(scratch, "manifest");
    mkdirSync(dir);
    symlinkSync(outside, join(dir, "manifest.json"));
    const run = await robbers("vectors", "--seed", "1", "--count", "1", "--out", dir, "--manifest");
    expectInputError(run, join(dir, "manifest.json"), /is a symbolic link/);
    expect(readFileSync(outside, "utf8")).toBe("keep me");
    expect(existsSync(join(dir, "s1-0000.json"))).toBe(true);
  });

  it("play --out a link: refused", async () => {
    const link = join(scratch, "trace-link.jsonl");
    symlinkSync(outside, link);
    expectInputError(await robbers("play", "--players", "a,b", "--seed", "1", "--out", link), link, /symbolic link/);
    expect(readFileSync(outside, "utf8")).toBe("keep me");
  });
});

describe("FIFOs and devices are refused where a regular file is meant", () => {
  const fifoWords = /is a named pipe \(FIFO\), not a regular file/;
  it.each([
    ["explain FIFO", ["explain", fifo]],
    ["play --options FIFO", ["play", "--players", "a,b", "--seed", "1", "--options", fifo]],
    ["play --out FIFO", ["play", "--players", "a,b", "--seed", "1", "--out", fifo]],
    ["conform --html FIFO", ["conform", "--engine", "true", "--html", fifo]],
    ["conform --skip FIFO", ["conform", "--engine", "true", "--skip", fifo]],
  ])("%s ends at once with one line", async (_, args) => {
    expectInputError(await robbers(...args), fifo, fifoWords);
  });

  it("play --out /dev/full says it is a device, not that it cannot be read", async () => {
    const run = await robbers("play", "--players", "a,b", "--seed", "1", "--out", "/dev/full");
    expectInputError(run, "/dev/full", /is a device, not a regular file/);
    expect(run.err).not.toMatch(/cannot be read/);
  });

  it("a JSON Lines trace may come from a pipe, but a device is refused", async () => {
    const link = join(scratch, "zeros.jsonl");
    symlinkSync("/dev/zero", link);
    expectInputError(await robbers("check", link), link, /is a device, not a regular file or a pipe/);
  });
});
