// Where an engine's problems lie when no value can be compared: it errs, answers malformed or
// refuses vectors it must play. The rules still say what each vector involves: the readings in its
// options and the choices the rules ask while playing it. A feature every vector the engine could
// not answer has, and no vector it passed has, points at the rule behind that feature (an
// interpretation for a reading, the rules that give a choice or one of them, the rule that refuses
// the request); two such features with different rules, or none, leave the diagnosis open. Perfect
// separation only: a name is never a guess. Where an engine failed some requests of a vector and
// answered others, only the failed requests' choices are that vector's features.
import { RuleError } from "../dsl/errors.js";
import { own } from "../dsl/own.js";
import type { ChoicePoint } from "../dsl/ruleset.js";
import { step } from "../interpreter/step.js";
import { firstLegal, type Strategy, scripted } from "../interpreter/strategies.js";
import type { GameConformance } from "../kit/conformance.js";
import type { AnyGame } from "../kit/game.js";
import type { AnyCompiled } from "../oracle/compile-options.js";
import { type Job, PROBLEM } from "./answer-keys.js";
import type { ReadyVector } from "./vectors.js";

type TagRules = GameConformance["tagRules"];

/** What the features of a vector are read from (the diagnosis's answered vector has it). */
export interface ProblemVector {
  readonly vector: ReadyVector;
  readonly options: Readonly<Record<string, unknown>>;
  readonly jobs: readonly Pick<Job, "choices" | "request">[];
  /** The engine's answer to each job; where some are problems, only those jobs' choices are its features. */
  readonly keys?: readonly (string | null)[];
}

/** Something a vector involves, and the rules it rests on. */
export interface ProblemFeature {
  readonly id: string;
  /** A reading in the vector's options, a tag the game says rests on rules, a choice the rules ask while playing it, or the rule they refuse it by. */
  readonly kind: "reading" | "tag" | "choice" | "refusal";
  /** The reading's value, the tag value in words, or the choice's kind. */
  readonly name: string;
  /** A choice noted apart where it has one option, or is met while the engine lists every outcome (with several options). */
  readonly narrow?: Narrow;
  readonly rules: readonly string[];
}

/** How a choice feature may be narrowed: engines often fail only where they build a lone option, or list every option. */
type Narrow = "one option" | "listing" | "listing several";

/** The narrowed choice in words, after "where". */
const NARROW_WORDS: Record<Narrow, (kind: string) => string> = {
  "one option": (kind) => `the rules ask the ${kind} choice with one option`,
  listing: (kind) => `it lists the outcomes of a ${kind} choice`,
  "listing several": (kind) => `it lists the outcomes of a ${kind} choice with several options`,
};

/** Where the engine fails, in words with the rule ids: "where the rules ask the steal choice (RB-STEAL-CHOOSE)". */
export const whereOf = (f: ProblemFeature): string =>
  f.kind === "reading"
    ? `under reading "${f.name}" of ${f.rules.join(", ")}`
    : f.kind === "tag"
      ? `${f.name} (${f.rules.join(", ")})`
      : f.kind === "refusal"
        ? `where the rules refuse the request under ${f.rules.join(", ")}`
        : `where ${f.narrow ? NARROW_WORDS[f.narrow](f.name) : `the rules ask the ${f.name} choice`} (${f.rules.join(", ")})`;

/** The feature that separates the vectors failed by engine problems from the passing ones (counts: all of them, none). */
export type ProblemEvidence = FeatureCount;

/** The evidence in one sentence, for the report's diagnosis section. */
export const problemSentence = (p: ProblemEvidence, passing: number): string =>
  `Every vector the engine failed (${p.problems}) plays out ${whereOf(p.feature)}; ` +
  `${p.passes ? `${p.passes} of the ${passing}` : `none of the ${passing}`} it passed do${p.passes === 1 ? "es" : ""}.`;

/** Fewest vectors failed by problems that a name may rest on. */
const MIN_PROBLEM_VECTORS = 3;
/** Largest share of the passing vectors the named feature may appear in. */
const MAX_PASS_SHARE = 0.05;
/** A feature on other rules in every failure is a rival unless it is in at least this many times the passes, plus the margin. */
const RIVAL_FACTOR = 2;
const RIVAL_MARGIN = 2;

/**
 * The rules' choice points met while playing a vector's requests (the first path where the choices
 * leave one open), and the rule that refuses a request the rules refuse.
 */
