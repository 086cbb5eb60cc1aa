import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFormErrors, expectStatus, staffAccount, uniqueEmail, type StaffAccount } from '../support/people.js';
import { asStaff, INVALID_SESSION, signIn } from '../support/staff.js';
import { createTestApi, type Dialect, type TestApi } from '../support/test-api.js';
import { postJson, visitorAddress } from '../support/visitors.js';

const REQUESTED = {
  message: 'Se este e-mail for de alguém da equipe, enviamos para ele um link para criar uma nova senha. O link vale por 30 minutos.',
};
const LINK_INVALID =
  "Este link para criar uma nova senha não vale mais: ele já foi usado ou passou de 30 minutos. Peça outro em 'Esqueci minha senha'.";
const NEW_PASSWORD = 'nova-senha-da-equipe';
const PUBLIC_URL = 'https://imobiliaria.exemplo.com.br';

/** 'Esqueci minha senha': a single-use link by mail, the same answer for any e-mail, limits per address and account. */
export function passwordResetSuite(dialect: Dialect): void {
  describe('password reset', () => {
    let testApi: TestApi;
    let broker: StaffAccount;
    beforeAll(async () => {
      testApi = await createTestApi({
        dialect,
        seedDemo: false,
        publicUrl: PUBLIC_URL,
        rateLimits: { loginAddress: { max: 4, windowMs: 60_000 } },
      });
      broker = await staffAccount(testApi, { name: 'Renata Prado Lima', role: 'broker', permissions: ['imoveis'] });
    });
    afterAll(async () => {
      await testApi.dispose();
    });

    const mailsTo = (email: string) =>
      testApi.db
        .selectFrom('outbox')
        .selectAll()
        .where('kind', '=', 'password_reset')
        .where('to_address', '=', email)
        .orderBy('id')
        .execute();
    const askFor = (email: string, address = visitorAddress()) => postJson(testApi, '/api/auth/password-reset', { email }, address);
    const confirm = (token: string, password: string, address = visitorAddress()) =>
      postJson(testApi, '/api/auth/password-reset/confirm', { token, password }, address);
    async function linkToken(email: string): Promise<string> {
      const mail = (await mailsTo(email)).at(-1);
      const token = /\/app\/redefinir-senha#token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
      if (token === undefined) throw new Error(`Nenhum link no e-mail: ${mail?.body}`);
      return token;
    }

    it('answers the same for an unknown, an inactive and a real e-mail, and mails the link only to the active member of staff', async () => {
      const inactive = await staffAccount(testApi, { role: 'broker', permissions: [], isActive: 0 });
      const unknown = uniqueEmail('ninguem');
      for (const email of [unknown, inactive.email, broker.email.toUpperCase()]) {
        const answer = await askFor(email);
        expectStatus(answer, 202);
        expect(answer.json).toEqual(REQUESTED);
      }
      expect(await mailsTo(unknown)).toEqual([]);
      expect(await mailsTo(inactive.email)).toEqual([]);
      const [mail] = await mailsTo(broker.email);
      expect(mail?.subject).toBe('Link para criar uma nova senha');
      expect(mail?.body).toContain('Olá, Renata!');
      expect(mail?.body).toContain(`${PUBLIC_URL}/app/redefinir-senha#token=`);
      expect(mail?.body).toContain('em até 30 minutos');
      const token = await linkToken(broker.email);
      expect(token.length).toBeGreaterThanOrEqual(43);
      const stored = await testApi.db.selectFrom('password_resets').select('token_hash').execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(token);
    });

    it('refuses a malformed e-mail and a weak password with pt-BR errors, keeping the link', async () => {
      expectFormErrors(await askFor('sem-arroba'), { email: ['Por favor, insira um e-mail válido.'] });
      const token = await linkToken(broker.email);
      const weak = await confirm(token, '123');
      expectStatus(weak, 422);
      expect(Object.keys((weak.json as { errors: Record<string, string[]> }).errors)).toEqual(['password']);
      const unused = await testApi.db.selectFrom('password_resets').select('used_at').execute();
      expect(unused.every((row) => row.used_at === null)).toBe(true);
    });

    it('sets the new password once, ends every session, and the link works no more', async () => {
      const token = await linkToken(broker.email);
      const [first, second] = await Promise.all([confirm(token, NEW_PASSWORD), confirm(token, `${NEW_PASSWORD}-2`)]);
      const statuses = [first.status, second.status].sort();
      expect(statuses).toEqual([200, 422]);
      const done = first.status === 200 ? first : second;
      expect(done.json).toEqual({ message: 'Senha alterada com sucesso! Entre com a nova senha.' });
      const refused = first.status === 200 ? second : first;
      expect(refused.json).toEqual({ message: LINK_INVALID, errors: { token: [LINK_INVALID] } });
      expect((await asStaff(testApi, broker.token, '/api/auth/me')).json).toEqual(INVALID_SESSION);
      const password = first.status === 200 ? NEW_PASSWORD : `${NEW_PASSWORD}-2`;
      expectStatus(await signIn(testApi, broker.email, password), 200);
      expect((await confirm(token, 'outra-senha-qualquer')).json).toMatchObject({ message: LINK_INVALID });
    });

    it('refuses a link past its 30 minutes', async () => {
      expectStatus(await askFor(broker.email), 202);
      const token = await linkToken(broker.email);
      await testApi.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect((await confirm(token, NEW_PASSWORD)).json).toMatchObject({ message: LINK_INVALID });
    });

    it('mails one account at most 5 links an hour, answering the same, and refuses an address past its limit before reading', async () => {
      const colleague = await staffAccount(testApi, { role: 'broker', permissions: [] });
      for (let attempt = 0; attempt < 7; attempt += 1) expect((await askFor(colleague.email)).json).toEqual(REQUESTED);
      expect(await mailsTo(colleague.email)).toHaveLength(5);
      const address = visitorAddress();
      for (let attempt = 0; attempt < 4; attempt += 1) expectStatus(await askFor(uniqueEmail('x'), address), 202);
      const limited = await testApi.request('/api/auth/password-reset', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: '{"email": ',
      });
      expectStatus(limited, 429);
      expect(limited.json).toEqual({ message: 'Muitos pedidos de nova senha. Aguarde alguns minutos e tente novamente.' });
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });
}
