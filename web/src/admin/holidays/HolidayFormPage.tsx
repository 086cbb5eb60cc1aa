import { holidayMessages } from '../../forms/holidayMessages';
import { RecordFormFrame } from '../records/RecordFormPage';
import { HolidayForm } from './HolidayForm';

/** /app/feriados/novo. */
export default function HolidayFormPage() {
  return (
    <RecordFormFrame title={holidayMessages.form.newTitle}>
      <HolidayForm />
    </RecordFormFrame>
  );
}
