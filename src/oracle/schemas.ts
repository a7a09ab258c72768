// The JSON Schemas of a game's formats (scenario, trace as a document and as JSON Lines, vector, and
// the vector manifest every game shares), generated from the same zod definitions the readers
// validate with, for docs/schemas/.
import { z } from "zod";
import type { AnyGame } from "../kit/game.js";
import { MANIFEST_FORMAT, manifestSchema } from "./manifest.js";

const render = (schema: z.ZodType, title: string, io: "input" | "output"): string =>
  `${JSON.stringify({ title, ...z.toJSONSchema(schema, { io, target: "draft-2020-12" }) }, null, 2)}\n`;

/** File name -> content, for docs/schemas/. Inputs are described as accepted (defaults optional). */
export function jsonSchemasOf(game: AnyGame): Record<string, string> {
  const { names } = game.formats;
  const file = (name: string, suffix = "") => `${name.replace("/", "-")}${suffix}.schema.json`;
  return {
    [file(names.scenario)]: render(
      game.formats.scenario,
      `${names.scenario}: a situation and one event (${game.id} explain)`,
      "input",
    ),
    [file(names.trace)]: render(game.formats.trace, `${names.trace} as one JSON document (${game.id} check)`, "input"),
    [file(names.trace, "-header")]: render(
      game.formats.traceHeader,
      `${names.trace} as JSON Lines: the first line`,
      "input",
    ),
    [file(names.trace, "-step")]: render(
      game.formats.traceStep,
      `${names.trace} as JSON Lines: every line after the first`,
      "input",
    ),
    [file(names.vector)]: render(
      game.formats.vector,
      `${names.vector}: a scenario and its complete outcome set, or a request the rules refuse (${game.id} vectors)`,
      "output",
    ),
    // The same for every game: a folder's manifest names its game.
    [file(MANIFEST_FORMAT)]: render(
      manifestSchema,
      `${MANIFEST_FORMAT}: the list of a folder of conformance vectors (<game> vectors --manifest)`,
      "output",
    ),
  };
}
