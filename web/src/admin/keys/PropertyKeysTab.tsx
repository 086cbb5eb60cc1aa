import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { keyMessages } from '../../forms/keyMessages';
import type { KeyRow } from './keyRows';
import { failureText } from '../apollo/errorCodes';
import { LoadingState } from '../layout/LoadingState';
import { useSignedInSession } from '../session/SessionContext';
import { useNotify } from '../toaster/ToasterContext';
import { CheckOutDialog } from './CheckOutDialog';
import { KeyFormDialog, type KeyFormTarget } from './KeyFormDialog';
import { KeyHistoryTable } from './KeyHistoryTable';
import { KeysTable } from './KeysTable';
import { RemoveKeyDialog } from './RemoveKeyDialog';
import { CheckInKeyMutation, PropertyKeysQuery } from './keyDocuments';
import './keys.css';

const texts = keyMessages;

/**
 * The 'Chaves' tab of a property: its keys with who holds each now, registering, editing and removing them (permission
 * imoveis), lending and taking them back, and the history of their loans.
 */
export default function PropertyKeysTab({ propertyId }: { propertyId: string }) {
  const { permissions } = useSignedInSession();
  const keeps = permissions.includes('imoveis');
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(PropertyKeysQuery, { variables: { propertyId }, fetchPolicy: 'network-only' });
  const [checkIn] = useMutation(CheckInKeyMutation);
  const [editing, setEditing] = useState<KeyFormTarget | null>(null);
  const [lending, setLending] = useState<KeyRow | null>(null);
  const [removing, setRemoving] = useState<KeyRow | null>(null);
  const [checkingIn, setCheckingIn] = useState<string | null>(null);
  const reload = () => void refetch().catch(() => undefined);

  const takeBack = async (key: KeyRow) => {
    if (checkingIn !== null) return;
    setCheckingIn(key.id);
    try {
      const outcome = (await checkIn({ variables: { id: key.id } })).data?.checkInKey;
      notify(outcome?.ok ? 'success' : 'danger', outcome?.ok ? texts.checkedIn : (outcome?.error?.message ?? texts.checkInFailure));
      reload();
    } catch (failure) {
      notify('danger', failureText(failure, texts.checkInFailure));
    } finally {
      setCheckingIn(null);
    }
  };

  if (loading && !data) return <LoadingState />;
  if (error || !data?.propertyKeys) return <Callout intent="danger">{texts.loadFailure}</Callout>;
  const { keys, history, brokers, visits } = data.propertyKeys;
  return (
    <section className="admin-keys" aria-labelledby="chaves-do-imovel">
      <h2 id="chaves-do-imovel" className="admin-visually-hidden">
        {texts.title}
      </h2>
      <div className="admin-keys__intro">
        <p>{texts.intro}</p>
        {keeps && <Button icon="add" intent="primary" text={texts.add} onClick={() => setEditing({ kind: 'new', propertyId })} />}
      </div>
      <KeysTable
        keys={keys}
        keeps={keeps}
        checkingIn={checkingIn}
        onEdit={(key) =>
          setEditing({ kind: 'edit', id: key.id, values: { label: key.label, location: key.location, code: key.code ?? undefined } })
        }
        onRemove={setRemoving}
        onCheckOut={setLending}
        onCheckIn={(key) => void takeBack(key)}
      />
      <KeyHistoryTable history={history} />
      <KeyFormDialog target={editing} onClose={() => setEditing(null)} onSaved={reload} />
      <CheckOutDialog keyToLend={lending} choices={{ brokers, visits }} onClose={() => setLending(null)} onDone={reload} />
      <RemoveKeyDialog keyToRemove={removing} onClose={() => setRemoving(null)} onRemoved={reload} />
    </section>
  );
}
