import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A field of a server-rendered page can be typed in (or a choice made) before the page's script takes it over.
 * React then leaves the typed text on screen but not in the state, where the next render would wipe it. Give the
 * field the returned ref: when React takes the field over, whatever it holds that differs from `shown` goes
 * through `take`, as if it had just been typed. A field the browser drew itself always holds `shown`, so this
 * does nothing there.
 */
export function useTypedBeforeHydration<E extends FieldElement>(
  shown: string,
  take: (typed: string) => void,
  fieldRef?: RefObject<E | null>,
): RefObject<E | null> {
  const ownRef = useRef<E>(null);
  const ref = fieldRef ?? ownRef;
  const takeEarlyTyping = useEffectEvent(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== shown) take(typed);
  });
  useLayoutEffect(() => takeEarlyTyping(), []);
  return ref;
}
