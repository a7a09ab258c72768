// The oracle's file formats for any game, built from the game's parts (options, setup, event,
// choice, claims, what an outcome records): `<game>-scenario/1` (a situation and one event, for
// `explain`), `<game>-trace/1` (a header, then steps, for `check`) and `<game>-vector/2` (a
// conformance vector: a scenario and its complete outcome set, or an illegal request and the rule
// that refuses it). One convention for every game; the JSON Schemas in docs/schemas/ are generated
// from these.
import { z } from "zod";
import { type Parameter, parameterRange } from "../dsl/parameter.js";
import { worded } from "../oracle/schema-problems.js";

/** The parts a game gives; the builder adds the envelope every game shares. */
export interface FormatParts<
  Opt extends z.ZodType,
  Setup extends z.ZodObject,
  Ev extends z.ZodType,
  Ch extends z.ZodType,
  Cl extends z.ZodType,
  Rec extends z.ZodObject,
> {
  /** The game id: the formats are `<id>-scenario/1`, `<id>-trace/1`, `<id>-vector/2`. */
  readonly id: string;
  /** The game's name in the scenario's description ("Robbers", "MacRobber"). */
  readonly noun: string;
  readonly options: Opt;
  readonly setup: Setup;
  readonly event: Ev;
  readonly choice: Ch;
  readonly claims: Cl;
  /** What an outcome of a vector records (positions, thefts...), before choices, paths and cites. */
  readonly record: Rec;
  /** Positive vector ids are `<idPrefix><seed>-<4 digits>`; negative ones put `n` for its final `s` (`s1-0007`, `n1-0007`). */
  readonly idPrefix: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The format names of a game. */
export const formatNames = (id: string) =>
  ({ scenario: `${id}-scenario/1`, trace: `${id}-trace/1`, vector: `${id}-vector/2` }) as const;

/** The id prefix of negative vectors: the positive prefix with its final `s` made `n` ("s" -> "n", "mr-s" -> "mr-n"), else `n` added. */
const negativeIdPrefix = (idPrefix: string): string =>
  idPrefix.endsWith("s") ? `${idPrefix.slice(0, -1)}n` : `${idPrefix}n`;

const ruleIds = z.array(z.string().min(1));

/** What a vector is about: the filters of a conformance run read these (a game adds its own, e.g. `messages`). */
export const vectorTagsSchema = z
  .object({
    /** The edition preset (null for a game without editions). */
    edition: z.string().nullable(),
    /** The event's kind. */
    event: z.string(),
    /** The interpretations whose reading the outcome set (or the refusal) depends on, each with the vector's reading. */
    readings: z.record(z.string(), z.string()),
    /** True when no reading matters: every engine, whatever readings it plays, must pass it. */
    required: z.boolean(),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean()]));

/**
 * Build a game's formats. The scenario keeps the setup's fields at its top level, so the JSON paths
 * the rules report (`$.robbers["blue"]`) are paths in the file; a trace keeps them under `setup`.
 */
export function buildFormats<
  Opt extends z.ZodType,
  Setup extends z.ZodObject,
  Ev extends z.ZodType,
  Ch extends z.ZodType,
  Cl extends z.ZodType,
  Rec extends z.ZodObject,
