import { describe, expect, it } from 'vitest';
import { hoursMessages } from '../../forms/hoursMessages';
import { openingHours } from './openingHours';

describe('openingHours', () => {
  it('says what /horarios shows', () => {
    const [weekdays, saturday] = openingHours;
    expect(`${weekdays.opens} - ${weekdays.closes}`).toBe(hoursMessages.weekdaysHours);
    expect(`${saturday.opens} - ${saturday.closes}`).toBe(hoursMessages.saturdayHours);
    expect(hoursMessages.description).toContain(`das ${weekdays.opens} às ${weekdays.closes}`);
    expect(hoursMessages.description).toContain(`das ${saturday.opens} às ${saturday.closes}`);
  });
});
