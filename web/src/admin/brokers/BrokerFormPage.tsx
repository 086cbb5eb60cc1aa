import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { brokerMessages } from '../../forms/peopleMessages';
import { adminRoutes } from '../adminRoutes';
import { LoadedRecordFrame, RecordFormFrame } from '../records/RecordFormPage';
import { RecordHistoryTabs } from '../records/RecordHistoryTabs';
import { BrokerQuery } from '../graphql/people';
import { BrokerForm } from './BrokerForm';

const texts = brokerMessages.form;

function EditBroker({ id }: { id: string }) {
  const { data, loading, error } = useQuery(BrokerQuery, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <LoadedRecordFrame
      title={texts.editTitle}
      listPath={adminRoutes.brokers.list}
      record={data?.broker}
      loading={loading}
      error={error}
      texts={texts}
    >
      {(broker) => (
        <RecordHistoryTabs recordType="USER" recordId={id}>
          <BrokerForm loaded={broker} />
        </RecordHistoryTabs>
      )}
    </LoadedRecordFrame>
  );
}

/** /app/corretores/novo and /app/corretores/editar/:id. */
export default function BrokerFormPage() {
  const { id } = useParams();
  if (id === undefined) {
    return (
      <RecordFormFrame title={texts.newTitle}>
        <BrokerForm key="novo" loaded={null} />
      </RecordFormFrame>
    );
  }
  return <EditBroker key={id} id={id} />;
}
