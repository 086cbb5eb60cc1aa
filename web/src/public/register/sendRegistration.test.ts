import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from '../../forms/serverErrors';
import { refusalSummary, registrationOutcome } from './sendRegistration';

describe('registration outcome', () => {
  it("is the server's confirmation when ok", () => {
    expect(
      registrationOutcome({
        status: 200,
        body: { data: { registerProperty: { ok: true, message: 'Imóvel cadastrado!', trackingPath: null, error: null } } },
      }),
    ).toEqual({ kind: 'registered', message: 'Imóvel cadastrado!', trackingPath: null });
    const trackingPath = '/cadastre-seu-imovel/acompanhar/Jq3u9hZ0cM0bV0n4yH2aM6jv4vXw2p1Qk8sT5rL7eGd';
    expect(
      registrationOutcome({
        status: 200,
        body: { data: { registerProperty: { ok: true, message: 'Imóvel cadastrado!', trackingPath, error: null } } },
      }),
    ).toEqual({ kind: 'registered', message: 'Imóvel cadastrado!', trackingPath });
  });

  it('is a refusal with the field messages when the server refuses', () => {
    const error = {
      message: 'Por favor, corrija os erros destacados.',
      fieldErrors: [{ field: 'state', message: 'Informe a sigla do estado com 2 letras.' }],
    };
    expect(
      registrationOutcome({ status: 200, body: { data: { registerProperty: { ok: false, message: null, trackingPath: null, error } } } }),
    ).toEqual({
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

describe('refusal summary', () => {
  const staleNotice = {
    field: 'privacyNoticeVersion',
    message: 'Este aviso de privacidade não vale mais. Recarregue a página e envie de novo.',
  };
  const summaryOf = (fieldErrors: { field: string; message: string }[]) =>
    refusalSummary(
      { kind: 'refused', message: 'Por favor, corrija os erros destacados.', fieldErrors },
      placeFieldErrors(fieldErrors, ['state', 'title']),
    );

  it("is the server's message followed by the messages of fields the form does not show", () => {
    expect(summaryOf([{ field: 'state', message: 'Informe a sigla do estado com 2 letras.' }])).toBe(
      'Por favor, corrija os erros destacados.',
    );
    expect(summaryOf([{ field: 'form', message: 'Algo deu errado.' }])).toBe('Por favor, corrija os erros destacados. Algo deu errado.');
  });

  it('is only the request to reload when the privacy notice is no longer valid and nothing else is wrong', () => {
    expect(summaryOf([staleNotice])).toBe(staleNotice.message);
  });

  it('keeps the request to correct the highlighted fields when some are wrong too', () => {
    expect(summaryOf([{ field: 'title', message: 'O título é obrigatório.' }, staleNotice])).toBe(
      `Por favor, corrija os erros destacados. ${staleNotice.message}`,
    );
  });
});
