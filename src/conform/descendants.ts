// The processes an engine started, found in /proc (Linux; elsewhere none are found, and only the
// process group is signalled). Killing the engine's process group misses a process that left the
// group (`setsid`, a double-forked daemon): such processes are found three ways — as descendants
// while their parent is alive, as members of the group, and by the mark every process the engine
// starts inherits in its environment (ENGINE_MARK) — so one whose parent has exited (and which init
// has adopted) is still found. Each is remembered with its start time, so a process id the system has
// since given to another program is never signalled.
import { readdirSync, readFileSync } from "node:fs";

/** The environment variable that marks every process of one engine run (its value is unique to that run). */
export const ENGINE_MARK = "ROBBERS_CONFORM_ENGINE";

/** A process: its id and its start time (clock ticks since boot, from /proc/<pid>/stat). */
type Seen = { readonly pid: number; readonly started: string };

/** One row of the process table. */
interface Row extends Seen {
  readonly parent: number;
  readonly group: number;
  readonly zombie: boolean;
}

/** Parent, group, state and start time of a process, or null when it is gone (or there is no /proc). */
function rowOf(pid: number): Row | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      pid,
      zombie: fields[0] === "Z" || fields[0] === "X",
      parent: Number(fields[1]),
      group: Number(fields[2]),
      started: fields[19] ?? "",
    };
  } catch {
    return null;
  }
}

/** Every process now (but this one), or none without /proc. */
function processTable(): Row[] {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  const rows: Row[] = [];
  for (const name of entries) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const row = rowOf(Number(name));
    if (row && !row.zombie) rows.push(row);
  }
  return rows;
}

/** Every process descended from `root` now (children, their children...), `root` itself left out. */
export function descendantsOf(root: number): Seen[] {
  return descendantsIn(processTable(), root);
}

function descendantsIn(rows: readonly Row[], root: number): Seen[] {
  const children = new Map<number, Seen[]>();
  for (const row of rows) {
    const list = children.get(row.parent) ?? [];
    list.push({ pid: row.pid, started: row.started });
    children.set(row.parent, list);
  }
  const found: Seen[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

/** Whether a process's environment holds `entry` ("NAME=value"); false when it cannot be read (another user's). */
function environHas(pid: number, entry: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, "latin1").split("\0").includes(entry);
  } catch {
    return false;
  }
}

/**
 * Every live process of one engine run: the members of its process group, its descendants, and every
 * process carrying its mark (`ENGINE_MARK=mark`) in its environment, wherever it has gone since.
 */
export function processesOfRun(group: number, mark: string): Seen[] {
  const entry = `${ENGINE_MARK}=${mark}`;
  const rows = processTable();
  const found = new Map<number, Seen>();
  for (const row of rows)
    if (row.group === group || environHas(row.pid, entry)) found.set(row.pid, { pid: row.pid, started: row.started });
  for (const seen of descendantsIn(rows, group)) found.set(seen.pid, seen);
  return [...found.values()];
}

/** Whether a remembered process is still running (same start time, and not a zombie). */
export function isRunning(seen: Seen): boolean {
  const row = rowOf(seen.pid);
  return row !== null && !row.zombie && row.started === seen.started;
}

/** Signal a remembered process (SIGKILL unless told), if it is still the same process. */
export function killIfSame(seen: Seen, signal: NodeJS.Signals = "SIGKILL"): void {
  if (!isRunning(seen)) return;
  try {
    process.kill(seen.pid, signal);
  } catch {
    // gone meanwhile
  }
}

export type { Seen };
