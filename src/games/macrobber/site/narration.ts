// MacRobber in words for its pages: the clans' boards as a table, and an effect with the rules it
// cites. Shared by the worked examples and the walkthrough.

import type { MacRobberEffect, MacRobberState } from "../../../../spec/macrobber/index.js";
import { code, md, table } from "../../../docs/markdown.js";
import { own } from "../../../dsl/own.js";
import type { DocLinks } from "../../../kit/game-docs.js";

/** Every clan's court, estates, hand and points; points that changed by `after` show both values. */
export function boardsTable(before: MacRobberState, after: MacRobberState | null): string {
  const rows = before.players.map((p) => {
    const c = own(before.clans, p)!;
    const e = c.estates;
    const later = own(after?.clans, p);
    const points = later && later.points !== c.points ? `${c.points} → ${later.points}` : String(c.points);
    return [
      md(p),
      `${c.court.yellow} / ${c.court.blue} / ${c.court.green}`,
      `${e.count} (${e.cattle} cattle, ${e.castles} castles, ${e.abbeys} abbeys)`,
      `${c.hand.join(" · ")}`,
      points,
    ];
  });
  return table(
    ["clan", "court: warriors / bagpipers / monks", "estates", "hand (cards 1 · 2 · 3 · 4)", "points"],
    rows,
  );
}

/** One effect as data, followed by the rules it cites. */
export function effectLine(e: MacRobberEffect, to: DocLinks): string {
  const { type, rules, ...rest } = e;
  return `- ${code(type)} ${code(JSON.stringify(rest))}, citing ${rules.map((r) => to.rule(r)).join(", ")}`;
}

/** The picks of a step, one line each. */
export const picksList = (
  choices: readonly { readonly kind: string; readonly actor: string; readonly pick: unknown }[],
): string => choices.map((c) => `- ${code(c.actor)} ${code(c.kind)}: ${code(JSON.stringify(c.pick))}`).join("\n");
