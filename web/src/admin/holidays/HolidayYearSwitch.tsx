import { Button } from '@blueprintjs/core';
import { holidayMessages } from '../../forms/holidayMessages';

const texts = holidayMessages.list;

interface HolidayYearSwitchProps {
  /** The year shown; undefined while the first answer has not come. */
  year: number | undefined;
  onYear: (year: number) => void;
}

/** The year whose holidays the list shows, with a step to the year before and the year after. */
export function HolidayYearSwitch({ year, onYear }: HolidayYearSwitchProps) {
  return (
    <div className="holiday-year" role="group" aria-label={texts.year}>
      <Button
        icon="chevron-left"
        variant="minimal"
        disabled={year === undefined}
        aria-label={year === undefined ? texts.year : texts.previousYear(year - 1)}
        onClick={() => year !== undefined && onYear(year - 1)}
      />
      <span className="holiday-year__value" aria-live="polite">
        {year ?? '…'}
      </span>
      <Button
        icon="chevron-right"
        variant="minimal"
        disabled={year === undefined}
        aria-label={year === undefined ? texts.year : texts.nextYear(year + 1)}
        onClick={() => year !== undefined && onYear(year + 1)}
      />
    </div>
  );
}
