/**
 * Sampling for the sweeps that would outgrow the test run if they tried every hostile value on
 * every kind: each kind takes a few values, chosen by a seed, so successive runs rotate through
 * them all. The seed is the day (UTC) unless POLYLOOP_SWEEP_SEED names one, and each sweep prints
 * it: a failure is replayed with `POLYLOOP_SWEEP_SEED=<seed>`.
 */

export const SWEEP_SEED: number = Number(
  process.env.POLYLOOP_SWEEP_SEED ?? Math.floor(Date.now() / 86_400_000),
);

/** Tells the run which seed it sampled with (once per sweep). */
export function announceSeed(sweep: string): void {
  console.log(`${sweep}: sampled with POLYLOOP_SWEEP_SEED=${SWEEP_SEED}`);
}

/** A small deterministic generator (mulberry32): the same seed and salt draw the same values. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hashOf = (text: string) =>
  [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619), 2_166_136_261);

/**
 * `count` of `values`, drawn without repeats by the run's seed and `salt` (the kind being swept,
 * so each kind rotates on its own); all of them when there are no more than `count`.
 */
export function sample<T>(values: readonly T[], count: number, salt: string): T[] {
  if (values.length <= count) return [...values];
  const random = generator(SWEEP_SEED ^ hashOf(salt));
  const pool = [...values];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
