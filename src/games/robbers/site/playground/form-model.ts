// Building form models: the starting form, a form loaded from a worked example's step, and a form
// rebuilt from a session's start and pending event (a shared address, an imported trace).
import { match } from "ts-pattern";
import {
  DEFAULT_EDITION,
  defaultReadings,
  type RobbersEvent,
  type RobbersState,
} from "../../../../../spec/robbers/index.js";
import { own } from "../../../../dsl/own.js";
import type { FileOptions } from "../../../../kit/game.js";
import type { AwardRow, BackwardRow, FormModel, PlaygroundExample } from "./types.js";

const noBackward = (): BackwardRow => ({ player: 0, figure: "meeple", points: "3", source: "bazaar" });

/** A three-player game with Blue's robber beside Green's meeple, and one award for Green. */
export function defaultForm(): FormModel {
  return {
    edition: DEFAULT_EDITION,
    readings: { ...defaultReadings() },
    messages: false,
    active: 0,
    players: [
      { name: "red", meeple: "12", messenger: "0", robber: "" },
      { name: "blue", meeple: "3", messenger: "0", robber: "21" },
      { name: "green", meeple: "21", messenger: "0", robber: "" },
    ],
    eventKind: "moment",
    awards: [{ player: 2, points: "7", source: "feature", label: "city" }],
    backward: noBackward(),
    turnPlayer: 1,
    bagTiles: 0,
    messagesDrawn: {},
    ended: false,
    example: null,
  };
}

const rowsOf = (state: RobbersState) =>
  state.players.map((p) => ({
    name: p,
    meeple: String(own(state.figures, p)?.meeple ?? 0),
    messenger: String(own(state.figures, p)?.messenger ?? 0),
    robber: String(own(state.robbers, p) ?? ""),
  }));

/** The event's fields in the form (the other kinds keep their defaults, ready if the reader switches). */
export function eventFieldsOf(
  state: RobbersState,
  event: RobbersEvent | null,
): Pick<FormModel, "eventKind" | "awards" | "backward" | "turnPlayer"> {
  const index = (p: string) => Math.max(0, state.players.indexOf(p));
  const next = (state.players.indexOf(state.active) + 1) % Math.max(1, state.players.length);
  const base = { eventKind: "moment" as const, awards: [] as AwardRow[], backward: noBackward(), turnPlayer: next };
  if (event === null) return { ...base, eventKind: "bag-tile" };
  return match(event)
    .with({ kind: "moment" }, (e) => ({
      ...base,
      eventKind: "moment" as const,
      awards: e.awards.map((a) => ({
        player: index(a.player),
        points: String(a.points),
        source: a.source,
        label: a.label ?? "",
      })),
    }))
    .with({ kind: "backward" }, (e) => ({
      ...base,
      eventKind: "backward" as const,
      backward: { player: index(e.player), figure: e.figure, points: String(e.points), source: e.source },
    }))
    .with({ kind: "turn" }, (e) => ({ ...base, eventKind: "turn" as const, turnPlayer: index(e.player) }))
    .with({ kind: "bag-tile" }, () => ({ ...base, eventKind: "bag-tile" as const }))
    .with({ kind: "game-end" }, () => ({ ...base, eventKind: "game-end" as const }))
    .exhaustive();
}

/** The form for a state, options and event (null: a bag tile, the usual first question). */
export function formFromState(
  state: RobbersState,
  options: FileOptions,
  event: RobbersEvent | null,
  example: string | null = null,
): FormModel {
  return {
    edition: options.edition ?? DEFAULT_EDITION,
    readings: { ...defaultReadings(), ...(options.interpretations ?? {}) },
    messages: state.messages,
    active: Math.max(0, state.players.indexOf(state.active)),
    players: rowsOf(state),
    ...eventFieldsOf(state, event),
    bagTiles: state.bagTiles,
    messagesDrawn: { ...state.messagesDrawn },
    ended: state.ended,
    example,
  };
}

/** The form for one step of a worked example, with its edition and readings. */
export function formFromExample(example: PlaygroundExample): FormModel {
  return formFromState(
    example.state,
    { edition: example.edition, interpretations: example.interpretations },
    example.event,
    example.key,
  );
}
