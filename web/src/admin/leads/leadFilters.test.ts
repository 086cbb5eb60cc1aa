import { describe, expect, it } from 'vitest';
import { leadStatusChoices } from './leadFilters';

describe('leadStatusChoices', () => {
  it("offers 'Convertido' only for a converted lead", () => {
    expect(leadStatusChoices('NEW', false)).toEqual(['NEW', 'IN_PROGRESS', 'DISCARDED']);
    expect(leadStatusChoices('DISCARDED', false)).toEqual(['NEW', 'IN_PROGRESS', 'DISCARDED']);
    expect(leadStatusChoices('CONVERTED', true)).toEqual(['NEW', 'IN_PROGRESS', 'CONVERTED', 'DISCARDED']);
  });

  it("keeps the lead's own status a choice, so the select can show it", () => {
    expect(leadStatusChoices('CONVERTED', false)).toContain('CONVERTED');
    expect(leadStatusChoices('IN_PROGRESS', true)).toContain('IN_PROGRESS');
  });
});
