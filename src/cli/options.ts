// Parsers for numeric command-line options: a bad value is a usage error (exit 2), never NaN.
import { InvalidArgumentError } from "commander";

export const integerOption =
  (min: number, max: number) =>
  (value: string): number => {
    if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}`);
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < min || n > max) throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}`);
    return n;
  };
