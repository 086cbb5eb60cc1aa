import { useState } from 'react';

/** The slide on screen of a carousel of `count` slides, and a step forward or back that wraps around. */
export function useCarouselIndex(count: number): { index: number; step: (delta: number) => void } {
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, count - 1);
  return { index, step: (delta) => setChosen((index + delta + count) % count) };
}
