import { useRef, useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { privacyAdminMessages } from '../../forms/privacyAdminMessages';
import { useSession, useSignedInSession } from '../session/SessionContext';
import { AnonymizeDialog } from './AnonymizeDialog';
import { fetchStaffFile, saveFileAs } from '../records/staffFile';
import type { PersonKey } from './personSearch';

const texts = privacyAdminMessages;

interface PersonDataActionsProps {
  person: PersonKey;
  /** The gateway's download of the person's data. */
  exportUrl: string;
  onAnonymized: (message: string) => void;
}

/**
 * What can be done with the data found: 'Baixar dados (JSON e CSV)', fetched with the session's token (one download
 * per click; a failure told below the buttons), and 'Anonimizar dados', behind its confirmation.
 */
export function PersonDataActions({ person, exportUrl, onAnonymized }: PersonDataActionsProps) {
  const { token } = useSignedInSession();
  const { expire } = useSession();
  const [downloading, setDownloading] = useState(false);
  // Set at the click itself, before the button shows it is busy: a double click downloads once.
  const started = useRef(false);
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    if (started.current) return;
    started.current = true;
    setDownloading(true);
    setDownloadFailure(null);
    try {
      const answer = await fetchStaffFile(exportUrl, token, texts.export.fileName);
      if (answer.kind === 'file') saveFileAs(answer.blob, answer.fileName);
      else if (answer.kind === 'unauthenticated') expire();
      else setDownloadFailure(answer.message ?? texts.export.failure);
    } finally {
      started.current = false;
      setDownloading(false);
    }
  };

  return (
    <div className="admin-privacy-actions">
      <div className="admin-privacy-actions__buttons">
        <Button
          icon="download"
          intent="primary"
          text={downloading ? texts.export.downloading : texts.export.button}
          disabled={downloading}
          onClick={() => void download()}
        />
        <Button icon="eraser" intent="danger" variant="outlined" text={texts.anonymize.button} onClick={() => setConfirming(true)} />
      </div>
      {downloadFailure !== null && (
        <Callout intent="danger" role="alert" className="admin-privacy-actions__failure">
          {downloadFailure}
        </Callout>
      )}
      <AnonymizeDialog person={confirming ? person : null} onClose={() => setConfirming(false)} onAnonymized={onAnonymized} />
    </div>
  );
}
