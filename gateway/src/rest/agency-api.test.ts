import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restFailure, startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream.js';

let upstream: RecordingUpstream;

beforeAll(async () => {
  upstream = await startRecordingUpstream((method, url) =>
    method === 'POST' && url === '/api/send-contact-email'
      ? {
          status: 422,
          json: {
            message: 'Por favor, corrija os erros destacados.',
            errors: {
              privacy_notice_version: ['Este aviso de privacidade não vale mais. Recarregue a página e envie de novo.'],
              email: ['Informe um e-mail válido.'],
            },
          },
        }
      : undefined,
  );
});

afterAll(async () => {
  await upstream.close();
});

describe('AgencyApi.sendContactMessage', () => {
  it("answers the refusal of the privacy notice's version under the schema's field name, the others as they are", async () => {
    const refusal = await restFailure(upstream.api.sendContactMessage({ email: 'nao-e-email', privacyNoticeVersion: '1999-01-01' }));
    expect(upstream.seen.at(-1)?.body).toEqual({ email: 'nao-e-email', privacy_notice_version: '1999-01-01' });
    expect(refusal.status).toBe(422);
    expect(refusal.message).toBe('Por favor, corrija os erros destacados.');
    expect(refusal.fieldErrors).toEqual([
      { field: 'privacyNoticeVersion', message: 'Este aviso de privacidade não vale mais. Recarregue a página e envie de novo.' },
      { field: 'email', message: 'Informe um e-mail válido.' },
    ]);
  });
});
