import { BlueprintProvider } from '@blueprintjs/core';
import { ApolloProvider } from '@apollo/client/react';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/table/lib/css/table.css';
import { createAdminClient } from './apollo/createAdminClient';
import { registerBackOfficeIcons } from './icons/iconPaths';
import { AdminRoutes, TrainingRoutes } from './routes/AdminRoutes';
import { SessionProvider } from './session/SessionContext';
import { createSessionStore } from './session/sessionStore';
import { ToasterProvider } from './toaster/ToasterContext';
import './styles/admin.css';

registerBackOfficeIcons();

/** One session and one client for the back office, made when its code first loads. */
const sessionStore = createSessionStore(window.localStorage, window);
const adminClient = createAdminClient(sessionStore);

export type AdminArea = 'app' | 'training';

/** The back office (/app/* and /training-videos), loaded only when one of its addresses is opened. */
export default function AdminApp({ area }: { area: AdminArea }) {
  return (
    <BlueprintProvider>
      <ApolloProvider client={adminClient}>
        <SessionProvider store={sessionStore}>
          <ToasterProvider>{area === 'app' ? <AdminRoutes /> : <TrainingRoutes />}</ToasterProvider>
        </SessionProvider>
      </ApolloProvider>
    </BlueprintProvider>
  );
}
