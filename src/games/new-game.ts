// What `npm run new-game -- <id>` writes (issue 35, item 2): a copy of Dice Race, the small game the
// kit is shown with, under the new game's names, and its line in the registry. Dice Race is the
// template because it is a working game the test suite already checks (rules with sources, a
// decision with an edition and a reading, a handler, an adapter, a command, a verify bound, a
// property, docs pages on the site), so what this writes works the day it is written; the author
// then replaces its rules.
// Pure: the command (new-game-cli.ts) reads the template files and writes what this returns.

/** The folders copied, as paths from the package root (every file under them). */
export const TEMPLATE_FOLDERS = [
  "spec/dicerace",
  "src/games/dicerace",
  "properties/dicerace",
  "fixtures/dicerace",
] as const;

/** The template game's names, as they are spelt in its files. */
const TEMPLATE = { id: "dicerace", camel: "diceRace", pascal: "DiceRace", title: "Dice Race", prefix: "DR" };

/** A game id: lower-case words joined by hyphens (a folder, a command, a format name). */
const ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_ID = 30;

/** The names a new game's files use, all derived from its id. */
export interface GameNames {
  readonly id: string;
  /** `coinFlip`: its values (`coinFlipGame`). */
  readonly camel: string;
  /** `CoinFlip`: its types. */
  readonly pascal: string;
  /** `Coin Flip`: its name in prose. */
  readonly title: string;
  /** `CF`: its rule ids' prefix (`CF-ROLL`). */
  readonly prefix: string;
}

/** Why `id` cannot name a new game, or null. */
export function idProblem(id: string, taken: readonly string[]): string | null {
  if (!ID.test(id) || id.length > MAX_ID)
    return (
      `"${id}" is not a game id: lower-case letters and digits, words joined by "-", ` +
      `at most ${MAX_ID} characters, starting with a letter (e.g. coin-flip)`
    );
  if (taken.includes(id)) return `a game "${id}" is already registered (src/games/registry.ts)`;
  return null;
}

/** The names derived from a valid id. */
export function namesOf(id: string): GameNames {
  const words = id.split("-");
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  const initials = words.map((w) => w[0]!.toUpperCase()).join("");
  return {
    id,
    camel: words[0]! + words.slice(1).map(cap).join(""),
    pascal: words.map(cap).join(""),
    title: words.map(cap).join(" "),
    // A one-word id has one initial: its first three letters read better as a prefix.
    prefix: words.length > 1 ? initials : id.slice(0, 3).toUpperCase(),
  };
}

/** `text` with every spelling of the template's names replaced by the new game's. */
export function renamed(text: string, n: GameNames): string {
  return (
    text
      .replaceAll(TEMPLATE.title, n.title)
      .replaceAll(TEMPLATE.pascal, n.pascal)
      .replaceAll(TEMPLATE.camel, n.camel)
      .replaceAll(TEMPLATE.id, n.id)
      // Rule ids (DR-EXACT), property and vector ids (dr-exact-win, dr-s1), also inside a regular
      // expression's source (\\bDR-EXACT): never right after a letter of the same case, which would
      // make it the end of a longer word.
      .replace(new RegExp(`(?<![A-Z])${TEMPLATE.prefix}-(?=[A-Z])`, "g"), `${n.prefix}-`)
      .replace(new RegExp(`(?<![a-z])${TEMPLATE.prefix.toLowerCase()}-(?=[a-z0-9])`, "g"), `${n.prefix.toLowerCase()}-`)
  );
}

/** Where a file of the template goes, and what it says: its names replaced, and a first line saying where it came from. */
export function scaffoldFile(path: string, text: string, n: GameNames): { path: string; text: string } {
  const body = renamed(text, n);
  const origin = `Written by \`npm run new-game -- ${n.id}\` from Dice Race (${path}): replace its rules with your game's.`;
  const head = path.endsWith(".ts") ? `// ${origin}\n` : path.endsWith(".md") ? `<!-- ${origin} -->\n\n` : "";
  return { path: renamed(path, n), text: head + body };
}

/** The registry's text with the new game imported and listed last (as Dice Race is: not published, no command). */
export function registryWith(registry: string, n: GameNames): string {
  const anchor = `import { ${TEMPLATE.camel}Game } from "./${TEMPLATE.id}/index.js";\n`;
  const list = "export const REGISTRY: readonly GameRecord[] = [";
  const start = registry.indexOf(list);
  const end = start < 0 ? -1 : registry.indexOf("\n];", start);
  if (!registry.includes(anchor) || end < 0)
    throw new Error(
      `src/games/registry.ts no longer has Dice Race's import and the REGISTRY list; add ${n.id} by hand`,
    );
  const record =
    "\n  {\n" +
    `    id: "${n.id}",\n` +
    `    game: ${n.camel}Game,\n` +
    "    published: false,\n" +
    `    verification: async () => (await import("./${n.id}/verify/index.js")).verification,\n` +
    `    docs: async () => (await import("./${n.id}/index.js")).${n.camel}Game.docs,\n` +
    "    properties: true,\n" +
    "  },";
  const listed = `${registry.slice(0, end)}${record}${registry.slice(end)}`;
  // Among the games' imports in the order the linter keeps them (by path).
  const line = `import { ${n.camel}Game } from "./${n.id}/index.js";\n`;
  const games = [...listed.matchAll(/^import \{ \w+Game \} from "\.\/([^"]+)";\n/gm)];
  const after = games.find((m) => m[1]! > `${n.id}/index.js`);
  const at = after ? after.index : games.at(-1)!.index + games.at(-1)![0].length;
  return listed.slice(0, at) + line + listed.slice(at);
}
