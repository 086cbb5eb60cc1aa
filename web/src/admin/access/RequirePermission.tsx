import { Outlet } from 'react-router-dom';
import { useSignedInSession } from '../session/SessionContext';
import type { AreaPermission } from './areaPermissions';
import { NoPermission } from './NoPermission';
import { keepsOwnAgenda } from './ownAgenda';
import { seesWholeAgency } from './wholeAgency';

interface RequirePermissionProps {
  permission: AreaPermission;
  /** The area shows the whole agency's figures: a broker, who sees only their own, is refused too. */
  wholeAgency?: boolean;
  /** The area is the broker's own agenda too: a broker reaches it without the permission. */
  ownAgenda?: boolean;
}

/** The screens of an area need its permission: without it, a screen that says so. */
export function RequirePermission({ permission, wholeAgency = false, ownAgenda = false }: RequirePermissionProps) {
  const { permissions, user } = useSignedInSession();
  const allowed =
    (permissions.includes(permission) || (ownAgenda && keepsOwnAgenda(user.role))) && (!wholeAgency || seesWholeAgency(user.role));
  return allowed ? <Outlet /> : <NoPermission />;
}
