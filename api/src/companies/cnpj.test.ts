import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj } from './cnpj.js';

describe('CNPJ check digits', () => {
  it.each([
    '34.512.687/0001-66',
    '34512687000166',
    '11.222.333/0001-81',
    '11222333000181',
    ' 11.222.333/0001-81 ',
    '12.ABC.345/01DE-35',
    '12abc34501de35',
  ])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '11.222.333/0001-71'],
    ['a wrong second check digit', '11.222.333/0001-82'],
    ['one changed digit', '11.222.334/0001-81'],
    ['a wrong alphanumeric check', '12.ABC.345/01DE-53'],
    ['letters in the check digits', '12.ABC.345/01DE-3A'],
    ['a repeated digit', '11.111.111/1111-11'],
    ['zeros', '00000000000000'],
    ['13 characters', '1122233300018'],
    ['15 characters', '112223330001811'],
    ['other symbols', '11.222.333/0001_81'],
  ])('refuses %s', (_label, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('writes it with its punctuation', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
});
