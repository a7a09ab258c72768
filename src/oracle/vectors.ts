// `vectors`: deterministic conformance vectors for any game, as a suite. Vector i of seed s is drawn
// from its own seeded generator, so any one of them can be regenerated alone and compared byte for
// byte. The game draws candidate situations (its themes, editions and readings); a candidate is
// redrawn while the rules refuse it, no legal play reaches it, or its outcome set is too large to be
// practical to compare.
//
// Every vector says what it is about: the rule ids its theme targets (`anchors`), those it
// exercises (`rules`), and `tags` (edition, event kind, the game's own, and the readings it
// depends on, worked out by asking the same question under each other reading). A positive vector
// lists every distinct outcome and counts them two ways (`distinct`, `distinctStates`); a negative
// one (a game's `negatives` hook) is a request the rules refuse, with the refusing rule ids.
import { canonical } from "../dsl/choice-points.js";
import { type RuleError, ruleError } from "../dsl/errors.js";
import { own, setOwn } from "../dsl/own.js";
import type { Effect, PathStep } from "../dsl/ruleset.js";
import { compile } from "../interpreter/compile.js";
import { expand } from "../interpreter/outcomes.js";
import { checkStateWith, outcomesWith, playWith } from "../interpreter/play.js";
import { seededRandom } from "../interpreter/strategies.js";
import type { AnyGame, LegalOutcome, VectorSituation } from "../kit/game.js";
import { type AnyCompiled, compileOptions, situationOf } from "./compile-options.js";
import { validate } from "./document.js";
import { MAX_SEED, MAX_VECTOR_START, MAX_VECTORS } from "./limits.js";
import { compileMisread } from "./misread.js";
import { type FullOptions, minimalOptions } from "./options.js";

/** Which vectors `vectors` generates: `count` of them from index `start`, all from `seed`. */
export interface VectorsOptions {
  /** The seed; the same seed always gives the same vectors. */
  readonly seed: number;
  /** How many vectors. */
  readonly count: number;
  /** Index of the first vector (to regenerate a slice). */
  readonly start?: number;
}

/** What every conformance vector of any game carries, positive or negative. */
export interface VectorHead {
  /** `<game>-vector/2`. */
  readonly format: string;
  /** A stable id, never reused: the game's prefix, the seed and the index ("s1-0013", "n1-0004", "mr-s1-0002"). */
  readonly id: string;
  /** The seed it was generated from. */
  readonly seed: number;
  /** Its index under that seed (negative vectors are numbered apart from positive ones). */
  readonly index: number;
  /** What kind of situation, or of illegal request, it puts to the test. */
  readonly theme: string;
  /** The rule ids its theme targets. */
  readonly anchors: readonly string[];
  /** What it is about: `edition` (null without editions), `event` (its kind), the game's own tags, the `readings` it depends on, and `required`. */
  readonly tags: Readonly<Record<string, unknown>>;
  /** The situation and the event, as a `<game>-scenario/1`. */
  readonly scenario: Readonly<Record<string, unknown>>;
}

/** A positive conformance vector of any game: its scenario, and every distinct legal outcome with what the game records of it. */
export interface GameVector extends VectorHead {
  /** Always `positive`: every legal outcome of the event. */
  readonly kind: "positive";
  /** The rule ids it exercises, sorted: the union of its outcomes' `decidedBy` (their `cites` for a game that does not record it). */
  readonly rules: readonly string[];
  /** How many distinct outcomes, thefts and all (the length of `outcomes`). */
  readonly distinct: number;
  /** How many distinct states (only the game's state fields compared). */
  readonly distinctStates: number;
  /** How many choice paths in all. */
  readonly paths: number;
  /** Every distinct legal outcome: what the game records of it, one choice path to it, its path count and the rule ids it cites (and that decided it). */
  readonly outcomes: readonly VectorOutcomeOf[];
}

