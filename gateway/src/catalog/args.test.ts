import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, toCatalogueRequest } from './args.js';

function refusal(run: () => unknown): { message: string; code: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof GraphQLError) return { message: error.message, code: error.extensions.code };
    throw error;
  }
  throw new Error('the arguments were accepted');
}

describe('toCatalogueRequest', () => {
  it('defaults to the first page of 12', () => {
    expect(toCatalogueRequest(undefined, undefined, undefined)).toEqual({ filter: {}, page: 1, perPage: 12 });
  });

  it('keeps the criteria given, trims the city and drops empty ones', () => {
    expect(
      toCatalogueRequest(
        { operation: 'RENT', city: ' Campinas ', type: null, minBedrooms: 2, minPrice: 0, maxPrice: 3000, launch: false },
        2,
        24,
      ),
    ).toEqual({
      filter: { operation: 'RENT', city: 'Campinas', minBedrooms: 2, minPrice: 0, maxPrice: 3000, launch: false },
      page: 2,
      perPage: 24,
    });
    expect(toCatalogueRequest({ city: '   ' }, 1, 1).filter).toEqual({});
  });

  it('refuses bad paging with BAD_USER_INPUT in pt-BR', () => {
    expect(refusal(() => toCatalogueRequest(null, 0, 12))).toEqual({ message: CATALOGUE_MESSAGES.page, code: 'BAD_USER_INPUT' });
    expect(refusal(() => toCatalogueRequest(null, 1, 0))).toEqual({ message: CATALOGUE_MESSAGES.perPage, code: 'BAD_USER_INPUT' });
    expect(refusal(() => toCatalogueRequest(null, 1, 49))).toEqual({ message: CATALOGUE_MESSAGES.perPage, code: 'BAD_USER_INPUT' });
    expect(CATALOGUE_MESSAGES.perPage).toBe('A quantidade por página deve ser um número inteiro entre 1 e 48.');
  });

  it('refuses negative or crossed bounds', () => {
    expect(refusal(() => toCatalogueRequest({ minBedrooms: -1 }, 1, 12)).message).toBe(CATALOGUE_MESSAGES.minBedrooms);
    expect(refusal(() => toCatalogueRequest({ minPrice: -5 }, 1, 12)).message).toBe(CATALOGUE_MESSAGES.minPrice);
    expect(refusal(() => toCatalogueRequest({ maxPrice: -5 }, 1, 12)).message).toBe(CATALOGUE_MESSAGES.maxPrice);
    expect(refusal(() => toCatalogueRequest({ minPrice: 500, maxPrice: 100 }, 1, 12)).message).toBe(
      'O preço mínimo não pode ser maior que o preço máximo.',
    );
  });
});
