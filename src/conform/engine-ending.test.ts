// Every engine process ended (issue 37, item 3): `conform` with an engine that leaves a setsid
// grandchild holding its stdout, double-forks a daemon and starts a child on `bye` still prints its
// report, exits within seconds, and leaves none of those processes running. And the runner's bounded
// drain on its own: a holder of the engine's stdout that escapes every search (no mark, own session,
// adopted by init) cannot keep `stop` waiting.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand } from "../cli/test-support.js";
import { Engine } from "./engine.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "robbers-engine-ending-"));
/** Every pid the engines recorded: whatever a failing test leaves is killed here, not left on the machine. */
const recorded = new Set<number>();
afterAll(() => {
  for (const name of readdirSync(scratch)) if (name.endsWith(".pids")) pidsIn(join(scratch, name));
  for (const pid of recorded) if (alive(pid)) process.kill(pid, "SIGKILL");
  rmSync(scratch, { recursive: true, force: true });
});

/** The setsid command when the machine has one; otherwise the engine uses a detached node grandchild. */
const hasSetsid = spawnSync("setsid", ["true"]).status === 0;

/** Running: signal 0 reaches it and it is not a zombie waiting for init to reap it. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/\) [ZX] /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

const until = async (check: () => boolean, ms: number): Promise<boolean> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
};

/** The pids an engine wrote to `file`, one "<what> <pid>" a line. */
function pidsIn(file: string): Map<string, number> {
  const pids = new Map<string, number>();
  if (!existsSync(file)) return pids;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [what, pid] = line.split(" ");
    if (what && pid) pids.set(what, Number(pid));
  }
  for (const pid of pids.values()) recorded.add(pid);
  return pids;
}

/**
 * A process that sleeps 300 s, started so that it has left the engine behind by the time anyone
 * looks: in a session of its own (setsid), and its parent already gone (init adopted it). It writes
 * "<what> <pid>" to the pids file. `stdout` "keep" holds the engine's stdout; `env -i` drops the mark.
 */
const escapee = (what: string, stdout: "keep" | "close", clearEnv = false): string => {
  const redirect = stdout === "keep" ? "2>/dev/null </dev/null" : ">/dev/null 2>&1 </dev/null";
  const env = clearEnv ? "env -i " : "";
  if (hasSetsid)
    return `spawnSync("sh", ["-c", \`(${env}setsid sh -c 'echo ${what} $$ >> "$1"; exec sleep 300' x "$1" ${redirect} &)\`, "sh", pids], { stdio: ["ignore", "inherit", "ignore"] });`;
  // No setsid: a node intermediate starts a detached (setsid) grandchild and exits at once.
  const grandchild = `const c = require("node:child_process").spawn("sleep", ["300"], { detached: true, stdio: ["ignore", ${stdout === "keep" ? "1" : '"ignore"'}, "ignore"]${clearEnv ? ", env: {}" : ""} }); require("node:fs").appendFileSync(process.argv[1], "${what} " + c.pid + "\\n"); c.unref();`;
  return `spawnSync(process.execPath, ["-e", ${JSON.stringify(grandchild)}, pids], { stdio: ["ignore", "inherit", "ignore"] });`;
};

/**
 * An engine that leaves processes behind and answers through the stub engine (so its report passes):
 * a setsid grandchild holding stdout, a double-forked daemon, and, on `bye`, a child holding stdout.
 */
