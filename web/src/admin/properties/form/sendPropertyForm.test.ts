import { describe, expect, it } from 'vitest';
import { saveOutcome } from './sendPropertyForm';

describe('property save answer', () => {
  it('is saved with the id of the property', () => {
    const answer = {
      status: 200,
      body: { data: { createProperty: { ok: true, message: 'ok', property: { property: { id: '41' } }, error: null } } },
    };
    expect(saveOutcome(answer)).toEqual({ kind: 'saved', id: '41' });
    const updated = { status: 200, body: { data: { updateProperty: { ok: true, message: null, property: null, error: null } } } };
    expect(saveOutcome(updated)).toEqual({ kind: 'saved', id: null });
  });

  it('is a refusal with the field messages', () => {
    const answer = {
      status: 200,
      body: {
        data: {
          updateProperty: {
            ok: false,
            message: null,
            property: null,
            error: {
              message: 'Por favor, corrija os erros destacados.',
              fieldErrors: [{ field: 'city', message: 'A cidade é obrigatória.' }],
            },
          },
        },
      },
    };
    expect(saveOutcome(answer)).toEqual({
      kind: 'refused',
      message: 'Por favor, corrija os erros destacados.',
      fieldErrors: [{ field: 'city', message: 'A cidade é obrigatória.' }],
    });
  });

  it('tells an expired session apart', () => {
    const answer = {
      status: 200,
      body: {
        data: null,
        errors: [{ message: 'Sessão inválida ou expirada. Faça login novamente.', extensions: { code: 'UNAUTHENTICATED' } }],
      },
    };
    expect(saveOutcome(answer)).toEqual({ kind: 'unauthenticated' });
  });

  it("keeps the server's text only when it says something about the request", () => {
    const notFound = {
      status: 200,
      body: { data: null, errors: [{ message: 'O imóvel não foi encontrado.', extensions: { code: 'NOT_FOUND' } }] },
    };
    expect(saveOutcome(notFound)).toEqual({ kind: 'failed', message: 'O imóvel não foi encontrado.' });
    const internal = {
      status: 200,
      body: { data: null, errors: [{ message: 'Erro interno do servidor.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    };
    expect(saveOutcome(internal)).toEqual({ kind: 'failed', message: null });
    expect(saveOutcome({ status: 0, body: null })).toEqual({ kind: 'failed', message: null });
  });
});
