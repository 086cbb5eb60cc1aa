import { agendaMessages } from '../../forms/agendaMessages';
import { TextInputField } from '../fields/TextInputField';

const texts = agendaMessages.rescheduleDialog;

/** The day, time and length of a visit, in São Paulo. */
export function VisitTimeFields() {
  return (
    <div className="admin-form-grid visit-time-fields">
      <TextInputField name="day" label={texts.day} type="date" required />
      <TextInputField name="time" label={texts.time} required placeholder="HH:MM" inputMode="numeric" maxLength={5} autoComplete="off" />
      <TextInputField name="durationMinutes" label={texts.duration} required inputMode="numeric" maxLength={3} autoComplete="off" />
    </div>
  );
}
