import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../../api/src/server.js';
import { insertTestCompany } from '../support/companies.js';
import type { ErrorJson } from '../support/contract.js';
import { startMailbox, unusedPort, type Mailbox } from '../support/mailbox.js';
import { createTestApi, sendRequest, type Dialect, type TestApi } from '../support/test-api.js';
import { eventually, postJson } from '../support/visitors.js';

const REQUIRED_MESSAGE = 'Por favor, preencha todos os campos obrigatórios.';
const SENT = { message: 'Mensagem enviada com sucesso! Em breve nossa equipe entrará em contato.' };
const FAST_OUTBOX_MS = 100;

const VISITOR = {
  name: 'Mariana Conceição',
  email: 'mariana.conceicao@exemplo.com.br',
  phone: '(19) 98765-4321',
  interest: 'rent_out',
  message: 'Olá! Tenho um apartamento no Cambuí e gostaria de colocá-lo para alugar.\nPodem me ligar à tarde?',
};

/** Each contact message with the delivery state of its mail in the outbox. */
async function contactRows(testApi: TestApi) {
  return testApi.db
    .selectFrom('contact_messages')
    .innerJoin('outbox', (join) => join.onRef('outbox.reference_id', '=', 'contact_messages.id').on('outbox.kind', '=', 'contact_message'))
    .select([
      'contact_messages.id',
      'contact_messages.name',
      'contact_messages.email',
      'contact_messages.phone',
      'contact_messages.interest',
      'contact_messages.message',
      'contact_messages.created_at',
      'outbox.status',
      'outbox.attempts',
      'outbox.next_attempt_at',
      'outbox.last_error',
      'outbox.sent_at',
      'outbox.to_address',
      'outbox.subject',
    ])
    .orderBy('contact_messages.id')
    .execute();
}

