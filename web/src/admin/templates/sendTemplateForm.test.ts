import { describe, expect, it } from 'vitest';
import { templateSaveOutcome } from './sendTemplateForm';

const refusal = {
  message: 'Corrija os campos.',
  fieldErrors: [{ field: 'file', message: 'Apenas arquivos .doc, .docx ou .pdf são permitidos.' }],
};

describe('templateSaveOutcome', () => {
  it('reads the create and update answers', () => {
    expect(
      templateSaveOutcome({
        status: 200,
        body: { data: { createContractTemplate: { ok: true, message: null, template: { id: '9' }, error: null } } },
      }),
    ).toEqual({ kind: 'saved' });
    expect(
      templateSaveOutcome({
        status: 200,
        body: { data: { updateContractTemplate: { ok: false, message: null, template: null, error: refusal } } },
      }),
    ).toEqual({
      kind: 'refused',
      result: { ok: false, message: null, template: null, error: refusal },
    });
  });

  it('tells an expired session and failures apart', () => {
    expect(templateSaveOutcome({ status: 401, body: null })).toEqual({ kind: 'unauthenticated' });
    expect(
      templateSaveOutcome({ status: 200, body: { errors: [{ message: 'Sessão expirada.', extensions: { code: 'UNAUTHENTICATED' } }] } }),
    ).toEqual({ kind: 'unauthenticated' });
    expect(
      templateSaveOutcome({ status: 200, body: { errors: [{ message: 'Sem permissão.', extensions: { code: 'FORBIDDEN' } }] } }),
    ).toEqual({ kind: 'failed', message: 'Sem permissão.' });
    expect(
      templateSaveOutcome({ status: 502, body: { errors: [{ message: 'Upstream', extensions: { code: 'UPSTREAM_ERROR' } }] } }),
    ).toEqual({ kind: 'failed', message: null });
    expect(templateSaveOutcome({ status: 0, body: null })).toEqual({ kind: 'failed', message: null });
  });
});
