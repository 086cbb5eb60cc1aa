import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const PrivacyPage = lazy(() => import('./PrivacyPage'));

/** /app/privacidade: a person's data under the LGPD and the retention of leads, for holders of privacidade. */
export const privacyRoutes = (
  <Route path="privacidade" element={<RequirePermission permission={areaPermissions.privacy} />}>
    <Route index element={<PrivacyPage />} />
  </Route>
);
