// The runner's side of the conformance protocol (docs/conformance-protocol.md): the engine's hello
// read and checked, which vectors it plays, and the options a request carries.
import { own, setOwn } from "../dsl/own.js";
import { RESERVED_NAMES } from "../dsl/player-names.js";
import type { AnyGame } from "../kit/game.js";
import { printable } from "../oracle/printable.js";
import type { ListedVector } from "./vectors.js";

/** The protocol's name and version, as `hello` says it. */
export const PROTOCOL = "conformance/1";

/** Most characters of an engine's name (and version) kept for the report. */
const MAX_NAME = 100;

/** What an engine says it implements. */
export interface Hello {
  /** The engine's name, for the report. */
  readonly name?: string;
  /** Its version, for the report. */
  readonly version?: string;
  /** The games it plays (left out: any). */
  readonly games?: readonly string[];
  /** The edition presets it plays (left out: all). */
  readonly editions?: readonly string[];
  /** For each interpretation it names, the readings it plays (one left out: all its readings). */
  readonly readings?: Readonly<Record<string, readonly string[]>>;
  /** The event kinds it plays (left out: all). */
  readonly events?: readonly string[];
  /** For other tags of the vectors (`messages`), the values it plays (one left out: all). */
  readonly tags?: Readonly<Record<string, readonly (string | number | boolean)[]>>;
  /** `"states"` (default): compared on states; `"outcomes"`: thefts too. */
  readonly identity: "states" | "outcomes";
  /** Whether it answers `outcomes` requests. */
  readonly outcomes: boolean;
}

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isStrings = (v: unknown): v is readonly string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
const shown = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 80 ? `${text.slice(0, 80)}...` : text;
};

/** Read an engine's answer to `hello`; a string says what is wrong with it. */
export function readHello(reply: Readonly<Record<string, unknown>>): Hello | string {
  if (reply.type !== "hello")
    return (
      `answered hello with ${shown(reply.type === undefined ? reply : reply.type)}` +
      `${typeof reply.message === "string" ? ` (${reply.message})` : ""}, not a hello`
    );
  for (const field of ["games", "editions", "events"] as const)
    if (reply[field] !== undefined && !isStrings(reply[field]))
      return `its hello's ${field} is ${shown(reply[field])}, not a list of strings`;
  const readings = reply.readings;
  if (readings !== undefined && !(isRecord(readings) && Object.values(readings).every(isStrings)))
    return `its hello's readings is ${shown(readings)}, not an object of lists of readings`;
  const tags = reply.tags;
  // A key such as "__proto__" names no interpretation or tag; looked up, it would find Object.prototype.
  for (const [field, value] of [
    ["readings", readings],
    ["tags", tags],
  ] as const) {
    const reserved = isRecord(value) ? Object.keys(value).find((k) => RESERVED_NAMES.has(k)) : undefined;
    if (reserved !== undefined)
      return `its hello's ${field} names ${JSON.stringify(reserved)}, which is no ${field === "readings" ? "interpretation" : "tag"}`;
  }
  if (
    tags !== undefined &&
    !(
      isRecord(tags) &&
      Object.values(tags).every(
        (l) => Array.isArray(l) && l.every((x) => ["string", "number", "boolean"].includes(typeof x)),
      )
    )
  )
    return `its hello's tags is ${shown(tags)}, not an object of lists of values`;
  const identity = reply.identity ?? "states";
  if (identity !== "states" && identity !== "outcomes")
    return `its hello's identity is ${shown(identity)}, not "states" or "outcomes"`;
  const outcomes = reply.outcomes ?? false;
  if (typeof outcomes !== "boolean") return `its hello's outcomes is ${shown(outcomes)}, not true or false`;
  return {
    // Bounded: the name and version are shown in every report (a 5 MB name made an 11 MB HTML page).
    ...(typeof reply.name === "string" ? { name: printable(reply.name.slice(0, MAX_NAME * 2), MAX_NAME) } : {}),
    ...(typeof reply.version === "string"
      ? { version: printable(reply.version.slice(0, MAX_NAME * 2), MAX_NAME) }
      : {}),
    ...(isStrings(reply.games) ? { games: reply.games } : {}),
    ...(isStrings(reply.editions) ? { editions: reply.editions } : {}),
    ...(isRecord(readings) ? { readings: readings as Record<string, readonly string[]> } : {}),
    ...(isStrings(reply.events) ? { events: reply.events } : {}),
    ...(isRecord(tags) ? { tags: tags as Record<string, readonly (string | number | boolean)[]> } : {}),
    identity,
    outcomes,
  };
}

