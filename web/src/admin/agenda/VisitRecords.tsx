import type { MouseEvent } from 'react';
import { Button, Callout, H4 } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { visitRecordMessages as texts } from '../../forms/visitRecordMessages';
import { formatDateTime } from '../../lib/format';
import { GenerateVisitRecordMutation } from '../graphql/visitRecords';
import { fetchStaffFile, saveFileAs } from '../records/staffFile';
import { useOneChangeAtATime } from '../records/useOneChangeAtATime';
import { useSession, useSignedInSession } from '../session/SessionContext';
import { useNotify } from '../toaster/ToasterContext';

/** A ficha as the visit's query selects it (`Visit.records`). */
interface ListedRecord {
  id: string;
  createdAt: string;
  createdByName?: string | null;
  downloadUrl: string;
}

interface VisitRecordsProps {
  visitId: string;
  records: readonly ListedRecord[];
  /** The visit's time has come and it was not cancelled: a ficha may be generated. */
  generatable: boolean;
}

/**
 * The visit's 'Fichas de visita': each one a link that downloads its PDF with the session's token (a plain link could
 * not send it), and 'Gerar ficha de visita', which makes one ficha per click (a double click makes one: the button is
 * disabled while the first is made). The new ficha comes back with the visit, so Apollo's cache lists it at once.
 */
export function VisitRecords({ visitId, records, generatable }: VisitRecordsProps) {
  const notify = useNotify();
  const { token } = useSignedInSession();
  const { expire } = useSession();
  const [generate] = useMutation(GenerateVisitRecordMutation);
  const { busy, run } = useOneChangeAtATime(texts.generateFailure);
  const onGenerate = () => run(async () => (await generate({ variables: { visitId } })).data?.generateVisitRecord);

  const onDownload = async (event: MouseEvent<HTMLAnchorElement>, record: ListedRecord) => {
    event.preventDefault();
    const answer = await fetchStaffFile(record.downloadUrl, token, `ficha-de-visita-${record.id}.pdf`);
    if (answer.kind === 'file') saveFileAs(answer.blob, answer.fileName);
    else if (answer.kind === 'unauthenticated') expire();
    else notify('danger', answer.message ?? texts.downloadFailure);
  };

  const headingId = `fichas-de-visita-${visitId}`;
  return (
    <section aria-labelledby={headingId}>
      <H4 id={headingId}>{texts.title}</H4>
      {records.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ul>
          {records.map((record) => (
            <li key={record.id}>
              <a href={record.downloadUrl} onClick={(event) => void onDownload(event, record)}>
                {texts.recordLink(formatDateTime(record.createdAt))}
              </a>
              {record.createdByName ? ` — ${texts.generatedBy(record.createdByName)}` : null}
            </li>
          ))}
        </ul>
      )}
      {generatable ? (
        <Button icon="document" loading={busy} disabled={busy} onClick={() => void onGenerate()}>
          {texts.generate}
        </Button>
      ) : (
        <Callout>{texts.notYet}</Callout>
      )}
    </section>
  );
}
