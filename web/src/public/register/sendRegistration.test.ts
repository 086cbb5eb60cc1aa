import { describe, expect, it } from 'vitest';
import { registrationOutcome } from './sendRegistration';

describe('registration outcome', () => {
  it("is the server's confirmation when ok", () => {
    expect(
      registrationOutcome({ status: 200, body: { data: { registerProperty: { ok: true, message: 'Imóvel cadastrado!', error: null } } } }),
    ).toEqual({ kind: 'registered', message: 'Imóvel cadastrado!' });
  });

  it('is a refusal with the field messages when the server refuses', () => {
    const error = {
      message: 'Por favor, corrija os erros destacados.',
      fieldErrors: [{ field: 'state', message: 'Informe a sigla do estado com 2 letras.' }],
    };
    expect(registrationOutcome({ status: 200, body: { data: { registerProperty: { ok: false, message: null, error } } } })).toEqual({
      kind: 'refused',
      ...error,
    });
  });

  it("is a failure with the GraphQL error's text, or none", () => {
    expect(
      registrationOutcome({ status: 413, body: { errors: [{ message: 'Envie no máximo 20 fotos: 1 principal e até 19 adicionais.' }] } }),
    ).toEqual({ kind: 'failed', message: 'Envie no máximo 20 fotos: 1 principal e até 19 adicionais.' });
    expect(registrationOutcome({ status: 0, body: null })).toEqual({ kind: 'failed', message: null });
    expect(registrationOutcome({ status: 502, body: { data: null } })).toEqual({ kind: 'failed', message: null });
  });
});
