// The one opener of user-named files (issue 37, item 7): inputs are regular files (a trace may be a
// pipe), refused at once otherwise — a FIFO with no writer must not hang; outputs are regular files
// written never through a symbolic link, and their errors say "cannot be written".
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import type { FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  describeWriteError,
  FileProblem,
  openInput,
  outputKindProblem,
  replaceOutput,
  writeOutput,
} from "./user-files.js";

const scratch = mkdtempSync(join(tmpdir(), "robbers-user-files-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const path = (name: string) => join(scratch, name);
const fifo = path("fifo");
execFileSync("mkfifo", [fifo]);
writeFileSync(path("outside.txt"), "keep me");
mkdirSync(path("out"));
symlinkSync(path("outside.txt"), path("out/link.json"));
linkSync(path("outside.txt"), path("out/hard.json"));

/** What `action` throws, as a FileProblem's sentence (a test fails if it throws anything else or nothing). */
async function problemOf(action: () => Promise<unknown>): Promise<string> {
  try {
    await action();
  } catch (error) {
    expect(error).toBeInstanceOf(FileProblem);
    return (error as FileProblem).problem;
  }
  throw new Error("expected a FileProblem, got none");
}

describe("openInput", () => {
  it("reads a regular file, through a symbolic link too", async () => {
    writeFileSync(path("in.txt"), "hello");
    symlinkSync(path("in.txt"), path("in-link.txt"));
    for (const name of ["in.txt", "in-link.txt"]) {
      const chunks: Buffer[] = [];
      for await (const chunk of await openInput(path(name))) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString("utf8")).toBe("hello");
    }
  });

  it.each([
    ["a FIFO with no writer", fifo, "is a named pipe (FIFO), not a regular file (give - to read standard input)"],
    ["a device", "/dev/zero", "is a device, not a regular file"],
    ["a directory", scratch, "is a directory, not a file"],
    ["a missing file", path("missing"), "no such file"],
  ])("refuses %s at once", async (_, file, words) => {
    const began = Date.now();
    expect(await problemOf(() => openInput(file))).toBe(words);
    expect(Date.now() - began).toBeLessThan(2000);
  });

  it("a trace may be a pipe, but never a device", async () => {
    expect(await problemOf(() => openInput("/dev/zero", { pipes: true }))).toBe(
      "is a device, not a regular file or a pipe",
    );
  });
});

describe("writeOutput", () => {
  it("writes a regular file whole, replacing a longer one", async () => {
    const file = path("out/new.json");
    await writeOutput(file, "a long first content");
    await writeOutput(file, "short");
    expect(readFileSync(file, "utf8")).toBe("short");
  });

  it("is whole or not there: a write that fails halfway leaves the old content and no partial file", async () => {
    mkdirSync(path("whole"));
    const file = path("whole/kept.json");
    await writeOutput(file, "the old content");
    chmodSync(file, 0o640);
    const full = Object.assign(new Error("ENOSPC"), { code: "ENOSPC" });
    const halfway = async (handle: FileHandle) => {
      await handle.writeFile("the new con", "utf8");
      throw full;
    };
    expect(await problemOf(() => replaceOutput(file, halfway))).toBe("cannot be written (no space left on the device)");
    expect(readFileSync(file, "utf8")).toBe("the old content");
    expect(readdirSync(path("whole"))).toEqual(["kept.json"]);
    // A new file missing halfway is not there at all.
    expect(await problemOf(() => replaceOutput(path("whole/new.json"), halfway))).toMatch(/^cannot be written/);
    expect(readdirSync(path("whole"))).toEqual(["kept.json"]);
    // Replaced whole, it keeps its permissions.
    await writeOutput(file, "the new content");
    expect([readFileSync(file, "utf8"), statSync(file).mode & 0o777]).toEqual(["the new content", 0o640]);
  });

  it("never writes through a symbolic link: the file it leads to is untouched", async () => {
    expect(await problemOf(() => writeOutput(path("out/link.json"), "overwritten"))).toBe(
      "is a symbolic link, which outputs never follow",
    );
    expect(readFileSync(path("outside.txt"), "utf8")).toBe("keep me");
  });

  it("never writes through a hard link: the other name's file is untouched", async () => {
    const words = "has another name too (a hard link), which outputs never write through";
    expect(await outputKindProblem(path("out/hard.json"))).toBe(words);
    expect(await problemOf(() => writeOutput(path("out/hard.json"), "overwritten"))).toBe(words);
    expect(readFileSync(path("outside.txt"), "utf8")).toBe("keep me");
  });

  it.each([
    ["a FIFO with no reader", fifo, "is a named pipe (FIFO), not a regular file"],
    ["a device", "/dev/full", "is a device, not a regular file"],
    ["a folder", path("out"), "is a folder, not a file"],
    ["a file in a missing folder", path("nowhere/x.json"), "cannot be written (its folder does not exist)"],
  ])("refuses %s at once", async (_, file, words) => {
    const began = Date.now();
    expect(await problemOf(() => writeOutput(file, "x"))).toBe(words);
    expect(Date.now() - began).toBeLessThan(2000);
  });

  it("the check before the run says the same as the write", async () => {
    expect(await outputKindProblem(path("out/link.json"))).toBe("is a symbolic link, which outputs never follow");
    expect(await outputKindProblem(path("out/not-yet.json"))).toBeNull();
  });

  it("a write error says the file cannot be written, and why", () => {
    expect(describeWriteError(Object.assign(new Error("ENOSPC"), { code: "ENOSPC" }))).toBe(
      "cannot be written (no space left on the device)",
    );
    expect(describeWriteError(Object.assign(new Error("?"), { code: "EWHATEVER" }))).toBe(
      "cannot be written (EWHATEVER)",
    );
  });
});
