// Small self-contained SVG line charts for docs/performance/ (no chart library, no script, no
// external font): axes with round ticks, linear or logarithmic scales, one line per series with its
// points marked, and a legend. Deterministic output, so a re-run with equal numbers changes nothing.

export interface Series {
  readonly name: string;
  readonly points: readonly (readonly [number, number])[];
}

export interface Chart {
  readonly title: string;
  readonly x: { readonly label: string; readonly log?: boolean; readonly format?: (v: number) => string };
  readonly y: { readonly label: string; readonly log?: boolean; readonly format?: (v: number) => string };
  readonly series: readonly Series[];
}

const WIDTH = 560;
const HEIGHT = 320;
const PAD = { left: 70, right: 170, top: 36, bottom: 52 };
const COLOURS = ["#1f6fb2", "#d9480f", "#2b8a3e", "#862e9c", "#e67700", "#495057"];

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const round = (v: number) => Number(v.toFixed(1));

/** A compact number: 8064, 15.2k, 2.65M, 9.49e12, 0.05. */
export function compact(v: number): string {
  const a = Math.abs(v);
  if (a >= 1e12) {
    const [mantissa, exponent] = v.toExponential(2).split("e");
    return `${Number(mantissa)}e${Number(exponent)}`;
  }
  if (a >= 1e9) return `${Number((v / 1e9).toPrecision(3))}G`;
  if (a >= 1e6) return `${Number((v / 1e6).toPrecision(3))}M`;
  if (a >= 1e4) return `${Number((v / 1e3).toPrecision(3))}k`;
  return Number.isInteger(v) ? String(v) : `${Number(v.toPrecision(3))}`;
}

/** Round ticks covering [lo, hi]: powers of ten on a log scale, 1-2-5 steps on a linear one. */
function ticks(lo: number, hi: number, log: boolean): number[] {
  if (log) {
    const out: number[] = [];
    for (let e = Math.floor(Math.log10(lo)); e <= Math.ceil(Math.log10(hi)); e++) out.push(10 ** e);
    return out;
  }
  const span = hi - lo || 1;
  const raw = span / 5;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw)!;
  const out: number[] = [];
  const last = Math.ceil(hi / step) * step;
  for (let v = Math.floor(lo / step) * step; v <= last + step / 2; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

function scale(values: number[], log: boolean, from: number, to: number, fromZero: boolean) {
  const positive = log ? values.filter((v) => v > 0) : values;
  let lo = Math.min(...positive);
  let hi = Math.max(...positive);
  if (!log && fromZero) lo = Math.min(0, lo);
  const t = ticks(lo, hi, log);
  lo = Math.min(lo, t[0]!);
  hi = Math.max(hi, t[t.length - 1]!);
  const f = (v: number) => (log ? Math.log10(Math.max(v, lo)) : v);
  const [a, b] = [f(lo), f(hi)];
  return {
    at: (v: number) => round(from + ((f(v) - a) / (b - a || 1)) * (to - from)),
    ticks: t.filter((v) => v >= lo && v <= hi),
  };
}

/** The chart as an SVG document. */
export function lineChart(chart: Chart): string {
  const xs = chart.series.flatMap((s) => s.points.map((p) => p[0]));
  const ys = chart.series.flatMap((s) => s.points.map((p) => p[1]));
  const x = scale(xs, chart.x.log ?? false, PAD.left, WIDTH - PAD.right, false);
  const y = scale(ys, chart.y.log ?? false, HEIGHT - PAD.bottom, PAD.top, true);
  const fx = chart.x.format ?? compact;
  const fy = chart.y.format ?? compact;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="sans-serif" font-size="11">`,
  );
  out.push(`<title>${escapeXml(chart.title)}</title>`);
  out.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`);
  out.push(`<text x="${PAD.left}" y="20" font-size="13" font-weight="bold">${escapeXml(chart.title)}</text>`);
  for (const t of y.ticks) {
    const py = y.at(t);
    out.push(`<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${py}" y2="${py}" stroke="#e9ecef"/>`);
    out.push(`<text x="${PAD.left - 6}" y="${py + 4}" text-anchor="end" fill="#495057">${escapeXml(fy(t))}</text>`);
  }
  for (const t of [...new Set(xs)].sort((a, b) => a - b)) {
    const px = x.at(t);
    out.push(
      `<line x1="${px}" x2="${px}" y1="${HEIGHT - PAD.bottom}" y2="${HEIGHT - PAD.bottom + 4}" stroke="#495057"/>`,
    );
    out.push(
      `<text x="${px}" y="${HEIGHT - PAD.bottom + 16}" text-anchor="middle" fill="#495057">${escapeXml(fx(t))}</text>`,
    );
  }
  out.push(
    `<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${HEIGHT - PAD.bottom}" y2="${HEIGHT - PAD.bottom}" stroke="#495057"/>`,
  );
  out.push(`<line x1="${PAD.left}" x2="${PAD.left}" y1="${PAD.top}" y2="${HEIGHT - PAD.bottom}" stroke="#495057"/>`);
  out.push(
    `<text x="${(PAD.left + WIDTH - PAD.right) / 2}" y="${HEIGHT - 12}" text-anchor="middle">${escapeXml(chart.x.label)}${chart.x.log ? " (log scale)" : ""}</text>`,
  );
  out.push(
    `<text transform="translate(16 ${(PAD.top + HEIGHT - PAD.bottom) / 2}) rotate(-90)" text-anchor="middle">${escapeXml(chart.y.label)}${chart.y.log ? " (log scale)" : ""}</text>`,
  );
  chart.series.forEach((s, i) => {
    const colour = COLOURS[i % COLOURS.length]!;
    const points = s.points.filter((p) => !(chart.y.log && p[1] <= 0)).map(([px, py]) => `${x.at(px)},${y.at(py)}`);
    out.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points.join(" ")}"/>`);
    for (const p of points) {
      const [cx, cy] = p.split(",");
      out.push(`<circle cx="${cx}" cy="${cy}" r="3" fill="${colour}"/>`);
    }
    const ly = PAD.top + 8 + i * 18;
    out.push(
      `<line x1="${WIDTH - PAD.right + 12}" x2="${WIDTH - PAD.right + 32}" y1="${ly}" y2="${ly}" stroke="${colour}" stroke-width="2"/>`,
    );
    out.push(`<text x="${WIDTH - PAD.right + 38}" y="${ly + 4}">${escapeXml(s.name)}</text>`);
  });
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}