/** Tags the runner sets itself: an engine cannot play only some of their values (`required` is not opt-out). */
const RUNNER_TAGS: ReadonlySet<string> = new Set(["required", "readings", "edition", "event"]);

/** What is wrong with a hello, and the interpretation it is wrong about (the rule a reader should look at), if one. */
export interface HelloProblem {
  readonly message: string;
  readonly rules: readonly string[];
}

/**
 * What is wrong with a hello for this game, or null: every interpretation and reading it names is
 * the game's (an unknown one would be sent to the engine and the engine blamed), every edition
 * too, and no tag the runner sets itself (a hello that plays `required: [false]` only would skip
 * every vector an engine must pass).
 */
export function helloProblem(game: AnyGame, hello: Hello): HelloProblem | null {
  const readingsOf = new Map(game.interpretations.map((i) => [i.id as string, i.readings.map((r) => r.id as string)]));
  for (const [id, played] of Object.entries(hello.readings ?? {})) {
    const known = readingsOf.get(id);
    if (known === undefined)
      return { message: `its hello's readings name ${shown(id)}, which is no interpretation of ${game.id}`, rules: [] };
    // Every position is played under some reading of every interpretation: an engine that plays none plays nothing.
    if (played.length === 0)
      return {
        message: `its hello's readings of ${id} are empty: every vector is played under one of them (${known.join(", ")})`,
        rules: [id],
      };
    const unknown = played.find((r) => !known.includes(r));
    if (unknown !== undefined)
      return {
        message: `its hello's readings of ${id} name ${shown(unknown)}, which is not one of its readings (${known.join(", ")})`,
        rules: [id],
      };
  }
  const editions = game.editions?.ids ?? [];
  const edition = hello.editions?.find((e) => !editions.includes(e));
  if (edition !== undefined)
    return {
      message: `its hello's editions name ${shown(edition)}, which is no edition of ${game.id}${editions.length ? ` (${editions.join(", ")})` : ""}`,
      rules: [],
    };
  const reserved = Object.keys(hello.tags ?? {}).find((k) => RUNNER_TAGS.has(k));
  if (reserved !== undefined)
    return {
      message: `its hello's tags name ${shown(reserved)}, which the runner sets itself (${
        reserved === "required"
          ? "an engine cannot opt out of the vectors every engine must pass"
          : `say it with the hello's ${reserved === "readings" ? "readings" : `${reserved}s`}`
      })`,
      rules: [],
    };
  return null;
}

/** The options an engine is asked under, or why it does not play the vector. */
export type Plan =
  | { readonly ok: true; readonly options: Record<string, unknown>; readonly substituted: readonly string[] }
  | { readonly ok: false; readonly reason: string };

/**
 * Whether the engine plays a vector, and the options to send: in full (the edition, a reading for
 * every interpretation). A reading the engine does not play is replaced by one it plays when the
 * vector's outcome does not depend on it (not among its `readings` tag); otherwise the vector is
 * unsupported, as it is for an edition, event kind or tag value the engine does not play.
 */
export function planFor(game: AnyGame, hello: Hello, v: ListedVector): Plan {
  const { edition } = v.tags;
  if (hello.editions && edition !== undefined && !hello.editions.includes(edition))
    return { ok: false, reason: `the engine does not play edition ${edition}` };
  if (hello.events && !hello.events.includes(v.tags.event))
    return { ok: false, reason: `the engine does not play ${v.tags.event} events` };
  for (const [key, values] of Object.entries(hello.tags ?? {})) {
    const value = own(v.tags, key);
    if (
      (typeof value === "string" || typeof value === "number" || typeof value === "boolean") &&
      !values.some((x) => String(x) === String(value))
    )
      return { ok: false, reason: `the engine does not play ${key}=${String(value)}` };
  }
  const interpretations: Record<string, string> = { ...v.options.interpretations };
  const substituted: string[] = [];
  for (const [id, played] of Object.entries(hello.readings ?? {})) {
    const reading = own(interpretations, id);
    if (reading === undefined || played.includes(reading)) continue;
    if (Object.hasOwn(v.tags.readings, id) || played.length === 0)
      return { ok: false, reason: `the engine does not play reading ${reading} of ${id}` };
    setOwn(interpretations, id, played[0]!);
    substituted.push(`${id}=${played[0]!} instead of ${reading} (the outcome does not depend on it)`);
  }
  const options = {
    ...(game.editions && v.options.edition !== null ? { edition: v.options.edition } : {}),
    interpretations,
    // The players' parameters go to the engine as the vector sets them (no reading stands in for them).
    ...(v.options.parameters ? { parameters: v.options.parameters } : {}),
  };
  return { ok: true, options, substituted };
}
