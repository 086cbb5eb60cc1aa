import { describe, expect, it } from 'vitest';
import { simpleDocx, simplePdf } from '../../../api/src/demo/document-files.js';
import { changesOf, entryCount, newestEntry, recordHistory, storedEntries } from '../support/audit.js';
import { expectStatus, sendJson, staffAccount, usePeopleApi } from '../support/people.js';
import { asStaff, FORBIDDEN } from '../support/staff.js';
import type { ApiResponse, Dialect } from '../support/test-api.js';

/** The first bytes of a Windows program: never a template file. */
const PROGRAM = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 7)]);

interface FilePart {
  name: string;
  data: Buffer;
}

function templateForm(fields: Record<string, string>, file?: FilePart): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file !== undefined) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}

function createdId(response: ApiResponse): number {
  expectStatus(response, 201);
  return (response.json as { data: { id: number } }).data.id;
}

/** The entries of companies, videos, contract templates and holidays: one per write, none for a refused one; who reads them. */
export function auditMediaSuite(dialect: Dialect): void {
  describe(`audit: media (${dialect})`, () => {
    const fixture = usePeopleApi(dialect);
    const send = (method: string, path: string, body: unknown, token = fixture().admin.token) =>
      sendJson(fixture().testApi, token, method, path, body);
    const sendTemplate = (path: string, fields: Record<string, string>, file?: FilePart, token = fixture().admin.token) =>
      asStaff(fixture().testApi, token, path, { method: 'POST', body: templateForm(fields, file) });
    const history = async (type: string, id: number) => (await recordHistory(fixture().testApi, fixture().admin.token, type, id)).data;
    const newest = (type: string, id: number) => newestEntry(fixture().testApi, fixture().admin.token, type, id);
    /** Runs the refused writes and checks that the trail holds exactly what it held before. */
    async function expectNoEntry(refusals: readonly [number, () => Promise<ApiResponse>][]): Promise<void> {
      const before = await entryCount(fixture().testApi);
      for (const [status, refused] of refusals) expectStatus(await refused(), status);
      expect(await entryCount(fixture().testApi)).toBe(before);
    }
    const outsider = () => staffAccount(fixture().testApi, { name: 'Sem Permissão', role: 'administrative', permissions: ['clientes'] });

    it('a company created and changed: one entry each, with every field the form wrote before and after', async () => {
      const { admin } = fixture();
      const id = createdId(
        await send('POST', '/api/enterprises', {
          document: '11222333000181',
          name: 'Horizonte Imóveis Ltda',
          email: 'contato@horizonte.com.br',
          whatsapp: '(19) 99812-4500',
          creci: 'CRECI-SP 34.512-J',
          zip_code: '13025320',
          city: 'Campinas',
          state: 'sp',
        }),
      );
      const before = await entryCount(fixture().testApi);
      expectStatus(await send('PUT', `/api/enterprises/${id}`, { name: 'Horizonte Negócios', phone: '1932514500', state: '' }), 200);
      expect(await entryCount(fixture().testApi)).toBe(before + 1);

      const [update, creation] = await history('company', id);
      expect(creation).toMatchObject({
        action: 'created',
        actor: { id: admin.id, name: 'Gestora Geral' },
        record_label: 'Horizonte Imóveis Ltda',
      });
      expect(changesOf(creation!)).toEqual({
        document: [null, '11.222.333/0001-81'],
        name: [null, 'Horizonte Imóveis Ltda'],
        email: [null, 'contato@horizonte.com.br'],
        whatsapp: [null, '19998124500'],
        creci: [null, 'CRECI-SP 34.512-J'],
        zip_code: [null, '13025-320'],
        city: [null, 'Campinas'],
        state: [null, 'SP'],
        is_active: [null, 1],
      });
      expect(update).toMatchObject({ action: 'updated', record_label: 'Horizonte Negócios' });
      expect(changesOf(update!)).toEqual({
        name: ['Horizonte Imóveis Ltda', 'Horizonte Negócios'],
        phone: [null, '(19) 3251-4500'],
        state: ['SP', null],
      });
    });

    it('a company write refused (bad field, unknown company, no permission empresa) or changing nothing writes no entry', async () => {
      const id = createdId(
        await send('POST', '/api/enterprises', {
          document: '34512687000166',
          name: 'Só o Necessário',
          email: 'ok@exemplo.com.br',
          whatsapp: '19998124500',
          creci: 'J-1',
        }),
      );
      const stranger = await outsider();
      await expectNoEntry([
        [422, () => send('PUT', `/api/enterprises/${id}`, { document: '11.222.333/0001-82', name: 'Outra' })],
        [422, () => send('POST', '/api/enterprises', { name: 'Sem CNPJ' })],
        [404, () => send('PUT', `/api/enterprises/${id + 100_000}`, { name: 'Ninguém' })],
        [403, () => send('PUT', `/api/enterprises/${id}`, { name: 'Intrusa' }, stranger.token)],
        [403, () => send('POST', '/api/enterprises', { name: 'Intrusa' }, stranger.token)],
        [200, () => send('PUT', `/api/enterprises/${id}`, { name: 'Só o Necessário' })],
      ]);
    });

    it('a video created and changed: one entry each, labelled with its title', async () => {
      const id = createdId(
        await send('POST', '/api/videos', { title: 'Captação de imóveis', video_url: 'https://youtu.be/hZ4kq3Xb2mA', type: 'internal' }),
      );
      const before = await entryCount(fixture().testApi);
      expectStatus(
        await send('PUT', `/api/videos/${id}`, { title: 'Captação e fotos', video_url: 'https://vimeo.com/76979871', is_active: 0 }),
        200,
      );
      expect(await entryCount(fixture().testApi)).toBe(before + 1);

      const [update, creation] = await history('video', id);
      expect(creation).toMatchObject({ action: 'created', record_label: 'Captação de imóveis' });
      expect(changesOf(creation!)).toEqual({
        title: [null, 'Captação de imóveis'],
        video_url: [null, 'https://youtu.be/hZ4kq3Xb2mA'],
        type: [null, 'internal'],
        is_active: [null, 1],
      });
      expect(update).toMatchObject({ action: 'updated', record_label: 'Captação e fotos' });
      expect(changesOf(update!)).toEqual({
        title: ['Captação de imóveis', 'Captação e fotos'],
        video_url: ['https://youtu.be/hZ4kq3Xb2mA', 'https://vimeo.com/76979871'],
        is_active: [1, 0],
      });
    });

    it('a video write refused (bad address, unknown video, no permission videos) writes no entry', async () => {
      const id = createdId(
        await send('POST', '/api/videos', { title: 'Atendimento', video_url: 'https://youtu.be/hZ4kq3Xb2mA', type: 'external' }),
      );
      const stranger = await outsider();
      await expectNoEntry([
        [422, () => send('PUT', `/api/videos/${id}`, { title: 'Outro', video_url: 'https://exemplo.com.br/video' })],
        [422, () => send('POST', '/api/videos', { title: 'Sem endereço', type: 'internal' })],
        [404, () => send('PUT', `/api/videos/${id + 100_000}`, { title: 'Nenhum' })],
        [403, () => send('PUT', `/api/videos/${id}`, { title: 'Intruso' }, stranger.token)],
      ]);
    });

    it('a contract template created, changed and given a new file: one entry each, the file as its names before and after', async () => {
      const { testApi } = fixture();
      const id = createdId(
        await sendTemplate(
          '/api/contract-templates',
          { title: 'Contrato de locação' },
          { name: 'locacao.pdf', data: simplePdf(['Locação']) },
        ),
      );
      const storedRow = () =>
        testApi.db.selectFrom('contract_templates').select('stored_file').where('id', '=', id).executeTakeFirstOrThrow();
      const firstFile = (await storedRow()).stored_file;
      const creation = await newest('template', id);
      expect(creation).toMatchObject({ action: 'created', record_label: 'Contrato de locação' });
      expect(changesOf(creation)).toEqual({
        title: [null, 'Contrato de locação'],
        is_active: [null, 1],
        file_name: [null, 'locacao.pdf'],
        stored_file: [null, firstFile],
      });

      expectStatus(await sendTemplate(`/api/contract-templates/${id}`, { _method: 'PUT', description: 'Residencial' }), 200);
      expect(changesOf(await newest('template', id))).toEqual({ description: [null, 'Residencial'] });

      const before = await entryCount(testApi);
      const replaced = await sendTemplate(
        `/api/contract-templates/${id}`,
        { _method: 'PUT', title: 'Contrato revisado' },
        {
          name: 'locação 2.docx',
          data: simpleDocx(['Segunda versão']),
        },
      );
      expectStatus(replaced, 200);
      expect(await entryCount(testApi)).toBe(before + 1);
      const secondFile = (await storedRow()).stored_file;
      const update = await newest('template', id);
      expect(update).toMatchObject({ action: 'updated', record_label: 'Contrato revisado' });
      expect(changesOf(update)).toEqual({
        title: ['Contrato de locação', 'Contrato revisado'],
        file_name: ['locacao.pdf', 'locação 2.docx'],
        stored_file: [firstFile, secondFile],
      });
      expect(await storedEntries(testApi, 'template', id)).toHaveLength(3);
    });

    it('a template write refused (bad file, bad field, unknown template, no permission modelos-documento) writes no entry', async () => {
      const pdf = { name: 'modelo.pdf', data: simplePdf(['Modelo']) };
      const id = createdId(await sendTemplate('/api/contract-templates', { title: 'Vistoria' }, pdf));
      const stranger = await outsider();
      await expectNoEntry([
        [422, () => sendTemplate('/api/contract-templates', { title: 'Programa' }, { name: 'contrato.pdf', data: PROGRAM })],
        [422, () => sendTemplate('/api/contract-templates', { title: 'Sem arquivo' })],
        [422, () => sendTemplate(`/api/contract-templates/${id}`, { _method: 'PUT', title: 'Novo' }, { name: 'b.pdf', data: PROGRAM })],
        [422, () => sendTemplate(`/api/contract-templates/${id}`, { _method: 'PUT', title: '' }, pdf)],
        [404, () => sendTemplate(`/api/contract-templates/${id + 100_000}`, { _method: 'PUT', title: 'Nenhum' }, pdf)],
        [403, () => sendTemplate(`/api/contract-templates/${id}`, { _method: 'PUT', title: 'Intruso' }, pdf, stranger.token)],
        [403, () => sendTemplate('/api/contract-templates', { title: 'Intruso' }, pdf, stranger.token)],
        [200, () => sendTemplate(`/api/contract-templates/${id}`, { _method: 'PUT', title: 'Vistoria' })],
      ]);
    });

    it('a holiday created then deleted: one entry each, the deletion with the values it had', async () => {
      const { testApi } = fixture();
      const id = createdId(await send('POST', '/api/holidays', { day: '25/12/2031', name: 'Natal' }));
      const before = await entryCount(testApi);
      expectStatus(await send('DELETE', `/api/holidays/${id}`, {}), 200);
      expect(await entryCount(testApi)).toBe(before + 1);

      const [deletion, creation] = await history('holiday', id);
      expect(creation).toMatchObject({ action: 'created', record_label: 'Natal (25/12/2031)' });
      expect(changesOf(creation!)).toEqual({ day: [null, '2031-12-25'], name: [null, 'Natal'] });
      expect(deletion).toMatchObject({ action: 'deleted', record_label: 'Natal (25/12/2031)' });
      expect(changesOf(deletion!)).toEqual({ day: ['2031-12-25', null], name: ['Natal', null] });
    });

    it('a holiday write refused (day taken, bad day, unknown holiday, no permission agenda) writes no entry', async () => {
      const id = createdId(await send('POST', '/api/holidays', { day: '2033-11-20', name: 'Consciência Negra' }));
      const stranger = await outsider();
      await expectNoEntry([
        [422, () => send('POST', '/api/holidays', { day: '20/11/2033', name: 'Outro' })],
        [422, () => send('POST', '/api/holidays', { day: '2033-02-30', name: 'Impossível' })],
        [404, () => send('DELETE', `/api/holidays/${id + 100_000}`, {})],
        [403, () => send('DELETE', `/api/holidays/${id}`, {}, stranger.token)],
        [403, () => send('POST', '/api/holidays', { day: '2033-12-24', name: 'Véspera' }, stranger.token)],
      ]);
      expectStatus(await send('DELETE', `/api/holidays/${id}`, {}), 200);
      await expectNoEntry([[404, () => send('DELETE', `/api/holidays/${id}`, {})]]);
    });

    it("each record's history answers the holder of its permission, and 403 to everyone else", async () => {
      const { testApi } = fixture();
      const records = {
        company: {
          permission: 'empresa',
          id: createdId(
            await send('POST', '/api/enterprises', {
              document: '11222333000181',
              name: 'Norte Imóveis',
              email: 'norte@exemplo.com.br',
              whatsapp: '19998124500',
              creci: 'J-2',
            }),
          ),
        },
        video: {
          permission: 'videos',
          id: createdId(
            await send('POST', '/api/videos', { title: 'Boas-vindas', video_url: 'https://youtu.be/hZ4kq3Xb2mA', type: 'internal' }),
          ),
        },
        template: {
          permission: 'modelos-documento',
          id: createdId(
            await sendTemplate('/api/contract-templates', { title: 'Recibo' }, { name: 'recibo.pdf', data: simplePdf(['Recibo']) }),
          ),
        },
        holiday: {
          permission: 'agenda',
          id: createdId(await send('POST', '/api/holidays', { day: '2035-04-21', name: 'Tiradentes' })),
        },
      };
      const stranger = await outsider();
      for (const [type, { permission, id }] of Object.entries(records)) {
        const holder = await staffAccount(testApi, { role: 'administrative', permissions: [permission] });
        expect((await recordHistory(testApi, holder.token, type, id)).data.map((entry) => entry.action)).toEqual(['created']);
        const others = Object.entries(records).filter(([otherType]) => otherType !== type);
        for (const [otherType, other] of others) {
          const refused = await asStaff(testApi, holder.token, `/api/audit/records/${otherType}/${other.id}`);
          expect(refused.status, `${permission} → ${otherType}`).toBe(403);
          expect(refused.json).toEqual(FORBIDDEN);
        }
        expect((await asStaff(testApi, stranger.token, `/api/audit/records/${type}/${id}`)).status).toBe(403);
      }
    });
  });
}
