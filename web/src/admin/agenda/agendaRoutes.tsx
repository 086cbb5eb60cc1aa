import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const AgendaPage = lazy(() => import('./AgendaPage'));
const VisitFormPage = lazy(() => import('./VisitFormPage'));

/** /app/agenda and /app/agenda/nova: a broker's own agenda, or every broker's for users with the agenda permission. */
export const agendaRoutes = (
  <Route path="agenda" element={<RequirePermission permission={areaPermissions.agenda} ownAgenda />}>
    <Route index element={<AgendaPage />} />
    <Route path="nova" element={<VisitFormPage />} />
  </Route>
);
