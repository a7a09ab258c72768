// The one place where a path a user named is opened, for reading or for writing (user-files.test.ts
// fails on a raw open anywhere else). Inputs must be regular files (a JSON Lines trace may also be a
// pipe): a FIFO, a device or a socket is refused before anything is read, and a regular file is
// opened non-blocking, so a path swapped for a FIFO in between cannot hang the command. Outputs are
// written only into regular files and never through a symbolic link (`vectors --out DIR` cannot be
// led out of DIR by a link inside it); a FIFO or a device is refused before a byte is written, and
// an output is written beside its target and renamed over it, so it is whole or not there at all.
// Every refusal or failure is a `FileProblem`: the file and one sentence, never a raw file-system
// error (so a write error says "cannot be written", not "cannot be read").

import { randomBytes } from "node:crypto";
import { close, constants, createReadStream, open as fsOpen, fstat, type ReadStream, type Stats } from "node:fs";
import { type FileHandle, lstat, open, rename, stat, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { promisify } from "node:util";
import { own } from "../dsl/own.js";

/** A user-named file that cannot be read or written, and why (one sentence). */
export class FileProblem extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = "FileProblem";
  }
}

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
};

const READ_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: "no such file",
  EISDIR: "is a directory, not a file",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENAMETOOLONG: "file name too long",
  ELOOP: "too many symbolic links",
  ENOTDIR: "a part of the path is not a directory",
};

/** A file-system error met while reading, as one sentence (never a stack trace). */
export function describeFsError(error: unknown): string {
  if (error instanceof FileProblem) return error.problem;
  const code = codeOf(error);
  const known = code === undefined ? undefined : own(READ_ERRORS, code);
  if (known !== undefined) return known;
  return `cannot be read (${code ?? (error instanceof Error ? error.message : String(error))})`;
}

const WRITE_ERRORS: Readonly<Record<string, string>> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "read-only file system",
  ENAMETOOLONG: "file name too long",
  ENOENT: "its folder does not exist",
  ENOTDIR: "a part of the path is not a folder",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  EFBIG: "file too large",
  EIO: "input/output error",
};

/** A file-system error met while writing, as one sentence: "cannot be written (why)". */
export function describeWriteError(error: unknown): string {
  if (error instanceof FileProblem) return error.problem;
  const code = codeOf(error);
  return `cannot be written (${(code !== undefined && own(WRITE_ERRORS, code)) || code || (error instanceof Error ? error.message : String(error))})`;
}

/** Why a path of this kind is not what was asked (null: it is), in words. */
function kindProblem(stats: Stats, pipes: boolean, folder: string): string | null {
  if (stats.isFile() || (pipes && stats.isFIFO())) return null;
  const not = pipes ? "not a regular file or a pipe" : "not a regular file";
  if (stats.isDirectory()) return `is a ${folder}, not a file`;
  if (stats.isFIFO()) return `is a named pipe (FIFO), ${not}`;
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return `is a device, ${not}`;
  if (stats.isSocket()) return `is a socket, ${not}`;
  return `is ${not}`;
}

const openFd = promisify(fsOpen);
const fstatFd = promisify(fstat);
const closeFd = promisify(close);

/**
 * Open a user-named input for reading, as a stream: a regular file, or with `pipes` a FIFO too (a
 * JSON Lines trace streams from a pipe, whose open waits for its writer as any reader of a pipe
 * does). A symbolic link is followed (reading through one writes nothing anywhere). Throws a
 * `FileProblem`. The stream holds a plain descriptor, closed when the stream ends or is destroyed: a
 * `FileHandle` left to the garbage collector by a reader that stops early would be closed with a
 * warning on standard error.
 */
export async function openInput(
  file: string,
  options: { readonly pipes?: boolean; readonly highWaterMark?: number } = {},
): Promise<ReadStream> {
  const pipes = options.pipes ?? false;
  let fd: number | undefined;
  try {
    // Looked at before opening: opening a device or a FIFO may block or act (a tape rewinds).
    const before = await stat(file);
    const problem = kindProblem(before, pipes, "directory");
    // A pipe read whole is standard input's job (`-`), which every reader of a whole file accepts.
    if (problem) throw new FileProblem(file, before.isFIFO() ? `${problem} (give - to read standard input)` : problem);
    fd = await openFd(file, constants.O_RDONLY | (before.isFIFO() ? 0 : constants.O_NONBLOCK));
    // Looked at again on what was opened: the path may have been swapped in between.
    const swapped = kindProblem(await fstatFd(fd), pipes && before.isFIFO(), "directory");
    if (swapped) throw new FileProblem(file, swapped);
    return createReadStream(file, { fd, ...(options.highWaterMark ? { highWaterMark: options.highWaterMark } : {}) });
  } catch (error) {
    if (fd !== undefined) await closeFd(fd).catch(() => {});
    throw error instanceof FileProblem ? error : new FileProblem(file, describeFsError(error));
  }
}

/** A file with another name too (a hard link, perhaps outside the asked folder): writing it would change that file. */
const linkedElsewhere = (stats: Stats): string | null =>
  stats.isFile() && stats.nlink > 1 ? "has another name too (a hard link), which outputs never write through" : null;

/** Why an output path is refused before writing (a symbolic link, a FIFO, a device, a folder), or null. */
export async function outputKindProblem(file: string): Promise<string | null> {
  try {
    const stats = await lstat(file);
    if (stats.isSymbolicLink()) return "is a symbolic link, which outputs never follow";
    return kindProblem(stats, false, "folder") ?? linkedElsewhere(stats);
  } catch (error) {
    return codeOf(error) === "ENOENT" ? null : describeWriteError(error);
  }
}

/**
 * Write `data` as the whole content of a user-named output file, created if missing: never through a
 * symbolic link (the last part of the path; the folders above it are the user's to choose), only into
 * a regular file, and whole or not at all. Throws a `FileProblem`.
 */
export async function writeOutput(file: string, data: string): Promise<void> {
  await replaceOutput(file, (handle) => handle.writeFile(data, "utf8"));
}

/**
 * Replace a user-named output file with what `write` puts into a fresh file beside it, renamed over
 * the target once complete: a failed write (a full disk, a killed process) leaves the old content
 * and no partial file. Exported for the test that makes `write` fail.
 */
export async function replaceOutput(file: string, write: (handle: FileHandle) => Promise<void>): Promise<void> {
  const refused = await outputKindProblem(file);
  if (refused) throw new FileProblem(file, refused);
  const before = await lstat(file).catch(() => null);
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(6).toString("hex")}.partial`);
  let handle: FileHandle | undefined;
  try {
    // Created here and now (O_EXCL), so nothing else can stand at that name: no link, FIFO or device.
    handle = await open(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW);
    await write(handle);
    // A file replaced keeps its permissions.
    if (before?.isFile()) await handle.chmod(before.mode & 0o7777);
    await handle.close();
    handle = undefined;
    // Swapped for something else since the look above: refused, the target untouched.
    const swapped = await outputKindProblem(file);
    if (swapped) throw new FileProblem(file, swapped);
    await rename(temporary, file);
  } catch (error) {
    await handle?.close().catch(() => {});
    await unlink(temporary).catch(() => {});
    if (error instanceof FileProblem) throw error;
    throw new FileProblem(file, describeWriteError(error));
  }
}
