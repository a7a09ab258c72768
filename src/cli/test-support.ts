// For the commands' end-to-end tests: run a command of the package as a user does (spawned from
// bin/<game>.js, standard input optional, a hang limit that fails the test), and the shape every
// bad-input error must have (exit 2, nothing on stdout, one line naming where, no stack trace).
import { spawn } from "node:child_process";
import { expect } from "vitest";

/** What a command run gave back. */
export interface CommandRun {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** Spawn `node <bin> ...args` in `cwd`; a run longer than `timeoutMs` is a hang and rejects. */
export function runCommand(
  bin: string,
  args: readonly string[],
  options: { readonly cwd: string; readonly stdin?: string; readonly timeoutMs?: number },
): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: options.cwd });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${bin} ${args.join(" ")} hung`));
    }, options.timeoutMs ?? 30_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
    if (options.stdin !== undefined) child.stdin.end(options.stdin);
  });
}

/** Exit 2, nothing on stdout, exactly one line on stderr naming `where` and matching `pattern`, no stack trace. */
export function expectInputError(run: CommandRun, where: string, pattern: RegExp): void {
  expect(run.code, run.err).toBe(2);
  expect(run.out).toBe("");
  const lines = run.err.trimEnd().split("\n");
  expect(lines, run.err).toHaveLength(1);
  expect(lines[0]).toContain(where);
  expect(lines[0]).toMatch(pattern);
  expect(run.err).not.toMatch(/^\s+at /m);
}
