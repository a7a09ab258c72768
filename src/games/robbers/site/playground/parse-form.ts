// From the form (strings) to the library's inputs, or a message per bad field: never an
// exception. Domain rules (a robber beside another player's figure, ...) are left to the
// specification itself; `fieldOfPath` puts its errors beside the field they concern.
import { match } from "ts-pattern";
import {
  AWARD_SOURCES,
  type Award,
  type AwardSource,
  BACKWARD_SOURCES,
  type BackwardSource,
  EDITION_IDS,
  type EditionId,
  type FigureKind,
  interpretations,
  LOOP,
  type RobbersEvent,
  type RobbersOptionsInput,
  type RobbersState,
} from "../../../../../spec/robbers/index.js";
import { MAX_AWARD_POINTS, MAX_AWARDS_PER_PLAYER } from "../../../../../spec/robbers/validate.js";
import { own, setOwn } from "../../../../dsl/own.js";
import type { FieldError, FormModel } from "./types.js";

/** Highest figure position the form accepts (many laps of the 50-space loop). */
export const MAX_POSITION = 999;
const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,19}$/;

export type Parsed =
  | {
      readonly ok: true;
      readonly options: RobbersOptionsInput;
      readonly state: RobbersState;
      readonly event: RobbersEvent;
    }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

