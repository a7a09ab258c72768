// The processes an engine started, found by parent id in /proc (Linux; elsewhere none are found).
// Killing the engine's process group misses a child that left the group (`setsid`): such children
// are remembered while their parent is alive, and killed with the group. Each is remembered with its
// start time, so a process id the system has since given to another program is never signalled.
import { readdirSync, readFileSync } from "node:fs";

/** A process: its id and its start time (clock ticks since boot, from /proc/<pid>/stat). */
type Seen = { readonly pid: number; readonly started: string };

/** Parent id and start time of a process, or null when it is gone (or there is no /proc). */
function statOf(pid: number): { parent: number; started: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { parent: Number(fields[1]), started: fields[19] ?? "" };
  } catch {
    return null;
  }
}

/** Every process descended from `root` now (children, their children...), `root` itself left out. */
export function descendantsOf(root: number): Seen[] {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  const children = new Map<number, Seen[]>();
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    const stat = statOf(pid);
    if (!stat) continue;
    const list = children.get(stat.parent) ?? [];
    list.push({ pid, started: stat.started });
    children.set(stat.parent, list);
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

/** SIGKILL a remembered process, if it is still the same process (same start time). */
export function killIfSame(seen: Seen): void {
  if (statOf(seen.pid)?.started !== seen.started) return;
  try {
    process.kill(seen.pid, "SIGKILL");
  } catch {
    // gone meanwhile
  }
}

export type { Seen };
