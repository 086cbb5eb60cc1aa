import { describe, expect, it } from 'vitest';
import { formatPhone } from './phoneFormat';

describe('formatPhone', () => {
  it('reads eleven digits as a mobile number', () => {
    expect(formatPhone('19999990000')).toBe('(19) 99999-0000');
    expect(formatPhone('(19) 99999-0000')).toBe('(19) 99999-0000');
  });

  it('reads ten digits as a landline', () => {
    expect(formatPhone('1933334444')).toBe('(19) 3333-4444');
    expect(formatPhone('19 3333 4444')).toBe('(19) 3333-4444');
  });

  it('keeps any other text as stored and shows nothing for no phone', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('  ')).toBe('');
  });
});
