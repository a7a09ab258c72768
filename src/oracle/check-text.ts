// The report of `check` as text for people, and as plain JSON for machines.
import { isRecord, renderingArgument, requireArgument } from "../dsl/arguments.js";
import type { AnyGame } from "../kit/game.js";
import type { CheckResult, Divergence } from "./check.js";
import { citeText } from "./cite-text.js";
import { formatInputError, printable } from "./input-error.js";
import type { Location } from "./trace-input.js";

const locationText = (at: Location) => [at.file ?? "<trace>", at.line].filter((x) => x !== undefined).join(":");

function divergenceLines(game: AnyGame, d: Divergence): string[] {
  const lines = [
    `${locationText(d.at)}: step ${d.step} does not conform (${d.at.path}): ${d.summary}`,
    `  event: ${d.eventText}`,
  ];
  for (const diff of d.differences) lines.push(`  ${diff.description}  [${diff.rules.join(", ")}]`);
  if (d.claims && d.differences.length === 0 && d.kind !== "claims")
    lines.push("  the claimed values agree with what the rules give once the refused choice is set aside");
  lines.push(`  rules involved: ${d.rules.length ? d.rules.join(", ") : "(none named)"}`);
  if (d.effects.length) {
    lines.push(
      d.kind === "claims"
        ? "  what the rules give in this step:"
        : "  what the rules give in this step (the trace's legal choices, else the first legal option):",
    );
    d.effects.forEach((e, i) => {
      lines.push(`    - ${d.effectTexts[i]}  ${citeText(e)}`);
    });
  }
  const search = d.claimedOutcome;
  if (search?.found)
    lines.push(
      "  the claimed values are a legal outcome with other choices: " +
        `${search.choices.length ? search.choices.map((c) => game.describe.choice(c)).join("; ") : "(no choices)"}`,
    );
  else if (search)
    lines.push(
      search.searched < search.total
        ? `  none of the first ${search.searched} of ${search.total} legal outcomes of this step gives the claimed values`
        : `  no legal outcome of this step gives the claimed values (all ${search.total} checked)`,
    );
  return lines;
}

/**
 * Text lines for people; the caller prints them and exits 0, 1 or 2 by `status`.
 * @example
 * const result = await checkFile("docs/examples/rounds-down.trace.jsonl");
 * console.log(checkText(result).join("\n")); // does not conform under C3 (default readings) ...
 */
export function checkText(result: CheckResult, game: AnyGame): string[] {
  const what = "a result of check (status unreadable, conforms or diverges)";
  requireArgument(isRecord(result) && ["unreadable", "conforms", "diverges"].includes(result.status as string), what);
  return renderingArgument(what, () => checkLines(result, game));
}

function checkLines(result: CheckResult, game: AnyGame): string[] {
  if (result.status === "unreadable") return [formatInputError(result.error)];
  if (result.status === "conforms")
    return [`conforms: ${result.steps} step${result.steps === 1 ? "" : "s"} replayed under ${result.label}`];
  const lines = [
    `does not conform under ${result.label} (${result.replayed} step${result.replayed === 1 ? "" : "s"} conformed before)`,
    ...divergenceLines(game, result.divergence),
  ];
  const alt = result.alternatives;
  if (alt) {
    if (alt.incomplete) lines.push(`  other editions and readings: search not finished: ${alt.incomplete}`);
    else if (alt.conforming.length)
      lines.push(`  the whole trace conforms under: ${alt.conforming.map((c) => c.label).join("; ")}`);
    else
      lines.push(
        `  the trace conforms under none of the ${alt.tried} other option sets tried ` +
          `(${game.editions ? "every edition, alone and with one reading changed" : "each single reading changed"})`,
      );
  }
  const d = result.diagnosis;
  if (d?.incomplete) lines.push(`  known mistakes: search not finished: ${d.incomplete}`);
  else if (d?.conforming.length)
    lines.push(
      `  the whole trace conforms if ${d.conforming.map((m) => `${m.rule} is played as "${m.title}" (${m.id}, a known mistake)`).join("; or if ")}`,
    );
  else if (d?.tried) lines.push(`  the trace conforms under none of the ${d.tried} known mistakes about the rules`);
  return lines.map((l) => printable(l, 2000));
}

/** The result as plain JSON (counts that may exceed 2^53 as decimal strings). */
export const checkJson = (result: CheckResult): string =>
  JSON.stringify(result, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v), 2);
