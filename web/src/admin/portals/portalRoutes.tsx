import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const PortalsPage = lazy(() => import('./PortalsPage'));

/** /app/portais: the properties marked for the portals and the feed's address, for users with the imoveis permission. */
export const portalRoutes = (
  <Route path="portais" element={<RequirePermission permission={areaPermissions.portals} />}>
    <Route index element={<PortalsPage />} />
  </Route>
);
