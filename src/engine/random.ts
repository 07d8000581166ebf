/**
 * A small seeded generator (mulberry32): the same seed gives the same test
 * data on every machine, which `Math.random` cannot promise.
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in 0 … bound − 1. */
export function randomBelow(random: Random, bound: number): number {
  return Math.floor(random() * bound);
}
