import type { Holiday, HolidayInput, HolidayYear } from '../generated/resolvers.js';
import { outcomeOf } from '../mutations/outcome.js';
import { recordOutcomeOf, type RecordOutcome } from '../mutations/record-outcome.js';
import { toMutationRefusal, toMutationSuccess, type MutationOutcome } from '../normalize/mutation-result.js';
import { toHoliday, toHolidayYear } from '../normalize/holiday.js';
import type { AgencyApi } from '../rest/agency-api.js';

export type HolidayOutcome = RecordOutcome<'holiday', Holiday>;

/** One year's holidays (the current one in São Paulo without a year); the API checks the permission agenda. */
export async function loadHolidays(api: AgencyApi, year: number | null | undefined): Promise<HolidayYear> {
  return toHolidayYear(await api.agenda.holidays(year), year);
}

/** Marks a day as a holiday; refusals the user can fix (a bad day, a day already taken) come back as data. */
export function createHoliday(api: AgencyApi, input: HolidayInput): Promise<HolidayOutcome> {
  return recordOutcomeOf(api.agenda.createHoliday(input), 'holiday', toHoliday);
}

/** Removes a holiday, with the API's confirmation. */
export function deleteHoliday(api: AgencyApi, id: string): Promise<MutationOutcome> {
  return outcomeOf(api.agenda.deleteHoliday(id), { success: toMutationSuccess, refusal: toMutationRefusal });
}
