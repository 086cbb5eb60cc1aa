import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import { QueryReader } from './query.js';

function errorsOf(read: (query: QueryReader) => void, query: Record<string, unknown>): Record<string, string[]> {
  const reader = new QueryReader(query);
  read(reader);
  try {
    reader.finish();
  } catch (error) {
    if (error instanceof HttpError) {
      expect(error.status).toBe(422);
      return error.fieldErrors ?? {};
    }
    throw error;
  }
  return {};
}

describe('QueryReader', () => {
  it('reads absent and empty parameters as undefined', () => {
    const reader = new QueryReader({ city: '  ', page: '' });
    expect(reader.text('city')).toBeUndefined();
    expect(reader.integer('page', { min: 1 })).toBeUndefined();
    expect(reader.flag('missing')).toBeUndefined();
    expect(() => reader.finish()).not.toThrow();
  });

  it('reads integers, decimals with a dot, flags and enums', () => {
    const reader = new QueryReader({ n: '3', price: '1500.50', flag: '1', op: 'rent' });
    expect(reader.integer('n', { min: 0 })).toBe(3);
    expect(reader.decimal('price')).toBe(1500.5);
    expect(reader.flag('flag')).toBe(1);
    expect(reader.oneOf('op', ['rent', 'sale'])).toBe('rent');
  });

  it('collects one pt-BR message per bad parameter', () => {
    const errors = errorsOf(
      (reader) => {
        reader.integer('n', { min: 1, max: 10 });
        reader.integer('big', { min: 1, max: 10 });
        reader.decimal('price');
        reader.flag('flag');
        reader.oneOf('op', ['rent', 'sale']);
        reader.text('city');
      },
      { n: '0', big: '11', price: '1.500,00', flag: 'sim', op: 'alugar', city: ['a', 'b'] },
    );
    expect(errors).toEqual({
      n: ['O valor mínimo é 1.'],
      big: ['O valor máximo é 10.'],
      price: ['Informe um número não negativo, com ponto para os centavos.'],
      flag: ['Use 0 ou 1.'],
      op: ['Valor inválido. Use um destes: rent, sale.'],
      city: ['Informe um único valor.'],
    });
  });

  it('reads lists in every accepted form, in the order of the allowed values', () => {
    const roles = ['broker', 'leadbroker', 'adminbroker'] as const;
    expect(new QueryReader({ role: ['adminbroker', 'broker'] }).listOf('role', roles)).toEqual(['broker', 'adminbroker']);
    expect(new QueryReader({ role: 'adminbroker, broker' }).listOf('role', roles)).toEqual(['broker', 'adminbroker']);
    expect(new QueryReader({ role: ',' }).listOf('role', roles)).toBeUndefined();
    expect(errorsOf((reader) => reader.listOf('role', roles), { role: 'broker,chefe' })).toEqual({
      role: ['Valor inválido: chefe. Use um destes: broker, leadbroker, adminbroker.'],
    });
    expect(errorsOf((reader) => reader.listOf('role', roles), { role: { a: 'broker' } })).toEqual({
      role: ['Informe uma lista de valores.'],
    });
  });
});