/** A whole number in [min, max] written in decimal digits, or null. */
export function wholeNumber(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (!/^\d{1,6}$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

/** The rules and the start (everything but the event), or a message per bad field. */
export type ParsedStart =
  | { readonly ok: true; readonly options: RobbersOptionsInput; readonly state: RobbersState }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

/** The event asked about, or a message per bad field. */
export type ParsedEvent =
  | { readonly ok: true; readonly event: RobbersEvent }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

/** The whole form: the start and the event, every bad field of both reported (the start's first). */
export function parseForm(model: FormModel): Parsed {
  const start = parseStart(model);
  const event = parseEvent(model);
  if (!start.ok || !event.ok)
    return { ok: false, errors: [...(start.ok ? [] : start.errors), ...(event.ok ? [] : event.errors)] };
  return { ok: true, options: start.options, state: start.state, event: event.event };
}

/** The names as the form has them (trimmed), which the event's player menus index. */
const namesOf = (model: FormModel): string[] => model.players.map((p) => p.name.trim());

/**
 * The event's fields alone: a session's start and history stand without them, so the history and
 * the address stay right while the next event is still being written.
 */
export function parseEvent(model: FormModel): ParsedEvent {
  const errors: FieldError[] = [];
  const err = (field: string, message: string) => errors.push({ field, message });
  const names = namesOf(model);
  const event = match(model.eventKind)
    .with("moment", (): RobbersEvent => ({ kind: "moment", awards: parseAwards(model, names, err) }))
    .with("backward", (): RobbersEvent => parseBackward(model, names, err))
    .with("turn", (): RobbersEvent => {
      if (names[model.turnPlayer] === undefined) err("turn-player", "choose whose turn begins");
      return { kind: "turn", player: names[model.turnPlayer] ?? "" };
    })
    .with("bag-tile", (): RobbersEvent => ({ kind: "bag-tile" }))
    .with("game-end", (): RobbersEvent => ({ kind: "game-end" }))
    .exhaustive();
  return errors.length ? { ok: false, errors } : { ok: true, event };
}

/** The rules and the start: edition, readings, players, their figures and robbers, the active player. */
export function parseStart(model: FormModel): ParsedStart {
  const errors: FieldError[] = [];
  const err = (field: string, message: string) => errors.push({ field, message });
  if (!(EDITION_IDS as readonly string[]).includes(model.edition))
    err("edition", `choose one of ${EDITION_IDS.join(", ")}`);
  for (const i of interpretations) {
    const r = model.readings[i.id];
    if (r !== undefined && !i.readings.some((x) => x.id === r))
      err(`reading-${i.id}`, `choose one of ${i.readings.map((x) => x.id).join(", ")}`);
  }
  if (model.players.length < 2 || model.players.length > 6) err("players", "a game has 2 to 6 players");
  const scoreReading = model.readings["INT-SAME-SPACE"] === "score";
  const names = namesOf(model);
  const figures: Record<string, { meeple: number; messenger?: number }> = {};
  const robbers: Record<string, number | null> = {};
  model.players.forEach((p, i) => {
    const name = names[i]!;
    if (!NAME.test(name)) err(`player-${i}-name`, "a name is 1-20 letters, digits, - or _, starting with a letter");
    else if (names.indexOf(name) !== i) err(`player-${i}-name`, `"${name}" is already a player; names must differ`);
    const meeple = wholeNumber(p.meeple, 0, MAX_POSITION);
    if (meeple === null) err(`player-${i}-meeple`, `a position must be a whole number 0-${MAX_POSITION}`);
    const messenger = model.messages ? wholeNumber(p.messenger, 0, MAX_POSITION) : 0;
    if (messenger === null) err(`player-${i}-messenger`, `a position must be a whole number 0-${MAX_POSITION}`);
    let robber: number | null = null;
    if (p.robber.trim() !== "") {
      robber = wholeNumber(p.robber, 0, scoreReading ? MAX_POSITION : LOOP - 1);
      if (robber === null)
        err(
          `player-${i}-robber`,
          scoreReading
            ? `a robber is empty (supply) or a score 0-${MAX_POSITION}`
            : `a robber is empty (supply) or a square 0-${LOOP - 1}`,
        );
    }
    setOwn(
      figures,
      name,
      model.messages ? { meeple: meeple ?? 0, messenger: messenger ?? 0 } : { meeple: meeple ?? 0 },
    );
    setOwn(robbers, name, robber);
  });
  if (model.active < 0 || model.active >= model.players.length) err("active", "choose the active player");
  if (errors.length) return { ok: false, errors };
  const state: RobbersState = {
    players: names,
    messages: model.messages,
    active: names[model.active]!,
    figures,
    robbers,
    bagTiles: model.bagTiles,
    messagesDrawn: Object.fromEntries(names.map((n) => [n, own(model.messagesDrawn, n) ?? 0])),
    ended: model.ended,
  };
  return {
    ok: true,
    options: {
      edition: model.edition as EditionId,
      interpretations: model.readings as RobbersOptionsInput["interpretations"],
    },
    state,
  };
}

type Report = (field: string, message: string) => void;

/** The awards of a scoring moment, each bad field reported. */
function parseAwards(model: FormModel, names: readonly string[], err: Report): Award[] {
  if (model.awards.length === 0) err("awards", "a scoring moment needs at least one award");
  const awards: Award[] = [];
  const perPlayer = new Map<number, number>();
  model.awards.forEach((a, j) => {
    if (a.player < 0 || a.player >= model.players.length) err(`award-${j}-player`, "choose a player");
    perPlayer.set(a.player, (perPlayer.get(a.player) ?? 0) + 1);
    if (perPlayer.get(a.player) === MAX_AWARDS_PER_PLAYER + 1)
      err(`award-${j}-player`, `at most ${MAX_AWARDS_PER_PLAYER} awards per player in one moment`);
    const points = wholeNumber(a.points, 0, MAX_AWARD_POINTS);
    if (points === null) err(`award-${j}-points`, `points must be a whole number 0-${MAX_AWARD_POINTS}`);
    if (!(AWARD_SOURCES as readonly string[]).includes(a.source))
      err(`award-${j}-source`, `choose one of ${AWARD_SOURCES.join(", ")}`);
    if (a.label.length > 40) err(`award-${j}-label`, "a label is at most 40 characters");
    awards.push({
      player: names[a.player] ?? "",
      points: points ?? 0,
      source: a.source as AwardSource,
      ...(a.label.trim() ? { label: a.label.trim() } : {}),
    });
  });
  return awards;
}

/** Most points a figure can go back in one move, as the form accepts them. */
const MAX_BACKWARD_POINTS = 500;

/** A backward move, each bad field reported. */
function parseBackward(model: FormModel, names: readonly string[], err: Report): RobbersEvent {
  const b = model.backward;
  if (names[b.player] === undefined) err("backward-player", "choose whose figure goes back");
  const figures: readonly string[] = model.messages ? ["meeple", "messenger"] : ["meeple"];
  if (!figures.includes(b.figure)) err("backward-figure", `choose one of ${figures.join(", ")}`);
  const points = wholeNumber(b.points, 1, MAX_BACKWARD_POINTS);
  if (points === null) err("backward-points", `points must be a whole number 1-${MAX_BACKWARD_POINTS}`);
  if (!(BACKWARD_SOURCES as readonly string[]).includes(b.source))
    err("backward-source", `choose one of ${BACKWARD_SOURCES.join(", ")}`);
  return {
    kind: "backward",
    player: names[b.player] ?? "",
    figure: b.figure as FigureKind,
    points: points ?? 1,
    source: b.source as BackwardSource,
  };
}

/** The form field a specification error's JSON path points at (`$.figures["blue"].meeple` -> `player-1-meeple`), or `general`. */
export function fieldOfPath(path: string | undefined, model: FormModel): string {
  if (!path) return "general";
  const index = (name: string) => model.players.findIndex((p) => p.name.trim() === name);
  let m = /^\$\.(figures|robbers)\["([^"]+)"\](?:\.(meeple|messenger))?/.exec(path);
  if (m && index(m[2]!) >= 0) return `player-${index(m[2]!)}-${m[1] === "robbers" ? "robber" : (m[3] ?? "meeple")}`;
  m = /^\$\.players\[(\d+)\]/.exec(path);
  if (m) return `player-${m[1]}-name`;
  if (path === "$.active") return "active";
  m = /^\$\.event\.awards\[(\d+)\](?:\.(player|points|source))?/.exec(path);
  if (m) return `award-${m[1]}-${m[2] ?? "player"}`;
  m = /^\$\.event\.(player|figure|points|source)/.exec(path);
  if (m) return model.eventKind === "turn" ? "turn-player" : `backward-${m[1]}`;
  if (path.startsWith("$.event")) return "awards";
  return "general";
}

/** A best-effort state for the board preview while some fields are still wrong (bad numbers count as 0 or supply). */
export function previewState(model: FormModel): Pick<RobbersState, "players" | "messages" | "figures" | "robbers"> {
  const names = model.players
    .map((p, i) => p.name.trim() || `player ${i + 1}`)
    .map((n, i, all) => (all.indexOf(n) === i ? n : `${n} (${i + 1})`));
  const num = (t: string) => wholeNumber(t, 0, MAX_POSITION) ?? 0;
  return {
    players: names,
    messages: model.messages,
    figures: Object.fromEntries(
      model.players.map((p, i) => [
        names[i]!,
        model.messages ? { meeple: num(p.meeple), messenger: num(p.messenger) } : { meeple: num(p.meeple) },
      ]),
    ),
    robbers: Object.fromEntries(
      model.players.map((p, i) => [names[i]!, p.robber.trim() === "" ? null : wholeNumber(p.robber, 0, MAX_POSITION)]),
    ),
  };
}
