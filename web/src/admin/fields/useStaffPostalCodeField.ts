import type { Intent } from '@blueprintjs/core';
import { adminPropertyMessages } from '../../forms/adminPropertyMessages';
import type { PostalCodeOutcome } from '../../forms/usePostalCodeLookup';
import { usePostalCodeField } from '../../forms/usePostalCodeField';
import { useNotify } from '../toaster/ToasterContext';

const kinds: Readonly<Record<PostalCodeOutcome, Intent>> = { found: 'success', notFound: 'warning', failed: 'danger' };

/** The back office's CEP field: its outcomes as toasts, a failure named the same in the toast and under the field. */
export function useStaffPostalCodeField() {
  const notify = useNotify();
  return usePostalCodeField({ notify, kinds, texts: adminPropertyMessages.form.postalCode });
}
