import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { simpleDocx, simplePdf, zipArchive } from '../../../api/src/demo/document-files.js';
import { writeTemplateFile } from '../../../api/src/templates/storage.js';
import { dataDirFiles, templateFileOnDisk } from '../support/files.js';
import { expectFormErrors, expectStatus, staffAccount, usePeopleApi } from '../support/people.js';
import { asStaff, FORBIDDEN, INVALID_SESSION } from '../support/staff.js';
import type { Dialect } from '../support/test-api.js';

const NOT_FOUND = { message: 'O modelo de documento não foi encontrado.' };
const WRONG_TYPE = 'Apenas arquivos .doc, .docx ou .pdf são permitidos.';
const TEMPLATE_FIELDS = ['description', 'file_name', 'file_url', 'id', 'is_active', 'title'];
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** The first bytes of a Windows program. */
const PROGRAM = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 7)]);
/** An OLE2 compound file header, as a Word 97–2003 document starts. */
const OLE2_DOCUMENT = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]);

interface TemplateData {
  id: number;
  title: string;
  description: string | null;
  file_url: string | null;
  file_name: string | null;
  is_active: number;
}

interface FilePart {
  name: string;
  data: Buffer;
  type?: string;
}

function templateForm(fields: Record<string, string>, file?: FilePart): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file !== undefined)
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

