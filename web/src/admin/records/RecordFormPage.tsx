import { useEffect, type ReactNode } from 'react';
import { Callout } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { peopleCommonMessages } from '../../forms/peopleMessages';
import { hasErrorCode } from '../apollo/errorCodes';
import { ButtonLink } from '../layout/ButtonLink';
import { LoadingState } from '../layout/LoadingState';
import { usePageTitle } from '../layout/usePageTitle';
import { NoPermission } from '../access/NoPermission';
import { useNotify } from '../toaster/ToasterContext';

/** A form screen: its title (also the document's) and the form. */
export function RecordFormFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{title}</h1>
      {children}
    </div>
  );
}

interface LoadedRecordFrameProps<T> {
  title: string;
  /** The list to go back to. */
  listPath: string;
  /** The loaded record: undefined while nothing came back yet, null when the server has none. */
  record: T | null | undefined;
  loading: boolean;
  error: unknown;
  texts: { notFound: string; loadFailure: string };
  children: (record: T) => ReactNode;
}

/**
 * The edit screen of a record loaded first: a missing one goes back to the list with a warning; a
 * failed load says so in a toast and an alert, with the way back.
 */
export function LoadedRecordFrame<T>({ title, listPath, record, loading, error, texts, children }: LoadedRecordFrameProps<T>) {
  const navigate = useNavigate();
  const notify = useNotify();
  const missing = record === null && !error;
  const forbidden = hasErrorCode(error, 'FORBIDDEN');

  useEffect(() => {
    if (!missing) return;
    notify('warning', texts.notFound);
    void navigate(listPath, { replace: true });
  }, [missing, navigate, notify, listPath, texts.notFound]);

  useEffect(() => {
    if (error && !forbidden && !hasErrorCode(error, 'UNAUTHENTICATED')) notify('danger', texts.loadFailure);
  }, [error, forbidden, notify, texts.loadFailure]);

  if (forbidden) return <NoPermission />;
  return (
    <RecordFormFrame title={title}>
      {record ? (
        children(record)
      ) : loading ? (
        <LoadingState />
      ) : error ? (
        <>
          <Callout intent="danger" role="alert">
            {texts.loadFailure}
          </Callout>
          <p className="admin-after-callout">
            <ButtonLink to={listPath} text={peopleCommonMessages.back} icon="arrow-left" variant="outlined" />
          </p>
        </>
      ) : null}
    </RecordFormFrame>
  );
}
