import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const LeadListPage = lazy(() => import('./LeadListPage'));
const LeadDetailPage = lazy(() => import('./LeadDetailPage'));

/** /app/leads and /app/leads/:id: the lead inbox, for users with the leads permission. */
export const leadRoutes = (
  <Route path="leads" element={<RequirePermission permission={areaPermissions.leads} />}>
    <Route index element={<LeadListPage />} />
    <Route path=":id" element={<LeadDetailPage />} />
  </Route>
);
