import { messages } from '../../forms/messages';

interface ErrorIdNoteProps {
  /** The request's id the failure carried (`graphqlErrorId`), or null when it carried none. */
  id: string | null;
}

/**
 * 'Código do erro: …' in small print after the text of a failure on the servers' side, as plain text of the same
 * alert or paragraph: the visitor may copy it for support, who find the request's log lines by it. Nothing without an id.
 */
export function ErrorIdNote({ id }: ErrorIdNoteProps) {
  if (id === null) return null;
  return (
    <>
      {' '}
      <small className="error-id">{messages.site.errorId(id)}</small>
    </>
  );
}
