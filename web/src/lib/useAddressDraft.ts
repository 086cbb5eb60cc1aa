import { useEffect, useEffectEvent, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { awaitedKey, settleAddressChange } from './addressDraft';
import { currentAddressParams } from './currentAddress';

export interface AddressDraftOptions<T> {
  /** The value the address holds. */
  read: (params: URLSearchParams) => T;
  /** The address holding a value, from the address as it is (the screen keeps or drops its other parameters). */
  write: (value: T, current: URLSearchParams) => URLSearchParams;
  /** A text equal for equal values. */
  keyOf: (value: T) => string;
  /** How long typing must pause before the value goes to the address; without it only `commit` writes it. */
  settleMs?: number;
}

export interface AddressDraft<T> {
  /** What the fields show: every typed character, whatever the typing speed. */
  draft: T;
  setDraft: Dispatch<SetStateAction<T>>;
  /** The value the address holds: what the results follow. */
  applied: T;
  /** Writes a value (the draft by default) to the address now, as a new history entry. */
  commit: (value?: T) => void;
}

/**
 * Fields whose settled value lives in the address (a search, filters). What is typed stays in the component;
 * it goes to the address after a pause (`settleMs`) or on `commit`, each settled value as a history entry of
 * its own, so back/forward walk through them. The fields take the address's value again only when a navigation
 * changes it (back/forward, a link, a pasted address), never when the address shows one of their own writes.
 */
export function useAddressDraft<T>({ read, write, keyOf, settleMs }: AddressDraftOptions<T>): AddressDraft<T> {
  const location = useLocation();
  const navigation = useNavigationType();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is a pure function of the address: the address alone decides the value.
  const applied = useMemo(() => read(params), [params]);
  const appliedKey = keyOf(applied);
  const [draft, setDraft] = useState(applied);
  const draftKey = keyOf(draft);
  /** Keys of the writes not yet shown by the router, oldest first. */
  const pending = useRef<string[]>([]);
  const shownKey = useRef(appliedKey);

  const commit = (value: T = draft) => {
    const current = currentAddressParams();
    const next = write(value, current);
    const key = keyOf(read(next));
    if (next.toString() === current.toString() || key === pending.current.at(-1)) return;
    if (key !== awaitedKey(pending.current, appliedKey)) pending.current.push(key);
    const search = next.toString();
    void navigate({ pathname: location.pathname, search: search === '' ? '' : `?${search}` });
  };

  const takeAddressChange = useEffectEvent(() => {
    if (appliedKey === shownKey.current) return;
    shownKey.current = appliedKey;
    const change = settleAddressChange(pending.current, appliedKey, navigation);
    pending.current = change.pending;
    if (change.fromNavigation) setDraft(applied);
  });
  useEffect(() => takeAddressChange(), [appliedKey]);

  const draftIsAhead = useEffectEvent(() => draftKey !== awaitedKey(pending.current, appliedKey));
  const settle = useEffectEvent(() => commit());
  useEffect(() => {
    if (settleMs === undefined || !draftIsAhead()) return undefined;
    const timer = window.setTimeout(settle, settleMs);
    return () => window.clearTimeout(timer);
  }, [draftKey, settleMs]);

  return { draft, setDraft, applied, commit };
}
