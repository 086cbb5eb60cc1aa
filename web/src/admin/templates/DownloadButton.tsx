import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { templateMessages } from '../../forms/templateMessages';
import { useTemplateDownload, type DownloadableTemplate } from './useTemplateDownload';

/** The icon button that downloads a template's document, busy until the file arrives. */
export function DownloadButton({ template }: { template: DownloadableTemplate }) {
  const download = useTemplateDownload();
  const [busy, setBusy] = useState(false);
  const label = templateMessages.list.download(template.title);
  return (
    <Button
      variant="minimal"
      icon="download"
      aria-label={label}
      title={label}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void download(template).finally(() => setBusy(false));
      }}
    />
  );
}