function writeLeavingEngine(): string {
  const file = join(scratch, "leaving-engine.cjs");
  writeFileSync(
    file,
    `const { spawn, spawnSync } = require("node:child_process");
const { appendFileSync } = require("node:fs");
const [stub, vectors, pids] = process.argv.slice(2);
appendFileSync(pids, "engine " + process.pid + "\\n");
${escapee("holder", "keep")}
${escapee("daemon", "close")}
const inner = spawn(process.execPath, [stub, vectors], { stdio: ["pipe", "inherit", "inherit"] });
appendFileSync(pids, "stub " + inner.pid + "\\n");
require("node:readline").createInterface({ input: process.stdin }).on("line", (line) => {
  if (JSON.parse(line).type === "bye") {
    const child = spawn("sleep", ["300"], { stdio: ["ignore", "inherit", "inherit"] });
    appendFileSync(pids, "onbye " + child.pid + "\\n");
  }
  inner.stdin.write(line + "\\n");
});
process.stdin.on("end", () => inner.stdin.end());
inner.on("exit", () => process.exit(0));
`,
  );
  return file;
}

describe("conform with an engine that leaves processes behind", () => {
  it("prints its report, exits within seconds, and leaves none of the engine's processes running", async () => {
    const engine = writeLeavingEngine();
    const pids = join(scratch, "leaving.pids");
    const command = [engine, "src/conform/testing/stub-engine.mjs", "fixtures/vectors", pids]
      .map((a) => JSON.stringify(a))
      .join(" ");
    const began = Date.now();
    // Before the fix the runner never exited: the 60 s limit stands for "forever".
    const run = await runCommand(
      join(root, "bin/robbers.js"),
      ["conform", "--engine", `node ${command}`, "--ids", "s1-0000,s1-0001"],
      { cwd: root, timeoutMs: 60_000 },
    );
    const took = Date.now() - began;
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^PASS: every vector run passes \(2 vectors selected: 2 passed/m);
    // Starting node and the engines on a loaded two-core machine takes most of it; ending them, at
    // most about 3.5 s (bye 1 s, TERM 0.5 s, drain 1 s...).
    expect(took).toBeLessThan(15_000);
    const seen = pidsIn(pids);
    expect([...seen.keys()].sort()).toEqual(["daemon", "engine", "holder", "onbye", "stub"]);
    // Init may take a moment to reap what was killed.
    for (const [what, pid] of seen) expect(await until(() => !alive(pid), 3000), `${what} ${pid}`).toBe(true);
  }, 90_000);
});

describe("the runner's bounded drain", () => {
  /** Open pipes of this process: the engine's three while it runs. */
  const pipes = () => process.getActiveResourcesInfo().filter((r) => r === "PipeWrap").length;

  it("stop resolves soon after the engine exits and lets go of its pipes, even while an unfindable process holds its stdout", async () => {
    const before = pipes();
    const pids = join(scratch, "escapee.pids");
    const file = join(scratch, "escaping-engine.cjs");
    writeFileSync(
      file,
      `const { spawnSync } = require("node:child_process");
const pids = process.argv[2];
${escapee("holder", "keep", true)}
process.stdout.write(JSON.stringify({ id: 0, type: "hello", name: "escaping", version: "0", games: ["robbers"], identity: "outcomes" }) + "\\n");
process.stdin.resume();
process.stdin.on("end", () => process.exit(0));
`,
    );
    const engine = new Engine(`node ${JSON.stringify(file)} ${JSON.stringify(pids)}`, 20_000);
    const hello = await engine.request({ type: "hello", protocol: "conformance/1", game: "robbers" });
    expect(hello.ok).toBe(true);
    // The holder writes its pid once started, maybe after the hello.
    expect(await until(() => pidsIn(pids).has("holder"), 5000)).toBe(true);
    const holder = pidsIn(pids).get("holder")!;
    expect(alive(holder)).toBe(true);
    const began = Date.now();
    await engine.stop();
    // bye and exit, TERM grace 0.5 s, drain at most 1 s: well under 5 s, however long the holder lives.
    expect(Date.now() - began).toBeLessThan(5000);
    expect(engine.alive).toBe(false);
    // Nothing of the engine keeps this process alive: its pipes are closed, though the holder's end is open.
    expect(await until(() => pipes() <= before, 3000)).toBe(true);
    // It did escape: the drain, not the killing, is what let go of the pipes.
    expect(alive(holder)).toBe(true);
  }, 30_000);
});
