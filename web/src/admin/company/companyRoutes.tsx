import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { RequirePermission } from '../routes/RequirePermission';

const CompanyListPage = lazy(() => import('./CompanyListPage'));
const CompanyFormPage = lazy(() => import('./CompanyFormPage'));

/** /app/empresa and /app/empresa/editar/:id, for users with the empresa permission. */
export const companyRoutes = (
  <Route path="empresa" element={<RequirePermission permission="empresa" />}>
    <Route index element={<CompanyListPage />} />
    <Route path="editar/:id" element={<CompanyFormPage />} />
  </Route>
);
