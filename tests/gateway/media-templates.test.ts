import { describe, expect, it } from 'vitest';
import { bearer, errorsOf, FORBIDDEN } from './back-office-support.js';
import {
  CREATE_TEMPLATE,
  samplePdf,
  TEMPLATE,
  TEMPLATES,
  UPDATE_TEMPLATE,
  withDocument,
  type TemplateData,
  startMediaStack,
  type WriteResult,
} from './media-support.js';
import { asUser } from './staff-stack.js';
import { useSuiteStack } from './suite-stack.js';
import { readDatabase } from './visitors-support.js';

const suite = useSuiteStack(startMediaStack, 60_000);

type CreateAnswer = { createContractTemplate: WriteResult<'template', TemplateData> };
type UpdateAnswer = { updateContractTemplate: WriteResult<'template', TemplateData> };

const templateCount = (): number =>
  readDatabase<{ total: number }>(suite().stack.dataDir, 'SELECT count(*) AS total FROM contract_templates')[0]?.total ?? 0;

async function download(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, suite().stack.gatewayUrl), { headers });
}

describe('contract templates with their document', () => {
  it('creates a template with a real PDF, lists it, and downloads the same bytes with the original name through the gateway', async () => {
    const pdf = samplePdf('Contrato de locacao');
    const created = await withDocument<CreateAnswer>(
      suite(),
      CREATE_TEMPLATE,
      { input: { title: 'Contrato de locação', description: 'Modelo residencial.', isActive: true } },
      { bytes: pdf, fileName: 'contrato de locação.pdf', type: 'application/pdf' },
    );
    expect(created.errors).toBeUndefined();
    const result = created.data?.createContractTemplate;
    expect(result).toMatchObject({ ok: true, message: 'Modelo de documento cadastrado com sucesso!', error: null });
    const template = result?.template;
    expect(template).toMatchObject({
      title: 'Contrato de locação',
      description: 'Modelo residencial.',
      isActive: true,
      fileName: 'contrato de locação.pdf',
    });
    expect(template?.downloadUrl).toBe(`/contract-templates/${template?.id}/file`);

    const admin = asUser(suite(), suite().adminToken);
    const list = await admin<{ contractTemplates: TemplateData[] }>(TEMPLATES);
    expect(list.data?.contractTemplates.find((item) => item.id === template?.id)).toEqual(template);
    expect(list.data?.contractTemplates.length).toBe(templateCount());
    expect((await admin<{ contractTemplate: TemplateData | null }>(TEMPLATE, { id: template?.id })).data?.contractTemplate).toEqual(
      template,
    );

    const file = await download(template?.downloadUrl ?? '', bearer(suite().adminToken));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(file.headers.get('content-length')).toBe(String(pdf.length));
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    const disposition = file.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('contrato de locação.pdf')}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('updates the texts keeping the document, then replaces the document', async () => {
    const first = samplePdf('Primeira versao');
    const created = await withDocument<CreateAnswer>(
      suite(),
      CREATE_TEMPLATE,
      { input: { title: 'Proposta', isActive: true } },
      {
        bytes: first,
        fileName: 'proposta.pdf',
        type: 'application/pdf',
      },
    );
    const id = created.data?.createContractTemplate.template?.id ?? '';

    const renamed = await asUser(suite(), suite().adminToken)<UpdateAnswer>(UPDATE_TEMPLATE, {
      id,
      input: { title: 'Proposta de compra', isActive: false },
    });
    expect(renamed.data?.updateContractTemplate).toMatchObject({
      ok: true,
      template: { id, title: 'Proposta de compra', isActive: false, fileName: 'proposta.pdf' },
    });
    const kept = await download(`/contract-templates/${id}/file`, bearer(suite().adminToken));
    expect(Buffer.from(await kept.arrayBuffer()).equals(first)).toBe(true);

    const second = samplePdf('Segunda versao, mais longa');
    const replaced = await withDocument<UpdateAnswer>(
      suite(),
      UPDATE_TEMPLATE,
      { id, input: {} },
      {
        bytes: second,
        fileName: 'proposta-v2.pdf',
        type: 'application/pdf',
      },
    );
    expect(replaced.data?.updateContractTemplate).toMatchObject({
      ok: true,
      template: { title: 'Proposta de compra', fileName: 'proposta-v2.pdf' },
    });
    const file = await download(`/contract-templates/${id}/file`, bearer(suite().adminToken));
    expect(Buffer.from(await file.arrayBuffer()).equals(second)).toBe(true);
  });

  it('answers validation failures as data under the input names, storing nothing', async () => {
    const before = templateCount();
    const missingFile = await asUser(suite(), suite().adminToken)<CreateAnswer>(CREATE_TEMPLATE, { input: { title: '', isActive: true } });
    expect(missingFile.errors).toBeUndefined();
    const refusal = missingFile.data?.createContractTemplate;
    expect(refusal).toMatchObject({ ok: false, template: null });
    expect(refusal?.error?.fieldErrors).toContainEqual({ field: 'file', message: 'O arquivo do documento é obrigatório.' });
    expect(refusal?.error?.fieldErrors.map((error) => error.field)).toContain('title');

    const wrongKind = await withDocument<CreateAnswer>(
      suite(),
      CREATE_TEMPLATE,
      { input: { title: 'Planilha', isActive: true } },
      {
        bytes: Buffer.from('a;b\n1;2\n'),
        fileName: 'valores.csv',
        type: 'text/csv',
      },
    );
    expect(wrongKind.data?.createContractTemplate.error?.fieldErrors).toContainEqual({
      field: 'file',
      message: 'Apenas arquivos .doc, .docx ou .pdf são permitidos.',
    });

    const tooLong = await asUser(suite(), suite().adminToken)<UpdateAnswer>(UPDATE_TEMPLATE, {
      id: String(readDatabase<{ id: number }>(suite().stack.dataDir, 'SELECT id FROM contract_templates LIMIT 1')[0]?.id),
      input: { description: 'x'.repeat(255) },
    });
    expect(tooLong.data?.updateContractTemplate.error?.fieldErrors).toEqual([
      { field: 'description', message: 'A Descrição deve ter no máximo 254 caracteres.' },
    ]);
    expect(templateCount()).toBe(before);
  });

  it('refuses a document over 20 MB at the file field without asking the API', async () => {
    const before = templateCount();
    const tooLarge = new Uint8Array(20_971_520 + 1);
    tooLarge.set(samplePdf('Grande demais'));
    const answer = await withDocument<CreateAnswer>(
      suite(),
      CREATE_TEMPLATE,
      { input: { title: 'Grande', isActive: true } },
      {
        bytes: tooLarge,
        fileName: 'grande.pdf',
        type: 'application/pdf',
      },
    );
    expect(answer.data?.createContractTemplate).toEqual({
      ok: false,
      message: null,
      template: null,
      error: {
        message: 'Por favor, corrija os erros destacados.',
        fieldErrors: [{ field: 'file', message: 'O arquivo do documento deve ter no máximo 20 MB.' }],
      },
    });
    expect(templateCount()).toBe(before);
  });

  it('is FORBIDDEN without the modelos-documento permission, and a missing template is null', async () => {
    const clerk = asUser(suite(), suite().clerkToken);
    expect(errorsOf(await clerk(TEMPLATES))).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['contractTemplates'] }]);
    expect(errorsOf(await clerk(TEMPLATE, { id: '1' }))[0]?.code).toBe('FORBIDDEN');
    expect(errorsOf(await clerk(UPDATE_TEMPLATE, { id: '1', input: { title: 'Proibido' } }))[0]?.code).toBe('FORBIDDEN');
    expect((await asUser(suite(), suite().adminToken)(TEMPLATE, { id: '987654' })).data).toEqual({ contractTemplate: null });
  });
});

describe('GET /contract-templates/{id}/file', () => {
  it('refuses a request without a token, and tells the API refusals as JSON in pt-BR', async () => {
    const id = String(
      readDatabase<{ id: number }>(suite().stack.dataDir, 'SELECT id FROM contract_templates WHERE stored_file IS NOT NULL LIMIT 1')[0]?.id,
    );
    const anonymous = await download(`/contract-templates/${id}/file`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await anonymous.json()).toEqual({ message: 'Faça login para baixar o arquivo do modelo de documento.' });

    const stale = await download(`/contract-templates/${id}/file`, bearer('token-que-nao-existe'));
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ message: 'Sessão inválida ou expirada. Faça login novamente.' });

    const forbidden = await download(`/contract-templates/${id}/file`, bearer(suite().clerkToken));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: FORBIDDEN });

    const missing = await download('/contract-templates/987654/file', bearer(suite().adminToken));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'O modelo de documento não foi encontrado.' });
  });
});
