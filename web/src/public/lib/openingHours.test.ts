import { describe, expect, it } from 'vitest';
import { messages } from '../../forms/messages';
import { openingHours } from './openingHours';

describe('openingHours', () => {
  it('says what /horarios shows', () => {
    const [weekdays, saturday] = openingHours;
    expect(`${weekdays.opens} - ${weekdays.closes}`).toBe(messages.hours.weekdaysHours);
    expect(`${saturday.opens} - ${saturday.closes}`).toBe(messages.hours.saturdayHours);
    expect(messages.hours.description).toContain(`das ${weekdays.opens} às ${weekdays.closes}`);
    expect(messages.hours.description).toContain(`das ${saturday.opens} às ${saturday.closes}`);
  });
});
