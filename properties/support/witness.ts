// Witness counters: each property counts how often its interesting cases happened, prints the
// counts, and fails when a case it depends on never happened (a property that never met its
// interesting case proves nothing).
export class Witnesses {
  private readonly counts = new Map<string, number>();
  constructor(
    private readonly name: string,
    required: readonly string[],
  ) {
    for (const r of required) this.counts.set(r, 0);
  }
  saw(label: string, happened = true): void {
    if (happened) this.counts.set(label, (this.counts.get(label) ?? 0) + 1);
  }
  /** Print the counts and return the required cases that never happened. */
  report(): string[] {
    const line = [...this.counts.entries()].map(([k, v]) => `${k}=${v}`).join(" ");
    console.log(`[witness] ${this.name}: ${line}`);
    return [...this.counts.entries()].filter(([, v]) => v === 0).map(([k]) => k);
  }
}

/** The seed for this run: FC_SEED from the environment, or a fixed default so CI is reproducible. */
export const seed = (): number => {
  const raw = process.env.FC_SEED;
  const n = raw === undefined ? 20261121 : Number(raw);
  if (!Number.isInteger(n)) throw new Error(`FC_SEED must be an integer, got ${raw}`);
  return n;
};
