import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

export interface Disclosure {
  expanded: boolean;
  /** The id of the panel the button shows and hides. */
  panelId: string;
  toggle: () => void;
  /** Hides the panel (after a choice made in it, or a change of page). */
  close: () => void;
  /** Spread on the button: its state and the panel it controls. */
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
  };
}

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern): `aria-expanded` says whether the panel
 * is shown, `aria-controls` names it. The panel starts hidden, on the server as in the browser; while it is shown,
 * Escape hides it and puts the focus back on the button.
 */
export function useDisclosure(): Disclosure {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setExpanded((shown) => !shown), []);
  const close = useCallback(() => setExpanded(false), []);
  useEffect(() => {
    if (!expanded) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setExpanded(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [expanded]);
  return {
    expanded,
    panelId,
    toggle,
    close,
    buttonProps: { ref: buttonRef, 'aria-expanded': expanded, 'aria-controls': panelId, onClick: toggle },
  };
}