function choicesMet(game: AnyGame, spec: AnyCompiled, a: ProblemVector): ProblemFeature[] {
  let state: unknown;
  try {
    state = game.situation(spec, a.vector.scenario);
  } catch (error) {
    if (error instanceof RuleError) return [];
    throw error;
  }
  const met = new Map<string, ProblemFeature>();
  const note = (point: ChoicePoint<unknown>, narrow?: ProblemFeature["narrow"]) => {
    const id = `choice ${point.kind}${narrow ? `, ${narrow}` : ""}`;
    const rules = met.get(id)?.rules ?? [];
    met.set(id, {
      id,
      kind: "choice",
      name: point.kind,
      ...(narrow ? { narrow } : {}),
      rules: rules.includes(point.rule) ? rules : [...rules, point.rule].sort(),
    });
  };
  // One kind of choice may be given by several rules (a place choice: the active player's, the
  // follow-up's, a move's), and an engine may fail under one of them only: each is noted apart too.
  const noteByRule = (point: ChoicePoint<unknown>) => {
    const id = `choice ${point.kind} by ${point.rule}`;
    met.set(id, { id, kind: "choice", name: point.kind, rules: [point.rule] });
  };
  // Each point met is noted, then answered as the job's choices say (the first legal option where
  // they say nothing), and noted again narrowed (NARROW_WORDS). Options counted in an apply request
  // are not a feature of their own: an engine that mishandles every pick with several options fails
  // across choices (measured: as often wrong as right).
  const noting = (script: Strategy, listing: boolean): Strategy => ({
    pick<T>(point: ChoicePoint<T>): T {
      note(point);
      noteByRule(point);
      if (point.size() === 1) note(point, "one option");
      if (listing) note(point, "listing");
      if (listing && point.size() > 1) note(point, "listing several");
      return script.pick(point);
    },
  });
  const failed = a.keys?.some((k) => k === PROBLEM) ? a.jobs.filter((_, i) => a.keys![i] === PROBLEM) : a.jobs;
  // A refused step still met the choices before its refusal.
  const refusals = new Map<string, ProblemFeature>();
  for (const job of failed.length ? failed : [{ choices: [], request: "apply" as const }]) {
    const result = step(
      spec,
      state,
      a.vector.event,
      noting(scripted(job.choices, firstLegal()), job.request === "outcomes"),
    );
    // Where the rules refuse the request, the rule they refuse it by is a feature too: an engine may
    // fail only when it has to refuse under one rule (its refusal is malformed there).
    if (!result.ok && result.error.rules.length) {
      const rules = [...result.error.rules].sort();
      refusals.set(rules.join(" "), { id: `refusal ${rules.join(" ")}`, kind: "refusal", name: "refusal", rules });
    }
  }
  return [...met.values(), ...refusals.values()];
}

/** A vector's value of a tag, in the form the game's tag rules key it by (`"true"`). */
export const tagValue = (a: ProblemVector, tag: string): string | undefined => {
  const v = own(a.vector.tags as Readonly<Record<string, unknown>>, tag);
  return v === undefined ? undefined : String(v);
};

/**
 * The features of one vector: its options' readings, its tags that rest on rules (`tagRules`, from
 * the game's conformance), the choices the rules ask in it and the rules' refusals.
 */
function featuresOf(game: AnyGame, spec: AnyCompiled | null, a: ProblemVector, tagRules?: TagRules): ProblemFeature[] {
  const readings = (a.options as { interpretations?: Record<string, unknown> }).interpretations ?? {};
  const out: ProblemFeature[] = Object.entries(readings).map(([id, value]) => ({
    id: `reading ${id}=${String(value)}`,
    kind: "reading",
    name: String(value),
    rules: [id],
  }));
  for (const [tag, values] of Object.entries(tagRules ?? {})) {
    const value = tagValue(a, tag);
    const feature = value === undefined ? undefined : own(values, value);
    if (feature) out.push({ id: `tag ${tag}=${value}`, kind: "tag", name: feature.says, rules: [...feature.rules] });
  }
  return spec ? [...out, ...choicesMet(game, spec, a)] : out;
}

/** A feature with how many vectors failed by problems and how many passing vectors have it. */
export interface FeatureCount {
  readonly feature: ProblemFeature;
  readonly problems: number;
  readonly passes: number;
}

/** Every feature of the vectors failed by problems, counted there and among the passing vectors, best separating first. */
export function featureCounts<A extends ProblemVector>(
  game: AnyGame,
  problems: readonly A[],
  passing: readonly A[],
  compile: (a: A) => AnyCompiled | null,
  tagRules?: TagRules,
): FeatureCount[] {
  const counts = new Map<string, { feature: ProblemFeature; problems: number; passes: number }>();
  for (const a of problems)
    for (const f of featuresOf(game, compile(a), a, tagRules)) {
      const c = counts.get(f.id);
      if (!c) counts.set(f.id, { feature: f, problems: 1, passes: 0 });
      else {
        c.problems++;
        // A choice given by another rule elsewhere (an edition's): the feature rests on both.
        if (f.rules.some((r) => !c.feature.rules.includes(r)))
          c.feature = { ...c.feature, rules: [...new Set([...c.feature.rules, ...f.rules])].sort() };
      }
    }
  for (const a of passing)
    for (const f of featuresOf(game, compile(a), a, tagRules)) {
      const c = counts.get(f.id);
      if (c) c.passes++;
    }
  const score = (c: FeatureCount) => c.problems / problems.length - c.passes / Math.max(1, passing.length);
  return [...counts.values()].sort((a, b) => score(b) - score(a) || (a.feature.id < b.feature.id ? -1 : 1));
}

/**
 * The feature every vector failed by problems has and the fewest passing vectors have (a pass may
 * take a branch of the same choice that the engine gets right, as a decline beside a placement);
 * null when it is in too many passes, or another feature on other rules comes close.
 */
export function problemEvidence(
  counts: readonly FeatureCount[],
  problems: number,
  passing: number,
): ProblemEvidence | null {
  // With no pass there is nothing to tell a feature from any other (an engine answering only `unsupported`).
  if (problems < MIN_PROBLEM_VECTORS || passing === 0) return null;
  const inEvery = counts.filter((c) => c.problems === problems).sort((a, b) => a.passes - b.passes);
  const best = inEvery[0];
  if (!best || best.passes > MAX_PASS_SHARE * passing) return null;
  const key = (c: FeatureCount) => c.feature.rules.join(" ");
  const rival = inEvery.find((c) => key(c) !== key(best));
  return rival && rival.passes < RIVAL_FACTOR * best.passes + RIVAL_MARGIN ? null : best;
}
