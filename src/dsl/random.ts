// Seeded chance and walking every choice, as the interpreter and rulesets both need them: one step
// of the mulberry32 generator with its state passed explicitly (so a ruleset can keep the state in
// the game state), and the odometer that moves an exhaustive walk to its next choice path.

/** One step of mulberry32: a random number in [0, 1) and the generator's next state. */
export function nextRandom(state: number): [number, number] {
  const a = (state + 0x6d2b79f5) >>> 0;
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, a];
}

/**
 * The next path of an exhaustive walk over choice points, or null when every path has been walked.
 * @param prefix the option indices followed on the path just walked (choices past it took option 0).
 * @param widths how many options each choice point of that path had, in the order they were asked.
 * @returns the indices to follow next: the deepest choice with another option is bumped, later ones dropped.
 */
export function nextOdometer(prefix: readonly number[], widths: readonly number[]): number[] | null {
  const taken = widths.map((_, i) => (i < prefix.length ? prefix[i]! : 0));
  let i = taken.length - 1;
  while (i >= 0 && taken[i]! >= widths[i]! - 1) i--;
  return i < 0 ? null : [...taken.slice(0, i), taken[i]! + 1];
}
