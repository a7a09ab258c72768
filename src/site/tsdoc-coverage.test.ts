// Every export reachable from src/index.ts is documented, and every type the API refers to is in
// the API reference. Typedoc, run with the project's typedoc.json, is the judge: its own checks
// (validation.notDocumented and validation.notExported) must report nothing, and neither may the
// conversion (a malformed tag, an unknown @param name). A new export without a `/** ... */`
// comment, or a public signature naming a type that is not exported, fails this test.
import { join } from "node:path";
import {
  Application,
  DeclarationReflection,
  Logger,
  LogLevel,
  type ProjectReflection,
  type Reflection,
  ReflectionKind,
  TSConfigReader,
  TypeDocReader,
} from "typedoc";
import { expect, it } from "vitest";
import { ROOT } from "./build-site.js";

/** Keeps every warning and error typedoc reports, so the test can show them all at once. */
class CollectingLogger extends Logger {
  readonly messages: string[] = [];
  override log(message: string, level: LogLevel): void {
    if (level >= LogLevel.Warn) this.messages.push(message);
  }
}

const underParameter = (r: Reflection): boolean => {
  for (let p = r.parent; p; p = p.parent) if (p.kindOf(ReflectionKind.Parameter)) return true;
  return false;
};

/**
 * Properties that no line of our source declares, so no comment can be written for them: zod's
 * types make them up. `z.enum(["meeple", "messenger"])` is typed `ZodEnum<{ meeple: "meeple";
 * messenger: "messenger" }>`, and typedoc lists those two keys as properties of the schema
 * variables' types. Only such made-up members of type literals are excused; anything with a
 * source line, and every export itself, must be documented.
 */
function withoutSource(project: ProjectReflection): string[] {
  return project
    .getReflectionsByKind(ReflectionKind.Property)
    .filter(
      (r) =>
        r instanceof DeclarationReflection &&
        !r.hasComment() &&
        !r.sources?.length &&
        r.parent?.kindOf(ReflectionKind.TypeLiteral) &&
        !underParameter(r),
    )
    .map((r) => r.getFriendlyFullName());
}

it("documents every export reachable from src/index.ts (typedoc's notDocumented and notExported checks)", async () => {
  const app = await Application.bootstrapWithPlugins(
    {
      options: join(ROOT, "typedoc.json"),
      // Only the API reference is checked: the generated pages may not exist yet, and git is not
      // asked for a remote (source links do not matter here; sources are still recorded).
      readme: "none",
      projectDocuments: [],
      disableGit: true,
      sourceLinkTemplate: "{path}#L{line}",
      validation: {
        notExported: true,
        notDocumented: true,
        invalidLink: true,
        rewrittenLink: true,
        unusedMergeModuleWith: true,
        invalidPath: true,
      },
    },
    [new TypeDocReader(), new TSConfigReader()],
  );
  const logger = new CollectingLogger();
  app.logger = logger;
  const project = await app.convert();
  if (!project) throw new Error(`typedoc could not convert src/index.ts:\n${logger.messages.join("\n")}`);
  // The API is really there: a broken entry point must not pass as "nothing undocumented".
  for (const name of [
    "robbersSpec",
    "play",
    "outcomes",
    "compareEditions",
    "explain",
    "check",
    "vectors",
    "checkState",
    "describeOutcomeSet",
    "initialState",
    "macrobber",
  ]) {
    expect(project.getChildByName(name), name).toBeDefined();
  }
  app.options.setValue("intentionallyNotDocumented", withoutSource(project));
  app.validate(project);
  expect(logger.messages, logger.messages.join("\n")).toEqual([]);
}, 60_000);
