import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const AuditPage = lazy(() => import('./AuditPage'));

/** /app/auditoria: the audit trail, for the administrators (holders of usuarios). */
export const auditRoutes = (
  <Route path="auditoria" element={<RequirePermission permission={areaPermissions.audit} />}>
    <Route index element={<AuditPage />} />
  </Route>
);
