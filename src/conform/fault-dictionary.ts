// The fault dictionary of a game's committed vectors: for every vector and every hypothesis that
// holds under its options (hypotheses.ts), the answers an engine with that fault would give, kept
// only where they differ from the rules' own. Computed once and committed beside the kill matrix,
// so that a diagnosis looks answers up instead of replaying every hypothesis (as a fault
// dictionary in circuit testing holds each fault's response to each test). Keys are shortened
// hashes: a few bytes per answer, enough to tell answers apart, never to rebuild them.
import { createHash } from "node:crypto";
import { own, setOwn } from "../dsl/own.js";
import type { GameConformance } from "../kit/conformance.js";
import type { AnyGame } from "../kit/game.js";
import { type EngineKey, type Job, type Keying, REFUSED } from "./answer-keys.js";
import { holdsUnder, hypothesesOf, playHypotheses } from "./hypotheses.js";
import { type Acceptable, acceptableAnswers } from "./replay-answers.js";
import type { ListedVector, ReadyVector } from "./vectors.js";

/** The format of a fault dictionary file. */
export const FAULT_DICTIONARY_FORMAT = "fault-dictionary/1";

/** How an engine keys its answers: `states` (compared fields only) or `outcomes` (thefts too). */
export type Identity = "states" | "outcomes";

/** One request's acceptable answers: shortened keys, sorted; `?` when too many paths to walk. */
type Answers = readonly string[] | "?";

/** One vector's entry: its digest (to notice a changed file) and, per hypothesis, what differs. */
export interface DictionaryEntry {
  readonly digest: string;
  /** Per hypothesis id, per identity, the acceptable answers of each request (see `dictionaryJobs`). */
  readonly faults: Readonly<Record<string, Partial<Record<Identity, readonly Answers[]>>>>;
}

/** A whole dictionary. */
export interface FaultDictionary {
  readonly format: typeof FAULT_DICTIONARY_FORMAT;
  readonly game: string;
  /** Every hypothesis id, in order (a dictionary made for other hypotheses is stale). */
  readonly hypotheses: readonly string[];
  readonly vectors: Readonly<Record<string, DictionaryEntry>>;
}

/** The length a key is cut to: its kind and 60 bits of its hash. */
const SHORT = 16;
/** A key as the dictionary holds it. */
const shortKey = (key: string): string => (key === REFUSED ? key : key.slice(0, SHORT));

/** Where a game's fault dictionary is committed, relative to the package root. */
export const faultDictionaryFile = (game: string): string => `fixtures/fault-dictionary/${game}.json`;

/** A vector's digest: its file's text (or, without one, its scenario and outcomes). */
function vectorDigest(v: ListedVector): string {
  const text = v.origin.text ?? JSON.stringify([v.scenario, v.outcomes, v.choices]);
  return createHash("sha1").update(text).digest("base64").slice(0, 16);
}

/** Every request the runner may send for a vector, in the order the dictionary indexes them. */
export function dictionaryJobs(v: ListedVector): Job[] {
  if (v.kind === "negative") return [{ request: "apply", choices: v.choices }];
  return [
    ...v.outcomes.map((o, i): Job => ({ request: "apply", outcome: i, choices: o.choices })),
    { request: "outcomes", choices: [] },
  ];
}

/** Where a runner's job sits among `dictionaryJobs`. */
const jobIndex = (v: ListedVector, job: Job): number =>
  v.kind === "negative" ? 0 : job.request === "outcomes" ? v.outcomes.length : job.outcome!;

const shortened = (a: Acceptable): Answers => (a === "unknown" ? "?" : [...new Set([...a].map(shortKey))].sort());
const sameAnswers = (a: readonly Answers[], b: readonly Answers[]) => JSON.stringify(a) === JSON.stringify(b);

/** The identities a game's engines may key by. */
const identities = (c: GameConformance): Identity[] => (c.theftsField === null ? ["states"] : ["states", "outcomes"]);

