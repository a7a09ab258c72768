// The enumeration worst case named in the core issue: 6 players with The Messages, 5 robbers beside
// one player's meeple and messenger on one space, every player scoring 3 features in one moment.
import type { RobbersEvent, RobbersState } from "../spec/robbers/index.js";

export const worstCasePlayers = ["red", "blue", "green", "yellow", "black", "grey"] as const;

export function worstCase(): { state: RobbersState; event: RobbersEvent } {
  const players = [...worstCasePlayers];
  // Red's meeple and messenger share space 21 with the other five players' robbers; everyone else
  // stands apart. Positions avoid arrivals on 21 so the case is about choice, not coincidence.
  const figures: Record<string, { meeple: number; messenger: number }> = {
    red: { meeple: 21, messenger: 71 },
    blue: { meeple: 2, messenger: 33 },
    green: { meeple: 6, messenger: 37 },
    yellow: { meeple: 8, messenger: 41 },
    black: { meeple: 11, messenger: 43 },
    grey: { meeple: 14, messenger: 47 },
  };
  const robbers = Object.fromEntries(players.map((p) => [p, p === "red" ? null : 21]));
  const awards = players.flatMap((player) => [
    { player, points: 3, source: "feature" as const, label: "road" },
    { player, points: 6, source: "feature" as const, label: "city" },
    { player, points: 8, source: "feature" as const, label: "cloister" },
  ]);
  return {
    state: {
      players,
      messages: true,
      active: "red",
      figures,
      robbers,
      bagTiles: 0,
      messagesDrawn: Object.fromEntries(players.map((p) => [p, 0])),
      ended: false,
    },
    event: { kind: "moment", awards },
  };
}
