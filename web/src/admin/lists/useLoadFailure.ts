import { useEffect } from 'react';
import { hasErrorCode } from '../apollo/errorCodes';
import { useNotify } from '../toaster/ToasterContext';

/**
 * What a screen does when its data cannot load: a refusal for lack of permission is a screen of its own
 * (answered here as `forbidden`), an expired session is handled by the client, anything else is told in
 * a toast with the screen's text.
 */
export function useLoadFailure(error: unknown, failureText: string): { forbidden: boolean } {
  const notify = useNotify();
  const forbidden = hasErrorCode(error, 'FORBIDDEN');
  useEffect(() => {
    if (error && !forbidden && !hasErrorCode(error, 'UNAUTHENTICATED')) notify('danger', failureText);
  }, [error, forbidden, notify, failureText]);
  return { forbidden };
}
