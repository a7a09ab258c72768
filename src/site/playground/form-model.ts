// Building form models: the starting form, and a form loaded from a worked example's moment.
import { defaultReadings, DEFAULT_EDITION, type RobbersState } from "../../../spec/robbers/index.js";
import type { FormModel, PlaygroundExample } from "./types.js";

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
    awards: [{ player: 2, points: "7", source: "feature", label: "city" }],
    bagTiles: 0,
    messagesDrawn: {},
    example: null,
  };
}

const rowsOf = (state: RobbersState) =>
  state.players.map((p) => ({
    name: p,
    meeple: String(state.figures[p]?.meeple ?? 0),
    messenger: String(state.figures[p]?.messenger ?? 0),
    robber: state.robbers[p] === null || state.robbers[p] === undefined ? "" : String(state.robbers[p]),
  }));

/** The form for one moment of a worked example, with its edition and readings. */
export function formFromExample(example: PlaygroundExample): FormModel {
  const { state, event } = example;
  return {
    edition: example.edition,
    readings: { ...defaultReadings(), ...example.interpretations },
    messages: state.messages,
    active: Math.max(0, state.players.indexOf(state.active)),
    players: rowsOf(state),
    awards: event.awards.map((a) => ({ player: state.players.indexOf(a.player), points: String(a.points), source: a.source, label: a.label ?? "" })),
    bagTiles: state.bagTiles,
    messagesDrawn: { ...state.messagesDrawn },
    example: example.key,
  };
}
