// Where a game's pages go and how one page links to another. A game's pages sit in its folder (the
// empty folder for the site's main game, `macrobber/` for another): `rules.md`, `rules/<id>.md`,
// `examples/<id>.md`, `decisions/<key>.md`, and one page per section. Links are relative, so the
// same generator serves a game at the site's root and one a folder down.
import type { DocLinks } from "../kit/game-docs.js";
import { anchor } from "./markdown.js";

/** A game's place in the site. */
export interface GameLayout {
  /** The folder its pages go in: "" or "macrobber/". */
  readonly folder: string;
}

export const rulePath = (l: GameLayout, id: string): string => `${l.folder}rules/${id}.md`;
export const examplePath = (l: GameLayout, id: string): string => `${l.folder}examples/${id}.md`;
export const decisionPath = (l: GameLayout, key: string): string => `${l.folder}decisions/${key}.md`;
/** A page of the game named by its path in the game's folder (`interpretations.md`). */
export const gamePath = (l: GameLayout, path: string): string => `${l.folder}${path}`;
/** The page a game a folder down starts from (`macrobber.md`), beside its folder. */
export const topPath = (l: GameLayout): string => `${l.folder.replace(/\/$/, "")}.md`;

const folderOf = (path: string): string[] => path.split("/").slice(0, -1);

/**
 * The address of page `to` as written on page `from` (both under the pages folder). A page below
 * `from`'s folder is `./...`; anything else is reached by going up. Pages in the same folder also go
 * up and back down (`../rules/B.md` from `rules/A.md`), so a link to a rule reads the same on every
 * page of a folder, whichever page it is.
 */
export function href(from: string, to: string): string {
  const f = folderOf(from);
  const t = to.split("/");
  let common = 0;
  while (common < f.length && common < t.length - 1 && f[common] === t[common]) common++;
  const below = common === f.length && t.length - 1 > f.length;
  if (below || f.length === 0) return `./${t.slice(common).join("/")}`;
  // Same folder: climb one level more so the link names the folder it goes into.
  const up = common === f.length ? common - 1 : common;
  return `${"../".repeat(f.length - up)}${t.slice(up).join("/")}`;
}

/** The links a page at `from` makes to the pages of the game laid out by `l`. */
export function linksFrom(l: GameLayout, from: string): DocLinks {
  const to = (path: string) => href(from, path);
  return {
    rule: (id) => `[${id}](${to(rulePath(l, id))})`,
    example: (id) => `[${id}](${to(examplePath(l, id))})`,
    property: (name) => `[${name}](${to(gamePath(l, "properties.md"))}#${anchor(name)})`,
    decision: (key) => `[${key}](${to(decisionPath(l, key))})`,
    href: (path) => to(gamePath(l, path)),
  };
}
