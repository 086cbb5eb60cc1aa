import { describe, expect, it } from 'vitest';
import { RestError } from '../rest/rest-error.js';
import { isExpectedFailure, isFormRefusal, toMutationFailure, toMutationRefusal, toMutationSuccess } from './mutation-result.js';

describe('visitor mutation results', () => {
  it('keeps the API confirmation on success', () => {
    expect(toMutationSuccess({ message: 'Mensagem enviada com sucesso!' })).toEqual({
      ok: true,
      message: 'Mensagem enviada com sucesso!',
      error: null,
    });
    expect(toMutationSuccess({})).toEqual({ ok: true, message: null, error: null });
  });

  it('answers 400, 413 and 422 as data, any other failure (too many requests included) not', () => {
    const expected = [400, 413, 422].map((status) => isExpectedFailure(new RestError('http', 'x', status)));
    const others = [401, 403, 404, 409, 429, 500, 502, 504].map((status) => isExpectedFailure(new RestError('http', 'x', status)));
    expect(expected).toEqual([true, true, true]);
    expect(others.some(Boolean)).toBe(false);
    expect(isExpectedFailure(RestError.unavailable())).toBe(false);
    expect(isExpectedFailure(RestError.malformed(200))).toBe(false);
    expect(isExpectedFailure(new Error('x'))).toBe(false);
  });

  it('carries the API message and one entry per field message', () => {
    const error = new RestError('http', 'Por favor, corrija os erros destacados.', 422, [
      { field: 'zipCode', message: 'Informe um CEP com 8 dígitos.' },
      { field: 'mainImage', message: 'Adicione a foto principal.' },
      { field: 'otherImages', message: 'Adicione no mínimo 3 fotos (principal + adicionais).' },
    ]);
    expect(toMutationRefusal(error)).toEqual({
      ok: false,
      message: null,
      error: {
        message: 'Por favor, corrija os erros destacados.',
        fieldErrors: [
          { field: 'zipCode', message: 'Informe um CEP com 8 dígitos.' },
          { field: 'mainImage', message: 'Adicione a foto principal.' },
          { field: 'otherImages', message: 'Adicione no mínimo 3 fotos (principal + adicionais).' },
        ],
      },
    });
    expect(toMutationFailure('Muitas solicitações.', [])).toEqual({
      ok: false,
      message: null,
      error: { message: 'Muitas solicitações.', fieldErrors: [] },
    });
  });

  it('answers a duplicate e-mail (409) of a people form as data too', () => {
    expect([400, 409, 413, 422].map((status) => isFormRefusal(new RestError('http', 'x', status)))).toEqual([true, true, true, true]);
    expect([401, 403, 404, 429, 500].some((status) => isFormRefusal(new RestError('http', 'x', status)))).toBe(false);
    expect(isFormRefusal(RestError.unavailable())).toBe(false);
  });
});
