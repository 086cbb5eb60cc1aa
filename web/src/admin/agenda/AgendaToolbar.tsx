import { useId } from 'react';
import { Button, ButtonGroup } from '@blueprintjs/core';
import { agendaMessages } from '../../forms/agendaMessages';
import { AdminSelect } from '../fields/AdminSelect';
import type { AgendaView } from './agendaDays';

const texts = agendaMessages.toolbar;

interface AgendaToolbarProps {
  view: AgendaView;
  /** The brokers of the select; none for a broker, who sees only their own agenda. */
  brokers: readonly { id: string; name: string }[] | null;
  brokerId: string | null;
  onShift: (direction: -1 | 1) => void;
  onToday: () => void;
  onView: (view: AgendaView) => void;
  onBroker: (brokerId: string | null) => void;
  /** The narrow screen shows the day only. */
  narrow: boolean;
}

/** Moves between periods and views, and picks the broker whose agenda is shown. */
export function AgendaToolbar({ view, brokers, brokerId, onShift, onToday, onView, onBroker, narrow }: AgendaToolbarProps) {
  const brokerSelect = useId();
  return (
    <div className="agenda-toolbar" role="group" aria-label={texts.label}>
      <ButtonGroup>
        <Button icon="chevron-left" aria-label={texts.previous[view]} title={texts.previous[view]} onClick={() => onShift(-1)} />
        <Button text={texts.today} onClick={onToday} />
        <Button icon="chevron-right" aria-label={texts.next[view]} title={texts.next[view]} onClick={() => onShift(1)} />
      </ButtonGroup>
      {!narrow && (
        <ButtonGroup aria-label={texts.view} role="group">
          <Button text={texts.week} active={view === 'semana'} aria-pressed={view === 'semana'} onClick={() => onView('semana')} />
          <Button text={texts.day} active={view === 'dia'} aria-pressed={view === 'dia'} onClick={() => onView('dia')} />
        </ButtonGroup>
      )}
      {brokers !== null && (
        <div className="agenda-toolbar__broker">
          <label htmlFor={brokerSelect}>{texts.broker}</label>
          <AdminSelect
            id={brokerSelect}
            value={brokerId ?? ''}
            onChange={(event) => onBroker(event.target.value === '' ? null : event.target.value)}
          >
            <option value="">{texts.allBrokers}</option>
            {brokers.map((broker) => (
              <option key={broker.id} value={broker.id}>
                {broker.name}
              </option>
            ))}
          </AdminSelect>
        </div>
      )}
    </div>
  );
}
