import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { userMessages } from '../../forms/peopleMessages';
import { adminRoutes } from '../adminRoutes';
import { LoadedRecordFrame, RecordFormFrame } from '../records/RecordFormPage';
import { RecordHistoryTabs } from '../records/RecordHistoryTabs';
import { UserQuery } from '../graphql/people';
import { UserForm } from './UserForm';

const texts = userMessages.form;

function EditUser({ id, title, backTo }: { id: string; title: string; backTo: string }) {
  const { data, loading, error } = useQuery(UserQuery, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <LoadedRecordFrame title={title} listPath={backTo} record={data?.user} loading={loading} error={error} texts={texts}>
      {(user) => (
        <RecordHistoryTabs recordType="USER" recordId={id}>
          <UserForm loaded={user} backTo={backTo} />
        </RecordHistoryTabs>
      )}
    </LoadedRecordFrame>
  );
}

/** /app/usuarios/novo and /app/usuarios/editar/:id. */
export default function UserFormPage() {
  const { id } = useParams();
  if (id === undefined) {
    return (
      <RecordFormFrame title={texts.newTitle}>
        <UserForm key="novo" loaded={null} backTo={adminRoutes.users.list} />
      </RecordFormFrame>
    );
  }
  return <EditUser key={id} id={id} title={texts.editTitle} backTo={adminRoutes.users.list} />;
}

/** /app/usuarios/perfil/:id (route cadastroUsuario): the signed-in user's own record, back to the dashboard. */
export function UserProfilePage() {
  const { id } = useParams();
  if (id === undefined) return null;
  return <EditUser key={id} id={id} title={texts.profileTitle} backTo={adminRoutes.dashboard} />;
}
