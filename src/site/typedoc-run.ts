// Runs typedoc through its API with typedoc.json, pointing it at the generated pages and an output
// folder, and makes the site rules-first: a theme whose sidebar lists the pages before one "API
// reference" entry, page headings searchable with the weight of names, and headings that keep
// their inline code. Type errors are left to `tsc --noEmit` (npm test); typedoc only documents.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  Application,
  DefaultTheme,
  IndexEvent,
  type NavigationElement,
  PageEvent,
  type ProjectReflection,
  TSConfigReader,
  TypeDocReader,
} from "typedoc";
import { bundlePlayground } from "./bundle.js";
import type { Generated } from "./generate.js";
import { keepHeadingCode } from "./pages/heading-code.js";
import { markMainLandmark } from "./pages/main-landmark.js";
import { rulesFirstNavigation } from "./pages/navigation.js";
import { pageSearchData } from "./pages/page-search-data.js";
import { addPageTitles } from "./pages/search-title.js";
import { labelTableCells } from "./pages/table-labels.js";
import { markWholeIdLinks } from "./pages/whole-id-links.js";

export interface TypedocResult {
  readonly warnings: number;
}

const THEME = "rules-first";

/** Typedoc's default theme with the sidebar reshaped (see pages/navigation.ts). */
class RulesFirstTheme extends DefaultTheme {
  override buildNavigation(project: ProjectReflection): NavigationElement[] {
    return rulesFirstNavigation(super.buildNavigation(project));
  }
}

/** The site's own Markdown rules, all through typedoc's one `markdownItLoader`. */
const markdownRules = (
  parser: Parameters<typeof keepHeadingCode>[0] &
    Parameters<typeof labelTableCells>[0] &
    Parameters<typeof markWholeIdLinks>[0],
): void => {
  keepHeadingCode(parser);
  labelTableCells(parser);
  markWholeIdLinks(parser);
};

/** The search box's script for players, bundled for typedoc's `customJs` (typedoc copies it to assets/custom.js). */
const PAGE_SEARCH = "src/site/shell/page-search.ts";

export async function runTypedoc(root: string, out: string, pages: Generated): Promise<TypedocResult> {
  const scratch = mkdtempSync(join(tmpdir(), "page-search-"));
  try {
    const customJs = join(scratch, "custom.js");
    await bundlePlayground(root, customJs, PAGE_SEARCH);
    return await render(root, out, pages, customJs);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function render(root: string, out: string, pages: Generated, customJs: string): Promise<TypedocResult> {
  const app = await Application.bootstrapWithPlugins(
    {
      options: join(root, "typedoc.json"),
      out,
      readme: pages.readme,
      projectDocuments: [...pages.documents],
      theme: THEME,
      markdownItLoader: markdownRules,
      customJs,
    },
    [new TypeDocReader(), new TSConfigReader()],
  );
  app.renderer.defineTheme(THEME, RulesFirstTheme);
  app.renderer.on(IndexEvent.PREPARE_INDEX, addPageTitles);
  app.renderer.on(PageEvent.END, markMainLandmark);
  const search = pageSearchData((r) => app.renderer.router!.getFullUrl(r), pages.otherGames);
  app.renderer.on(IndexEvent.PREPARE_INDEX, (event) => search.collect(event));
  const project = await app.convert();
  if (!project) throw new Error("typedoc could not convert the project (see the messages above)");
  app.validate(project);
  await app.generateOutputs(project);
  search.write(out);
  if (app.logger.hasErrors()) throw new Error("typedoc reported errors (see above)");
  return { warnings: app.logger.warningCount };
}