/** A negative conformance vector of any game: a request the rules refuse, and the rules that refuse it. */
export interface GameNegativeVector extends VectorHead {
  /** Always `negative`. */
  readonly kind: "negative";
  /** The rule ids it exercises, sorted: its `refusedBy` and `anchors`. */
  readonly rules: readonly string[];
  /** The choices made during the event, the illegal one among them. */
  readonly choices: readonly PathStep[];
  /** The rule ids our interpreter names for the refusal (none for a choice the rules never ask for). */
  readonly refusedBy: readonly string[];
  /** The refusal in words. */
  readonly message: string;
}

/** One outcome of a vector: what the game records of it, plus the generic fields. */
export interface VectorOutcomeOf extends Readonly<Record<string, unknown>> {
  /** One choice path that reaches it. */
  readonly choices: readonly PathStep[];
  /** How many choice paths reach it. */
  readonly paths: number;
  /** Every rule id its effects cite, sorted. */
  readonly cites: readonly string[];
}

const MAX_ATTEMPTS = 200;
/** Walking every path (events the game does not factor) stops here; such situations are redrawn. */
const MAX_WALKED_PATHS = 20_000;
/** Walking every path under another reading, to compare: larger, since a reading may walk what the vector's factors. */
const MAX_COMPARED_PATHS = 200_000;

