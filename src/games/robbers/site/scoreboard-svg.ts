// The scoreboard as an SVG picture: the 50-space loop drawn as a rectangle of 50 squares (dark
// squares 0, 5, 10, ...), each player's meeple and messenger as coloured markers and each robber
// on the board as a distinct marker. Pure string building, so the site generator (Node) and the
// playground (browser) draw the same picture.
import { type FigureKind, isDark, LOOP, type RobbersState } from "../../../../spec/robbers/index.js";
import { own, setOwn } from "../../../dsl/own.js";
import { possessive } from "../library/describe.js";

const CELL = 44;
const PAD = 6;

/**
 * How the loop is laid out: squares along the top and bottom edges and down the sides (corners
 * counted once), 2·17 + 2·10 − 4 = 50 either way: wide (17 × 10, for a page) or tall (10 × 17, for
 * a phone, where a wide board would shrink its squares to a few pixels). The legend's columns fit
 * the middle of each. Text is sized for the width each is shown at, so that none is under 12 CSS
 * px: the wide board at its own size (or a little less) on a page, the tall one at about 0.72 of
 * its size in a 390 px phone's column (326 px for 452 units); WIDE_FROM_PX says which to show.
 */
export interface BoardShape {
  readonly cols: number;
  readonly rows: number;
  /**
   * x offsets of the legend's columns (meeple, messenger, robber) from its left edge, and the longest
   * name shown; a robber column of null puts each player's robber on a line of its own, below its row.
   */
  readonly legend: {
    readonly meeple: number;
    readonly messenger: number;
    readonly robber: number | null;
    readonly name: number;
  };
  /** The size of the picture's text (squares' numbers, legend, thefts) in the picture's units, and of its caption. */
  readonly text: number;
  readonly caption: number;
  /** Most characters of a caption line and of a line of the theft's explanation before the words wrap. */
  readonly line: number;
}
export const WIDE: BoardShape = {
  cols: 17,
  rows: 10,
  legend: { meeple: 150, messenger: 250, robber: 360, name: 16 },
  text: 14,
  caption: 16,
  line: 70,
};
export const TALL: BoardShape = {
  cols: 10,
  rows: 17,
  legend: { meeple: 110, messenger: 215, robber: null, name: 8 },
  text: 19,
  caption: 19,
  line: 28,
};
const widthOf = (shape: BoardShape) => shape.cols * CELL + 2 * PAD;
/**
 * The narrowest column the wide board keeps its text at 12 CSS px or more in (652 px): narrower,
 * the tall board is drawn (the playground) or shown (a page's pictures, by the same width in CSS).
 */
export const WIDE_FROM_PX = Math.ceil((widthOf(WIDE) * 12) / WIDE.text);
const heightOf = (shape: BoardShape) => shape.rows * CELL + 2 * PAD;

/** Carcassonne-like colours; a player named after a colour gets that colour. */
const NAMED: Record<string, string> = {
  red: "#d62828",
  blue: "#1d4ed8",
  green: "#16a34a",
  yellow: "#eab308",
  black: "#27272a",
  grey: "#71717a",
  gray: "#71717a",
  pink: "#ec4899",
  purple: "#9333ea",
  orange: "#ea580c",
};
const PALETTE = ["#d62828", "#1d4ed8", "#16a34a", "#eab308", "#9333ea", "#ec4899", "#ea580c", "#71717a"];

/** A colour per player: its name's colour if it is one, else the first palette colour not yet taken. */
export function playerColours(players: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const used = new Set<string>();
  for (const p of players) {
    const named = own(NAMED, p.toLowerCase());
    if (named && !used.has(named)) {
      setOwn(out, p, named);
      used.add(named);
    }
  }
  for (const p of players) {
    if (own(out, p)) continue;
    const free = PALETTE.find((c) => !used.has(c)) ?? PALETTE[players.indexOf(p) % PALETTE.length]!;
    setOwn(out, p, free);
    used.add(free);
  }
  return out;
}

