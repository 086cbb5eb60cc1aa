import { useState, type FormEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { visitBookingMessages, visitorVisitMessages as texts } from '../../forms/visitMessages';
import type { DocumentType } from '../../gql';
import { formatDateTime } from '../../lib/format';
import { useSubmittedForm } from '../../lib/submittedForm';
import { ErrorIdNote } from '../layout/ErrorIdNote';
import { LoadingText } from '../layout/LoadingText';
import { PageMeta } from '../layout/PageMeta';
import { graphqlErrorId } from '../lib/graphqlErrorId';
import { graphqlErrorText } from '../lib/graphqlErrorText';
import { publicRoutes } from '../routes';
import { SlotPicker } from './SlotPicker';
import {
  CancelMyVisitMutation,
  ConfirmMyVisitMutation,
  RescheduleMyVisitMutation,
  VisitorVisitQuery,
  VisitSlotsQuery,
} from './visitDocuments';

type ChangeMutation = typeof CancelMyVisitMutation | typeof ConfirmMyVisitMutation | typeof RescheduleMyVisitMutation;
type ChangeResult = DocumentType<typeof CancelMyVisitMutation>['cancelMyVisit'];

interface Notice {
  text: string;
  isError: boolean;
  errorId: string | null;
}

/**
 * /visita/:token — the visitor's private page of their visit: when, where and with whom, its status, and what they
 * may still do: cancel or reschedule it before its time, confirm after it that they visited. Every action is a plain
 * form post without JavaScript, answered by the server with this page again.
 */
export default function VisitorVisitPage() {
  const { token = '' } = useParams();
  const location = useLocation();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(VisitorVisitQuery, { variables: { token }, fetchPolicy: 'cache-and-network' });
  const justBooked = (location.state as { justBooked?: unknown } | null)?.justBooked;
  const doneKey = new URLSearchParams(location.search).get('feito') ?? '';
  const submitted = useSubmittedForm();
  const [notice, setNotice] = useState<Notice | null>(() => {
    if (submitted) return { text: submitted.message, isError: true, errorId: null };
    if (typeof justBooked === 'string') return { text: justBooked, isError: false, errorId: null };
    const done = texts.done[doneKey];
    return done ? { text: done, isError: false, errorId: null } : null;
  });
  const [busy, setBusy] = useState(false);
  const [rescheduleOpen, setRescheduleOpen] = useState(false);
  const [slot, setSlot] = useState('');
  const [askingCancel, setAskingCancel] = useState(false);
  const visit = data?.visitorVisit ?? null;
  const slots = useQuery(VisitSlotsQuery, {
    variables: { slug: visit?.propertySlug ?? '' },
    skip: !visit?.changeable,
    fetchPolicy: 'cache-and-network',
  });

  if (loading && !data) return <LoadingText />;
  if (!visit) {
    return (
      <main id="conteudo" className="page">
        <PageMeta title={texts.pageTitle} description={null} />
        <div className="page__inner">
          <h1>{texts.title}</h1>
          <p role="alert">
            {error ? texts.loadFailure : texts.notFound}
            <ErrorIdNote id={graphqlErrorId(error)} />
          </p>
        </div>
      </main>
    );
  }

  const act = async (
    mutation: ChangeMutation,
    variables: { token: string; day?: string; time?: string },
    read: (answer: unknown) => ChangeResult | undefined,
  ) => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const { data: answer } = await client.mutate({ mutation, variables } as Parameters<typeof client.mutate>[0]);
      const result = read(answer);
      if (result?.ok) {
        setNotice({ text: result.message ?? '', isError: false, errorId: null });
        setRescheduleOpen(false);
        setAskingCancel(false);
        await refetch();
      } else {
        setNotice({ text: result?.error?.message ?? texts.actionFailure, isError: true, errorId: null });
      }
    } catch (failure) {
      setNotice({ text: graphqlErrorText(failure) ?? texts.actionFailure, isError: true, errorId: graphqlErrorId(failure) });
    }
    setBusy(false);
  };
  const onAction = (action: 'cancelar' | 'remarcar' | 'confirmar') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action === 'cancelar') {
      // The first press asks; the second, on the question's own button, cancels.
      if (!askingCancel) return setAskingCancel(true);
      void act(CancelMyVisitMutation, { token }, (answer) => (answer as DocumentType<typeof CancelMyVisitMutation>).cancelMyVisit);
    } else if (action === 'confirmar') {
      void act(ConfirmMyVisitMutation, { token }, (answer) => (answer as DocumentType<typeof ConfirmMyVisitMutation>).confirmMyVisit);
    } else {
      const [day = '', time = ''] = slot.split(' ');
      if (!slot) return setNotice({ text: visitBookingMessages.chooseTime, isError: true, errorId: null });
      void act(
        RescheduleMyVisitMutation,
        { token, day, time },
        (answer) => (answer as DocumentType<typeof RescheduleMyVisitMutation>).rescheduleMyVisit,
      );
    }
  };
  const action = publicRoutes.visita(token);

  return (
    <main id="conteudo" className="page visitor-visit">
      <PageMeta title={texts.pageTitle} description={null} />
      <div className="page__inner">
        <h1>{texts.title}</h1>
        {notice && (
          <p className={notice.isError ? 'form-error' : 'form-success'} role={notice.isError ? 'alert' : 'status'}>
            {notice.text}
            <ErrorIdNote id={notice.errorId} />
          </p>
        )}
        <p className="visitor-visit__status">{texts.status[visit.status]}</p>
        <dl className="facts">
          <div className="facts__item">
            <dt>{texts.when}</dt>
            <dd>
              <time dateTime={visit.startsAt}>{visit.writtenOut}</time>
            </dd>
          </div>
          <div className="facts__item">
            <dt>{texts.property}</dt>
            <dd>
              <Link to={publicRoutes.detalhes(visit.propertySlug)}>
                {visit.propertyTitle} ({visit.propertyCode})
              </Link>
            </dd>
          </div>
          <div className="facts__item">
            <dt>{texts.broker}</dt>
            <dd>{visit.brokerName}</dd>
          </div>
        </dl>
        {visit.confirmedAt && <p>{texts.confirmedAt(formatDateTime(visit.confirmedAt))}</p>}
        {visit.confirmable && (
          <form method="post" action={action} onSubmit={onAction('confirmar')}>
            <input type="hidden" name="acao" value="confirmar" />
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? texts.confirming : texts.confirmAttendance}
            </button>
          </form>
        )}
        {visit.changeable && (
          <div className="visitor-visit__actions">
            <details open={rescheduleOpen} onToggle={(event) => setRescheduleOpen(event.currentTarget.open)}>
              <summary>{texts.reschedule}</summary>
              <form method="post" action={action} onSubmit={onAction('remarcar')}>
                <input type="hidden" name="acao" value="remarcar" />
                <h2>{texts.rescheduleTitle}</h2>
                <SlotPicker days={slots.data?.visitSlots ?? []} chosen={slot} onChoose={setSlot} />
                <button type="submit" className="button button--primary" disabled={busy}>
                  {busy ? texts.rescheduling : texts.rescheduleSubmit}
                </button>
              </form>
            </details>
            <form method="post" action={action} onSubmit={onAction('cancelar')}>
              <input type="hidden" name="acao" value="cancelar" />
              {askingCancel && <p role="alert">{texts.cancelConfirm}</p>}
              <button type="submit" className="button button--secondary" disabled={busy}>
                {busy ? texts.cancelling : texts.cancel}
              </button>
              {askingCancel && (
                <button type="button" className="button button--secondary" onClick={() => setAskingCancel(false)}>
                  {texts.keep}
                </button>
              )}
            </form>
          </div>
        )}
      </div>
    </main>
  );
}