/** GET/POST /api/contract-templates, GET/POST(_method=PUT) /api/contract-templates/{id}, GET …/{id}/file. */
export function contractTemplatesSuite(dialect: Dialect): void {
  describe('contract templates', () => {
    const fixture = usePeopleApi(dialect);
    const token = () => fixture().admin.token;
    const post = (path: string, fields: Record<string, string>, file?: FilePart) =>
      asStaff(fixture().testApi, token(), path, { method: 'POST', body: templateForm(fields, file) });
    const read = (path: string) => asStaff(fixture().testApi, token(), path);
    const templateRow = (id: number) =>
      fixture().testApi.db.selectFrom('contract_templates').selectAll().where('id', '=', id).executeTakeFirst();
    const countTemplates = async () => (await fixture().testApi.db.selectFrom('contract_templates').select('id').execute()).length;
    const storedFiles = async () =>
      (await readdir(path.join(fixture().testApi.dataDir, 'contract-templates')).catch(() => [] as string[])).sort();
    async function download(id: number, authorization?: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
      const { api } = fixture().testApi;
      const headers: Record<string, string> = { 'X-API-Key': api.apiKey };
      if (authorization !== undefined) headers.authorization = authorization;
      const response = await fetch(`${api.url}/api/contract-templates/${id}/file`, { headers });
      return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
    }
    async function createTemplate(file: FilePart, fields: Record<string, string> = {}): Promise<TemplateData> {
      const response = await post('/api/contract-templates', { title: 'Contrato de locação', ...fields }, file);
      expectStatus(response, 201);
      return (response.json as { data: TemplateData }).data;
    }

    it('creates a template with a PDF: 201, the message, the template, and downloads the same bytes with its name', async () => {
      const pdf = simplePdf(['Contrato de locação residencial']);
      const response = await post(
        '/api/contract-templates',
        { title: ' Contrato de locação ', description: 'Modelo padrão', is_active: '0' },
        {
          name: 'Contrato de locação.pdf',
          data: pdf,
          type: 'application/pdf',
        },
      );
      expectStatus(response, 201);
      const answer = response.json as { message: string; data: TemplateData };
      expect(answer.message).toBe('Modelo de documento cadastrado com sucesso!');
      expect(Object.keys(answer.data).sort()).toEqual(TEMPLATE_FIELDS);
      expect(answer.data).toEqual({
        id: answer.data.id,
        title: 'Contrato de locação',
        description: 'Modelo padrão',
        file_url: `/api/contract-templates/${answer.data.id}/file`,
        file_name: 'Contrato de locação.pdf',
        is_active: 0,
      });
      expect((await read(`/api/contract-templates/${answer.data.id}`)).json).toEqual({ data: answer.data });
      const list = (await read('/api/contract-templates')).json as { data: TemplateData[] };
      expect(list.data.find((template) => template.id === answer.data.id)).toEqual(answer.data);

      const file = await download(answer.data.id, `Bearer ${token()}`);
      expect(file.status).toBe(200);
      expect(file.bytes.equals(pdf)).toBe(true);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('Contrato de locação.pdf')}`);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('takes a Word document (.docx) and a Word 97–2003 document (.doc), served with their content types', async () => {
      const docx = simpleDocx(['Proposta de compra']);
      const created = await createTemplate({ name: 'proposta.docx', data: docx });
      const file = await download(created.id, `Bearer ${token()}`);
      expect(file.bytes.equals(docx)).toBe(true);
      expect(file.headers.get('content-type')).toBe(DOCX_TYPE);
      const doc = await createTemplate({ name: 'Vistoria.DOC', data: OLE2_DOCUMENT });
      const docFile = await download(doc.id, `Bearer ${token()}`);
      expect(docFile.bytes.equals(OLE2_DOCUMENT)).toBe(true);
      expect(docFile.headers.get('content-type')).toBe('application/msword');
      expect(docFile.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''Vistoria.DOC");
    });

    it('refuses files that are not what their name says, with nothing stored', async () => {
      const countBefore = await countTemplates();
      const filesBefore = await storedFiles();
      const refused: FilePart[] = [
        { name: 'contrato.pdf', data: PROGRAM, type: 'application/pdf' },
        { name: 'programa.exe', data: PROGRAM },
        { name: 'contrato.docx', data: zipArchive([{ name: 'leia-me.txt', data: Buffer.from('PK sem documento') }]) },
        { name: 'contrato.docx', data: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]) },
        { name: 'contrato.txt', data: simplePdf(['Texto']) },
        { name: 'contrato.pdf', data: simpleDocx(['Outro tipo']) },
        { name: 'vazio.pdf', data: Buffer.alloc(0) },
      ];
      for (const file of refused) {
        expectFormErrors(await post('/api/contract-templates', { title: 'Contrato' }, file), { file: [WRONG_TYPE] });
      }
      expect(await countTemplates()).toBe(countBefore);
      expect(await storedFiles()).toEqual(filesBefore);
    });

    it('requires a title and a file; title and description at most 254 characters', async () => {
      const countBefore = await countTemplates();
      const pdf = { name: 'a.pdf', data: simplePdf(['A']) };
      expectFormErrors(await post('/api/contract-templates', {}), {
        title: ['Campo obrigatório.'],
        file: ['O arquivo do documento é obrigatório.'],
      });
      expectFormErrors(
        await post('/api/contract-templates', { title: 'T'.repeat(255), description: 'D'.repeat(255), is_active: 'sim' }, pdf),
        {
          title: ['O Título deve ter no máximo 254 caracteres.'],
          description: ['A Descrição deve ter no máximo 254 caracteres.'],
          is_active: ['Use 1 para sim ou 0 para não.'],
        },
      );
      expect(await countTemplates()).toBe(countBefore);
      const longest = await createTemplate(pdf, { title: 'T'.repeat(254), description: 'D'.repeat(254) });
      expect(longest).toMatchObject({ title: 'T'.repeat(254), description: 'D'.repeat(254), is_active: 1 });
    });

    it('updates with _method=PUT keeping the file, or replacing it and removing the old one', async () => {
      const pdf = simplePdf(['Primeira versão']);
      const created = await createTemplate({ name: 'versao-1.pdf', data: pdf });
      const kept = await post(`/api/contract-templates/${created.id}`, {
        _method: 'PUT',
        title: 'Contrato revisado',
        description: 'Nova cláusula',
      });
      expectStatus(kept, 200);
      expect(kept.json).toEqual({
        message: 'Modelo de documento atualizado com sucesso!',
        data: { ...created, title: 'Contrato revisado', description: 'Nova cláusula' },
      });
      expect((await download(created.id, `Bearer ${token()}`)).bytes.equals(pdf)).toBe(true);

      const oldFile = (await templateRow(created.id))?.stored_file;
      const docx = simpleDocx(['Segunda versão']);
      const replaced = await post(`/api/contract-templates/${created.id}`, { _method: 'PUT' }, { name: 'versão 2.docx', data: docx });
      expectStatus(replaced, 200);
      expect((replaced.json as { data: TemplateData }).data).toMatchObject({ title: 'Contrato revisado', file_name: 'versão 2.docx' });
      const file = await download(created.id, `Bearer ${token()}`);
      expect(file.bytes.equals(docx)).toBe(true);
      expect(file.headers.get('content-type')).toBe(DOCX_TYPE);
      expect(await storedFiles()).not.toContain(oldFile);
    });

    it('changes nothing when an update is refused', async () => {
      const created = await createTemplate({ name: 'a.pdf', data: simplePdf(['A']) });
      const before = await templateRow(created.id);
      const filesBefore = await storedFiles();
      expectFormErrors(
        await post(`/api/contract-templates/${created.id}`, { _method: 'PUT', title: 'Novo' }, { name: 'b.pdf', data: PROGRAM }),
        {
          file: [WRONG_TYPE],
        },
      );
      expectFormErrors(
        await post(`/api/contract-templates/${created.id}`, { _method: 'PUT', title: '' }, { name: 'b.pdf', data: simplePdf(['B']) }),
        {
          title: ['Campo obrigatório.'],
        },
      );
      expectFormErrors(await post(`/api/contract-templates/${created.id}`, { _method: 'PUT', title: 'x'.repeat(255) }), {
        title: ['O Título deve ter no máximo 254 caracteres.'],
      });
      expect(await templateRow(created.id)).toEqual(before);
      expect(await storedFiles()).toEqual(filesBefore);
    });

    it('answers 404 with the template text for an unknown id, and "Este modelo não possui arquivo para download." without a file', async () => {
      for (const id of ['999999', 'abc', '0']) {
        for (const response of [
          await read(`/api/contract-templates/${id}`),
          await post(`/api/contract-templates/${id}`, { _method: 'PUT', title: 'X' }),
        ]) {
          expect(response.status).toBe(404);
          expect(response.json).toEqual(NOT_FOUND);
        }
      }
      const now = new Date().toISOString();
      const { id } = await fixture()
        .testApi.db.insertInto('contract_templates')
        .values({
          title: 'Sem arquivo',
          description: null,
          stored_file: null,
          file_name: null,
          file_kind: null,
          is_active: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(((await read(`/api/contract-templates/${id}`)).json as { data: TemplateData }).data).toMatchObject({
        file_url: null,
        file_name: null,
      });
      const response = await download(id, `Bearer ${token()}`);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.bytes.toString('utf8'))).toEqual({ message: 'Este modelo não possui arquivo para download.' });
    });

    it('refuses a download without a token (401) or without permission modelos-documento (403)', async () => {
      const created = await createTemplate({ name: 'a.pdf', data: simplePdf(['A']) });
      const anonymous = await download(created.id);
      expect(anonymous.status).toBe(401);
      expect(JSON.parse(anonymous.bytes.toString('utf8'))).toEqual(INVALID_SESSION);
      const videosOnly = await staffAccount(fixture().testApi, {
        name: 'Editora de Vídeos',
        role: 'administrative',
        permissions: ['videos'],
      });
      const forbidden = await download(created.id, `Bearer ${videosOnly.token}`);
      expect(forbidden.status).toBe(403);
      expect(JSON.parse(forbidden.bytes.toString('utf8'))).toEqual(FORBIDDEN);
      const holder = await staffAccount(fixture().testApi, {
        name: 'Jurídico',
        role: 'administrative',
        permissions: ['modelos-documento'],
      });
      expect((await download(created.id, `Bearer ${holder.token}`)).status).toBe(200);
    });

    it('removes, at start, old template files that no template references, and keeps the rest', async () => {
      const { testApi } = fixture();
      const created = await createTemplate({ name: 'mantido.pdf', data: simplePdf(['Mantido']) });
      const referenced = (await templateRow(created.id))?.stored_file ?? '';
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      const orphan = await writeTemplateFile(dataDirFiles(testApi.dataDir), simplePdf(['Órfão']), 'pdf');
      const recent = await writeTemplateFile(dataDirFiles(testApi.dataDir), simplePdf(['Recente']), 'pdf');
      await utimes(templateFileOnDisk(testApi.dataDir, orphan), twoHoursAgo, twoHoursAgo);
      await utimes(templateFileOnDisk(testApi.dataDir, referenced), twoHoursAgo, twoHoursAgo);
      await testApi.restart();
      const files = await storedFiles();
      expect(files).not.toContain(orphan);
      expect(files).toEqual(expect.arrayContaining([referenced, recent]));
      expect((await download(created.id, `Bearer ${token()}`)).status).toBe(200);
    });
  });
}