/** Top-left corner of square `i` (0-49): 0 at the top-left corner, then clockwise. */
export function squareOrigin(i: number, shape: BoardShape = WIDE): { x: number; y: number } {
  const { cols: COLS, rows: ROWS } = shape;
  const n = ((i % LOOP) + LOOP) % LOOP;
  if (n < COLS) return { x: PAD + n * CELL, y: PAD };
  if (n < COLS + ROWS - 2) return { x: PAD + (COLS - 1) * CELL, y: PAD + (n - COLS + 1) * CELL };
  if (n < 2 * COLS + ROWS - 2)
    return { x: PAD + (COLS - 1 - (n - (COLS + ROWS - 2))) * CELL, y: PAD + (ROWS - 1) * CELL };
  return { x: PAD, y: PAD + (ROWS - 2 - (n - (2 * COLS + ROWS - 2))) * CELL };
}

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface Marker {
  readonly kind: FigureKind | "robber";
  readonly player: string;
  readonly square: number;
  readonly title: string;
}

/** Every marker to draw: figures in turn order, then robbers on the board (supply robbers are listed in the legend). */
export function markersOf(state: Pick<RobbersState, "players" | "messages" | "figures" | "robbers">): Marker[] {
  const out: Marker[] = [];
  for (const p of state.players) {
    const f = own(state.figures, p);
    if (!f) continue;
    out.push({
      kind: "meeple",
      player: p,
      square: f.meeple % LOOP,
      title: `${possessive(p)} meeple: ${f.meeple} points (square ${f.meeple % LOOP})`,
    });
    if (state.messages && f.messenger !== undefined) {
      out.push({
        kind: "messenger",
        player: p,
        square: f.messenger % LOOP,
        title: `${possessive(p)} messenger: ${f.messenger} points (square ${f.messenger % LOOP})`,
      });
    }
  }
  for (const p of state.players) {
    const r = own(state.robbers, p);
    if (r === null || r === undefined) continue;
    const note = r >= LOOP ? ` (beside score ${r})` : "";
    out.push({
      kind: "robber",
      player: p,
      square: r % LOOP,
      title: `${possessive(p)} robber on square ${r % LOOP}${note}`,
    });
  }
  return out;
}

/** One marker centred on (cx, cy) with half-size r: circle = meeple, square = messenger, black-ringed diamond = robber. */
function markerSvg(m: Marker, cx: number, cy: number, r: number, colour: string, inKey = false): string {
  // Key symbols carry no data attributes, so a query for markers finds only the figures on the board.
  const data = inKey
    ? `class="key ${m.kind}"`
    : `class="marker ${m.kind}" data-kind="${m.kind}" data-player="${escapeXml(m.player)}" data-square="${m.square}"`;
  const title = `<title>${escapeXml(m.title)}</title>`;
  if (m.kind === "meeple")
    return `<circle ${data} cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" stroke="#111" stroke-width="1">${title}</circle>`;
  if (m.kind === "messenger") {
    const s = r * 0.9;
    return (
      `<rect ${data} x="${cx - s}" y="${cy - s}" width="${2 * s}" height="${2 * s}" rx="${s * 0.3}" ` +
      `fill="${colour}" stroke="#111" stroke-width="1">${title}</rect>`
    );
  }
  const d = r * 1.25;
  const dot = Math.max(1, r * 0.3);
  return (
    `<g ${data}>${title}<polygon points="${cx},${cy - d} ${cx + d},${cy} ${cx},${cy + d} ${cx - d},${cy}" ` +
    `fill="${colour}" stroke="#000" stroke-width="${Math.max(1.5, r * 0.45)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${dot}" fill="#000"/></g>`
  );
}

/** Lay out `n` markers in a k×k grid inside one square, below its number (`band` high); returns centres and a marker half-size. */
function grid(n: number, band: number): { at: (i: number) => { dx: number; dy: number }; r: number } {
  const k = n <= 1 ? 1 : n <= 4 ? 2 : n <= 9 ? 3 : n <= 16 ? 4 : 5;
  const inner = CELL - band;
  const step = inner / k;
  const r = Math.min(9, step * 0.42);
  return {
    at: (i) => ({ dx: 7 + step * (i % k) + step / 2, dy: band - 2 + step * Math.floor(i / k) + step / 2 }),
    r,
  };
}

