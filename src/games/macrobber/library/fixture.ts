// MacRobber's worked-example fixture format: a situation arranged from a seeded game, the event and
// choices that tell the source's story, and what the source says happens. Validated with zod (file
// and JSON path on error) and replayed by `replayFixture`, which lists every mismatch.
import { z } from "zod";
import {
  type MacRobberEffect,
  type MacRobberEvent,
  type MacRobberState,
  tokenMath,
} from "../../../../spec/macrobber/index.js";
import { own } from "../../../dsl/own.js";
import { loadJsonFiles } from "../../../kit/json-files.js";
import { macRobberSpec, play } from "./api.js";
import { type Arrangement, arrange } from "./arrange.js";

const count = z.int().min(0);
const tokensSchema = z.strictObject({ yellow: count, blue: count, green: count, red: count });
const arrangementSchema = z.strictObject({
  players: z.array(z.string().min(1)).min(3).max(5),
  seed: z.int(),
  clans: z
    .record(
      z.string(),
      z.strictObject({
        court: z.strictObject({ yellow: count, blue: count, green: count }).partial().optional(),
        estates: z.strictObject({ count: count, cattle: count, castles: count, abbeys: count }).partial().optional(),
        points: z.int().optional(),
        hand: z.tuple([count, count, count, count]).optional(),
      }),
    )
    .optional(),
  phase: z.enum(["take-tokens", "act", "raid-or-exchange", "score-round", "over"]).optional(),
  active: z.string().optional(),
  beginner: z.string().optional(),
  largestFollowing: z.string().nullable().optional(),
  drawn: tokensSchema.optional(),
  round: z.int().min(1).optional(),
  inRedArea: z.array(z.string()).optional(),
  deckLeft: z.int().min(0).optional(),
});

/** The zod schema of a MacRobber worked-example fixture file (JSON). */
export const macRobberFixtureSchema = z.strictObject({
  /** The fixture's id: lower-case letters, digits and dashes. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** A short title for people. */
  title: z.string().min(1),
  /** Where the source tells it (a worked example) or states the rule it shows. */
  source: z.strictObject({ file: z.string().min(1), section: z.string().min(1) }),
  /** True when the source prints this example; false for a rule illustrated by the project. */
  workedExample: z.boolean(),
  /** Free text: how the fixture reads the source, or what it leaves out. */
  notes: z.string().optional(),
  /** Rule ids the fixture exercises; each must be cited by the run's effects or error. */
  exercises: z.array(z.string().regex(/^MR-/)).min(1),
  /** Readings other than the defaults, as `macRobberSpec` takes them. */
  options: z.strictObject({ interpretations: z.record(z.string(), z.string()).optional() }).default({}),
  /** The situation before the event, as `arrange` takes it. */
  arrange: arrangementSchema,
  /** The event to play; absent: check the arranged state itself (setup fixtures). */
  event: z.strictObject({ kind: z.enum(["take-tokens", "act", "raid-or-exchange", "score-round"]) }).optional(),
  /** The picks the source's story makes, in order (each names the choice kind and the player). */
  choices: z.array(z.strictObject({ kind: z.string(), actor: z.string(), pick: z.unknown() })).default([]),
  /** What the source says happens; every listed check must hold. */
  expect: z.strictObject({
    /** Effects that must occur, in this order (each a partial match: listed fields only). */
    effects: z.array(z.record(z.string(), z.unknown())).optional(),
    /** Effects that must not occur (partial match). */
    absent: z.array(z.record(z.string(), z.unknown())).optional(),
    /** Points after the step, per player. */
    points: z.record(z.string(), z.int()).optional(),
    /** A partial match on the state after the step (or the arranged state when there is no event). */
    state: z.record(z.string(), z.unknown()).optional(),
    /** Cards of value 1, 2, 3, 4 in the whole game (deck, return deck and hands). */
    cardCounts: z.tuple([count, count, count, count]).optional(),
    /** Every estate tile number in the game (deck, out of the game, and one per acquired estate is not tracked: arranged states acquire none). */
    estateNumbers: z.array(z.int()).optional(),
    /** The step must be refused citing this rule. */
    error: z.strictObject({ rule: z.string(), kind: z.string().optional() }).optional(),
  }),
});
/** A validated fixture, as `loadMacRobberFixtures` returns it. */
export type MacRobberFixture = z.infer<typeof macRobberFixtureSchema>;

