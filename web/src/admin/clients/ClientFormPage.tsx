import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { clientMessages } from '../../forms/peopleMessages';
import { adminRoutes } from '../adminRoutes';
import { ClientQuery } from '../graphql/people';
import { ClientForm } from './ClientForm';
import { LoadedRecordFrame, RecordFormFrame } from '../records/RecordFormPage';
import { RecordHistoryTabs } from '../records/RecordHistoryTabs';

const texts = clientMessages.form;

function EditClient({ id }: { id: string }) {
  const { data, loading, error } = useQuery(ClientQuery, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <LoadedRecordFrame
      title={texts.editTitle}
      listPath={adminRoutes.clients.list}
      record={data?.client}
      loading={loading}
      error={error}
      texts={texts}
    >
      {(client) => (
        <RecordHistoryTabs recordType="CLIENT" recordId={id} visitsOf={{ clientId: id }}>
          <ClientForm loaded={client} />
        </RecordHistoryTabs>
      )}
    </LoadedRecordFrame>
  );
}

/** /app/clientes/novo and /app/clientes/editar/:id. */
export default function ClientFormPage() {
  const { id } = useParams();
  if (id === undefined) {
    return (
      <RecordFormFrame title={texts.newTitle}>
        <ClientForm key="novo" loaded={null} />
      </RecordFormFrame>
    );
  }
  return <EditClient key={id} id={id} />;
}
