import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { RequirePermission } from './RequirePermission';

const PropertyListPage = lazy(() => import('../properties/list/PropertyListPage'));
const PropertyFormPage = lazy(() => import('../properties/form/PropertyFormPage'));

/** /app/imoveis, /app/imoveis/novo and /app/imoveis/editar/:id, for users with the imoveis permission. */
export const propertyRoutes = (
  <Route path="imoveis" element={<RequirePermission permission="imoveis" />}>
    <Route index element={<PropertyListPage />} />
    <Route path="novo" element={<PropertyFormPage />} />
    <Route path="editar/:id" element={<PropertyFormPage />} />
  </Route>
);
