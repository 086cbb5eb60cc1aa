import { describe, expect, it } from 'vitest';
import { digitsOf, formatPhone, maskCnpj, maskPhone, maskZipCode } from './masks';

describe('CEP mask #####-###', () => {
  it('masks eight digits', () => {
    expect(maskZipCode('13025000')).toBe('13025-000');
  });

  it('masks while typing, adding the dash only once a digit follows it', () => {
    expect(maskZipCode('')).toBe('');
    expect(maskZipCode('1302')).toBe('1302');
    expect(maskZipCode('13025')).toBe('13025');
    expect(maskZipCode('130250')).toBe('13025-0');
  });

  it('drops anything but digits and stops at eight', () => {
    expect(maskZipCode('13.025-000')).toBe('13025-000');
    expect(maskZipCode('13025-0001234')).toBe('13025-000');
    expect(maskZipCode('abc')).toBe('');
  });

  it('keeps a masked value as it is', () => {
    expect(maskZipCode(maskZipCode('01310100'))).toBe('01310-100');
  });
});

describe('phone mask (##) #####-####', () => {
  it('masks a mobile number', () => {
    expect(maskPhone('19999990000')).toBe('(19) 99999-0000');
  });

  it('masks while typing', () => {
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('19')).toBe('(19');
    expect(maskPhone('199')).toBe('(19) 9');
    expect(maskPhone('1999999')).toBe('(19) 99999');
    expect(maskPhone('19999990')).toBe('(19) 99999-0');
  });

  it('reads a complete ten-digit number as a landline', () => {
    expect(maskPhone('1933334444')).toBe('(19) 3333-4444');
  });

  it('drops anything but digits and stops at eleven', () => {
    expect(maskPhone('+55 (19) 99999-0000')).toBe('(55) 19999-9900');
    expect(maskPhone('(19) 99999-00001')).toBe('(19) 99999-0000');
    expect(maskPhone(maskPhone('11987654321'))).toBe('(11) 98765-4321');
  });
});

describe('digits', () => {
  it('keeps only digits', () => {
    expect(digitsOf('(19) 99999-0000')).toBe('19999990000');
  });
});

describe('maskCnpj', () => {
  it('masks as typed, up to 14 digits', () => {
    expect(maskCnpj('12345678000190')).toBe('12.345.678/0001-90');
    expect(maskCnpj('12345')).toBe('12.345');
    expect(maskCnpj('12.345.678/0001-9099')).toBe('12.345.678/0001-90');
  });
});

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
