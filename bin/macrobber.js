#!/usr/bin/env node
// Launcher for the `macrobber` command: runs the TypeScript CLI (src/macrobber-cli/main.ts) through
// tsx, in this process, so that the project needs no build step. Exit codes are set by the CLI.
try {
  const { register } = await import("tsx/esm/api");
  register();
  const { main } = await import("../src/macrobber-cli/main.ts");
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // Only a broken installation gets here (tsx or a source file missing): say so in one line.
  process.stderr.write(`macrobber: cannot start: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}\n`);
  process.exitCode = 3;
}
