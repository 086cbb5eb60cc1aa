/** A repeatable stream of numbers in [0, 1): the same seed always draws the same picture. */
export type Random = () => number;

/** mulberry32: tiny, fast and good enough to vary colours and positions. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number between `min` and `max`, rounded to whole pixels. */
export function between(random: Random, min: number, max: number): number {
  return Math.round(min + random() * (max - min));
}

export function pickFrom<T>(random: Random, items: readonly [T, ...T[]]): T {
  return items[Math.floor(random() * items.length)] ?? items[0];
}
