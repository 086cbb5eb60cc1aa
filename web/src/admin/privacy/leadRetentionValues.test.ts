import { describe, expect, it } from 'vitest';
import { leadRetentionFormValues, monthsTyped, toLeadRetentionVariables, validateLeadRetentionForm } from './leadRetentionValues';

const refusal = { leadRetentionMonths: 'Informe um prazo entre 1 e 120 meses.' };

describe('the retention of leads', () => {
  it('starts from the months as saved, and takes only digits', () => {
    expect(leadRetentionFormValues({ leadRetentionMonths: 24 })).toEqual({ leadRetentionMonths: '24' });
    expect(monthsTyped('1a8 meses')).toBe('18');
    expect(monthsTyped('12345')).toBe('123');
  });

  it('takes a whole number of months from 1 to 120', () => {
    expect(validateLeadRetentionForm({ leadRetentionMonths: '1' })).toEqual({});
    expect(validateLeadRetentionForm({ leadRetentionMonths: ' 120 ' })).toEqual({});
    expect(toLeadRetentionVariables({ leadRetentionMonths: '18' })).toEqual({ leadRetentionMonths: 18 });
    for (const months of [undefined, '', '0', '121', '1.5']) {
      expect(validateLeadRetentionForm({ leadRetentionMonths: months }), String(months)).toEqual(refusal);
    }
  });
});
