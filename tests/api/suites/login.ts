import { createHash } from 'node:crypto';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from '../support/test-api.js';
import { createTestApi, type Dialect, type TestApi } from '../support/test-api.js';
import { asStaff, createStaffUser, insertSession, INVALID_SESSION, signIn, STAFF_PASSWORD } from '../support/staff.js';
import { eventually, postJson, visitorAddress } from '../support/visitors.js';
import { DAY_WINDOW_MS } from '../../support/rate-windows.js';
import { DEFAULT_FAILED_SIGN_IN_DELAY_MS } from '../../../api/src/config.js';
import { DEFAULT_PASSWORD_GATE_LIMITS, PASSWORD_WORK_BUSY_MESSAGE, passwordGate } from '../../../api/src/auth/password-gate.js';

/**
 * Checks that go through the password gate in turn: each turn rests three times its check's length, and a check takes
 * seconds when the machine runs every test file at once.
 */
const GATED_TEST_TIMEOUT_MS = 120_000;

const WRONG = { message: 'E-mail ou senha inválidos.' };
const EMPTY = 'Por favor, preencha todos os campos.';
const TOO_MANY = { message: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.' };
const HOUR_MS = 60 * 60 * 1000;
const PERMISSION_KEYS = ['description', 'id', 'identifier'];
const ADMIN_PASSWORD = 'senha-do-administrador-123';
const MENU = ['imoveis', 'clientes', 'corretores', 'videos', 'modelos-documento', 'usuarios', 'empresa', 'leads', 'agenda', 'privacidade'];

interface LoginAnswer {
  token: string;
  user: {
    id: number;
    name: string;
    email: string;
    role: string;
    permissions: Array<{ id: number; description: string; identifier: string }>;
  };
}

function expectTooMany(response: ApiResponse): void {
  expect(response.status).toBe(429);
  expect(response.json).toEqual(TOO_MANY);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(DAY_WINDOW_MS / 1000);
}

async function timed(work: () => Promise<ApiResponse>): Promise<{ response: ApiResponse; ms: number }> {
  const started = performance.now();
  const response = await work();
  return { response, ms: performance.now() - started };
}

/** POST /api/auth, /api/auth/logout, GET /api/auth/me and /api/permissions. */
export function loginSuite(dialect: Dialect): void {
  describe('sign-in and session', () => {
    let testApi: TestApi;
    let leadId: number;

    beforeAll(async () => {
      testApi = await createTestApi({
        dialect,
        seedDemo: false,
        adminPassword: ADMIN_PASSWORD,
        rateLimits: { loginAccount: { max: 2, windowMs: DAY_WINDOW_MS }, loginAddress: { max: 4, windowMs: DAY_WINDOW_MS } },
        // Answered as soon as known, so that the times below are the checks' own; the delay has its own test.
        failedSignInDelayMs: 0,
      });
      leadId = await createStaffUser(testApi, {
        name: 'Lívia Campos',
        email: 'livia.campos@imobiliaria-teste.com.br',
        role: 'leadbroker',
        permissions: ['corretores', 'imoveis'],
      });
      await createStaffUser(testApi, { email: 'inativo@imobiliaria-teste.com.br', role: 'broker', permissions: ['imoveis'], isActive: 0 });
      await createStaffUser(testApi, {
        email: 'sem.senha@imobiliaria-teste.com.br',
        role: 'broker',
        permissions: ['imoveis'],
        password: null,
      });
      for (const email of ['alvo@imobiliaria-teste.com.br', 'vizinho@imobiliaria-teste.com.br']) {
        await createStaffUser(testApi, { email, role: 'broker', permissions: ['imoveis'] });
      }
    });
    afterAll(async () => {
      await testApi?.dispose();
    });

    it('answers the user with role and permissions, and a random token stored only as its SHA-256', async () => {
      const response = await signIn(testApi, 'livia.campos@imobiliaria-teste.com.br');
      expect(response.status).toBe(200);
      const answer = response.json as LoginAnswer;
      expect(Object.keys(answer).sort()).toEqual(['token', 'user']);
      expect(answer.user).toMatchObject({
        id: leadId,
        name: 'Lívia Campos',
        email: 'livia.campos@imobiliaria-teste.com.br',
        role: 'leadbroker',
      });
      expect(Object.keys(answer.user).sort()).toEqual(['email', 'id', 'name', 'permissions', 'role']);
      expect(answer.user.permissions.map((permission) => permission.identifier)).toEqual(['imoveis', 'corretores']);
      for (const permission of answer.user.permissions) expect(Object.keys(permission).sort()).toEqual(PERMISSION_KEYS);
      expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const sessions = await testApi.db.selectFrom('sessions').selectAll().where('user_id', '=', leadId).execute();
      expect(sessions).toHaveLength(1);
      const [session] = sessions;
      expect(session?.token_hash).toBe(createHash('sha256').update(answer.token).digest('hex'));
      expect(JSON.stringify(sessions)).not.toContain(answer.token);
      const lifetime = Date.parse(session?.expires_at ?? '') - Date.parse(session?.created_at ?? '');
      expect(lifetime).toBe(12 * HOUR_MS);

      const me = await asStaff(testApi, answer.token, '/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.json).toEqual({ user: answer.user });

      // Every sign-in opens a session of its own.
      const again = (await signIn(testApi, 'livia.campos@imobiliaria-teste.com.br')).json as LoginAnswer;
      expect(again.token).not.toBe(answer.token);
      expect((await asStaff(testApi, answer.token, '/api/auth/me')).status).toBe(200);
    });

    it('reads the e-mail without regard to case or surrounding spaces, but the password exactly', async () => {
      expect((await signIn(testApi, '  LIVIA.Campos@Imobiliaria-Teste.com.br ')).status).toBe(200);
      expect((await signIn(testApi, 'livia.campos@imobiliaria-teste.com.br', STAFF_PASSWORD.toUpperCase())).json).toEqual(WRONG);
      expect((await signIn(testApi, 'livia.campos@imobiliaria-teste.com.br', ` ${STAFF_PASSWORD}`)).json).toEqual(WRONG);
    });

    it('answers a wrong password and an unknown e-mail alike, in about the same time', async () => {
      const wrongTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let round = 0; round < 2; round += 1) {
        const wrong = await timed(() => signIn(testApi, 'vizinho@imobiliaria-teste.com.br', 'senha-errada'));
        const unknown = await timed(() => signIn(testApi, 'ninguem@imobiliaria-teste.com.br', 'senha-errada'));
        for (const { response } of [wrong, unknown]) {
          expect(response.status).toBe(401);
          expect(response.json).toEqual(WRONG);
          expect(response.headers.get('content-type')).toBe(wrong.response.headers.get('content-type'));
        }
        wrongTimes.push(wrong.ms);
        unknownTimes.push(unknown.ms);
      }
      // Without a throwaway hash an unknown e-mail would answer tens of times faster than a wrong password.
      // The fastest of each pair is compared, so a busy machine does not decide the outcome.
      expect(Math.min(...unknownTimes)).toBeGreaterThan(Math.min(...wrongTimes) * 0.3);
    });

    it('refuses an inactive user and a user without a password with the same answer', async () => {
      for (const email of ['inativo@imobiliaria-teste.com.br', 'sem.senha@imobiliaria-teste.com.br']) {
        const response = await signIn(testApi, email);
        expect(response.status).toBe(401);
        expect(response.json).toEqual(WRONG);
      }
    });

    it('answers 422 "Por favor, preencha todos os campos." for missing or blank fields', async () => {
      const cases: Array<[unknown, string[]]> = [
        [{}, ['email', 'password']],
        [{ email: 'livia.campos@imobiliaria-teste.com.br' }, ['password']],
        [{ email: '   ', password: STAFF_PASSWORD }, ['email']],
        [{ email: 'livia.campos@imobiliaria-teste.com.br', password: '   ' }, ['password']],
        [{ email: 42, password: ['x'] }, ['email', 'password']],
      ];
      for (const [body, fields] of cases) {
        const response = await postJson(testApi, '/api/auth', body);
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(response.json).toEqual({
          message: EMPTY,
          errors: Object.fromEntries(fields.map((field) => [field, ['Campo obrigatório.']])),
        });
      }
      const form = await testApi.request('/api/auth', {
        method: 'POST',
        body: new URLSearchParams({ email: 'livia.campos@imobiliaria-teste.com.br', password: STAFF_PASSWORD }),
      });
      expect(form.status).toBe(200);
    });

    it('limits failures per e-mail and address without locking the account for another address', async () => {
      const attacker = visitorAddress();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await signIn(testApi, 'alvo@imobiliaria-teste.com.br', 'chute', attacker)).json).toEqual(WRONG);
      }
      expectTooMany(await signIn(testApi, 'alvo@imobiliaria-teste.com.br', 'chute', attacker));
      // Another account from the attacker's address is still open (below the per-address limit).
      expect((await signIn(testApi, 'vizinho@imobiliaria-teste.com.br', STAFF_PASSWORD, attacker)).status).toBe(200);
      // Not even the right password gets through from there: guessing cannot go on.
      expectTooMany(await signIn(testApi, 'alvo@imobiliaria-teste.com.br', STAFF_PASSWORD, attacker));
      // The real user, elsewhere, signs in.
      expect((await signIn(testApi, 'alvo@imobiliaria-teste.com.br', STAFF_PASSWORD, visitorAddress())).status).toBe(200);
    });

    it('limits failures per address across e-mails', async () => {
      const attacker = visitorAddress();
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await signIn(testApi, `tentativa${attempt}@imobiliaria-teste.com.br`, 'chute', attacker);
        expect(response.status).toBe(401);
      }
      expectTooMany(await signIn(testApi, 'outra@imobiliaria-teste.com.br', 'chute', attacker));
      expectTooMany(await signIn(testApi, 'vizinho@imobiliaria-teste.com.br', STAFF_PASSWORD, attacker));
      expect((await signIn(testApi, 'vizinho@imobiliaria-teste.com.br', STAFF_PASSWORD, visitorAddress())).status).toBe(200);
    });

    it('does not count successful sign-ins', async () => {
      const office = visitorAddress();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await signIn(testApi, 'vizinho@imobiliaria-teste.com.br', STAFF_PASSWORD, office)).status).toBe(200);
      }
      const counters = await testApi.db
        .selectFrom('rate_limits')
        .select(['bucket', 'hits'])
        .where('address', 'like', `%${office}`)
        .execute();
      expect(counters.every((counter) => counter.hits === 0)).toBe(true);
      // Only a hash of the e-mail is kept with the counters.
      expect(JSON.stringify(await testApi.db.selectFrom('rate_limits').selectAll().execute())).not.toContain('@imobiliaria-teste');
    });

    it(
      'refuses sign-ins past the password gate with 429 and Retry-After, from however many addresses, without a turn',
      async () => {
        // The previous test's last check may still hold its turn while it rests.
        await eventually(
          () => Promise.resolve(passwordGate.turnsInUse),
          (turns) => turns === 0,
        );
        // The gate is one per process, and a test stack started earlier in this worker may have loosened it. Its
        // waiting line is the product's; the longest wait is not, so a loaded machine's slow checks refuse no one.
        const earlierLimits = passwordGate.limits;
        passwordGate.configure({ ...DEFAULT_PASSWORD_GATE_LIMITS, maxWaitMs: GATED_TEST_TIMEOUT_MS });
        const admitted = passwordGate.limits.atOnce + passwordGate.limits.maxWaiting;
        const extra = 6;
        const answers = await Promise.all(
          Array.from({ length: admitted + extra }, (_, index) =>
            timed(() => signIn(testApi, `enxurrada-${index}@imobiliaria-teste.com.br`, 'chute', visitorAddress())),
          ),
        ).finally(() => passwordGate.configure(earlierLimits));
        const refused = answers.filter(({ response }) => response.status === 429);
        const checked = answers.filter(({ response }) => response.status === 401);
        expect({ refused: refused.length, checked: checked.length }).toEqual({ refused: extra, checked: admitted });
        for (const { response } of refused) {
          expect(response.json).toEqual({ message: PASSWORD_WORK_BUSY_MESSAGE });
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        }
        for (const { response } of checked) expect(response.json).toEqual(WRONG);
        // Refused without waiting for a turn: each answered before the first check ended.
        expect(Math.max(...refused.map(({ ms }) => ms))).toBeLessThan(Math.min(...checked.map(({ ms }) => ms)));
        // A refusal by the gate counts no attempt against the address.
        expect((await signIn(testApi, 'vizinho@imobiliaria-teste.com.br', STAFF_PASSWORD, visitorAddress())).status).toBe(200);
      },
      GATED_TEST_TIMEOUT_MS,
    );

    it(
      "stores a right password kept at an older cost again at today's, and still signs in with it",
      async () => {
        const email = 'custo-antigo@imobiliaria-teste.com.br';
        const id = await createStaffUser(testApi, { name: 'Custo Antigo', email, role: 'broker', permissions: [] });
        const olderHash = await argon2.hash(STAFF_PASSWORD, { type: argon2.argon2id, parallelism: 4 });
        await testApi.db.updateTable('users').set({ password_hash: olderHash }).where('id', '=', id).execute();
        expect((await signIn(testApi, email, STAFF_PASSWORD, visitorAddress())).status).toBe(200);
        const { password_hash: stored } = await testApi.db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(stored).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/);
        expect((await signIn(testApi, email, STAFF_PASSWORD, visitorAddress())).status).toBe(200);
      },
      GATED_TEST_TIMEOUT_MS,
    );

    it("revokes the token on logout (204), leaving the user's other sessions open", async () => {
      const first = await insertSession(testApi, leadId);
      const second = await insertSession(testApi, leadId);
      const logout = await asStaff(testApi, first, '/api/auth/logout', { method: 'POST' });
      expect(logout.status).toBe(204);
      expect(logout.text).toBe('');
      for (const call of ['/api/auth/me', '/api/permissions']) {
        const refused = await asStaff(testApi, first, call);
        expect(refused.status).toBe(401);
        expect(refused.json).toEqual(INVALID_SESSION);
      }
      expect((await asStaff(testApi, first, '/api/auth/logout', { method: 'POST' })).status).toBe(401);
      expect((await asStaff(testApi, second, '/api/auth/me')).status).toBe(200);
      const row = await testApi.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('token_hash', '=', createHash('sha256').update(first).digest('hex'))
        .executeTakeFirstOrThrow();
      expect(row.revoked_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('refuses a session past its expiry, and clears expired sessions at the next sign-in', async () => {
      const token = await insertSession(testApi, leadId, -1000);
      const hash = createHash('sha256').update(token).digest('hex');
      expect((await asStaff(testApi, token, '/api/auth/me')).json).toEqual(INVALID_SESSION);
      await signIn(testApi, 'livia.campos@imobiliaria-teste.com.br');
      expect(await testApi.db.selectFrom('sessions').select('id').where('token_hash', '=', hash).execute()).toEqual([]);
    });

    it('lists every permission in menu order for any signed-in user', async () => {
      const response = await asStaff(testApi, await insertSession(testApi, leadId), '/api/permissions');
      expect(response.status).toBe(200);
      const { data } = response.json as { data: Array<{ id: number; description: string; identifier: string }> };
      expect(data.map((permission) => permission.identifier)).toEqual(MENU);
      expect(data.map((permission) => permission.description)).toEqual([
        'Imóveis',
        'Clientes',
        'Corretores',
        'Vídeos',
        'Modelos de documento',
        'Usuários',
        'Empresa',
        'Leads',
        'Agenda',
        'Privacidade (LGPD)',
      ]);
      for (const permission of data) expect(Object.keys(permission).sort()).toEqual(PERMISSION_KEYS);
    });

    it('gives the first administrator every permission', async () => {
      const response = await signIn(testApi, 'admin@imobiliaria.local', ADMIN_PASSWORD);
      expect(response.status).toBe(200);
      expect((response.json as LoginAnswer).user.permissions.map((permission) => permission.identifier)).toEqual(MENU);
      expect((response.json as LoginAnswer).user.role).toBe('administrative');
    });
  });
  describe('the delay of a failed sign-in', () => {
    let testApi: TestApi;

    beforeAll(async () => {
      testApi = await createTestApi({ dialect, seedDemo: false, adminPassword: ADMIN_PASSWORD });
    });

    afterAll(async () => {
      await testApi?.dispose();
    });

    it('answers a failed sign-in no sooner than a second after it arrived, however it failed, and a right one at once', async () => {
      await eventually(
        () => Promise.resolve(passwordGate.turnsInUse),
        (turns) => turns === 0,
      );
      const right = await timed(() => signIn(testApi, 'admin@imobiliaria.local', ADMIN_PASSWORD));
      expect(right.response.status).toBe(200);
      expect(right.ms).toBeLessThan(DEFAULT_FAILED_SIGN_IN_DELAY_MS);
      const failures = await Promise.all([
        timed(() => signIn(testApi, 'admin@imobiliaria.local', 'senha-errada')),
        timed(() => signIn(testApi, 'ninguem@imobiliaria-teste.com.br', 'senha-errada')),
        timed(() => postJson(testApi, '/api/auth', { email: '', password: '' })),
      ]);
      expect(failures.map(({ response }) => response.status)).toEqual([401, 401, 422]);
      for (const { ms } of failures) expect(ms).toBeGreaterThanOrEqual(DEFAULT_FAILED_SIGN_IN_DELAY_MS - 5);
    });
  });
}
