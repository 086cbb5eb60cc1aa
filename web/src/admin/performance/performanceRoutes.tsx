import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const PerformancePage = lazy(() => import('./PerformancePage'));

/** /app/desempenho: how fast the agency answers its leads, for holders of the leads permission who are not brokers. */
export const performanceRoutes = (
  <Route path="desempenho" element={<RequirePermission permission={areaPermissions.performance} wholeAgency />}>
    <Route index element={<PerformancePage />} />
  </Route>
);
