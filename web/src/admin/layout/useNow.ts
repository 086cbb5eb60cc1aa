import { useEffect, useState } from 'react';

/** How often the times of a screen ('Sem resposta há 25 min', the agenda's now) move on. */
const TICK_MS = 30_000;

/** The time now, in milliseconds, read again every 30 seconds while the screen is open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
