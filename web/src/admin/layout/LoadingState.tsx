import { Spinner } from '@blueprintjs/core';
import { adminMessages } from '../../forms/adminMessages';

/** What a screen shows while its code or data arrives. */
export function LoadingState({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'admin-loading admin-loading--page' : 'admin-loading'} role="status">
      <Spinner aria-label={adminMessages.site.loading} size={40} />
      <span className="admin-visually-hidden">{adminMessages.site.loading}</span>
    </div>
  );
}
