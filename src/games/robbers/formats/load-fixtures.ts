// Reads every fixture file under a folder and validates it, reporting file and JSON path on error.
import { loadJsonFiles } from "../../../kit/json-files.js";
import { type Fixture, fixtureSchema } from "./fixture.js";

/** A fixture with the file it came from (for messages). */
export interface LoadedFixture {
  /** The file's path. */
  readonly file: string;
  /** The validated fixture. */
  readonly fixture: Fixture;
}

/** Read and validate every `*.json` fixture in `dir`, in file-name order; throws with the file and JSON path of the first bad one. */
export const loadFixtures = (dir: string): LoadedFixture[] =>
  loadJsonFiles(dir, fixtureSchema, "fixture").map(({ file, data }) => ({ file, fixture: data }));
