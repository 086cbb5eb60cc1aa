import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const TemplateListPage = lazy(() => import('./TemplateListPage'));
const TemplateFormPage = lazy(() => import('./TemplateFormPage'));

/** /app/modelos-documento, /novo and /editar/:id, for users with the modelos-documento permission. */
export const templateRoutes = (
  <Route path="modelos-documento" element={<RequirePermission permission={areaPermissions.templates} />}>
    <Route index element={<TemplateListPage />} />
    <Route path="novo" element={<TemplateFormPage />} />
    <Route path="editar/:id" element={<TemplateFormPage />} />
  </Route>
);
