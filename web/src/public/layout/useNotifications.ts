import { useCallback, useEffect, useRef, useState } from 'react';

/** Public notifications stay on screen for 6 seconds (spec §9). */
const notificationDurationMs = 6000;

export type NotificationKind = 'success' | 'error' | 'info';

export interface PublicNotification {
  id: number;
  kind: NotificationKind;
  text: string;
}

export interface Notifications {
  items: PublicNotification[];
  notify: (kind: NotificationKind, text: string) => void;
  dismiss: (id: number) => void;
}

/** Notifications of one page: each one goes away by itself after 6 seconds, or when dismissed. */
export function useNotifications(): Notifications {
  const [items, setItems] = useState<PublicNotification[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback(
    (kind: NotificationKind, text: string) => {
      const id = nextId.current;
      nextId.current += 1;
      // The same text again replaces the one on screen rather than stacking up.
      setItems((current) => [...current.filter((item) => item.text !== text), { id, kind, text }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), notificationDurationMs),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { items, notify, dismiss };
}
