import { useId, useRef, useState } from 'react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { portalMessages } from '../../forms/portalMessages';
import { failureText } from '../apollo/errorCodes';
import { PortalFeedQuery, RegeneratePortalFeedTokenMutation } from '../graphql/portals';
import { useNotify } from '../toaster/ToasterContext';
import { RegenerateFeedDialog } from './RegenerateFeedDialog';

const texts = portalMessages.feed;

/** The feed's address in a read-only field, the button that copies it and, for those allowed, the one that replaces it. */
export function PortalFeedPanel() {
  const id = useId();
  const notify = useNotify();
  const field = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState(false);
  const { data, error, refetch } = useQuery(PortalFeedQuery, { fetchPolicy: 'cache-and-network' });
  const [regenerate, { loading: regenerating }] = useMutation(RegeneratePortalFeedTokenMutation);
  const feed = data?.portalFeed;

  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      notify('success', texts.copied);
    } catch {
      field.current?.focus();
      field.current?.select();
      notify('warning', texts.copyFailure);
    }
  };

  const confirmRegenerate = async () => {
    try {
      const { data: answer } = await regenerate();
      const result = answer?.regeneratePortalFeedToken;
      if (!result?.ok) {
        notify('danger', result?.error?.message ?? texts.regenerateFailure);
        return;
      }
      await refetch();
      notify('success', result.message ?? texts.regenerated);
      setAsking(false);
    } catch (problem) {
      notify('danger', failureText(problem, texts.regenerateFailure));
    }
  };

  if (error && !feed) {
    return (
      <Callout intent="danger" role="alert">
        {texts.loadFailure}
      </Callout>
    );
  }

  return (
    <section className="admin-portal-feed" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section-title">
        {texts.title}
      </h2>
      <FormGroup label={texts.label} labelFor={id} helperText={<span id={`${id}-hint`}>{texts.hint}</span>}>
        <div className="admin-portal-feed__row">
          <InputGroup
            id={id}
            inputRef={field}
            readOnly
            fill
            value={feed?.url ?? ''}
            aria-describedby={`${id}-hint`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button icon="clipboard" intent="primary" text={texts.copy} disabled={!feed} onClick={() => void copy()} />
          {feed?.canRegenerate && <Button icon="refresh" text={texts.regenerate} onClick={() => setAsking(true)} />}
        </div>
      </FormGroup>
      <RegenerateFeedDialog
        isOpen={asking}
        busy={regenerating}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirmRegenerate()}
      />
    </section>
  );
}
