import { useCallback } from 'react';
import { templateMessages } from '../../forms/templateMessages';
import { useSession, useSignedInSession } from '../session/SessionContext';
import { useNotify } from '../toaster/ToasterContext';
import { fetchStaffFile, saveFileAs } from '../records/staffFile';

const texts = templateMessages.list;

/** What a download needs of a template row. */
export interface DownloadableTemplate {
  id: string;
  title: string;
  fileName: string | null;
  downloadUrl: string | null;
}

/**
 * Downloads a template's document with the session's token and saves it under its own name. A template
 * without a document is warned about; an expired session ends; any other failure is told in a toast.
 */
export function useTemplateDownload(): (template: DownloadableTemplate) => Promise<void> {
  const { token } = useSignedInSession();
  const { expire } = useSession();
  const notify = useNotify();
  return useCallback(
    async (template: DownloadableTemplate) => {
      if (template.downloadUrl === null) {
        notify('warning', texts.noFile);
        return;
      }
      const fileName = template.fileName ?? template.title;
      const answer = await fetchStaffFile(template.downloadUrl, token, fileName);
      if (answer.kind === 'file') saveFileAs(answer.blob, fileName);
      else if (answer.kind === 'unauthenticated') expire();
      else notify('danger', answer.message ?? texts.downloadFailure);
    },
    [expire, notify, token],
  );
}
