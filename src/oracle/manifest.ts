// The manifest of a folder of conformance vectors (`vector-manifest/1`, `manifest.json` beside
// them): every vector with its file, kind, theme, the rule ids it targets and exercises, and its
// tags, so a runner or a reader can select vectors without opening each file. It is built from the
// vector files themselves (whatever slice of them was regenerated) and written with a fixed layout,
// one vector per line, so the same files always give the same bytes. Its files are read and written
// through user-files.ts (regular files only, never through a symbolic link).
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { vectorTagsSchema } from "../kit/formats.js";
import type { AnyGame } from "../kit/game.js";
import { MAX_FILE_BYTES } from "./limits.js";
import { readTextFile } from "./read-file.js";
import { FileProblem, writeOutput } from "./user-files.js";

/** The manifest's format and version. */
export const MANIFEST_FORMAT = "vector-manifest/1";
/** The manifest's file name, in the folder of the vectors it lists. */
export const MANIFEST_FILE = "manifest.json";

const ruleIds = z.array(z.string().min(1));

/** One vector as the manifest lists it. */
export const manifestEntrySchema = z.strictObject({
  /** The vector's id. */
  id: z.string().min(1),
  /** Its file, relative to the manifest. */
  file: z.string().min(1),
  /** `positive` (every legal outcome) or `negative` (a request the rules refuse). */
  kind: z.enum(["positive", "negative"]),
  /** What kind of situation (or illegal request) it puts to the test. */
  theme: z.string(),
  /** The rule ids its theme targets. */
  anchors: ruleIds,
  /** The rule ids it exercises. */
  rules: ruleIds,
  /** Edition, event kind, the game's own tags, the readings it depends on, and whether every engine must pass it. */
  tags: vectorTagsSchema,
});
/** One vector as the manifest lists it. */
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

/** The manifest of a folder of vectors. */
export const manifestSchema = z
  .strictObject({
    /** The format and its version. */
    format: z.literal(MANIFEST_FORMAT),
    /** The game the vectors are for. */
    game: z.string().min(1),
    /** The vectors' format (`<game>-vector/2`). */
    vectorFormat: z.string().min(1),
    /** How many vectors of each kind. */
    counts: z.strictObject({
      /** Positive vectors. */
      positive: z.int().min(0),
      /** Negative vectors. */
      negative: z.int().min(0),
    }),
    /** Every vector of the folder: positive ones first, each kind by seed and index. */
    vectors: z.array(manifestEntrySchema),
  })
  .describe(
    "The list of a folder's conformance vectors: for each, its file, kind, theme, the rule ids it targets and exercises, and its tags.",
  );
/** The manifest of a folder of vectors. */
export type VectorManifest = z.infer<typeof manifestSchema>;

/** What the manifest reads of a vector. */
interface Listed {
  readonly id: string;
  readonly seed: number;
  readonly index: number;
  readonly kind: "positive" | "negative";
  readonly theme: string;
  readonly anchors: readonly string[];
  readonly rules: readonly string[];
  readonly tags: Readonly<Record<string, unknown>>;
}

/**
 * The manifest of `vectors` (each with its file name) for `game`.
 * @param game the game they are for.
 * @param vectors each vector (format 2) with its file name relative to the manifest.
 */
function vectorManifest(
  game: AnyGame,
  vectors: readonly { readonly file: string; readonly vector: Listed }[],
): VectorManifest {
  const order = [...vectors].sort(
    (a, b) =>
      (a.vector.kind === b.vector.kind ? 0 : a.vector.kind === "positive" ? -1 : 1) ||
      a.vector.seed - b.vector.seed ||
      a.vector.index - b.vector.index ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0),
  );
  return {
    format: MANIFEST_FORMAT,
    game: game.id,
    vectorFormat: game.formats.names.vector,
    counts: {
      positive: vectors.filter((v) => v.vector.kind === "positive").length,
      negative: vectors.filter((v) => v.vector.kind === "negative").length,
    },
    vectors: order.map(({ file, vector: v }) => ({
      id: v.id,
      file,
      kind: v.kind,
      theme: v.theme,
      anchors: [...v.anchors],
      rules: [...v.rules],
      tags: v.tags as ManifestEntry["tags"],
    })),
  };
}

/**
 * The manifest as file text in the fixed layout: one field per line, one vector per line.
 * @param manifest the manifest.
 */
export function manifestJson(manifest: VectorManifest): string {
  const { vectors, ...head } = manifest;
  const fields = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  return `{\n${fields.join(",\n")},\n  "vectors": [\n${vectors.map((v) => `    ${JSON.stringify(v)}`).join(",\n")}\n  ]\n}\n`;
}

/**
 * The manifest of every vector file (`*.json` but the manifest) in `dir`, each read with the game's
 * vector schema; throws a `FileProblem` naming the file that cannot be read or is not a vector of the
 * game's current format.
 * @param game the game the vectors are for.
 * @param dir the folder.
 */
export async function readManifestOf(game: AnyGame, dir: string): Promise<VectorManifest> {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isFile() && d.name.endsWith(".json") && d.name !== MANIFEST_FILE)
    .map((d) => d.name)
    .sort();
  const vectors = await Promise.all(
    names.map(async (file) => {
      const path = join(dir, file);
      const read = await readTextFile(path, MAX_FILE_BYTES);
      if (!read.ok) throw new FileProblem(path, read.error.message);
      let value: unknown;
      try {
        value = JSON.parse(read.text);
      } catch (error) {
        throw new FileProblem(path, `not JSON: ${(error as Error).message}`);
      }
      const parsed = game.formats.vector.safeParse(value);
      if (!parsed.success)
        throw new FileProblem(
          path,
          `not a ${game.formats.names.vector} vector: ${parsed.error.issues[0]?.message ?? "invalid"}`,
        );
      return { file, vector: parsed.data as Listed };
    }),
  );
  return vectorManifest(game, vectors);
}

/**
 * Write `manifest.json` into `dir`, listing every vector file there.
 * @param game the game the vectors are for.
 * @param dir the folder.
 * @returns the manifest written.
 */
export async function writeManifest(game: AnyGame, dir: string): Promise<VectorManifest> {
  const manifest = await readManifestOf(game, dir);
  await writeOutput(join(dir, MANIFEST_FILE), manifestJson(manifest));
  return manifest;
}
