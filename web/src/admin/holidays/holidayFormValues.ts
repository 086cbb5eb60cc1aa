import { HOLIDAY_NAME_MAX_LENGTH } from '../../../../shared/holiday-rules';
import { holidayMessages } from '../../forms/holidayMessages';
import type { HolidayInput } from '../../gql/graphql';
import { problemsOnly } from '../records/personRules';

const rules = holidayMessages.rules;

export interface HolidayFormValues {
  /** AAAA-MM-DD, as the date input gives it. */
  day?: string;
  name?: string;
}

export type HolidayFormField = 'day' | 'name';
export const holidayFormFields: readonly HolidayFormField[] = ['day', 'name'];

function dayProblem(day: string | undefined): string | undefined {
  const text = (day ?? '').trim();
  if (text === '') return rules.dayRequired;
  const date = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
    ? undefined
    : rules.dayInvalid;
}

/** Day and name are required; whether the day is free (one holiday a day) is the API's call. */
export function validateHolidayForm(values: HolidayFormValues): Partial<Record<HolidayFormField, string>> {
  const name = (values.name ?? '').trim();
  return problemsOnly({
    day: dayProblem(values.day),
    name: name === '' ? rules.nameRequired : name.length > HOLIDAY_NAME_MAX_LENGTH ? rules.tooLong(HOLIDAY_NAME_MAX_LENGTH) : undefined,
  });
}

export function toHolidayInput(values: HolidayFormValues): HolidayInput {
  return { day: (values.day ?? '').trim(), name: (values.name ?? '').trim() };
}
