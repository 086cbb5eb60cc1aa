import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { RequirePermission } from '../routes/RequirePermission';

const PortalsPage = lazy(() => import('./PortalsPage'));

/** /app/portais: the properties marked for the portals and the feed's address, for users with the imoveis permission. */
export const portalRoutes = (
  <Route path="portais" element={<RequirePermission permission="imoveis" />}>
    <Route index element={<PortalsPage />} />
  </Route>
);
