// `npm run schemas`: writes every game's JSON Schemas to docs/schemas/, and removes the schemas no
// format has any more (an older version's), so the folder holds exactly what is generated (a test
// fails when it does not).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { jsonSchemasOf } from "../oracle/schemas.js";
import { GAMES } from "./all.js";

const dir = fileURLToPath(new URL("../../docs/schemas/", import.meta.url));
mkdirSync(dir, { recursive: true });
const written = new Set<string>();
for (const game of GAMES) {
  for (const [name, content] of Object.entries(jsonSchemasOf(game))) {
    if (written.has(name)) continue; // the vector manifest's schema is the same for every game
    writeFileSync(`${dir}${name}`, content);
    written.add(name);
    console.log(`wrote docs/schemas/${name}`);
  }
}
for (const name of readdirSync(dir).filter((n) => n.endsWith(".schema.json") && !written.has(n))) {
  rmSync(`${dir}${name}`);
  console.log(`removed docs/schemas/${name} (no format has it any more)`);
}
