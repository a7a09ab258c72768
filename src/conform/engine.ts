// One engine under test as a child process speaking JSON Lines (docs/conformance-protocol.md):
// started through the shell in a process group of its own (so that killing it kills whatever the
// command started), requests written as they come (streamed), replies matched by id, and at most
// `timeout` ms of silence while a reply is owed, and at most MAX_VECTOR_REPLY_BYTES of replies held for
// one vector. Whatever goes wrong (the engine exits, hangs, or
// writes a line that is not a reply) ends in a `Problem` for the requests still owed, never in an
// exception or a hang; the engine is then ended and a new one can be started. Ending an engine ends
// every process of its run (its group, TERM then KILL; see descendants.ts for those that left it),
// and once the engine itself has exited its output is read for at most DRAIN_MS more: a process
// holding the pipe open (a setsid grandchild, a daemon) cannot keep the runner waiting.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { printable } from "../oracle/input-error.js";
import { parseJsonText } from "../oracle/json-text.js";
import { MAX_DEPTH } from "../oracle/limits.js";
import { descendantsOf, ENGINE_MARK, isRunning, killIfSame, processesOfRun, type Seen } from "./descendants.js";

/** How an engine failed to answer. */
export type ProblemKind = "crash" | "timeout" | "garbage";

/** An answer the engine did not give, and why. */
export interface Problem {
  /** Exited, no reply in time, or a line that is not a reply. */
  readonly kind: ProblemKind;
  /** One line: what happened ("exited with code 1 before answering", "no reply within 5000 ms"...). */
  readonly message: string;
  /** The engine's last lines on standard error, when it wrote any. */
  readonly stderr: readonly string[];
}

/** A reply (a JSON object with the request's id), or the problem that stands for it. */
export type Answer =
  | { readonly ok: true; readonly reply: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly problem: Problem };

/** Longest reply line read (an `outcomes` reply lists every outcome of an event on one line). */
const MAX_REPLY_BYTES = 64 * 1024 * 1024;
/**
 * Most bytes of replies held for one vector (its requests carry the same `vector`), all replies
 * together: a vector's answers are judged only once all have come, so without it an engine that
 * answers each of a vector's hundred requests with a line just under the limit fills the memory.
 * Real replies are kilobytes.
 */
const MAX_VECTOR_REPLY_BYTES = 96 * 1024 * 1024;
/** Least time between two searches for the processes the engine started. */
const DESCENDANTS_EVERY_MS = 200;
/** How many of the engine's last standard-error lines are kept for reports. */
const STDERR_LINES = 8;
/** How long an engine may take to exit after `bye` before it is killed. */
const BYE_GRACE_MS = 1000;
/** How long the processes of a run may take to end on SIGTERM before they get SIGKILL. */
const TERM_GRACE_MS = 500;
/** How long the engine's output is still read after it exited (what it wrote before exiting). */
const DRAIN_MS = 1000;
/** How often the processes of a run are looked at while waiting for them to end. */
const POLL_MS = 25;

// Not unref'd: while the run is being ended nothing else may hold the event loop open (every wait is bounded).
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** `promise`, or nothing after `ms`. */
const within = (promise: Promise<unknown>, ms: number): Promise<unknown> => Promise.race([promise, sleep(ms)]);

const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

const live = new Set<Engine>();
let exitHookInstalled = false;

/** Kill every engine still running, at once (the process is exiting, or was interrupted: no time for TERM). */
export function killAllEngines(): void {
  for (const engine of live) engine.killNow();
}

interface Pending {
  readonly resolve: (answer: Answer) => void;
}

/** One running engine process. */
export class Engine {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<number, Pending>();
  private readonly stderrTail: string[] = [];
  private stderrPartial = "";
  private stdoutParts: Buffer[] = [];
  private stdoutSize = 0;
  private nextId = 0;
  /** The vector whose replies are being held, and how many bytes of them. */
  private heldFor: unknown;
  private heldBytes = 0;
  /** Processes the engine started, seen while it ran (a child that left the process group is killed too). */
  private readonly started = new Map<number, Seen>();
  private lastSearch = 0;
  private timer: NodeJS.Timeout | null = null;
  private dead: Problem | null = null;
  /** Resolve once the engine process itself has exited / once its output is closed too. */
  private readonly exited: Promise<void>;
  private readonly closed: Promise<void>;
  /** The value of ENGINE_MARK in the environment of every process this engine starts. */
  private readonly mark = randomBytes(12).toString("hex");
  /** Ending the engine's processes, once begun (TERM, then KILL; see `end`). */
  private ending: Promise<void> | null = null;

