import { useSyncExternalStore } from 'react';

/** Below this width the inbox and the agenda show cards, not a table or a grid that scrolls sideways (the shell's own narrow layout). */
const NARROW_SCREEN = '(max-width: 700px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW_SCREEN).matches;

/** Whether the screen is a phone's: narrower than 700 px; followed as the window is resized or turned. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