>(parts: FormatParts<Opt, Setup, Ev, Ch, Cl, Rec>) {
  const names = formatNames(parts.id);
  const scenario = z
    .strictObject({
      /** The format and its version. */
      format: z.literal(names.scenario),
      /** Free text for people reading the file. */
      title: z.string().max(500).optional(),
      /** The edition and readings to answer under (defaults when left out). */
      options: parts.options.default({} as never),
      ...(parts.setup.shape as Setup["shape"]),
      /** The event asked about. */
      event: parts.event,
    })
    .describe(`A ${parts.noun} situation and one event: what can happen, under which edition and readings?`);
  const traceStep = z.strictObject({
    /** Free text for people, e.g. "turn 12: Anna finishes a road". */
    label: z.string().max(500).optional(),
    /** What happened. */
    event: parts.event,
    /** The choices made during the event (default none). */
    choices: z.array(parts.choice).max(200).default([]),
    /** What the implementation says after the step. */
    claims: parts.claims.optional(),
  });
  const traceHeader = z.strictObject({
    /** The format and its version. */
    format: z.literal(names.trace),
    /** Free text for people. */
    title: z.string().max(500).optional(),
    /** The edition and readings the game was played under. */
    options: parts.options.default({} as never),
    /** The starting situation. */
    setup: parts.setup,
  });
  const trace = z
    .strictObject({
      ...traceHeader.shape,
      /** Every step, in the order played. */
      steps: z.array(traceStep),
    })
    .describe(
      "A game played by another implementation: options, starting situation, and each step with its choices and claims.",
    );
  const vectorOutcome = z.strictObject({
    ...(parts.record.shape as Rec["shape"]),
    /** One choice path that reaches this outcome. */
    choices: z.array(parts.choice),
    /** How many choice paths reach it. */
    paths: z.int().min(1),
    /** Every rule id its effects cite, sorted. */
    cites: ruleIds,
    /** The rule ids that decided its effects (the sorted union of their `decidedBy`), for games that record it. */
    decidedBy: ruleIds.optional(),
  });
  const head = <K extends "positive" | "negative">(kind: K, prefix: string) => ({
    /** The format and its version. */
    format: z.literal(names.vector),
    /** A stable id, never reused: the prefix, the seed and the index. */
    id: z.string().regex(new RegExp(`^${escapeRegExp(prefix)}\\d+-\\d{4}$`)),
    /** The seed it was generated from. */
    seed: z.int().min(0),
    /** Its index under that seed (positive and negative vectors are numbered apart). */
    index: z.int().min(0),
    /** Positive: every legal outcome; negative: a request the rules refuse. */
    kind: z.literal(kind),
    /** What kind of situation it puts to the test. */
    theme: z.string(),
    /** The rule ids its theme targets. */
    anchors: ruleIds,
    /**
     * The rule ids it exercises, sorted: for a positive vector the outcomes' `decidedBy` (else their
     * `cites`); for a negative one its `refusedBy` and `anchors`.
     */
    rules: ruleIds,
    /** What it is about: edition, event kind, the readings it depends on, whether every engine must pass it, and the game's own tags. */
    tags: vectorTagsSchema,
  });
  const positiveVector = z
    .strictObject({
      ...head("positive", parts.idPrefix),
      /**
       * How many distinct outcomes, telling apart outcomes that differ only in what the game records
       * beyond the state (the thefts): the length of `outcomes`.
       */
      distinct: z.int().min(1),
      /** How many distinct states the event can leave (comparing the state's fields only). */
      distinctStates: z.int().min(1),
      /** How many choice paths in all. */
      paths: z.int().min(1),
      /** The situation and the event. */
      scenario,
      /** Every distinct legal outcome. */
      outcomes: z.array(vectorOutcome).min(1),
    })
    .describe("A positive conformance vector: a scenario and every distinct legal outcome of its event.");
  const negativeVector = z
    .strictObject({
      ...head("negative", negativeIdPrefix(parts.idPrefix)),
      /** The situation and the event (an event that cannot happen there, or one whose choices are illegal). */
      scenario,
      /** The choices made during the event (the illegal one among them); a decision with one legal option may be left out. */
      choices: z.array(parts.choice),
      /** The rule ids behind the refusal, as our interpreter names them (none for a choice the rules never ask for). */
      refusedBy: ruleIds,
      /** The refusal in words. */
      message: z.string(),
    })
    .describe("A negative conformance vector: a request the rules refuse, and the rule that refuses it.");
  const vector = z
    .discriminatedUnion("kind", [positiveVector, negativeVector])
    .describe(
      "A conformance vector: a scenario and every distinct legal outcome of its event (kind positive), or " +
        "a request the rules refuse and the rule that refuses it (kind negative).",
    );
  return {
    names,
    idPrefix: parts.idPrefix,
    negativeIdPrefix: negativeIdPrefix(parts.idPrefix),
    options: parts.options,
    scenario,
    traceStep,
    traceHeader,
    trace,
    vectorOutcome,
    positiveVector,
    negativeVector,
    vector,
  };
}

/** What `buildFormats` gives, with the game's types forgotten: what the generic readers hold. */
export interface Formats {
  readonly names: ReturnType<typeof formatNames>;
  /** Positive vector ids are `<idPrefix><seed>-<index, 4 digits>` ("s1-0013"); each game its own prefix. */
  readonly idPrefix: string;
  /** Negative vector ids are `<negativeIdPrefix><seed>-<index, 4 digits>` ("n1-0004"). */
  readonly negativeIdPrefix: string;
  readonly options: z.ZodType;
  readonly scenario: z.ZodType;
  readonly traceStep: z.ZodType;
  readonly traceHeader: z.ZodType;
  readonly trace: z.ZodType;
  readonly vectorOutcome: z.ZodType;
  /** A positive vector (`kind: "positive"`). */
  readonly positiveVector: z.ZodType;
  /** A negative vector (`kind: "negative"`). */
  readonly negativeVector: z.ZodType;
  /** Either, told apart by `kind`. */
  readonly vector: z.ZodType;
}

/**
 * One optional reading per interpretation id, each limited to the readings that interpretation has
 * (the question as its description), with the words the readers say them in: an unknown key is an
 * "unknown interpretation" (the closest suggested, the interpretations listed), an unknown value an
 * "unknown reading" listing "the readings of <id>", citing the interpretation's id as the rule.
 */
export function readingsSchemaOf(
  interpretations: readonly {
    readonly id: string;
    readonly question: string;
    readonly readings: readonly { readonly id: string }[];
  }[],
) {
  return worded(
    z.strictObject(
      Object.fromEntries(
        interpretations.map((i) => [
          i.id,
          worded(z.enum(i.readings.map((r) => r.id) as [string, ...string[]]), {
            noun: "reading",
            plural: `the readings of ${i.id}`,
            rules: [i.id],
          })
            .optional()
            .describe(i.question),
        ]),
      ) as Record<string, z.ZodOptional<z.ZodEnum<Record<string, string>>>>,
    ),
    { noun: "interpretation" },
  );
}

/**
 * The schema of a game's `parameters` option: each parameter optional, a whole number in its range
 * or one of its names, described by its title (the DSL checks the same when options are compiled).
 */
export function parametersSchemaOf(parameters: readonly Parameter[]) {
  return worded(
    z.strictObject(
      Object.fromEntries(
        parameters.map((p) => [
          p.key,
          worded(
            p.values.kind === "integer"
              ? z.int().min(p.values.min).max(p.values.max)
              : z.enum(p.values.values as [string, ...string[]]),
            { what: p.title, rules: [p.rule] },
          )
            .optional()
            .describe(`${p.title} (${p.rule}): ${parameterRange(p)}`),
        ]),
      ),
    ),
    { noun: "parameter" },
  );
}
