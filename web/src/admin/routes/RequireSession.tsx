import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { adminRoutes } from '../adminRoutes';
import { LoadingState } from '../layout/LoadingState';
import { useSession } from '../session/SessionContext';
import { AdminShell } from '../shell/AdminShell';

/** Every back-office screen but the login needs a session: without one, the login screen. */
export function RequireSession() {
  const { session, checked } = useSession();
  if (!checked) return <LoadingState fullPage />;
  if (!session) return <Navigate to={adminRoutes.login} replace />;
  return (
    <AdminShell>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </AdminShell>
  );
}
