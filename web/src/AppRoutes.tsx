import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PropertyRoute } from './public/detail/PropertyRoute';
import { HomePage } from './public/home/HomePage';
import { LoadingText } from './public/layout/LoadingText';
import { PublicLayout } from './public/layout/PublicLayout';

const HoursPage = lazy(() => import('./public/hours/HoursPage'));
const PrivacyPage = lazy(() => import('./public/privacy/PrivacyPage'));
const RegisterPropertyPage = lazy(() => import('./public/register/RegisterPropertyPage'));
const RegistrationTrackingPage = lazy(() => import('./public/tracking/RegistrationTrackingPage'));
const VisitBookingPage = lazy(() => import('./public/visits/VisitBookingPage'));
const VisitorVisitPage = lazy(() => import('./public/visits/VisitorVisitPage'));
/** The back office: Blueprint, its forms and its texts load only with these addresses. */
const AdminApp = lazy(() => import('./admin/AdminApp'));

/** Public routes and the back office (/app/*, /training-videos); any other path goes back to the home page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="imovel/:slug" element={<PropertyRoute />} />
        <Route
          path="imovel/:slug/agendar-visita"
          element={
            <Suspense fallback={<LoadingText />}>
              <VisitBookingPage />
            </Suspense>
          }
        />
        <Route
          path="visita/:token"
          element={
            <Suspense fallback={<LoadingText />}>
              <VisitorVisitPage />
            </Suspense>
          }
        />
        <Route
          path="horarios"
          element={
            <Suspense fallback={<LoadingText />}>
              <HoursPage />
            </Suspense>
          }
        />
        <Route
          path="privacidade"
          element={
            <Suspense fallback={<LoadingText />}>
              <PrivacyPage />
            </Suspense>
          }
        />
        <Route
          path="cadastre-seu-imovel"
          element={
            <Suspense fallback={<LoadingText />}>
              <RegisterPropertyPage />
            </Suspense>
          }
        />
        <Route
          path="cadastre-seu-imovel/acompanhar/:token"
          element={
            <Suspense fallback={<LoadingText />}>
              <RegistrationTrackingPage />
            </Suspense>
          }
        />
      </Route>
      <Route
        path="app/*"
        element={
          <Suspense fallback={<LoadingText />}>
            <AdminApp area="app" />
          </Suspense>
        }
      />
      <Route
        path="training-videos/*"
        element={
          <Suspense fallback={<LoadingText />}>
            <AdminApp area="training" />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
