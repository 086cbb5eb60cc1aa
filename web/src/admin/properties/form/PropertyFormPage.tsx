import { useEffect, type ReactNode } from 'react';
import { Callout } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { adminPropertyMessages } from '../../../forms/adminPropertyMessages';
import { hasErrorCode } from '../../apollo/errorCodes';
import { StaffPropertyQuery } from '../../graphql/properties';
import { ButtonLink } from '../../layout/ButtonLink';
import { LoadingState } from '../../layout/LoadingState';
import { usePageTitle } from '../../layout/usePageTitle';
import { NoPermission } from '../../routes/NoPermission';
import { useNotify } from '../../toaster/ToasterContext';
import { PropertyForm } from './PropertyForm';

const texts = adminPropertyMessages.form;

function FormPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{title}</h1>
      {children}
    </div>
  );
}

/** /app/imoveis/editar/:id — the property is loaded first; a missing one goes back to the list with a warning. */
function EditProperty({ id }: { id: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, loading, error } = useQuery(StaffPropertyQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const missing = data !== undefined && data.staffProperty === null;
  const forbidden = hasErrorCode(error, 'FORBIDDEN');

  useEffect(() => {
    if (!missing) return;
    notify('warning', texts.notFound);
    void navigate('/app/imoveis', { replace: true });
  }, [missing, navigate, notify]);

  useEffect(() => {
    if (error && !forbidden && !hasErrorCode(error, 'UNAUTHENTICATED')) notify('danger', texts.loadFailure);
  }, [error, forbidden, notify]);

  if (forbidden) return <NoPermission />;
  const property = data?.staffProperty;
  return (
    <FormPage title={texts.editTitle}>
      {loading && !property ? (
        <LoadingState />
      ) : error && !property ? (
        <>
          <Callout intent="danger" role="alert">
            {texts.loadFailure}
          </Callout>
          <p className="admin-after-callout">
            <ButtonLink to="/app/imoveis" text={texts.back} icon="arrow-left" variant="outlined" />
          </p>
        </>
      ) : property ? (
        <PropertyForm loaded={property} />
      ) : null}
    </FormPage>
  );
}

/** /app/imoveis/novo and /app/imoveis/editar/:id. */
export default function PropertyFormPage() {
  const { id } = useParams();
  if (id === undefined) {
    return (
      <FormPage title={texts.newTitle}>
        <PropertyForm key="novo" loaded={null} />
      </FormPage>
    );
  }
  return <EditProperty key={id} id={id} />;
}
