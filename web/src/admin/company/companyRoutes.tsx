import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const CompanyListPage = lazy(() => import('./CompanyListPage'));
const CompanyFormPage = lazy(() => import('./CompanyFormPage'));

/** /app/empresa and /app/empresa/editar/:id, for users with the empresa permission. */
export const companyRoutes = (
  <Route path="empresa" element={<RequirePermission permission={areaPermissions.company} />}>
    <Route index element={<CompanyListPage />} />
    <Route path="editar/:id" element={<CompanyFormPage />} />
  </Route>
);
