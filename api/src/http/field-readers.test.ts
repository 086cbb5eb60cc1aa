import { describe, expect, it } from 'vitest';
import { formatDisplayPhone } from './field-readers.js';

describe('formatDisplayPhone', () => {
  it('writes a mobile number with its area code and a hyphen before the last four digits', () => {
    expect(formatDisplayPhone('19998124500')).toBe('(19) 99812-4500');
  });

  it('writes a landline of 10 digits the same way', () => {
    expect(formatDisplayPhone('1932514500')).toBe('(19) 3251-4500');
  });
});
