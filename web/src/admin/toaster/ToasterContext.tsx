import { createContext, useCallback, useContext, useRef, type ReactNode } from 'react';
import { OverlayToaster, Position, type Intent } from '@blueprintjs/core';

/** Back-office toasts (and the login snackbar) stay 3 seconds (spec §9). */
const toastDurationMs = 3000;

export type Notify = (intent: Intent, message: string) => void;

const ToasterContext = createContext<Notify | null>(null);

/** One toaster for the whole back office, so that a toast survives the navigation that follows it. */
export function ToasterProvider({ children }: { children: ReactNode }) {
  const toaster = useRef<OverlayToaster | null>(null);
  const notify = useCallback<Notify>((intent, message) => {
    // The same text again replaces the toast on screen instead of stacking up.
    toaster.current?.show({ message, intent, timeout: toastDurationMs, isCloseButtonShown: false }, message);
  }, []);
  return (
    <ToasterContext.Provider value={notify}>
      {children}
      <OverlayToaster ref={toaster} position={Position.TOP} maxToasts={4} />
    </ToasterContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(ToasterContext);
  if (!notify) throw new Error('useNotify needs a ToasterProvider');
  return notify;
}
