const [game, ...args] = process.argv.slice(2);
const m = await import(`/work/main/src/games/${game}/main.ts`);
process.exitCode = await m.main(args);
