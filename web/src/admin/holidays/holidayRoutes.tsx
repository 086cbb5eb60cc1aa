import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const HolidayListPage = lazy(() => import('./HolidayListPage'));
const HolidayFormPage = lazy(() => import('./HolidayFormPage'));

/** /app/feriados and /app/feriados/novo, for users with the agenda permission. */
export const holidayRoutes = (
  <Route path="feriados" element={<RequirePermission permission={areaPermissions.holidays} />}>
    <Route index element={<HolidayListPage />} />
    <Route path="novo" element={<HolidayFormPage />} />
  </Route>
);