/** Words cut into lines of at most `most` characters (a longer word stands alone on its line). */
function wrapWords(words: string, most: number): string[] {
  const lines: string[] = [];
  for (const w of words.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + w.length <= most) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  return lines;
}

export interface BoardOptions {
  /** A caption drawn in the middle of the board, e.g. "Before the moment". */
  readonly caption?: string;
  /** Squares to outline (e.g. where a robber stole). */
  readonly highlight?: readonly number[];
  /** An id for the <svg> element. */
  readonly id?: string;
  /** The state before, to show each figure's gain in the legend ("34 (+10)"). */
  readonly before?: Pick<RobbersState, "figures">;
  /** Thefts to draw as arrows from the robber's square to the robbed figure (where it stands in `state`). */
  readonly steals?: readonly DrawnSteal[];
  /** Wide (the default) or tall, for a narrow screen. */
  readonly shape?: BoardShape;
}

/** A theft as the picture draws it: whose robber, on which square, took how much from which figure. */
export interface DrawnSteal {
  readonly thief: string;
  readonly victim: string;
  readonly figure: FigureKind;
  /** The robber's square (or score key) when it stole. */
  readonly at: number;
  readonly amount: number;
}

const centre = (square: number, shape: BoardShape) => {
  const { x, y } = squareOrigin(square, shape);
  return { x: x + CELL / 2, y: y + CELL / 2 };
};

/**
 * An arrow from the robber's square to the robbed figure's square, bowed towards the middle of the
 * board, with the amount. The `nth` (0-based) of several thefts along the same way (two robbers on
 * one square robbing one figure) bows further and puts its words further along, so each is seen.
 */
function stealSvg(
  s: DrawnSteal,
  state: Pick<RobbersState, "figures">,
  colour: string,
  shape: BoardShape,
  nth = 0,
): string {
  const f = own(state.figures, s.victim);
  const to = s.figure === "meeple" ? f?.meeple : f?.messenger;
  if (to === undefined) return "";
  const from = s.at % LOOP;
  const a = centre(from, shape);
  const b = centre(to % LOOP, shape);
  const mid = { x: widthOf(shape) / 2, y: heightOf(shape) / 2 };
  // Control point: the chord's middle pulled two thirds of the way towards the board's middle (less for a second arrow).
  const pull = Math.max(0.15, 2 / 3 - nth * 0.35);
  const c = {
    x: (a.x + b.x) / 2 + (mid.x - (a.x + b.x) / 2) * pull,
    y: (a.y + b.y) / 2 + (mid.y - (a.y + b.y) / 2) * pull,
  };
  const angle = Math.atan2(b.y - c.y, b.x - c.x);
  const tip = { x: b.x - Math.cos(angle) * 12, y: b.y - Math.sin(angle) * 12 };
  const wing = (side: number) =>
    `${(tip.x - Math.cos(angle + side * 0.45) * 11).toFixed(1)},${(tip.y - Math.sin(angle + side * 0.45) * 11).toFixed(1)}`;
  // The words at a point of the curve: its middle, or further along for a second arrow.
  const t = Math.min(0.8, 0.5 + nth * 0.2);
  const label = {
    x: (1 - t) ** 2 * a.x + 2 * (1 - t) * t * c.x + t ** 2 * tip.x,
    y: (1 - t) ** 2 * a.y + 2 * (1 - t) * t * c.y + t ** 2 * tip.y,
  };
  const title = `${possessive(s.thief)} robber on square ${from} steals ${s.amount} from ${possessive(s.victim)} ${s.figure}`;
  return (
    `<g class="steal" data-thief="${escapeXml(s.thief)}" data-victim="${escapeXml(s.victim)}" ` +
    `data-figure="${s.figure}" data-from="${from}" data-to="${to % LOOP}"><title>${escapeXml(title)}</title>` +
    `<path d="M${a.x.toFixed(1)},${a.y.toFixed(1)} Q${c.x.toFixed(1)},${c.y.toFixed(1)} ${tip.x.toFixed(1)},${tip.y.toFixed(1)}" ` +
    `fill="none" stroke="${colour}" stroke-width="3" stroke-dasharray="7 4"/>` +
    `<polygon points="${(tip.x + Math.cos(angle) * 4).toFixed(1)},${(tip.y + Math.sin(angle) * 4).toFixed(1)} ` +
    `${wing(1)} ${wing(-1)}" fill="${colour}" stroke="#111" stroke-width="0.8"/>` +
    `<text x="${label.x.toFixed(1)}" y="${label.y.toFixed(1)}" font-size="${shape.text}" font-weight="700" ` +
    `fill="${colour}" stroke="#fff" stroke-width="3" paint-order="stroke">−${s.amount} → ${escapeXml(s.thief)}</text></g>`
  );
}

