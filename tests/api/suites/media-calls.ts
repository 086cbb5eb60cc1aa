import { simpleDocx, simplePdf } from '../../../api/src/demo/document-files.js';
import { writeTemplateFile } from '../../../api/src/templates/storage.js';
import { dataDirFiles } from '../support/files.js';
import { jsonBody } from '../support/staff.js';
import type { RequestOptions, TestApi } from '../support/test-api.js';

/** One call of the matrix, built afresh for each request (see `authorizationSuite`). */
export interface MatrixCall {
  label: string;
  permissions: readonly string[];
  allowed: number;
  build(forUser: number): Promise<{ path: string; options: RequestOptions }>;
}

function templateForm(fields: Record<string, string>, file?: { name: string; data: Buffer }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file !== undefined) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}

/** The video and contract template calls, with a fresh record (and file) for the calls on one record. */
export function mediaCalls(testApi: () => TestApi): MatrixCall[] {
  const now = () => new Date().toISOString();
  async function newVideo(): Promise<number> {
    const { id } = await testApi()
      .db.insertInto('videos')
      .values({
        title: 'Vídeo da matriz',
        description: null,
        video_url: 'https://youtu.be/hZ4kq3Xb2mA',
        video_url_embed: 'https://www.youtube.com/embed/hZ4kq3Xb2mA',
        type: 'internal',
        is_active: 1,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  async function newTemplate(): Promise<number> {
    const storedFile = await writeTemplateFile(dataDirFiles(testApi().dataDir), simplePdf(['Matriz']), 'pdf');
    const { id } = await testApi()
      .db.insertInto('contract_templates')
      .values({
        title: 'Modelo da matriz',
        description: null,
        stored_file: storedFile,
        file_name: 'matriz.pdf',
        file_kind: 'pdf',
        is_active: 1,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  const onVideo = (method: string, options: () => RequestOptions) => async () => ({
    path: `/api/videos/${await newVideo()}`,
    options: { method, ...options() },
  });
  const onTemplate = (method: string, suffix: string, options: () => RequestOptions) => async () => ({
    path: `/api/contract-templates/${await newTemplate()}${suffix}`,
    options: { method, ...options() },
  });
  const videoFields = { title: 'Vídeo novo', video_url: 'https://vimeo.com/76979871', type: 'external' };
  return [
    { label: 'GET /api/videos/{id}', permissions: ['videos'], allowed: 200, build: onVideo('GET', () => ({})) },
    {
      label: 'POST /api/videos',
      permissions: ['videos'],
      allowed: 201,
      build: () => Promise.resolve({ path: '/api/videos', options: { method: 'POST', ...jsonBody(videoFields) } }),
    },
    {
      label: 'PUT /api/videos/{id}',
      permissions: ['videos'],
      allowed: 200,
      build: onVideo('PUT', () => jsonBody({ title: 'Título alterado' })),
    },
    {
      label: 'GET /api/contract-templates',
      permissions: ['modelos-documento'],
      allowed: 200,
      build: () => Promise.resolve({ path: '/api/contract-templates', options: {} }),
    },
    {
      label: 'GET /api/contract-templates/{id}',
      permissions: ['modelos-documento'],
      allowed: 200,
      build: onTemplate('GET', '', () => ({})),
    },
    {
      label: 'GET /api/contract-templates/{id}/file',
      permissions: ['modelos-documento'],
      allowed: 200,
      build: onTemplate('GET', '/file', () => ({})),
    },
    {
      label: 'POST /api/contract-templates',
      permissions: ['modelos-documento'],
      allowed: 201,
      build: () =>
        Promise.resolve({
          path: '/api/contract-templates',
          options: { method: 'POST', body: templateForm({ title: 'Novo modelo' }, { name: 'novo.docx', data: simpleDocx(['Novo']) }) },
        }),
    },
    {
      label: 'POST /api/contract-templates/{id} (_method=PUT)',
      permissions: ['modelos-documento'],
      allowed: 200,
      build: onTemplate('POST', '', () => ({ body: templateForm({ _method: 'PUT', title: 'Modelo alterado' }) })),
    },
  ];
}