/** Build the dictionary of `vectors` (every vector of a suite, ready to run). */
export function faultDictionary(
  game: AnyGame,
  conformance: GameConformance,
  vectors: readonly ReadyVector[],
): FaultDictionary {
  const hypotheses = hypothesesOf(game);
  const out: Record<string, DictionaryEntry> = {};
  for (const v of vectors) {
    const jobs = dictionaryJobs(v);
    const faults: Record<string, Partial<Record<Identity, readonly Answers[]>>> = {};
    const rules = new Map<Identity, readonly Answers[]>();
    for (const identity of identities(conformance)) {
      const k: Keying = { conformance, withThefts: identity === "outcomes" };
      rules.set(identity, acceptableAnswers(game, k, v.spec, v, jobs).map(shortened));
    }
    for (const h of hypotheses) {
      if (!holdsUnder(v.spec, h)) continue;
      const spec = playHypotheses(v.spec, [h]);
      if (!spec) continue;
      for (const identity of identities(conformance)) {
        const k: Keying = { conformance, withThefts: identity === "outcomes" };
        const answers = acceptableAnswers(game, k, spec, v, jobs, true).map(shortened);
        if (sameAnswers(answers, rules.get(identity)!)) continue;
        setOwn(faults, h.id, { ...own(faults, h.id), [identity]: answers });
      }
    }
    setOwn(out, v.id, { digest: vectorDigest(v), faults });
  }
  return {
    format: FAULT_DICTIONARY_FORMAT,
    game: game.id,
    hypotheses: hypotheses.map((h) => h.id),
    vectors: out,
  };
}

/**
 * Whether an engine's keys agree with a hypothesis on a vector, looked up: `true` or `false`, or
 * `undefined` when the dictionary cannot say (no entry, a changed file, a stale dictionary).
 * @param passed whether the engine passed the vector (where the hypothesis answers as the rules
 *   do, agreeing with it is agreeing with the rules).
 */
export function lookUp(
  dictionary: FaultDictionary | null,
  v: ListedVector,
  identity: Identity,
  jobs: readonly Job[],
  keys: readonly EngineKey[],
  passed: boolean,
  hypothesis: string,
): boolean | undefined {
  if (!dictionary || !Object.hasOwn(dictionary.vectors, v.id)) return undefined;
  const entry = own(dictionary.vectors, v.id)!;
  if (entry.digest !== vectorDigest(v)) return undefined;
  const answers = own(entry.faults, hypothesis)?.[identity];
  if (!answers) return passed;
  return keys.every((key, i) => {
    if (key === null) return true;
    const a = answers[jobIndex(v, jobs[i]!)];
    return a !== undefined && a !== "?" && a.includes(shortKey(key));
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Read a fault dictionary file's text: the dictionary, or why it cannot be used (the diagnosis then
 * replays every hypothesis, which gives the same answers, only slower).
 */
export function parseFaultDictionary(text: string, game: string): FaultDictionary | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return "it is not JSON";
  }
  if (!isRecord(data) || data.format !== FAULT_DICTIONARY_FORMAT) return `its format is not ${FAULT_DICTIONARY_FORMAT}`;
  if (data.game !== game) return `it is for ${JSON.stringify(data.game)}, not ${game}`;
  if (!Array.isArray(data.hypotheses) || !data.hypotheses.every((h) => typeof h === "string"))
    return "its hypotheses are not a list of ids";
  if (!isRecord(data.vectors)) return "its vectors are not an object";
  for (const [id, entry] of Object.entries(data.vectors)) {
    const where = `vector ${JSON.stringify(id)}`;
    if (!isRecord(entry) || typeof entry.digest !== "string" || !isRecord(entry.faults)) return `${where} is malformed`;
    for (const byIdentity of Object.values(entry.faults)) {
      if (!isRecord(byIdentity)) return `${where} is malformed`;
      for (const answers of Object.values(byIdentity))
        if (
          !Array.isArray(answers) ||
          !answers.every((a) => a === "?" || (Array.isArray(a) && a.every((k) => typeof k === "string")))
        )
          return `${where} is malformed`;
    }
  }
  return data as unknown as FaultDictionary;
}
