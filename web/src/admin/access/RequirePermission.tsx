import { Outlet } from 'react-router-dom';
import { useSignedInSession } from '../session/SessionContext';
import type { AreaPermission } from './areaPermissions';
import { NoPermission } from './NoPermission';
import { seesWholeAgency } from './wholeAgency';

interface RequirePermissionProps {
  permission: AreaPermission;
  /** The area shows the whole agency's figures: a broker, who sees only their own, is refused too. */
  wholeAgency?: boolean;
}

/** The screens of an area need its permission: without it, a screen that says so. */
export function RequirePermission({ permission, wholeAgency = false }: RequirePermissionProps) {
  const { permissions, user } = useSignedInSession();
  const allowed = permissions.includes(permission) && (!wholeAgency || seesWholeAgency(user.role));
  return allowed ? <Outlet /> : <NoPermission />;
}