/** The whole picture: squares, markers, and a legend with every player's scores and robber. */
export function scoreboardSvg(
  state: Pick<RobbersState, "players" | "messages" | "figures" | "robbers">,
  options: BoardOptions = {},
): string {
  const colours = playerColours(state.players);
  const shape = options.shape ?? WIDE;
  const parts: string[] = [];
  const highlight = new Set((options.highlight ?? []).map((s) => s % LOOP));
  for (let i = 0; i < LOOP; i++) {
    const { x, y } = squareOrigin(i, shape);
    const dark = isDark(i);
    const ring = highlight.has(i) ? ` stroke="#f59e0b" stroke-width="3"` : ` stroke="#44403c" stroke-width="1"`;
    parts.push(
      `<g class="square${dark ? " dark" : ""}" data-square="${i}">` +
        `<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="${dark ? "#57534e" : "#f5f0e1"}"${ring}/>` +
        `<text x="${x + 3}" y="${y + Math.round(shape.text * 0.85)}" font-size="${shape.text}" fill="${dark ? "#fff" : "#57534e"}">${i}</text></g>`,
    );
  }
  const bySquare = new Map<number, Marker[]>();
  for (const m of markersOf(state)) bySquare.set(m.square, [...(bySquare.get(m.square) ?? []), m]);
  for (const [square, ms] of bySquare) {
    const { x, y } = squareOrigin(square, shape);
    const g = grid(ms.length, Math.round(shape.text * 0.85) + 3);
    ms.forEach((m, i) => {
      const { dx, dy } = g.at(i);
      parts.push(markerSvg(m, x + dx, y + dy, g.r, own(colours, m.player) ?? "#999"));
    });
  }
  // Thefts along the same way (from one square to one figure) are told apart: the nth bows differently.
  const ways = new Map<string, number>();
  for (const steal of options.steals ?? []) {
    const way = `${steal.at % LOOP}>${steal.victim}/${steal.figure}`;
    const nth = ways.get(way) ?? 0;
    ways.set(way, nth + 1);
    parts.push(stealSvg(steal, state, own(colours, steal.thief) ?? "#111", shape, nth));
  }
  parts.push(legendSvg(state, colours, shape, options.caption, options.before, (options.steals?.length ?? 0) > 0));
  const id = options.id ? ` id="${escapeXml(options.id)}"` : "";
  return (
    `<svg${id} class="scoreboard ${shape === TALL ? "tall" : "wide"}" xmlns="http://www.w3.org/2000/svg" ` +
    `viewBox="0 0 ${widthOf(shape)} ${heightOf(shape)}" width="${widthOf(shape)}" height="${heightOf(shape)}" ` +
    `style="max-width:100%;height:auto" role="img" aria-label="${escapeXml(options.caption ?? "scoreboard")}" ` +
    `font-family="system-ui, sans-serif">${parts.join("")}</svg>`
  );
}

