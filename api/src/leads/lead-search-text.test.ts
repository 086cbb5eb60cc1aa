import { describe, expect, it } from 'vitest';
import { leadSearchText } from './lead-search-text.js';

describe('leadSearchText', () => {
  it('folds the name, e-mail, phone as typed and as digits, and the property code', () => {
    expect(
      leadSearchText({
        name: 'Conceição  Araújo',
        email: 'Conceicao@Exemplo.com.br',
        phone: '(19) 98111-2233',
        propertyCode: 'VE-12-2026',
      }),
    ).toBe('conceicao araujo conceicao@exemplo.com.br (19) 98111-2233 19981112233 ve-12-2026');
  });

  it('leaves out what a chat click does not have', () => {
    expect(leadSearchText({ name: null, email: null, phone: null, propertyCode: 'AL-7-2026' })).toBe('al-7-2026');
    expect(leadSearchText({ name: null, email: null, phone: null, propertyCode: null })).toBe('');
  });
});
