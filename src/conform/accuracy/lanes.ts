// Running jobs a few at a time: each lane takes the next job when its last one ends, and every
// result keeps its job's place. The accuracy measurements run engines this way (one process per
// job), as many at once as the machine allows.

/** Run `jobs` at most `limit` at once (at least one); results in the jobs' order. */
export async function inLanes<T>(jobs: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < jobs.length; i = next++) out[i] = await jobs[i]!();
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, jobs.length)) }, lane));
  return out;
}