  /**
   * Start `command` through the shell.
   * @param command the engine's command line, as a user types it.
   * @param timeout most milliseconds of silence while a reply is owed.
   * @param cwd the folder to start it in (default: the current one).
   * @param vectorBudget most bytes of replies held for one vector (tests lower it).
   */
  constructor(
    readonly command: string,
    private readonly timeout: number,
    cwd?: string,
    private readonly vectorBudget = MAX_VECTOR_REPLY_BYTES,
  ) {
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.on("exit", killAllEngines);
    }
    this.child = spawn(command, {
      shell: true,
      detached: true,
      stdio: ["pipe", "pipe", "pipe"],
      env: { ...process.env, [ENGINE_MARK]: this.mark },
      ...(cwd !== undefined ? { cwd } : {}),
    });
    live.add(this);
    this.exited = new Promise((resolve) => this.child.on("exit", () => resolve()));
    this.closed = new Promise((resolve) => this.child.on("close", () => resolve()));
    // The output may be held open by a process the engine left behind: it is read for DRAIN_MS after
    // the engine exits, then closed (which ends in 'close' below, so owed requests get their problem).
    this.child.on("exit", () => {
      setTimeout(() => this.closeStreams(), DRAIN_MS).unref();
    });
    this.child.stdin.on("error", () => {
      // EPIPE: the engine is gone; its exit is reported by the close handler.
    });
    this.child.stdout.on("data", (chunk: Buffer) => this.onStdout(chunk));
    this.child.stderr.on("data", (chunk: Buffer) => this.onStderr(chunk));
    this.child.on("error", (error) => this.fail("crash", `cannot be started: ${error.message}`));
    this.child.on("close", (code, signal) => {
      // Still live (for the exit hook) until `end` has ended the processes it may have left.
      this.flushStderr();
      if (this.dead) return;
      const how = signal ? `was killed by ${signal}` : `exited with code ${code ?? "?"}`;
      this.fail("crash", this.pending.size ? `${how} before answering` : how);
    });
  }

  /** Whether the engine can still be asked anything. */
  get alive(): boolean {
    return this.dead === null;
  }

  /** Why the engine stopped answering, once it has. */
  get problem(): Problem | null {
    return this.dead;
  }

  /** The engine's last lines on standard error. */
  get stderr(): readonly string[] {
    return [...this.stderrTail, ...(this.stderrPartial ? [printable(this.stderrPartial, 300)] : [])];
  }

  /** Send one request (its `id` is added here); resolves with the reply, or the problem that stands for it. */
  request(body: Readonly<Record<string, unknown>>): Promise<Answer> {
    if (this.dead) return Promise.resolve({ ok: false, problem: this.dead });
    const id = this.nextId++;
    if (body.vector !== this.heldFor) {
      this.heldFor = body.vector;
      this.heldBytes = 0;
    }
    this.noteDescendants();
    return new Promise<Answer>((resolve) => {
      this.pending.set(id, { resolve });
      if (this.pending.size === 1) this.arm();
      this.child.stdin.write(`${JSON.stringify({ id, ...body })}\n`);
    });
  }

  /**
   * Say `bye`, close standard input, and wait a moment for the engine to exit; then end every process
   * of the run (a child started on `bye` too) and stop reading its output. Resolves within a few
   * seconds whatever the engine left behind.
   */
  async stop(): Promise<void> {
    if (!this.dead) {
      this.child.stdin.end(`${JSON.stringify({ id: this.nextId++, type: "bye" })}\n`);
      this.dead = { kind: "crash", message: "stopped", stderr: [] };
      await within(this.exited, BYE_GRACE_MS);
    }
    this.kill();
    await this.ending;
  }

  /** Begin ending the engine and every process of its run (TERM, KILL after TERM_GRACE_MS); `stop` awaits it. */
  kill(): void {
    this.disarm();
    this.ending ??= this.end();
  }

  /** SIGKILL the engine and every process of its run now (the runner is exiting). */
  killNow(): void {
    this.disarm();
    live.delete(this);
    this.signalRun("SIGKILL");
  }

  /** TERM every process of the run, KILL what is left after a grace, then stop reading its output. */
  private async end(): Promise<void> {
    this.signalRun("SIGTERM");
    const until = performance.now() + TERM_GRACE_MS;
    while (performance.now() < until && this.runStillGoing()) await sleep(POLL_MS);
    // Looked for again: a process may have started another on TERM.
    this.signalRun("SIGKILL");
    live.delete(this);
    await within(this.exited, DRAIN_MS);
    await within(this.closed, DRAIN_MS);
    this.closeStreams();
  }

  /** Signal the engine's process group and every process of its run that is known or can be found. */
  private signalRun(signal: NodeJS.Signals): void {
    const pid = this.child.pid;
    if (pid === undefined) return;
    this.noteDescendants(true);
    for (const seen of processesOfRun(pid, this.mark)) this.started.set(seen.pid, seen);
    signalGroup(pid, signal);
    for (const seen of this.started.values()) killIfSame(seen, signal);
  }

  /** Whether any process of the run is still running (without /proc, whether its group is). */
  private runStillGoing(): boolean {
    if (this.started.size > 0) return [...this.started.values()].some(isRunning);
    try {
      process.kill(-(this.child.pid ?? 0), 0);
      return this.child.pid !== undefined;
    } catch {
      return false;
    }
  }

  /** Stop reading the engine (its output may be held open by a process it left behind). */
  private closeStreams(): void {
    this.child.stdin.destroy();
    this.child.stdout.destroy();
    this.child.stderr.destroy();
  }

  /** Remember the processes the engine has started (at most every DESCENDANTS_EVERY_MS unless `now`). */
  private noteDescendants(now = false): void {
    const pid = this.child.pid;
    if (pid === undefined || (!now && performance.now() - this.lastSearch < DESCENDANTS_EVERY_MS)) return;
    this.lastSearch = performance.now();
    for (const seen of descendantsOf(pid)) this.started.set(seen.pid, seen);
  }

  private arm(): void {
    this.disarm();
    this.timer = setTimeout(() => this.fail("timeout", `no reply within ${this.timeout} ms`), this.timeout);
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The engine stopped answering: every owed request gets the problem, and the engine is killed. */
  private fail(kind: ProblemKind, message: string): void {
    if (this.dead) return;
    this.flushStderr();
    this.dead = { kind, message, stderr: this.stderr };
    this.disarm();
    const owed = [...this.pending.values()];
    this.pending.clear();
    for (const p of owed) p.resolve({ ok: false, problem: this.dead });
    this.kill();
  }

  private onStdout(chunk: Buffer): void {
    if (this.dead) return;
    let start = 0;
    this.heldBytes += chunk.length;
    if (this.heldBytes > this.vectorBudget && this.pending.size > 0) {
      this.fail("garbage", `answered more than ${megabytes(this.vectorBudget)} for one vector (replies are kilobytes)`);
      return;
    }
    for (let i = chunk.indexOf(10); i >= 0 && !this.dead; i = chunk.indexOf(10, start)) {
      this.stdoutParts.push(chunk.subarray(start, i));
      const line = Buffer.concat(this.stdoutParts).toString("utf8");
      this.stdoutParts = [];
      this.stdoutSize = 0;
      start = i + 1;
      this.onLine(line.endsWith("\r") ? line.slice(0, -1) : line);
    }
    if (this.dead || start >= chunk.length) return;
    this.stdoutParts.push(chunk.subarray(start));
    this.stdoutSize += chunk.length - start;
    if (this.stdoutSize > MAX_REPLY_BYTES)
      this.fail("garbage", `wrote a line longer than ${MAX_REPLY_BYTES / 1024 / 1024} MB`);
  }

  private onLine(line: string): void {
    if (line.trim() === "") return;
    // The careful reader, as for every file: a duplicate key (JSON.parse keeps the last), a key such
    // as "__proto__", or nesting past MAX_DEPTH (which a recursive walk of the reply could not survive)
    // is the engine's problem, said here, not a crash or a value blamed on the rules later.
    const parsed = parseJsonText(line, { maxDepth: MAX_DEPTH });
    if (!parsed.ok) {
      let json = true;
      try {
        JSON.parse(line);
      } catch {
        json = false;
      }
      const { message, path } = parsed.error;
      const at = path.map((p) => (typeof p === "number" ? `[${p}]` : `.${p}`)).join("");
      this.fail(
        "garbage",
        json
          ? `wrote a line the runner refuses (${message}${at ? ` at ${printable(at, 80)}` : ""}): ${printable(line, 120)}`
          : `wrote a line that is not JSON: ${printable(line, 120)}`,
      );
      return;
    }
    const value = parsed.value;
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      this.fail("garbage", `wrote a line that is not a JSON object: ${printable(line, 120)}`);
      return;
    }
    const reply = value as Record<string, unknown>;
    const id = reply.id;
    const owed = typeof id === "number" ? this.pending.get(id) : undefined;
    if (!owed) {
      this.fail(
        "garbage",
        `wrote a reply to no request it was asked (id ${printable(JSON.stringify(id) ?? "missing", 40)}): ${printable(line, 120)}`,
      );
      return;
    }
    this.pending.delete(id as number);
    if (this.pending.size) this.arm();
    else this.disarm();
    owed.resolve({ ok: true, reply });
  }

  private onStderr(chunk: Buffer): void {
    const lines = (this.stderrPartial + chunk.toString("utf8")).split("\n");
    this.stderrPartial = (lines.pop() ?? "").slice(-4000);
    for (const l of lines) this.pushStderr(l);
  }

  private flushStderr(): void {
    if (this.stderrPartial) this.pushStderr(this.stderrPartial);
    this.stderrPartial = "";
  }

  private pushStderr(line: string): void {
    if (line.trim() === "") return;
    this.stderrTail.push(printable(line, 300));
    if (this.stderrTail.length > STDERR_LINES) this.stderrTail.shift();
  }
}

/** Signal a process group; a group already gone is fine. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
