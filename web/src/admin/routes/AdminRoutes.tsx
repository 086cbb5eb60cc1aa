import { Navigate, Route, Routes } from 'react-router-dom';
import { adminRoutes } from '../adminRoutes';
import DashboardPage from '../dashboard/DashboardPage';
import ForgotPasswordPage from '../login/ForgotPasswordPage';
import LoginPage from '../login/LoginPage';
import ResetPasswordPage from '../login/ResetPasswordPage';
import { agendaRoutes } from '../agenda/agendaRoutes';
import { auditRoutes } from '../audit/auditRoutes';
import { brokerRoutes } from '../brokers/brokerRoutes';
import { clientRoutes } from '../clients/clientRoutes';
import { companyRoutes } from '../company/companyRoutes';
import { holidayRoutes } from '../holidays/holidayRoutes';
import { leadRoutes } from '../leads/leadRoutes';
import { libraryRoutes } from '../library/libraryRoutes';
import { performanceRoutes } from '../performance/performanceRoutes';
import { portalRoutes } from '../portals/portalRoutes';
import { privacyRoutes } from '../privacy/privacyRoutes';
import { templateRoutes } from '../templates/templateRoutes';
import { userRoutes } from '../users/userRoutes';
import { videoRoutes } from '../videos/videoRoutes';
import { propertyRoutes } from '../properties/propertyRoutes';
import { RecordTabsProvider } from '../records/RecordTabsContext';
import { recordTabs } from './recordTabs';
import { RequireSession } from './RequireSession';

/**
 * The routes under /app, one route file per area. An address without a screen lands on the catch-all and goes to
 * the dashboard.
 */
export const appRouteTree = (
  <>
    <Route path="manager" element={<LoginPage />} />
    <Route path="esqueci-senha" element={<ForgotPasswordPage />} />
    <Route path="redefinir-senha" element={<ResetPasswordPage />} />
    <Route element={<RequireSession />}>
      <Route path="dashboard" element={<DashboardPage />} />
      {propertyRoutes}
      {portalRoutes}
      {leadRoutes}
      {performanceRoutes}
      {agendaRoutes}
      {clientRoutes}
      {brokerRoutes}
      {userRoutes}
      {companyRoutes}
      {videoRoutes}
      {templateRoutes}
      {holidayRoutes}
      {auditRoutes}
      {privacyRoutes}
      <Route path="*" element={<Navigate to={adminRoutes.dashboard} replace />} />
    </Route>
  </>
);

/** /training-videos: the training library ('Biblioteca de Vídeos'), for any signed-in user. */
export const trainingRouteTree = <Route element={<RequireSession />}>{libraryRoutes}</Route>;

/** The back office's routes, the property page with its keys tab among its records' tabs. */
export function AdminRoutes() {
  return (
    <RecordTabsProvider tabs={recordTabs}>
      <Routes>{appRouteTree}</Routes>
    </RecordTabsProvider>
  );
}

export function TrainingRoutes() {
  return <Routes>{trainingRouteTree}</Routes>;
}
