import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const PropertyListPage = lazy(() => import('./list/PropertyListPage'));
const PropertyFormPage = lazy(() => import('./form/PropertyFormPage'));

/** /app/imoveis, /app/imoveis/novo and /app/imoveis/editar/:id, for users with the imoveis permission. */
export const propertyRoutes = (
  <Route path="imoveis" element={<RequirePermission permission={areaPermissions.properties} />}>
    <Route index element={<PropertyListPage />} />
    <Route path="novo" element={<PropertyFormPage />} />
    <Route path="editar/:id" element={<PropertyFormPage />} />
  </Route>
);
