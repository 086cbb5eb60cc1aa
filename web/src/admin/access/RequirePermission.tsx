import { Outlet } from 'react-router-dom';
import { useSignedInSession } from '../session/SessionContext';
import type { AreaPermission } from './areaPermissions';
import { NoPermission } from './NoPermission';

/** The screens of an area need its permission: without it, a screen that says so. */
export function RequirePermission({ permission }: { permission: AreaPermission }) {
  const { permissions } = useSignedInSession();
  return permissions.includes(permission) ? <Outlet /> : <NoPermission />;
}
