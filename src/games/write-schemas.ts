// `npm run schemas`: writes every game's JSON Schemas to docs/schemas/ (a test fails when they are stale).
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { jsonSchemasOf } from "../oracle/schemas.js";
import { GAMES } from "./all.js";

const dir = fileURLToPath(new URL("../../docs/schemas/", import.meta.url));
mkdirSync(dir, { recursive: true });
for (const game of GAMES) {
  for (const [name, content] of Object.entries(jsonSchemasOf(game))) {
    writeFileSync(`${dir}${name}`, content);
    console.log(`wrote docs/schemas/${name}`);
  }
}
