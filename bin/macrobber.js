#!/usr/bin/env node
// Launcher for the `macrobber` command: runs the compiled CLI (dist/src/games/macrobber/main.js, built by
// `npm run build`, which `npm ci`, `npm install` and `npm pack` run through `prepare`).
// Exit codes are set by the CLI; only a broken installation fails here, in one line.
let main;
try {
  ({ main } = await import("../dist/src/games/macrobber/main.js"));
} catch (error) {
  const why = error instanceof Error ? error.message.split("\n")[0] : String(error);
  process.stderr.write(`macrobber: cannot start: ${why} (in a clone of the repository, run \`npm run build\` first)\n`);
  process.exit(3);
}
process.exitCode = await main(process.argv.slice(2));