/** POST /api/send-contact-email: stored first, mailed through real SMTP, retried while SMTP is down. */
export function contactSuite(dialect: Dialect): void {
  describe('POST /api/send-contact-email with SMTP up', () => {
    let mailbox: Mailbox;
    let testApi: TestApi;

    beforeAll(async () => {
      mailbox = await startMailbox();
      testApi = await createTestApi({
        dialect,
        seedDemo: false,
        smtpUrl: `smtp://127.0.0.1:${mailbox.port}`,
        mailTo: 'atendimento@imobiliaria-teste.com.br',
        mailFrom: 'site@imobiliaria-teste.com.br',
        outboxIntervalMs: FAST_OUTBOX_MS,
      });
    });
    afterAll(async () => {
      await testApi?.dispose();
      await mailbox?.close();
    });

    it('stores the message, answers success and mails it to the agency with every field', async () => {
      const response = await postJson(testApi, '/api/send-contact-email', VISITOR);
      expect(response.status).toBe(201);
      expect(response.json).toEqual(SENT);

      const [mail] = await mailbox.waitFor(1);
      expect(mail?.envelopeTo).toEqual(['atendimento@imobiliaria-teste.com.br']);
      expect(mail?.envelopeFrom).toBe('site@imobiliaria-teste.com.br');
      expect(mail?.subject).toBe('Contato pelo site: Mariana Conceição — Quero colocar meu imóvel para alugar');
      expect(mail?.headers.get('reply-to')).toBe('Mariana Conceição <mariana.conceicao@exemplo.com.br>');
      expect(mail?.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
      expect(mail?.text).toContain('Nome: Mariana Conceição');
      expect(mail?.text).toContain('E-mail: mariana.conceicao@exemplo.com.br');
      expect(mail?.text).toContain('Telefone: (19) 98765-4321');
      expect(mail?.text).toContain('Interesse: Quero colocar meu imóvel para alugar');
      expect(mail?.text).toContain(VISITOR.message);

      const rows = await eventually(
        () => contactRows(testApi),
        (list) => list[0]?.status === 'sent',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: VISITOR.name,
        email: VISITOR.email,
        phone: VISITOR.phone,
        interest: 'rent_out',
        message: VISITOR.message,
        status: 'sent',
        attempts: 1,
        last_error: null,
        next_attempt_at: null,
      });
      expect(rows[0]?.sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('takes interest as optional and names no interest in the subject', async () => {
      const before = mailbox.mails.length;
      const { interest: _interest, ...withoutInterest } = VISITOR;
      const response = await postJson(testApi, '/api/send-contact-email', { ...withoutInterest, name: 'João Sem Interesse' });
      expect(response.status).toBe(201);
      const mails = await mailbox.waitFor(before + 1);
      expect(mails[before]?.subject).toBe('Contato pelo site: João Sem Interesse');
      expect(mails[before]?.text).toContain('Interesse: Não informado');
    });

    it.each(['name', 'email', 'phone', 'message'] as const)(
      'answers 422 with the exact texts when %s is missing or blank, and stores nothing',
      async (field) => {
        const before = (await contactRows(testApi)).length;
        for (const value of [undefined, '', '   ']) {
          const body: Record<string, unknown> = { ...VISITOR, [field]: value };
          const response = await postJson(testApi, '/api/send-contact-email', body);
          expect(response.status).toBe(422);
          expect(response.json).toEqual({ message: REQUIRED_MESSAGE, errors: { [field]: ['Campo obrigatório.'] } });
        }
        expect(await contactRows(testApi)).toHaveLength(before);
      },
    );

    it('answers 422 for every missing field at once, and for an empty or non-JSON body', async () => {
      const expected = {
        name: ['Campo obrigatório.'],
        email: ['Campo obrigatório.'],
        phone: ['Campo obrigatório.'],
        message: ['Campo obrigatório.'],
      };
      const empty = await postJson(testApi, '/api/send-contact-email', {});
      expect(empty.json).toEqual({ message: REQUIRED_MESSAGE, errors: expected });
      const form = await testApi.request('/api/send-contact-email', { method: 'POST', body: new URLSearchParams({ name: 'x' }) });
      expect(form.status).toBe(422);
      expect((form.json as ErrorJson).message).toBe(REQUIRED_MESSAGE);
      const broken = await testApi.request('/api/send-contact-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"name": ',
      });
      expect(broken.status).toBe(400);
      expect(broken.json).toEqual({ message: 'Requisição inválida.' });
    });

    it('answers 422 with a pt-BR text for a malformed e-mail and an unknown interest', async () => {
      const before = (await contactRows(testApi)).length;
      for (const email of ['mariana', 'mariana@', 'mariana@exemplo', 'maria na@exemplo.com']) {
        const response = await postJson(testApi, '/api/send-contact-email', { ...VISITOR, email });
        expect(response.status, email).toBe(422);
        expect(response.json).toEqual({
          message: 'Por favor, insira um e-mail válido.',
          errors: { email: ['Por favor, insira um e-mail válido.'] },
        });
      }
      const interest = await postJson(testApi, '/api/send-contact-email', { ...VISITOR, interest: 'invest' });
      expect(interest.status).toBe(422);
      expect((interest.json as ErrorJson).errors).toEqual({ interest: ['Selecione uma opção válida.'] });
      const long = await postJson(testApi, '/api/send-contact-email', { ...VISITOR, message: 'a'.repeat(5001) });
      expect((long.json as ErrorJson).errors).toEqual({ message: ['Use no máximo 5000 caracteres.'] });
      expect(await contactRows(testApi)).toHaveLength(before);
    });

    it('keeps line breaks out of the subject', async () => {
      const before = mailbox.mails.length;
      await postJson(testApi, '/api/send-contact-email', { ...VISITOR, name: 'Ana\r\nBcc: alvo@exemplo.com' });
      const mails = await mailbox.waitFor(before + 1);
      expect(mails[before]?.subject).toBe('Contato pelo site: Ana Bcc: alvo@exemplo.com — Quero colocar meu imóvel para alugar');
      expect(mails[before]?.headers.has('bcc')).toBe(false);
      expect(mails[before]?.envelopeTo).toEqual(['atendimento@imobiliaria-teste.com.br']);
    });

    it('needs the API key', async () => {
      const response = await testApi.request('/api/send-contact-email', { method: 'POST', key: null, body: '{}' });
      expect(response.status).toBe(401);
    });
  });

  describe('POST /api/send-contact-email with SMTP down, then back', () => {
    let testApi: TestApi;
    let port: number;
    let mailbox: Mailbox | undefined;

    beforeAll(async () => {
      port = await unusedPort();
      testApi = await createTestApi({ dialect, seedDemo: false, smtpUrl: `smtp://127.0.0.1:${port}`, outboxIntervalMs: FAST_OUTBOX_MS });
      await insertTestCompany(testApi, { city: 'Campinas', state: 'SP' });
    });
    afterAll(async () => {
      await testApi?.dispose();
      await mailbox?.close();
    });

    it('still answers success, keeps retrying with the error recorded, and delivers once SMTP is up', async () => {
      const response = await postJson(testApi, '/api/send-contact-email', VISITOR);
      expect(response.status).toBe(201);
      expect(response.json).toEqual(SENT);

      const waiting = await eventually(
        () => contactRows(testApi),
        (rows) => (rows[0]?.attempts ?? 0) >= 2,
      );
      expect(waiting[0]).toMatchObject({ status: 'pending', sent_at: null });
      expect(waiting[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(Date.parse(waiting[0]?.next_attempt_at ?? '')).toBeGreaterThan(Date.parse(waiting[0]?.created_at ?? ''));
      expect(testApi.logs.some((line) => line.includes('não enviada'))).toBe(true);

      mailbox = await startMailbox(port);
      const [mail] = await mailbox.waitFor(1, 15_000);
      // Without MAIL_TO the agency's own address (the company's e-mail) receives it.
      expect(mail?.envelopeTo).toEqual(['contato@imobiliaria-teste.com.br']);
      expect(mail?.subject).toBe('Contato pelo site: Mariana Conceição — Quero colocar meu imóvel para alugar');
      const [row] = await eventually(
        () => contactRows(testApi),
        (rows) => rows[0]?.status === 'sent',
      );
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
      expect(row?.last_error).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 4 * FAST_OUTBOX_MS));
      expect(mailbox.mails).toHaveLength(1);
    });
  });

  describe('contact outbox without SMTP, then with two API processes on one database', () => {
    let testApi: TestApi;
    let mailbox: Mailbox | undefined;
    const others: RunningApi[] = [];

    beforeAll(async () => {
      testApi = await createTestApi({ dialect, seedDemo: false, mailTo: 'atendimento@imobiliaria-teste.com.br' });
    });
    afterAll(async () => {
      await Promise.all(others.map((api) => api.close()));
      await testApi?.dispose();
      await mailbox?.close();
    });

    it('keeps messages in the outbox, untouched, while no SMTP server is configured', async () => {
      expect(testApi.logs.some((line) => line.includes('SMTP_URL não configurada'))).toBe(true);
      for (let index = 0; index < 12; index += 1) {
        const response = await postJson(testApi, '/api/send-contact-email', { ...VISITOR, name: `Visitante ${index + 1}` });
        expect(response.status).toBe(201);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = await contactRows(testApi);
      expect(rows).toHaveLength(12);
      expect(rows.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true);
    });

    it('delivers each waiting message exactly once when two processes with SMTP share the database', async () => {
      mailbox = await startMailbox();
      const options = {
        port: 0,
        dataDir: testApi.dataDir,
        databaseUrl: testApi.databaseUrl,
        seedDemo: false,
        smtpUrl: `smtp://127.0.0.1:${mailbox.port}`,
        mailTo: 'atendimento@imobiliaria-teste.com.br',
        outboxIntervalMs: 20,
        log: () => undefined,
      };
      await testApi.stop();
      others.push(...(await Promise.all([startApi(options), startApi(options)])));
      await mailbox.waitFor(12);
      await eventually(
        () => contactRows(testApi),
        (rows) => rows.every((row) => row.status === 'sent'),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const subjects = mailbox.mails.map((mail) => mail.subject).sort();
      expect(subjects).toHaveLength(12);
      expect(new Set(subjects).size).toBe(12);
      const rows = await contactRows(testApi);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      const health = await sendRequest(others[0]?.url ?? '', others[0]?.apiKey ?? '', '/api/health');
      expect(health.status).toBe(200);
    });
  });
}
