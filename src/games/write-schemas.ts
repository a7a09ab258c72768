// `npm run schemas`: regenerate docs/schemas/ from the zod definitions of the formats.
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { jsonSchemas } from "../oracle/schemas.js";

const dir = fileURLToPath(new URL("../../docs/schemas/", import.meta.url));
mkdirSync(dir, { recursive: true });
for (const [name, content] of Object.entries(jsonSchemas())) {
  writeFileSync(`${dir}${name}`, content);
  console.log(`wrote docs/schemas/${name}`);
}
