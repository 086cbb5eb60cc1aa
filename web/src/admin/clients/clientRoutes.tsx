import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { RequirePermission } from '../routes/RequirePermission';

const ClientListPage = lazy(() => import('./ClientListPage'));
const ClientFormPage = lazy(() => import('./ClientFormPage'));

/** /app/clientes, /app/clientes/novo and /app/clientes/editar/:id, for users with the clientes permission. */
export const clientRoutes = (
  <Route path="clientes" element={<RequirePermission permission="clientes" />}>
    <Route index element={<ClientListPage />} />
    <Route path="novo" element={<ClientFormPage />} />
    <Route path="editar/:id" element={<ClientFormPage />} />
  </Route>
);
