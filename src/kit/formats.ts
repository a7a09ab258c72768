// The oracle's file formats for any game, built from the game's parts (options, setup, event,
// choice, claims, what an outcome records): `<game>-scenario/1` (a situation and one event, for
// `explain`), `<game>-trace/1` (a header, then steps, for `check`) and `<game>-vector/1` (a
// scenario and its complete outcome set). One convention for every game; the JSON Schemas in
// docs/schemas/ are generated from these.
import { z } from "zod";
import { worded } from "../oracle/input-error.js";

/** The parts a game gives; the builder adds the envelope every game shares. */
export interface FormatParts<Opt extends z.ZodType, Setup extends z.ZodObject, Ev extends z.ZodType, Ch extends z.ZodType, Cl extends z.ZodType, Rec extends z.ZodObject> {
  /** The game id: the formats are `<id>-scenario/1`, `<id>-trace/1`, `<id>-vector/1`. */
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
  /** Vector ids are `<idPrefix><seed>-<4 digits>`. */
  readonly idPrefix: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The format names of a game. */
export const formatNames = (id: string) => ({ scenario: `${id}-scenario/1`, trace: `${id}-trace/1`, vector: `${id}-vector/1` }) as const;

/**
 * Build a game's formats. The scenario keeps the setup's fields at its top level, so the JSON paths
 * the rules report (`$.robbers["blue"]`) are paths in the file; a trace keeps them under `setup`.
 */
export function buildFormats<Opt extends z.ZodType, Setup extends z.ZodObject, Ev extends z.ZodType, Ch extends z.ZodType, Cl extends z.ZodType, Rec extends z.ZodObject>(
  parts: FormatParts<Opt, Setup, Ev, Ch, Cl, Rec>,
) {
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
    .describe("A game played by another implementation: options, starting situation, and each step with its choices and claims.");
  const vectorOutcome = z.strictObject({
    ...(parts.record.shape as Rec["shape"]),
    /** One choice path that reaches this outcome. */
    choices: z.array(parts.choice),
    /** How many choice paths reach it. */
    paths: z.int().min(1),
    /** Every rule id its effects cite, sorted. */
    cites: z.array(z.string()),
  });
  const vector = z
    .strictObject({
      /** The format and its version. */
      format: z.literal(names.vector),
      /** A stable id: the prefix, the seed and the index. */
      id: z.string().regex(new RegExp(`^${escapeRegExp(parts.idPrefix)}\\d+-\\d{4}$`)),
      /** The seed it was generated from. */
      seed: z.int().min(0),
      /** Its index under that seed. */
      index: z.int().min(0),
      /** What kind of situation it puts to the test. */
      theme: z.string(),
      /** The situation and the event. */
      scenario,
      /** How many distinct outcomes (the length of `outcomes`). */
      distinct: z.int().min(1),
      /** How many choice paths in all. */
      paths: z.int().min(1),
      /** Every distinct legal outcome. */
      outcomes: z.array(vectorOutcome).min(1),
    })
    .describe("A conformance vector: a scenario and every distinct legal outcome of its event.");
  return { names, idPrefix: parts.idPrefix, options: parts.options, scenario, traceStep, traceHeader, trace, vectorOutcome, vector };
}

/** What `buildFormats` gives, with the game's types forgotten: what the generic readers hold. */
export interface Formats {
  readonly names: ReturnType<typeof formatNames>;
  /** Vector ids are `<idPrefix><seed>-<index, 4 digits>` ("s1-0013"); each game its own prefix. */
  readonly idPrefix: string;
  readonly options: z.ZodType;
  readonly scenario: z.ZodType;
  readonly traceStep: z.ZodType;
  readonly traceHeader: z.ZodType;
  readonly trace: z.ZodType;
  readonly vectorOutcome: z.ZodType;
  readonly vector: z.ZodType;
}

/**
 * One optional reading per interpretation id, each limited to the readings that interpretation has
 * (the question as its description), with the words the readers say them in: an unknown key is an
 * "unknown interpretation" (the closest suggested, the interpretations listed), an unknown value an
 * "unknown reading" listing "the readings of <id>", citing the interpretation's id as the rule.
 */
export function readingsSchemaOf(interpretations: readonly { readonly id: string; readonly question: string; readonly readings: readonly { readonly id: string }[] }[]) {
  return worded(
    z.strictObject(
      Object.fromEntries(
        interpretations.map((i) => [
          i.id,
          worded(z.enum(i.readings.map((r) => r.id) as [string, ...string[]]), { noun: "reading", plural: `the readings of ${i.id}`, rules: [i.id] })
            .optional()
            .describe(i.question),
        ]),
      ) as Record<string, z.ZodOptional<z.ZodEnum<Record<string, string>>>>,
    ),
    { noun: "interpretation" },
  );
}
