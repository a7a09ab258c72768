// Where the time goes, from a `node --cpu-prof` profile: self time per function and per folder of the
// repository (spec/robbers/moment, src/interpreter, ...), as shares of the sampled time. Used to write
// bench/PROFILE.md: `node .bench/bench/profile-shares.js <file.cpuprofile> [top]`.
import { readFileSync } from "node:fs";

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node .bench/bench/profile-shares.js <file.cpuprofile> [top]");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** The folder of a frame inside the repository (its compiled copy in .bench/), or what V8 calls it. */
function folderOf(url: string, name: string): string {
  const inRepo = /\.bench\/(.*)\/[^/]+\.js$/.exec(url);
  if (inRepo) return inRepo[1]!;
  if (url.includes("node_modules")) return `node_modules/${/node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? "?"}`;
  if (url.startsWith("node:")) return "node";
  return name.startsWith("(") ? name : "other";
}

const perFunction = new Map<string, number>();
const perFolder = new Map<string, number>();
for (const [id, t] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const name = `${functionName || "(anonymous)"} ${url.replace(/.*\.bench\//, "")}:${lineNumber + 1}`;
  perFunction.set(name, (perFunction.get(name) ?? 0) + t);
  const folder = folderOf(url, functionName);
  perFolder.set(folder, (perFolder.get(folder) ?? 0) + t);
}
const show = (m: Map<string, number>, top: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, t]) => `${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`)
    .join("\n");
console.log(
  `sampled ${(total / 1e6).toFixed(2)} s\n\nper folder:\n${show(perFolder, 30)}\n\nper function:\n${show(perFunction, Number(topArg ?? 40))}`,
);
