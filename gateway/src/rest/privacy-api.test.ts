import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personKeyFields } from './privacy-api.js';
import { restFailure, startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream.js';

let upstream: RecordingUpstream;

beforeAll(async () => {
  upstream = await startRecordingUpstream((method, url) => {
    if (url.startsWith('/api/privacy/people/export')) {
      return { status: 200, headers: { 'content-type': 'application/zip' }, bytes: Buffer.from([0x50, 0x4b, 3, 4]) };
    }
    if (method === 'PUT' && url === '/api/privacy/settings') {
      return {
        status: 422,
        json: {
          message: 'Por favor, corrija os erros destacados.',
          errors: { lead_retention_months: ['Informe um prazo entre 1 e 120 meses.'] },
        },
      };
    }
    return undefined;
  });
});

afterAll(async () => {
  await upstream.close();
});

describe('PrivacyApi', () => {
  it('sends every call with the API key and the bearer token, at the documented paths', async () => {
    const privacy = upstream.api.privacy;
    await privacy.person({ email: ' Marina@Example.com ', phone: null });
    await privacy.person({ email: '', phone: '(19) 98888-1111' });
    const file = await privacy.exportFile({ email: 'marina@example.com', phone: '19988881111' });
    await privacy.anonymize({ email: 'marina@example.com' });
    await privacy.settings();
    const calls = upstream.seen.slice(-5);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/privacy/people?email=Marina%40Example.com',
      'GET /api/privacy/people?phone=%2819%29+98888-1111',
      'GET /api/privacy/people/export?email=marina%40example.com&phone=19988881111',
      'POST /api/privacy/people/anonymize',
      'GET /api/privacy/settings',
    ]);
    expect(calls[3]?.body).toEqual({ email: 'marina@example.com' });
    expect(calls.every((call) => call.headers.authorization === 'Bearer token-da-sessao' && call.headers['x-api-key'] === 'chave')).toBe(
      true,
    );
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
  });

  it('sends the retention as the API names it, and answers its refusal under the argument name', async () => {
    const refusal = await restFailure(upstream.api.privacy.saveSettings(0));
    expect(upstream.seen.at(-1)?.body).toEqual({ lead_retention_months: 0 });
    expect(refusal.status).toBe(422);
    expect(refusal.fieldErrors).toEqual([{ field: 'leadRetentionMonths', message: 'Informe um prazo entre 1 e 120 meses.' }]);
  });
});

describe('personKeyFields', () => {
  it('trims the e-mail and phone and leaves out a blank one, so that the API names what is missing', () => {
    expect(personKeyFields({ email: '  a@b.com ', phone: '  ' })).toEqual({ email: 'a@b.com' });
    expect(personKeyFields({ email: null, phone: undefined })).toEqual({});
    expect(personKeyFields({ phone: '19 98888-1111' })).toEqual({ phone: '19 98888-1111' });
  });
});
