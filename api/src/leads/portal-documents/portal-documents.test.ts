import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readChavesNaMaoLead } from './chaves-na-mao.js';
import { readGrupoOlxLead } from './grupo-olx.js';
import { MALFORMED_NO_CONTACT, MALFORMED_NO_ID, MALFORMED_NOT_OBJECT } from './portal-document.js';

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')) as Record<string, unknown>;

describe('a Grupo OLX lead', () => {
  it('is read from the portal’s own document: site, ids, listing code, person, phone with area code, interest', () => {
    expect(readGrupoOlxLead(fixture('grupo-olx-lead.json'))).toEqual({
      kind: 'lead',
      lead: {
        source: 'vivareal',
        originLeadId: '59ee0fc6e4b043e1b2a6d8e1',
        listingCode: 'AP-0007',
        name: 'Mariana Lopes',
        email: 'mariana.lopes@example.com',
        phone: '19998765432',
        message: 'Olá, tenho interesse neste imóvel. Aguardo o contato. Obrigada.',
        interest: 'buy',
      },
    });
  });

  it('names its site by leadOrigin, and takes phoneNumber when ddd and phone are missing', () => {
    const zap = readGrupoOlxLead({ ...fixture('grupo-olx-lead.json'), leadOrigin: 'ZAP', ddd: undefined, phone: undefined });
    expect(zap).toMatchObject({ kind: 'lead', lead: { source: 'zap', phone: '19998765432' } });
    expect(readGrupoOlxLead({ ...fixture('grupo-olx-lead.json'), leadOrigin: 'OLX', transactionType: 'RENT' })).toMatchObject({
      lead: { source: 'olx', interest: 'rent' },
    });
  });

  it('keeps a lead without a usable phone or e-mail when it has a name, and drops what is not one', () => {
    expect(readGrupoOlxLead({ originLeadId: 'x1', name: 'Ana', email: 'not-an-email', phone: '123' })).toMatchObject({
      kind: 'lead',
      lead: { name: 'Ana', email: null, phone: null, listingCode: null },
    });
  });

  it('is malformed without its id or a way to reach the person, or when it is no JSON object', () => {
    expect(readGrupoOlxLead({ name: 'Ana' })).toEqual({ kind: 'malformed', reason: MALFORMED_NO_ID });
    expect(readGrupoOlxLead({ originLeadId: 'x1', message: 'Oi' })).toEqual({ kind: 'malformed', reason: MALFORMED_NO_CONTACT });
    expect(readGrupoOlxLead([1, 2])).toEqual({ kind: 'malformed', reason: MALFORMED_NOT_OBJECT });
    expect(readGrupoOlxLead('lead')).toEqual({ kind: 'malformed', reason: MALFORMED_NOT_OBJECT });
  });

  it('is the portal trying the address when the document is empty', () => {
    expect(readGrupoOlxLead({})).toEqual({ kind: 'ping' });
  });
});

describe('a Chaves na Mão lead', () => {
  it('is read from the portal’s document, the listing from ad.reference', () => {
    expect(readChavesNaMaoLead(fixture('chaves-na-mao-lead.json'))).toEqual({
      kind: 'lead',
      lead: {
        source: 'chavesnamao',
        originLeadId: 'cnm-4518832',
        listingCode: 'CA-0012',
        name: 'Paulo Henrique Dias',
        email: 'paulo.dias@example.com',
        phone: '1932547788',
        message: 'Gostaria de agendar uma visita no sábado.',
        interest: null,
      },
    });
  });

  it('is malformed without its id', () => {
    expect(readChavesNaMaoLead({ name: 'Paulo', ad: { reference: 'CA-0012' } })).toEqual({ kind: 'malformed', reason: MALFORMED_NO_ID });
  });
});
