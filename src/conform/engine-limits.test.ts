// The engine's bounds beyond one line (issue 25): the replies held for one vector are bounded all
// together, an engine's child that left its process group (setsid) is ended with it, and a hello
// naming "__proto__" among its readings is refused in words.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Engine } from "./engine.js";
import { readHello } from "./protocol.js";

const scratch = mkdtempSync(join(tmpdir(), "robbers-engine-limits-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An engine answering every request with `{id, type: "state", pad}` of about `bytes` bytes. */
const padder = (bytes: number) =>
  `node -e 'const rl = require("node:readline").createInterface({ input: process.stdin }); const pad = "x".repeat(${bytes}); rl.on("line", (l) => { const { id } = JSON.parse(l); process.stdout.write(JSON.stringify({ id, type: "state", pad }) + "\\n"); });'`;

const isAlive = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return !/\) Z /.test(stat);
  } catch {
    return false;
  }
};

const until = async (check: () => boolean, ms = 5000): Promise<boolean> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
};

describe("the replies held for one vector", () => {
  it("over the vector's budget, the engine answered too much: its remaining requests get an engine problem", async () => {
    // 40 replies of 10 kB for one vector, against a budget of 100 kB: a tenth of them fit.
    const engine = new Engine(padder(10_000), 10_000, undefined, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => engine.request({ type: "outcomes", vector: "s1-0000" })),
    );
    const problems = answers.filter((a) => !a.ok);
    expect(problems.length).toBeGreaterThan(25);
    expect(answers.filter((a) => a.ok).length).toBeLessThanOrEqual(10);
    const first = problems[0];
    expect(first?.ok === false && first.problem).toMatchObject({
      kind: "garbage",
      message: "answered more than 0.1 MB for one vector (replies are kilobytes)",
    });
    await engine.stop();
  });

  it("the budget is per vector: the same replies spread over vectors all come back", async () => {
    const engine = new Engine(padder(10_000), 10_000, undefined, 100_000);
    const answers: boolean[] = [];
    for (let v = 0; v < 10; v++)
      for (const a of await Promise.all(
        Array.from({ length: 4 }, () => engine.request({ type: "outcomes", vector: `s1-000${v}` })),
      ))
        answers.push(a.ok);
    expect(answers).toEqual(Array(40).fill(true));
    await engine.stop();
  });
});

describe("ending an engine", () => {
  it("ends a child the engine started in a session of its own (setsid), not only its process group", async () => {
    const file = join(scratch, "setsid.pid");
    const engine = new Engine(`setsid sleep 300 & echo $! > ${file}; exec cat > /dev/null`, 10_000);
    expect(await until(() => existsSync(file) && readFileSync(file, "utf8").trim() !== "")).toBe(true);
    const pid = Number(readFileSync(file, "utf8"));
    expect(isAlive(pid)).toBe(true);
    engine.kill();
    expect(await until(() => !isAlive(pid))).toBe(true);
  });
});

describe("the engine's hello", () => {
  it.each(["readings", "tags"])(
    'refuses %s naming "__proto__" in words (it printed [object Object] in a note)',
    (field) => {
      const reply = JSON.parse(`{"type":"hello","${field}":{"__proto__":["x"]}}`) as Record<string, unknown>;
      expect(readHello(reply)).toBe(
        `its hello's ${field} names "__proto__", which is no ${field === "readings" ? "interpretation" : "tag"}`,
      );
    },
  );
});

describe("a reply the careful reader refuses", () => {
  /** An engine answering every request with `head` + the request's id + `tail` (JSON text). */
  const replying = (name: string, head: string, tail: string) => {
    const file = join(scratch, `${name}.cjs`);
    writeFileSync(
      file,
      [
        'const rl = require("node:readline").createInterface({ input: process.stdin });',
        `const [head, tail] = ${JSON.stringify([head, tail])};`,
        'rl.on("line", (l) => process.stdout.write(head + JSON.parse(l).id + tail + "\\n"));',
      ].join("\n"),
    );
    return `node ${JSON.stringify(file)}`;
  };

  it.each([
    ["duplicate-key", '{"id":', ',"type":"state","type":"error"}', /refuses \(duplicate key "type"/],
    ["prototype-key", '{"id":', ',"type":"state","state":{"__proto__":{}}}', /refuses \(.*__proto__.*at \.state/],
    ["deep", '{"id":', `,"type":"state","state":${"[".repeat(3000)}${"]".repeat(3000)}}`, /refuses \(.*(deep|nest)/],
  ])("%s: an engine problem in words, not a crash", async (name, head, tail, message) => {
    const engine = new Engine(replying(name, head, tail), 10_000);
    const answer = await engine.request({ type: "outcomes", vector: "s1-0000" });
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.problem.kind).toBe("garbage");
      expect(answer.problem.message).toMatch(message);
      expect(answer.problem.message.length).toBeLessThan(400);
    }
    await engine.stop();
  });
});
