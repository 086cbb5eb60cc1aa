import { useId, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { agendaMessages } from '../../forms/agendaMessages';
import { failureText } from '../apollo/errorCodes';
import { LoadingState } from '../layout/LoadingState';
import { useNotify } from '../toaster/ToasterContext';
import { CalendarFeedUrlQuery, ReplaceCalendarFeedMutation } from './agendaDocuments';

const texts = agendaMessages.feed;

/** The address, to copy, and a new one on demand (after a warning: calendars that subscribed lose the old one). */
function FeedAddress() {
  const notify = useNotify();
  const fieldId = useId();
  const { data, loading, error } = useQuery(CalendarFeedUrlQuery, { fetchPolicy: 'cache-and-network' });
  const [replaceFeed, { loading: replacing }] = useMutation(ReplaceCalendarFeedMutation, { refetchQueries: ['CalendarFeedUrl'] });
  const [asking, setAsking] = useState(false);
  const url = data?.calendarFeedUrl ?? '';
  if (error && !data) return <Callout intent="danger">{texts.loadFailure}</Callout>;
  if (loading && !data) return <LoadingState />;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('success', texts.copied);
    } catch {
      notify('warning', texts.copyFailure);
    }
  };
  const replace = async () => {
    try {
      const result = (await replaceFeed()).data?.replaceCalendarFeed;
      notify(result?.ok ? 'success' : 'danger', result?.message ?? result?.error?.message ?? texts.loadFailure);
      setAsking(false);
    } catch (problem) {
      notify('danger', failureText(problem, texts.loadFailure));
    }
  };
  return (
    <>
      <p>{texts.intro}</p>
      <label htmlFor={fieldId} className="admin-field__label">
        {texts.label}
      </label>
      <InputGroup id={fieldId} value={url} readOnly fill onFocus={(event) => event.target.select()} />
      <div className="agenda-feed__actions">
        <Button icon="duplicate" text={texts.copy} onClick={() => void copy()} />
        {asking ? (
          <>
            <p className="agenda-feed__question">{texts.replaceQuestion}</p>
            <Button intent="danger" text={texts.replaceConfirm} loading={replacing} onClick={() => void replace()} />
            <Button variant="minimal" text={texts.back} disabled={replacing} onClick={() => setAsking(false)} />
          </>
        ) : (
          <Button variant="outlined" icon="refresh" text={texts.replace} onClick={() => setAsking(true)} />
        )}
      </div>
    </>
  );
}

/** 'Agenda no celular': the signed-in user's private calendar feed, to subscribe to from Google Calendar or a phone. */
export function CalendarFeedDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={texts.title} className="admin-dialog">
      <DialogBody>{isOpen && <FeedAddress />}</DialogBody>
      <DialogFooter actions={<Button text={agendaMessages.panel.close} onClick={onClose} />} />
    </Dialog>
  );
}
