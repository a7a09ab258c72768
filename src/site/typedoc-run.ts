// Runs typedoc through its API with typedoc.json, pointing it at the generated pages and an output
// folder. Type errors are left to `tsc --noEmit` (npm test); typedoc only documents.
import { Application, TSConfigReader, TypeDocReader } from "typedoc";
import { join } from "node:path";
import type { Generated } from "./generate.js";

export interface TypedocResult {
  readonly warnings: number;
}

export async function runTypedoc(root: string, out: string, pages: Generated): Promise<TypedocResult> {
  const app = await Application.bootstrapWithPlugins(
    { options: join(root, "typedoc.json"), out, readme: pages.readme, projectDocuments: [...pages.documents] },
    [new TypeDocReader(), new TSConfigReader()],
  );
  const project = await app.convert();
  if (!project) throw new Error("typedoc could not convert the project (see the messages above)");
  app.validate(project);
  await app.generateOutputs(project);
  if (app.logger.hasErrors()) throw new Error("typedoc reported errors (see above)");
  return { warnings: app.logger.warningCount };
}
