import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { adminRoutes } from '../adminRoutes';

const TrainingLibraryPage = lazy(() => import('./TrainingLibraryPage'));

/** /training-videos for any signed-in user; a deeper address goes back to the library. */
export const libraryRoutes = (
  <>
    <Route index element={<TrainingLibraryPage />} />
    <Route path="*" element={<Navigate to={adminRoutes.trainingLibrary} replace />} />
  </>
);
