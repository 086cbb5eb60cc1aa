import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { adminRoutes } from '../../adminRoutes';
import { StaffPropertyQuery } from '../../graphql/properties';
import { LoadedRecordFrame, RecordFormFrame } from '../../records/RecordFormPage';
import { RecordHistoryTabs } from '../../records/RecordHistoryTabs';
import { PropertyForm } from './PropertyForm';

const texts = adminPropertyMessages.form;

/** /app/imoveis/editar/:id — the property is loaded first; a missing one goes back to the list with a warning. */
function EditProperty({ id }: { id: string }) {
  const { data, loading, error } = useQuery(StaffPropertyQuery, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <LoadedRecordFrame
      title={texts.editTitle}
      listPath={adminRoutes.properties.list}
      record={data?.staffProperty}
      loading={loading}
      error={error}
      texts={texts}
    >
      {(property) => (
        <RecordHistoryTabs recordType="PROPERTY" recordId={id} visitsOf={{ propertyId: id, propertyCode: property.property.code }}>
          <PropertyForm loaded={property} />
        </RecordHistoryTabs>
      )}
    </LoadedRecordFrame>
  );
}

/** /app/imoveis/novo and /app/imoveis/editar/:id. */
export default function PropertyFormPage() {
  const { id } = useParams();
  if (id === undefined) {
    return (
      <RecordFormFrame title={texts.newTitle}>
        <PropertyForm key="novo" loaded={null} />
      </RecordFormFrame>
    );
  }
  return <EditProperty key={id} id={id} />;
}
