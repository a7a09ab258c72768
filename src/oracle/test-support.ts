// Helpers for the oracle's tests: a reproducible fast-check seed (FC_SEED, as the properties use)
// and a scratch folder of input files.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The fast-check seed: FC_SEED if set, else the project's fixed default. */
export const fcSeed = (): number => Number(process.env.FC_SEED ?? 20261121);

export interface Scratch {
  readonly dir: string;
  /** Write a file (text or bytes) and return its path. */
  write(name: string, content: string | Uint8Array): string;
  remove(): void;
}

export function scratch(prefix = "robbers-oracle-"): Scratch {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    write(name, content) {
      const file = join(dir, name);
      writeFileSync(file, content);
      return file;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