/** The middle of the board: caption, symbol key, and one row per player. */
function legendSvg(
  state: Pick<RobbersState, "players" | "messages" | "figures" | "robbers">,
  colours: Record<string, string>,
  shape: BoardShape,
  caption?: string,
  before?: Pick<RobbersState, "figures">,
  steals = false,
): string {
  const cols = shape.legend;
  const tall = shape === TALL;
  // A position, with its change since `before` when there is one.
  const pos = (now: number | undefined, was: number | undefined) =>
    now === undefined
      ? "—"
      : was === undefined || was === now
        ? String(now)
        : `${now} (${now > was ? "+" : ""}${now - was})`;
  const left = PAD + CELL + 16;
  const size = shape.text;
  // One line of text: its height, and the text itself.
  const lead = Math.round(size * 1.35);
  let y = PAD + CELL + 24;
  const out: string[] = [];
  if (caption) {
    for (const line of wrapWords(caption, shape.line)) {
      out.push(
        `<text class="caption" x="${left}" y="${y}" font-size="${shape.caption}" font-weight="600" fill="#1c1917">${escapeXml(line)}</text>`,
      );
      y += Math.round(shape.caption * 1.35);
    }
    y += 4;
  }
  // The key's three symbols, spaced for the width of their words at this size.
  const key = (kind: Marker["kind"], label: string, x: number) =>
    markerSvg({ kind, player: "", square: -1, title: label }, x, y - 4, 6, "#a8a29e", true) +
    `<text x="${x + 11}" y="${y}" font-size="${size}" fill="#1c1917">${label}</text>`;
  out.push(
    key("meeple", "meeple", left + 6),
    key("messenger", "messenger", left + 6 + Math.round(size * 5.6)),
    key("robber", "robber", left + 6 + Math.round(size * 13)),
  );
  if (tall) y += lead;
  out.push(
    `<text x="${tall ? left : left + 290}" y="${y}" font-size="${size}" fill="#1c1917">dark squares: 0, 5, 10, …</text>`,
  );
  if (steals) {
    const words = wrapWords(
      "a theft: from the robber's square to the robbed figure, with the points taken and the thief",
      shape.line,
    );
    y += lead;
    out.push(
      `<path class="key steal" d="M${left},${y - 4} L${left + 22},${y - 4}" stroke="#57534e" stroke-width="3" stroke-dasharray="7 4"/>`,
    );
    for (const [i, w] of words.entries())
      out.push(`<text x="${left + 30}" y="${y + i * lead}" font-size="${size}" fill="#1c1917">${escapeXml(w)}</text>`);
    y += (words.length - 1) * lead;
  }
  y += lead + 6;
  out.push(
    `<text x="${left}" y="${y}" font-size="${size}" font-weight="600" fill="#1c1917">player</text>` +
      `<text x="${left + cols.meeple}" y="${y}" font-size="${size}" font-weight="600" fill="#1c1917">meeple</text>` +
      (state.messages
        ? `<text x="${left + cols.messenger}" y="${y}" font-size="${size}" font-weight="600" fill="#1c1917">${tall ? "mess." : "messenger"}</text>`
        : "") +
      (cols.robber === null
        ? ""
        : `<text x="${left + cols.robber}" y="${y}" font-size="${size}" font-weight="600" fill="#1c1917">robber</text>`),
  );
  for (const p of state.players) {
    y += lead + 4;
    const f = own(state.figures, p);
    const r = own(state.robbers, p);
    const robber =
      r === null || r === undefined ? "in supply" : r >= LOOP ? `square ${r % LOOP} (score ${r})` : `square ${r}`;
    // Without a robber column, the robber goes on a line of its own under the player's row.
    const robberText =
      cols.robber === null
        ? `<text x="${left + 20}" y="${y + lead}" font-size="${size}" fill="#1c1917">robber ${robber}</text>`
        : `<text x="${left + cols.robber}" y="${y}" font-size="${size}" fill="#1c1917">${robber}</text>`;
    out.push(
      `<g class="legend-row" data-player="${escapeXml(p)}">` +
        `<rect x="${left}" y="${y - 11}" width="14" height="14" rx="3" fill="${own(colours, p)}" stroke="#111"/>` +
        `<text x="${left + 20}" y="${y}" font-size="${size}" fill="#1c1917">${escapeXml(p.length > cols.name ? `${p.slice(0, cols.name - 1)}…` : p)}</text>` +
        `<text x="${left + cols.meeple}" y="${y}" font-size="${size}" fill="#1c1917">${pos(f?.meeple, own(before?.figures, p)?.meeple)}</text>` +
        (state.messages
          ? `<text x="${left + cols.messenger}" y="${y}" font-size="${size}" fill="#1c1917">${pos(f?.messenger, own(before?.figures, p)?.messenger)}</text>`
          : "") +
        `${robberText}</g>`,
    );
    if (cols.robber === null) y += lead;
  }
  return `<g class="legend">${out.join("")}</g>`;
}
