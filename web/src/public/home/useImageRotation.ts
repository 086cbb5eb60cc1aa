import { useEffect, useState } from 'react';

/**
 * Index of the photo to show: advances every `intervalMs` while `active`, and goes back to the first
 * photo whenever the slide stops being active.
 */
export function useImageRotation(imageCount: number, active: boolean, intervalMs: number): number {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!active) {
      setIndex(0);
      return;
    }
    if (imageCount < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % imageCount), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, imageCount, intervalMs]);

  return imageCount === 0 ? 0 : Math.min(index, imageCount - 1);
}
