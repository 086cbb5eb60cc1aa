import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { templateMessages } from '../../forms/templateMessages';
import { adminRoutes } from '../adminRoutes';
import { LoadedRecordFrame, RecordFormFrame } from '../records/RecordFormPage';
import { RecordHistoryTabs } from '../records/RecordHistoryTabs';
import { ContractTemplateQuery } from './templateDocuments';
import { TemplateForm } from './TemplateForm';

const texts = templateMessages.form;

function EditTemplate({ id }: { id: string }) {
  const { data, loading, error } = useQuery(ContractTemplateQuery, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <LoadedRecordFrame
      title={texts.editTitle}
      listPath={adminRoutes.templates.list}
      record={data?.contractTemplate}
      loading={loading}
      error={error}
      texts={texts}
    >
      {(template) => (
        <RecordHistoryTabs recordType="TEMPLATE" recordId={id}>
          <TemplateForm loaded={template} />
        </RecordHistoryTabs>
      )}
    </LoadedRecordFrame>
  );
}

/** /app/modelos-documento/novo and /app/modelos-documento/editar/:id. */
export default function TemplateFormPage() {
  const { id } = useParams();
  if (id === undefined) {
    return (
      <RecordFormFrame title={texts.newTitle}>
        <TemplateForm key="novo" loaded={null} />
      </RecordFormFrame>
    );
  }
  return <EditTemplate key={id} id={id} />;
}
