import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const VideoListPage = lazy(() => import('./VideoListPage'));
const VideoFormPage = lazy(() => import('./VideoFormPage'));

/** /app/videos, /app/videos/novo and /app/videos/editar/:id, for users with the videos permission. */
export const videoRoutes = (
  <Route path="videos" element={<RequirePermission permission={areaPermissions.videos} />}>
    <Route index element={<VideoListPage />} />
    <Route path="novo" element={<VideoFormPage />} />
    <Route path="editar/:id" element={<VideoFormPage />} />
  </Route>
);
