// Parsers for numeric command-line options: a bad value is a usage error (exit 2), never NaN.
import { InvalidArgumentError } from "commander";
import { playerNameProblem } from "../dsl/player-names.js";
import { clip } from "../oracle/printable.js";

export const integerOption =
  (min: number, max: number) =>
  (value: string): number => {
    if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}`);
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < min || n > max)
      throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}`);
    return n;
  };

/** Player names, comma-separated: each one every game accepts (`playerNameProblem`), none twice. */
export function playersOption(value: string): string[] {
  const names = value.split(",").map((n) => n.trim());
  if (names.some((n) => n.length === 0))
    throw new InvalidArgumentError("expected names separated by commas, e.g. ann,ben,cat");
  for (const [i, name] of names.entries()) {
    const problem = playerNameProblem(name);
    if (problem) throw new InvalidArgumentError(`name ${i + 1}: ${clip(problem, 120)}`);
  }
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice !== undefined) throw new InvalidArgumentError(`"${twice}" is named twice`);
  return names;
}
