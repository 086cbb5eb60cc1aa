import { describe, expect, it } from 'vitest';
import { numberOrNull, readCount, readMeasure } from './numberInput';

describe('rooms and parking spaces', () => {
  it('reads whole numbers, zero included', () => {
    expect(readCount('3')).toEqual({ kind: 'number', value: 3 });
    expect(readCount(' 0 ')).toEqual({ kind: 'number', value: 0 });
  });

  it('leaves an empty field empty', () => {
    expect(readCount('')).toEqual({ kind: 'empty' });
    expect(readCount(undefined)).toEqual({ kind: 'empty' });
  });

  it('tells negative numbers from text that is not a whole number', () => {
    expect(readCount('-1')).toEqual({ kind: 'negative' });
    expect(readCount('2,5')).toEqual({ kind: 'invalid' });
    expect(readCount('três')).toEqual({ kind: 'invalid' });
  });
});

describe('measures', () => {
  it('reads pt-BR decimals and thousands', () => {
    expect(readMeasure('120')).toEqual({ kind: 'number', value: 120 });
    expect(readMeasure('120,5')).toEqual({ kind: 'number', value: 120.5 });
    expect(readMeasure('1.200,75')).toEqual({ kind: 'number', value: 1200.75 });
    expect(readMeasure('1.200')).toEqual({ kind: 'number', value: 1200 });
  });

  it('reads a lone dot as the decimal point', () => {
    expect(readMeasure('120.5')).toEqual({ kind: 'number', value: 120.5 });
    expect(readMeasure('12.50')).toEqual({ kind: 'number', value: 12.5 });
  });

  it('refuses negatives and text', () => {
    expect(readMeasure('-3')).toEqual({ kind: 'negative' });
    expect(readMeasure('-0')).toEqual({ kind: 'number', value: 0 });
    expect(readMeasure('12 m')).toEqual({ kind: 'invalid' });
    expect(readMeasure('1,2,3')).toEqual({ kind: 'invalid' });
  });

  it('gives the value or null', () => {
    expect(numberOrNull(readMeasure('7,25'))).toBe(7.25);
    expect(numberOrNull(readMeasure(''))).toBeNull();
    expect(numberOrNull(readMeasure('-1'))).toBeNull();
  });
});
