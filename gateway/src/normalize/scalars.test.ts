import { describe, expect, it } from 'vitest';
import { chatUrlFor, digitsOf, toBool, toCount, toId, toNumber, toText } from './scalars.js';

describe('toBool', () => {
  it('reads the API flags in every shape it sends them', () => {
    expect([1, 0, '1', '0', true, false, 'true', 'false', ' 1 '].map(toBool)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
  });

  it('answers null for missing or unreadable flags', () => {
    expect([null, undefined, '', 'sim', 2, -1, {}].map(toBool)).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('toNumber', () => {
  it('reads numbers and numeric strings', () => {
    expect(toNumber(850000)).toBe(850000);
    expect(toNumber('350000.00')).toBe(350000);
    expect(toNumber(' 450.50 ')).toBe(450.5);
    expect(toNumber('-3')).toBe(-3);
    expect(toNumber('1e3')).toBe(1000);
  });

  it('answers null for anything that is not a number', () => {
    expect([null, undefined, '', 'R$ 10', '1.000,00', '12abc', Number.NaN, Number.POSITIVE_INFINITY, true].map(toNumber)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('toCount', () => {
  it('reads whole non-negative counts, 0 when missing', () => {
    expect([3, '2', '2.9', null, '', undefined, -1].map(toCount)).toEqual([3, 2, 2, 0, 0, 0, 0]);
  });
});

describe('toText and toId', () => {
  it('trims texts and drops empty ones', () => {
    expect([' Cambuí ', '', '   ', null, 45].map(toText)).toEqual(['Cambuí', null, null, null, '45']);
  });

  it('reads ids from numbers and strings', () => {
    expect([12, '31', ' 7 ', null, 1.5].map(toId)).toEqual(['12', '31', '7', null, null]);
  });
});

describe('chat links', () => {
  it('keeps only the digits of a phone', () => {
    expect(digitsOf('(19) 99123-4567')).toBe('19991234567');
  });

  it('links to wa.me with the Brazilian country code once', () => {
    expect(chatUrlFor('(19) 99123-4567')).toBe('https://wa.me/5519991234567');
    expect(chatUrlFor('+55 (19) 95555-4444')).toBe('https://wa.me/5519955554444');
    expect(chatUrlFor('(19) 3232-1000')).toBe('https://wa.me/551932321000');
  });

  it('has no link without a usable phone', () => {
    expect([null, '', 'sem telefone', '1234'].map(chatUrlFor)).toEqual([null, null, null, null]);
  });
});
