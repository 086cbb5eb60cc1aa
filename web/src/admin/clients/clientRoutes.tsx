import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const ClientListPage = lazy(() => import('./ClientListPage'));
const ClientFormPage = lazy(() => import('./ClientFormPage'));

/** /app/clientes, /app/clientes/novo and /app/clientes/editar/:id, for users with the clientes permission. */
export const clientRoutes = (
  <Route path="clientes" element={<RequirePermission permission={areaPermissions.clients} />}>
    <Route index element={<ClientListPage />} />
    <Route path="novo" element={<ClientFormPage />} />
    <Route path="editar/:id" element={<ClientFormPage />} />
  </Route>
);