/** Read and validate every fixture in `dir`; throws naming the file and JSON path of the first bad one. */
export const loadMacRobberFixtures = (dir: string): { file: string; fixture: MacRobberFixture }[] =>
  loadJsonFiles(dir, macRobberFixtureSchema, "MacRobber fixture").map(({ file, data }) => ({ file, fixture: data }));

/** Does `actual` have every field of `expected` (recursively; arrays compared whole)? */
function partialMatch(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== "object" || Array.isArray(expected))
    return JSON.stringify(actual) === JSON.stringify(expected);
  if (actual === null || typeof actual !== "object") return false;
  return Object.entries(expected as Record<string, unknown>).every(([k, v]) =>
    partialMatch(own(actual as Record<string, unknown>, k), v),
  );
}

/** What replaying a fixture gave, and every way it differs from what the fixture expects. */
export interface FixtureReplay {
  /** The arranged state. */
  readonly before: MacRobberState;
  /** The state after the event (the arranged state when there is none), or null when the step was refused. */
  readonly after: MacRobberState | null;
  /** The effects of the event, in order (none when it was refused or there is no event). */
  readonly effects: readonly MacRobberEffect[];
  /** Rule ids cited by the effects or the error. */
  readonly cited: readonly string[];
  /** Every way the replay differs from what the fixture expects, in words; empty when it matches. */
  readonly problems: readonly string[];
}

/** Arrange, play and compare one fixture. */
export function replayFixture(f: MacRobberFixture): FixtureReplay {
  const spec = macRobberSpec(f.options);
  const before = arrange(spec, f.arrange as Arrangement);
  const problems: string[] = [];
  if (f.expect.cardCounts) {
    const all = [
      ...before.deck,
      ...Object.values(before.clans).flatMap((c) => tokenMath.cardsOf(c.hand)),
      ...tokenMath.cardsOf(before.returnDeck),
    ];
    const counts = [1, 2, 3, 4].map((v) => all.filter((c) => c === v).length);
    if (JSON.stringify(counts) !== JSON.stringify(f.expect.cardCounts))
      problems.push(
        `the game has cards ${JSON.stringify(counts)} by value, expected ${JSON.stringify(f.expect.cardCounts)}`,
      );
  }
  if (f.expect.estateNumbers) {
    const all = [...before.estateDeck, ...before.estatesOut].sort((a, b) => a - b);
    if (JSON.stringify(all) !== JSON.stringify(f.expect.estateNumbers))
      problems.push(`the estate tiles are ${JSON.stringify(all)}, expected ${JSON.stringify(f.expect.estateNumbers)}`);
  }
  if (!f.event) {
    if (f.expect.state && !partialMatch(before, f.expect.state))
      problems.push(`arranged state does not match expect.state`);
    return { before, after: before, effects: [], cited: [], problems };
  }
  const r = play(spec, before, f.event as MacRobberEvent, f.choices);
  if (!r.ok) {
    if (!f.expect.error) problems.push(`refused: ${r.error.message}`);
    else if (!r.error.rules.includes(f.expect.error.rule))
      problems.push(`refused citing ${r.error.rules.join(", ")}, expected ${f.expect.error.rule}: ${r.error.message}`);
    else if (f.expect.error.kind && r.error.kind !== f.expect.error.kind)
      problems.push(`refused as ${r.error.kind}, expected ${f.expect.error.kind}`);
    return { before, after: null, effects: [], cited: r.error.rules, problems };
  }
  if (f.expect.error) problems.push(`expected a refusal citing ${f.expect.error.rule}, but the step succeeded`);
  const effects = r.effects as readonly MacRobberEffect[];
  let from = 0;
  for (const [i, want] of (f.expect.effects ?? []).entries()) {
    const at = effects.findIndex((e, j) => j >= from && partialMatch(e, want));
    if (at < 0) problems.push(`expect.effects[${i}] ${JSON.stringify(want)} did not occur (in order)`);
    else from = at + 1;
  }
  for (const [i, never] of (f.expect.absent ?? []).entries())
    if (effects.some((e) => partialMatch(e, never)))
      problems.push(`expect.absent[${i}] ${JSON.stringify(never)} occurred`);
  for (const [p, n] of Object.entries(f.expect.points ?? {})) {
    const got = own(r.state.clans, p)?.points;
    if (got !== n) problems.push(`${p} has ${String(got)} points, expected ${n}`);
  }
  if (f.expect.state && !partialMatch(r.state, f.expect.state))
    problems.push(`state after the step does not match expect.state`);
  return { before, after: r.state, effects, cited: [...new Set(effects.flatMap((e) => e.rules))], problems };
}
