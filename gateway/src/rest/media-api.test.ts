import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyApi } from './agency-api.js';
import type { TemplateDocument } from './media-forms.js';
import { RestError } from './rest-error.js';
import { startRecordingUpstream, type RecordingUpstream, type SeenRequest } from './testing/recordingUpstream.js';

let upstream: RecordingUpstream;
let seen: SeenRequest[];
let api: AgencyApi;
let dir: string;
let document: TemplateDocument;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-api-test-'));
  await writeFile(path.join(dir, 'doc'), Buffer.alloc(700, 7));
  document = { fileName: 'contrato.pdf', contentType: 'application/pdf', path: path.join(dir, 'doc'), size: 700 };
  upstream = await startRecordingUpstream((method, url) => {
    if (url === '/api/videos' && method === 'POST') {
      return {
        status: 422,
        json: {
          message: 'Por favor, corrija os erros destacados.',
          errors: { video_url: ['Informe um link do YouTube ou do Vimeo.'], is_active: ['Use 1 ou 0.'] },
        },
      };
    }
    if (url === '/api/contract-templates/5' && method === 'POST') {
      return {
        status: 422,
        json: {
          message: 'Por favor, corrija os erros destacados.',
          errors: { file: ['Apenas arquivos .doc, .docx ou .pdf são permitidos.'] },
        },
      };
    }
    if (url === '/api/contract-templates/5/file') {
      return {
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="contrato.pdf"' },
        bytes: Buffer.from('%PDF-1.4'),
      };
    }
    return undefined;
  });
  ({ seen, api } = upstream);
});

afterAll(async () => {
  await upstream.close();
  await rm(dir, { recursive: true, force: true });
});

function last(): SeenRequest {
  const request = seen.at(-1);
  if (!request) throw new Error('no request seen');
  return request;
}

describe('MediaApi videos', () => {
  it('lists videos by type and active flag, with the key and the user token', async () => {
    await api.media.videos({ type: 'INTERNAL', isActive: false });
    expect(last()).toMatchObject({ method: 'GET', url: '/api/videos?type=internal&is_active=0' });
    expect(last().headers).toMatchObject({ 'x-api-key': 'chave', authorization: 'Bearer token-da-sessao' });
    await api.media.videos({ type: null, isActive: null });
    expect(last().url).toBe('/api/videos');
    await api.media.video('7');
    expect(last().url).toBe('/api/videos/7');
  });

  it('updates with PUT and tells refusals under the input names', async () => {
    await api.media.updateVideo('3', { title: 'Novo título', type: 'EXTERNAL' });
    expect(last()).toMatchObject({ method: 'PUT', url: '/api/videos/3', body: { title: 'Novo título', type: 'external' } });
    const refusal = await api.media.createVideo({ title: 'Sem link', isActive: true }).catch((error: unknown) => error);
    expect(last().body).toEqual({ title: 'Sem link', is_active: 1 });
    expect(refusal).toBeInstanceOf(RestError);
    expect((refusal as RestError).fieldErrors).toEqual([
      { field: 'url', message: 'Informe um link do YouTube ou do Vimeo.' },
      { field: 'isActive', message: 'Use 1 ou 0.' },
    ]);
  });
});

describe('MediaApi contract templates', () => {
  it('reads the list and one template', async () => {
    await api.media.contractTemplates();
    expect(last()).toMatchObject({ method: 'GET', url: '/api/contract-templates' });
    await api.media.contractTemplate('4');
    expect(last().url).toBe('/api/contract-templates/4');
  });

  it('creates with the document streamed as the file field', async () => {
    await api.media.createContractTemplate({ title: 'Contrato', isActive: true }, document);
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/api/contract-templates',
      body: [
        ['title', 'Contrato'],
        ['is_active', '1'],
        ['file', 'contrato.pdf:application/pdf:700'],
      ],
    });
  });

  it('updates with _method=PUT, without a file to keep the stored one, refusals at file', async () => {
    await api.media.updateContractTemplate('4', { description: 'Nova' }, null);
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/api/contract-templates/4',
      body: [
        ['_method', 'PUT'],
        ['description', 'Nova'],
      ],
    });
    const refusal = await api.media.updateContractTemplate('5', { title: 'X' }, document).catch((error: unknown) => error);
    expect((refusal as RestError).fieldErrors).toEqual([{ field: 'file', message: 'Apenas arquivos .doc, .docx ou .pdf são permitidos.' }]);
  });

  it('answers the file call unread, whatever its status', async () => {
    const answer = await api.media.contractTemplateFile('5');
    expect(last().headers).toMatchObject({ authorization: 'Bearer token-da-sessao', accept: '*/*' });
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="contrato.pdf"');
    expect(await answer.text()).toBe('%PDF-1.4');
  });
});
