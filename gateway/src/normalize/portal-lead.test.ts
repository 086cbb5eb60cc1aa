import { describe, expect, it } from 'vitest';
import addresses from './fixtures/portal-lead-addresses.json' with { type: 'json' };
import rejects from './fixtures/portal-lead-rejects.json' with { type: 'json' };
import secret from './fixtures/portal-lead-secret.json' with { type: 'json' };
import { RestError } from '../rest/rest-error.js';
import {
  toLeadPortal,
  toPortalLeadAddresses,
  toPortalLeadCredentials,
  toPortalLeadRejects,
  toPortalLeadSecretRefusal,
  toPortalLeadSecretSuccess,
} from './portal-lead.js';

const ORIGIN = 'https://www.imobiliaria.exemplo';

describe('toPortalLeadAddresses', () => {
  it("reads each portal's address state in the API's order", () => {
    expect(toPortalLeadAddresses(addresses)).toEqual([
      { portal: 'GRUPO_OLX', createdAt: '2026-11-20T14:02:51.318Z' },
      { portal: 'CHAVES_NA_MAO', createdAt: null },
    ]);
  });

  it('leaves out a portal the gateway does not know, and reads nothing from a missing answer', () => {
    expect(toPortalLeadAddresses({ data: [{ portal: 'outro-portal', created_at: null }] })).toEqual([]);
    expect(toPortalLeadAddresses(null)).toEqual([]);
  });
});

describe('toPortalLeadCredentials', () => {
  it('puts the secret in the address of Grupo OLX, encoded as one segment, on the public origin', () => {
    expect(toPortalLeadCredentials('GRUPO_OLX', 'abc_-9', `${ORIGIN}/`)).toEqual({
      portal: 'GRUPO_OLX',
      url: `${ORIGIN}/portais/leads/grupo-olx/abc_-9`,
      user: null,
      password: null,
    });
    expect(toPortalLeadCredentials('GRUPO_OLX', 'a/b', ORIGIN).url).toBe(`${ORIGIN}/portais/leads/grupo-olx/a%2Fb`);
  });

  it('gives Chaves na Mão the bare address with a user and the secret as the password', () => {
    expect(toPortalLeadCredentials('CHAVES_NA_MAO', 'segredo', ORIGIN)).toEqual({
      portal: 'CHAVES_NA_MAO',
      url: `${ORIGIN}/portais/leads/chaves-na-mao`,
      user: 'imobiliaria',
      password: 'segredo',
    });
  });
});

describe('toPortalLeadSecretSuccess and toPortalLeadSecretRefusal', () => {
  it("reads the API's message and the new secret into the address to give the portal", () => {
    expect(toPortalLeadSecretSuccess(secret, 'CHAVES_NA_MAO', ORIGIN)).toEqual({
      ok: true,
      message: 'Novo endereço gerado. Informe-o ao portal: o anterior deixou de funcionar.',
      error: null,
      credentials: {
        portal: 'CHAVES_NA_MAO',
        url: `${ORIGIN}/portais/leads/chaves-na-mao`,
        user: 'imobiliaria',
        password: 'q3Zt8b1WJm0XcV7yKpL2sR9dNfA4uE6h',
      },
    });
    expect(toPortalLeadSecretSuccess({ message: 'Pronto.' }, 'GRUPO_OLX', ORIGIN).credentials).toBeNull();
  });

  it("answers a refusal with the API's message and no address", () => {
    const refusal = new RestError('http', 'Apenas a administração da imobiliária pode gerar o endereço de leads de um portal.', 403);
    expect(toPortalLeadSecretRefusal(refusal)).toEqual({
      ok: false,
      message: null,
      error: { message: 'Apenas a administração da imobiliária pode gerar o endereço de leads de um portal.', fieldErrors: [] },
      credentials: null,
    });
  });
});

describe('toPortalLeadRejects', () => {
  it('reads the refused documents as received, newest first', () => {
    expect(toPortalLeadRejects(rejects)).toEqual([
      {
        id: '12',
        portal: 'GRUPO_OLX',
        body: '{"originLeadId": "59ee0fc6e4b043e1b2a6d8f7", "message": "Oi"}',
        reason: 'O documento não traz nome, e-mail nem telefone do interessado.',
        receivedAt: '2026-11-20T17:45:10.042Z',
      },
      {
        id: '11',
        portal: 'GRUPO_OLX',
        body: '{"originLeadId": "59ee0fc6e4b043e1b2a6d8e9", "name": ',
        reason: 'O corpo não é um JSON válido.',
        receivedAt: '2026-11-20T17:44:02.511Z',
      },
    ]);
  });

  it('keeps a body as it came, blanks included, and leaves out rows without an id, a known portal or a date', () => {
    expect(
      toPortalLeadRejects({
        data: [
          { id: 3, portal: 'chaves-na-mao', body: '  ', reason: null, received_at: '2026-11-21T10:00:00.000Z' },
          { id: 4, portal: 'outro-portal', body: '{}', reason: 'x', received_at: '2026-11-21T10:00:00.000Z' },
          { id: 5, portal: 'grupo-olx', body: '{}', reason: 'x', received_at: null },
        ],
      }),
    ).toEqual([{ id: '3', portal: 'CHAVES_NA_MAO', body: '  ', reason: '', receivedAt: '2026-11-21T10:00:00.000Z' }]);
  });
});

describe('toLeadPortal', () => {
  it('reads only the names of the portals', () => {
    expect(toLeadPortal('grupo-olx')).toBe('GRUPO_OLX');
    expect(toLeadPortal('chaves-na-mao')).toBe('CHAVES_NA_MAO');
    expect(toLeadPortal('GRUPO_OLX')).toBeNull();
    expect(toLeadPortal('constructor')).toBeNull();
    expect(toLeadPortal(undefined)).toBeNull();
  });
});
