import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const BrokerListPage = lazy(() => import('./BrokerListPage'));
const BrokerFormPage = lazy(() => import('./BrokerFormPage'));

/** /app/corretores, /app/corretores/novo and /app/corretores/editar/:id, for users with the corretores permission. */
export const brokerRoutes = (
  <Route path="corretores" element={<RequirePermission permission={areaPermissions.brokers} />}>
    <Route index element={<BrokerListPage />} />
    <Route path="novo" element={<BrokerFormPage />} />
    <Route path="editar/:id" element={<BrokerFormPage />} />
  </Route>
);
