// Making the folder a command writes into (`vectors --out DIR`), one level at a time from the
// nearest folder that exists; and checking, before any work, that a report file can be written
// where it is asked (`conform --html FILE`). Node's recursive mkdir loops forever on some file systems (/proc), and
// its errors speak of reading; here every refusal is one sentence about writing there. The files
// themselves are written by src/oracle/user-files.ts.
import { mkdir, stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { own } from "../dsl/own.js";
import { outputKindProblem } from "../oracle/user-files.js";

const WRITE_ERRORS: Readonly<Record<string, string>> = {
  EACCES: "permission denied (cannot create or write the folder)",
  EPERM: "permission denied (cannot create or write the folder)",
  EROFS: "is on a read-only file system",
  ENAMETOOLONG: "path too long",
  ELOOP: "too many symbolic links",
  ENOTDIR: "a part of the path is a file, not a folder",
  EEXIST: "is a file, not a folder",
  ENOENT: "cannot be created there (the file system refuses new folders in its parent)",
  ENOSPC: "no space left on the device",
};

/** A file-system error met while making a folder, as one sentence. */
const describeFolderError = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string"
    ? (own(WRITE_ERRORS, code) ?? `cannot be written (${code})`)
    : error instanceof Error
      ? error.message
      : String(error);
};

const kindOf = async (path: string): Promise<"folder" | "file" | "none"> => {
  try {
    return (await stat(path)).isDirectory() ? "folder" : "file";
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "ENOENT") return "none";
    throw error;
  }
};

/** Make sure `dir` is a folder, creating it and its missing parents; null when it is, else why not (one sentence). */
export async function ensureOutFolder(dir: string): Promise<string | null> {
  try {
    const missing: string[] = [];
    let at = resolve(dir);
    for (;;) {
      const kind = await kindOf(at);
      if (kind === "folder") break;
      if (kind === "file")
        return missing.length === 0 ? "is a file, not a folder" : `${at} is a file, so no folder can be made inside it`;
      missing.unshift(at);
      const parent = dirname(at);
      if (parent === at) return "no part of the path exists";
      at = parent;
    }
    for (const folder of missing) await mkdir(folder);
    return null;
  } catch (error) {
    return describeFolderError(error);
  }
}

/**
 * Why `file` cannot be written (its folder is missing or is a file; it is a folder, a symbolic link, a
 * FIFO or a device), or null when it can be tried.
 */
export async function outFileProblem(file: string): Promise<string | null> {
  try {
    const parent = await kindOf(dirname(resolve(file)));
    if (parent === "none") return "its folder does not exist";
    if (parent === "file") return "a part of the path is a file, not a folder";
    return await outputKindProblem(file);
  } catch (error) {
    return describeFolderError(error);
  }
}
