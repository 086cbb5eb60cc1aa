import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { companyMessages } from '../../forms/peopleMessages';
import { adminRoutes } from '../adminRoutes';
import { LoadedRecordFrame } from '../records/RecordFormPage';
import { RecordHistoryTabs } from '../records/RecordHistoryTabs';
import { CompanyQuery } from './companyDocuments';
import { CompanyForm } from './CompanyForm';

const texts = companyMessages.form;

function EditCompany({ id }: { id: string }) {
  const { data, loading, error } = useQuery(CompanyQuery, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <LoadedRecordFrame
      title={texts.editTitle}
      listPath={adminRoutes.company.list}
      record={data?.companyRecord}
      loading={loading}
      error={error}
      texts={texts}
    >
      {(company) => (
        <RecordHistoryTabs recordType="COMPANY" recordId={id}>
          <CompanyForm loaded={company} />
        </RecordHistoryTabs>
      )}
    </LoadedRecordFrame>
  );
}

/** /app/empresa/editar/:id. */
export default function CompanyFormPage() {
  const { id } = useParams();
  return id === undefined ? null : <EditCompany key={id} id={id} />;
}