/** A 32-bit seed for vector `index` of `seed` (splitmix-style mixing, so nearby seeds differ everywhere). */
function vectorSeed(seed: number, index: number): number {
  let x = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** The seed of negative vector `index`: its own stream, apart from the positive vectors'. */
const negativeSeed = (seed: number, index: number): number => vectorSeed(seed ^ 0x5bd1e995, index);

const sorted = (ids: Iterable<string>): string[] => [...new Set(ids)].sort();

type Outcome = GameVector["outcomes"][number];

function outcomeOf(
  game: AnyGame,
  after: unknown,
  effects: readonly Effect[],
  choices: readonly PathStep[],
  paths: bigint,
  decided: boolean,
): Outcome {
  return {
    ...game.vectors.record(after, effects),
    choices: [...choices],
    paths: Number(paths),
    cites: sorted(effects.flatMap((e) => e.rules)),
    ...(decided ? { decidedBy: sorted(effects.flatMap((e) => e.decidedBy ?? [])) } : {}),
  };
}

/** A situation's complete outcome set: the outcomes sorted by what they record, their keys, and the path count; null when too large. */
interface OutcomeList {
  readonly outcomes: Outcome[];
  readonly keys: string[];
  readonly paths: bigint;
  readonly legal: LegalOutcome<unknown>[];
}

function outcomeList(
  game: AnyGame,
  spec: AnyCompiled,
  state: unknown,
  event: unknown,
  maxPaths = MAX_WALKED_PATHS,
): OutcomeList | RuleError | null {
  const all = outcomesWith(spec, state, event, { maxPaths });
  if (!all.ok) return all.error;
  if (all.outcomes.distinct > BigInt(game.vectors.maxOutcomes)) return null;
  const replayed: {
    key: string;
    after: unknown;
    effects: readonly Effect[];
    path: readonly PathStep[];
    count: bigint;
  }[] = [];
  for (const o of expand(all.outcomes.set)) {
    const r = playWith(spec, state, event, o.path);
    if (!r.ok) throw new Error(`internal: an enumerated outcome does not replay: ${r.error.message}`);
    replayed.push({
      key: canonical(game.vectors.record(r.state, r.effects)),
      after: r.state,
      effects: r.effects,
      path: r.path,
      count: o.count,
    });
  }
  replayed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // A game records deciding rules when its effects carry `decidedBy`; then every outcome lists them.
  const decided = replayed.some((o) => o.effects.some((e) => e.decidedBy !== undefined));
  return {
    outcomes: replayed.map((o) => outcomeOf(game, o.after, o.effects, o.path, o.count, decided)),
    keys: replayed.map((o) => o.key),
    paths: all.outcomes.paths,
    legal: replayed.map((o) => ({ choices: o.path, after: o.after, effects: o.effects })),
  };
}

/**
 * The compiled rules with every read of their decisions (and options) noted: what an answer
 * depended on. Options that differ only in decisions never read give the same answer, since the
 * rules are pure: so only readings that change a decision that was read need asking again.
 */
interface Watched {
  /** The rules as compiled. */
  readonly original: AnyCompiled;
  /** The same rules, noting every read. */
  readonly spec: AnyCompiled;
  /** The decisions read so far. */
  readonly read: ReadonlySet<PropertyKey>;
  /** Whether everything may have been read (the decisions listed, or the options read). */
  all(): boolean;
}

function watched(spec: AnyCompiled): Watched {
  const read = new Set<PropertyKey>();
  let all = false;
  const decisions = new Proxy(spec.decisions as object, {
    get(target, key, receiver) {
      read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      read.add(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      all = true;
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, key) {
      read.add(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  const copy = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(spec)) if (k !== "options" && k !== "decisions") setOwn(copy, k, v);
  Object.defineProperty(copy, "decisions", { value: decisions, enumerable: true });
  Object.defineProperty(copy, "options", {
    enumerable: true,
    get() {
      all = true;
      return spec.options;
    },
  });
  return { original: spec, spec: copy as unknown as AnyCompiled, read, all: () => all };
}

/** Refusal as a comparable key: its kind and rule ids (the wording may name the reading). */
const refusalKey = (e: RuleError): string => `${e.kind}:${e.rules.join(",")}`;

/** What a situation asks of the rules under some options, as one comparable key: refused (and why), or the outcome set. */
type Question = (spec: AnyCompiled) => string;

/** The answer to a positive vector's question: refusal, unreachable, or the sorted outcome records. */
function outcomesQuestion(game: AnyGame, state: unknown, event: unknown): Question {
  return (spec) => {
    const invalid = checkStateWith(spec, state);
    if (invalid) return `state ${refusalKey(invalid)}`;
    const unreachable = game.unreachable?.(spec, state) ?? [];
    if (unreachable.length) return `unreachable ${unreachable.map((p) => (p.rules ?? []).join(",")).join(";")}`;
    const list = outcomeList(game, spec, state, event, MAX_COMPARED_PATHS);
    if (list === null) return "too many outcomes";
    if (!("outcomes" in list)) return `refused ${refusalKey(list)}`;
    return list.keys.join("\n");
  };
}

/**
 * The question asked again with the vector's own choice paths: the outcome set, and what each
 * recorded path gives when replayed. Two readings with the same outcomes can still ask different
 * decisions (a choice only one of them asks), so an engine that plays the other reading could not
 * replay the vector's choices: the vector depends on that reading.
 */
function withRecordedPaths(
  game: AnyGame,
  question: Question,
  state: unknown,
  event: unknown,
  paths: readonly (readonly PathStep[])[],
): Question {
  return (spec) => {
    const replays = paths.map((path) => {
      const r = playWith(spec, state, event, path);
      return r.ok ? canonical(game.vectors.record(r.state, r.effects)) : `refused ${refusalKey(r.error)}`;
    });
    return `${question(spec)}\n--\n${replays.join("\n")}`;
  };
}

/** The answer to a negative vector's question: refused (and by which rules), or accepted. */
function refusalQuestion(game: AnyGame, state: unknown, event: unknown, choices: readonly PathStep[]): Question {
  return (spec) => {
    const invalid = checkStateWith(spec, state);
    if (invalid) return `state ${refusalKey(invalid)}`;
    const unreachable = game.unreachable?.(spec, state) ?? [];
    if (unreachable.length) return `unreachable ${unreachable.map((p) => (p.rules ?? []).join(",")).join(";")}`;
    const r = playWith(spec, state, event, choices);
    return r.ok ? "accepted" : `refused ${refusalKey(r.error)}`;
  };
}

/**
 * The interpretations the answer depends on, with the reading in force: those for which some other
 * reading (everything else alike) gives another answer (another outcome set, a refusal, a situation
 * legal play does not reach). `answer` is the question's answer under `seen.spec`, which noted the
 * decisions it read: a reading that changes none of them is not asked again.
 */
function dependsOn(
  game: AnyGame,
  options: FullOptions,
  question: Question,
  seen: Watched,
  answer: string,
): Record<string, string> {
  const decisionKeys = (s: AnyCompiled) =>
    Object.fromEntries(Object.entries(s.decisions as Record<string, unknown>).map(([k, v]) => [k, canonical(v)]));
  const base = decisionKeys(seen.original);
  const out: Record<string, string> = {};
  for (const interpretation of game.interpretations) {
    const id = interpretation.id as string;
    const current = own(options.interpretations, id)!;
    for (const reading of interpretation.readings) {
      if (reading.id === current) continue;
      const other: FullOptions = { ...options, interpretations: { ...options.interpretations, [id]: reading.id } };
      let flipped: AnyCompiled;
      try {
        flipped = compile(game.ruleset, game.toOptionsInput(minimalOptions(game, other))) as AnyCompiled;
      } catch {
        // Options the rules refuse together (conflicting exceptions): no engine plays them; the reading is named.
        setOwn(out, id, current);
        break;
      }
      const changed = Object.entries(decisionKeys(flipped)).some(([k, v]) => own(base, k) !== v && seen.read.has(k));
      if (!changed && !seen.all()) continue;
      if (question(flipped) !== answer) {
        setOwn(out, id, current);
        break;
      }
    }
  }
  return out;
}

/** The tags of a vector: edition, event kind, the game's own, the readings it depends on, and whether every engine must pass it. */
function tagsOf(
  game: AnyGame,
  situation: VectorSituation<unknown, unknown>,
  readings: Record<string, string>,
): Record<string, unknown> {
  const kind = (situation.event as { kind?: unknown } | null)?.kind;
  return {
    edition: situation.options.edition,
    event: typeof kind === "string" ? kind : "",
    ...(game.vectors.tags?.(situation) ?? {}),
    readings,
    required: Object.keys(readings).length === 0,
  };
}

/** Refuse anything but a whole number from `min` to `max` (the bounds the `vectors` command takes), as a typed error. */
function checkWhole(value: unknown, min: number, max: number, what: string, path: string): void {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    throw ruleError(
      "invalid-argument",
      [],
      `the ${what} is a whole number from ${min} to ${max}, got ${typeof value === "number" ? String(value) : typeof value}`,
      path,
    );
}

const idOf = (prefix: string, seed: number, index: number) => `${prefix}${seed}-${String(index).padStart(4, "0")}`;

/**
 * Positive vector `index` of `seed` for `game`: the same arguments always give the same vector (and bytes).
 * @param game the game.
 * @param seed the suite's seed.
 * @param index which vector; the game's drawer decides the edition and kind of situation from it.
 */
export function gameVector(game: AnyGame, seed: number, index: number): GameVector {
  checkWhole(seed, 0, MAX_SEED, "seed", "$.seed");
  checkWhole(index, 0, MAX_VECTOR_START + MAX_VECTORS, "index", "$.index");
  const draw = game.vectors.drawer(seededRandom(vectorSeed(seed, index)), index);
  let theme = "";
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const situation = draw();
    theme = situation.theme;
    const options = minimalOptions(game, situation.options);
    const compiled = compileOptions(game, options);
    if (!compiled.ok)
      throw new Error(`internal: the vector drawer chose options the rules refuse: ${compiled.problem.message}`);
    const seen = watched(compiled.spec);
    const checked = playWith(seen.spec, situation.state, situation.event, { pick: (p) => p.options()[0]! });
    if (!checked.ok && (checked.error.kind === "invalid-state" || checked.error.kind === "invalid-event")) continue;
    // `play` lets any state the rules accept through; a vector starts only where legal play can lead.
    if (game.unreachable?.(seen.spec, situation.state).length) continue;
    const list = outcomeList(game, seen.spec, situation.state, situation.event);
    if (!list || !("outcomes" in list)) continue;
    const paths = list.legal.map((l) => l.choices);
    // The recorded paths replay to the outcomes in the same (sorted) order, so their keys are the list's.
    const readings = dependsOn(
      game,
      situation.options,
      withRecordedPaths(
        game,
        outcomesQuestion(game, situation.state, situation.event),
        situation.state,
        situation.event,
        paths,
      ),
      seen,
      `${list.keys.join("\n")}\n--\n${list.keys.join("\n")}`,
    );
    const fields = game.vectors.stateFields;
    const stateOf = (o: Outcome) =>
      canonical(
        fields
          ? Object.fromEntries(fields.map((f) => [f, own(o, f)]))
          : Object.fromEntries(
              Object.entries(o).filter(([k]) => !["choices", "paths", "cites", "decidedBy"].includes(k)),
            ),
      );
    return {
      format: game.formats.names.vector,
      id: idOf(game.formats.idPrefix, seed, index),
      seed,
      index,
      kind: "positive",
      theme: situation.theme,
      anchors: [...(game.vectors.anchors?.(situation) ?? [])],
      // Every rule the outcomes consult, not only those that decide them: a rule an engine can get
      // wrong is exercised wherever it applies (RB-STEAL-KEEP in every theft).
      rules: sorted(
        list.outcomes.flatMap((o) => [...o.cites, ...((o.decidedBy as readonly string[] | undefined) ?? [])]),
      ),
      tags: tagsOf(game, situation, readings),
      distinct: list.outcomes.length,
      distinctStates: new Set(list.outcomes.map(stateOf)).size,
      paths: Number(list.paths),
      scenario: { format: game.formats.names.scenario, options, ...situation.setup, event: situation.event },
      outcomes: list.outcomes,
    };
  }
  // Every theme draws small situations most of the time; running out means a theme is broken.
  throw new Error(`internal: no practical situation for vector ${index} (theme ${theme}) in ${MAX_ATTEMPTS} attempts`);
}

/**
 * Negative vector `index` of `seed` for `game` (which must have a `negatives` hook): a request the
 * rules refuse, read back as a conformance runner reads it, with the refusing rules. A draft whose
 * request the rules accept, or refuse for its situation rather than the request, is a bug in the
 * game's hook and throws.
 * @param game the game.
 * @param seed the suite's seed.
 * @param index which negative vector; the game's hook decides the kind of request from it.
 */
export function gameNegativeVector(game: AnyGame, seed: number, index: number): GameNegativeVector {
  checkWhole(seed, 0, MAX_SEED, "seed", "$.seed");
  checkWhole(index, 0, MAX_VECTORS, "index", "$.index");
  const hook = game.vectors.negatives;
  if (!hook) throw new Error(`${game.id} has no negative vectors`);
  const draw = hook(seededRandom(negativeSeed(seed, index)), index);
  let theme = "";
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const draft = draw();
    theme = draft.theme;
    const options = minimalOptions(game, draft.options);
    const compiled = compileOptions(game, options);
    if (!compiled.ok)
      throw new Error(`internal: the negative drawer chose options the rules refuse: ${compiled.problem.message}`);
    if (checkStateWith(compiled.spec, draft.state) || game.unreachable?.(compiled.spec, draft.state).length) continue;
    let listed: OutcomeList | null | undefined;
    const legal = () => {
      if (listed === undefined) {
        const list = outcomeList(game, compiled.spec, draft.state, draft.event);
        listed = list && "outcomes" in list ? list : null;
      }
      return listed?.legal ?? null;
    };
    const request = draft.illegal(legal);
    if (!request) continue;
    const event = request.event ?? draft.event;
    const setup = request.setup ?? draft.setup;
    const scenario = { format: game.formats.names.scenario, options, ...setup, event };
    const where = `negative vector ${index} (${draft.theme})`;
    // Read back as a runner reads it: the schema, the names, the situation (the rules accept it and legal play reaches it).
    const valid = validate(game.formats.scenario, scenario, game.formats.names.scenario);
    if (!valid.ok)
      throw new Error(
        `internal: ${where}: the scenario does not fit its schema: ${valid.problem.path}: ${valid.problem.message}`,
      );
    const names = game.checkSetup?.(valid.data, "$");
    if (names) throw new Error(`internal: ${where}: ${names.path}: ${names.message}`);
    const read = situationOf(game, compiled.spec, valid.data, "$");
    if (!read.ok)
      throw new Error(`internal: ${where}: the situation is refused: ${read.problem.path}: ${read.problem.message}`);
    if (read.unreachable.length)
      throw new Error(`internal: ${where}: no legal play reaches the situation: ${read.unreachable[0]!.message}`);
    const state = read.state;
    const seen = watched(compiled.spec);
    if (checkStateWith(seen.spec, state) || game.unreachable?.(seen.spec, state).length)
      throw new Error(`internal: ${where}: the situation is refused`);
    const refused = playWith(seen.spec, state, event, request.choices);
    if (refused.ok) throw new Error(`internal: ${where}: the rules accept the request`);
    const error = refused.error;
    if (error.kind === "invalid-state" || error.kind === "invalid-options")
      throw new Error(`internal: ${where}: refused for its situation, not the request: ${error.message}`);
    if (request.expect && !request.expect.every((r) => error.rules.includes(r))) {
      throw new Error(
        `internal: ${where}: refused under ${error.rules.join(", ") || "no rule"}, expected ${request.expect.join(", ")}: ${error.message}`,
      );
    }
    // A negative that names the mistake it catches isolates its rule: an engine that makes that
    // mistake (and no other) must accept the request, or the vector cannot tell the mistake from a
    // refusal for another reason; such a draft is drawn again.
    if (request.catches && !isolates(game, options, state, event, request.choices, request.catches)) continue;
    const situation: VectorSituation<unknown, unknown> = {
      theme: draft.theme,
      options: draft.options,
      setup,
      state,
      event,
    };
    const readings = dependsOn(
      game,
      draft.options,
      refusalQuestion(game, state, event, request.choices),
      seen,
      `refused ${refusalKey(error)}`,
    );
    return {
      format: game.formats.names.vector,
      id: idOf(game.formats.negativeIdPrefix, seed, index),
      seed,
      index,
      kind: "negative",
      theme: draft.theme,
      anchors: [...draft.anchors],
      rules: sorted([...error.rules, ...draft.anchors]),
      tags: tagsOf(game, situation, readings),
      scenario,
      choices: [...request.choices],
      refusedBy: [...error.rules],
      message: error.reason,
    };
  }
  throw new Error(`internal: no situation for negative vector ${index} (${theme}) in ${MAX_ATTEMPTS} attempts`);
}

/**
 * Whether no other rule refuses the request once the rule it targets is misread: under each of the
 * misreadings the request is accepted, or its choice is never asked for (the misreading removes the
 * question).
 */
function isolates(
  game: AnyGame,
  options: unknown,
  state: unknown,
  event: unknown,
  choices: readonly PathStep[],
  misreadings: readonly string[],
): boolean {
  return misreadings.every((id) => {
    const spec = compileMisread(game, options, [id]);
    if (spec === null) return false;
    const r = playWith(spec, state, event, choices);
    return r.ok || r.error.kind === "script-mismatch";
  });
}

/** Positive vectors `start` .. `start + count - 1` of `seed` for `game`: a conformance suite for another implementation. */
export function gameVectors(game: AnyGame, options: VectorsOptions): GameVector[] {
  if (typeof options !== "object" || options === null || Array.isArray(options))
    throw ruleError("invalid-argument", [], "expected the options { seed, count, start? }", "$");
  checkWhole(options.seed, 0, MAX_SEED, "seed", "$.seed");
  checkWhole(options.count, 1, MAX_VECTORS, "count", "$.count");
  const start = options.start ?? 0;
  checkWhole(start, 0, MAX_VECTOR_START, "start", "$.start");
  return Array.from({ length: options.count }, (_, i) => gameVector(game, options.seed, start + i));
}
