import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { keyMessages } from '../../forms/keyMessages';
import type { KeyRow } from './keyRows';
import { formatDateTime } from '../../lib/format';
import { RowButton } from '../lists/RowActions';

const texts = keyMessages;
const columns = texts.columns;

interface KeysTableProps {
  keys: readonly KeyRow[];
  /** Whether the user registers, edits and removes keys (permission imoveis). */
  keeps: boolean;
  /** The key whose check-in is on its way: its button waits, so a double click records one return. */
  checkingIn: string | null;
  onEdit: (key: KeyRow) => void;
  onRemove: (key: KeyRow) => void;
  onCheckOut: (key: KeyRow) => void;
  onCheckIn: (key: KeyRow) => void;
}

/** The property's keys: where each is kept, its code, who holds it now until when ('Atrasada' past due), and actions. */
export function KeysTable({ keys, keeps, checkingIn, onEdit, onRemove, onCheckOut, onCheckIn }: KeysTableProps) {
  if (keys.length === 0) return <p>{texts.empty}</p>;
  return (
    <HTMLTable className="admin-keys__table" aria-label={texts.tableLabel} striped>
      <thead>
        <tr>
          <th scope="col">{columns.label}</th>
          <th scope="col">{columns.location}</th>
          <th scope="col">{columns.code}</th>
          <th scope="col">{columns.holder}</th>
          <th scope="col">{columns.due}</th>
          <th scope="col">{columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.id}>
            <th scope="row">{key.label}</th>
            <td>{key.location}</td>
            <td>{key.code ?? '—'}</td>
            <td>{key.holder ? texts.holderSince(key.holder.broker.name, formatDateTime(key.holder.since)) : texts.inPlace}</td>
            <td>
              {key.holder ? formatDateTime(key.holder.dueAt) : '—'}
              {key.holder?.overdue && (
                <Tag intent="danger" className="admin-keys__overdue">
                  {texts.overdue}
                </Tag>
              )}
            </td>
            <td className="admin-keys__actions">
              {key.holder ? (
                <Button
                  icon="undo"
                  text={texts.checkInShort}
                  aria-label={texts.checkIn(key.label)}
                  disabled={checkingIn !== null}
                  loading={checkingIn === key.id}
                  onClick={() => onCheckIn(key)}
                />
              ) : (
                <Button icon="log-out" text={texts.checkOutShort} aria-label={texts.checkOut(key.label)} onClick={() => onCheckOut(key)} />
              )}
              {keeps && <RowButton icon="edit" label={texts.edit(key.label)} onClick={() => onEdit(key)} />}
              {keeps && <RowButton icon="trash" intent="danger" label={texts.remove(key.label)} onClick={() => onRemove(key)} />}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
