/**
 * The LGPD through the gateway against the real API: a contact message sent through the public mutation is found by
 * the person's e-mail, downloaded as a zip through `/privacidade/exportar` and anonymized (its counts, then found no
 * more); the retention of leads is read by holders of privacidade and set by the administrators only, audited; a
 * member of staff without privacidade is refused everything, and a visitor the download.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../shared/privacy-notice.js';
import { bearer, createStaffUser, errorsOf, FORBIDDEN, signIn } from './back-office-support.js';
import { asUser, CLERK, startSignedInStack } from './staff-stack.js';
import { useSuiteStack } from './suite-stack.js';
import { OUTCOME_FIELDS, type GraphQLAnswer, type OutcomeData } from './support.js';
import { SEND_CONTACT_MESSAGE } from './visitors-support.js';

const PERSON_DATA = /* GraphQL */ `
  query PersonData($email: String, $phone: String) {
    personData(email: $email, phone: $phone) {
      clients {
        id
        name
        email
      }
      leads {
        id
        source
        status
        name
        email
        phone
      }
      contactMessages {
        id
        name
        email
        phone
        interest
        message
        createdAt
      }
      registrations {
        id
      }
      consents {
        form
        recordType
        recordId
        noticeVersion
        acceptedAt
        address
      }
      portalRejects {
        id
      }
      exportUrl
    }
  }
`;

const ANONYMIZE_PERSON = /* GraphQL */ `
  mutation AnonymizePerson($email: String, $phone: String) {
    anonymizePerson(email: $email, phone: $phone) {
      ${OUTCOME_FIELDS}
      counts {
        clients
        leads
        contactMessages
        registrations
        consents
        portalRejects
        photos
      }
    }
  }
`;

const PRIVACY_SETTINGS = /* GraphQL */ `
  query PrivacySettings {
    privacySettings {
      leadRetentionMonths
    }
  }
`;

const SAVE_PRIVACY_SETTINGS = /* GraphQL */ `
  mutation SavePrivacySettings($leadRetentionMonths: Int!) {
    savePrivacySettings(leadRetentionMonths: $leadRetentionMonths) {
      ${OUTCOME_FIELDS}
      settings {
        leadRetentionMonths
      }
    }
  }
`;

const AUDIT_TRAIL = /* GraphQL */ `
  query AuditTrail($filter: AuditFilter) {
    auditTrail(filter: $filter) {
      items {
        action
        recordType
        recordId
        recordLabel
        changes {
          field
          before
          after
        }
      }
    }
  }
`;

interface PersonDataAnswer {
  personData: {
    clients: { id: string }[];
    leads: { id: string; source: string; status: string; name: string | null; email: string | null; phone: string | null }[];
    contactMessages: {
      id: string;
      name: string;
      email: string;
      phone: string;
      interest: string | null;
      message: string;
      createdAt: string;
    }[];
    registrations: { id: string }[];
    consents: { form: string; recordType: string; recordId: string; noticeVersion: string; acceptedAt: string; address: string | null }[];
    portalRejects: { id: string }[];
    exportUrl: string;
  };
}

const NO_RECORDS = { clients: [], leads: [], contactMessages: [], registrations: [], consents: [], portalRejects: [] };

/** A member of staff holding privacidade who is not an administrator (no usuarios). */
const DATA_OFFICER = {
  name: 'Olívia Prates',
  email: 'olivia@horizonte.test',
  password: 'senha-da-olivia',
  role: 'administrative',
  permissions: ['privacidade'],
};

const suite = useSuiteStack(async () => {
  const signedIn = await startSignedInStack(CLERK);
  await createStaffUser(signedIn.stack.dataDir, DATA_OFFICER);
  const officerToken = await signIn(signedIn.stack.gatewayUrl, DATA_OFFICER.email, DATA_OFFICER.password);
  return { ...signedIn, officerToken, close: () => signedIn.stack.close() };
}, 60_000);

/** The public contact form's mutation, as a visitor at `address` (the gateway trusts the loopback proxy that says so). */
async function sendContactMessage(
  address: string,
  input: Record<string, unknown>,
): Promise<GraphQLAnswer<{ sendContactMessage: OutcomeData }>> {
  const response = await fetch(`${suite().stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: SEND_CONTACT_MESSAGE, variables: { input } }),
  });
  return { status: response.status, ...((await response.json()) as Omit<GraphQLAnswer<{ sendContactMessage: OutcomeData }>, 'status'>) };
}

/** A visitor's message with their consent to the current notice; fails the test unless it is stored. */
async function contact(email: string, phone: string, address: string): Promise<void> {
  const answer = await sendContactMessage(address, {
    name: 'Marina Lopes',
    email,
    phone,
    interest: 'BUY',
    message: 'Quero visitar a casa do Taquaral.',
    privacyNoticeVersion: CURRENT_PRIVACY_NOTICE_VERSION,
  });
  expect(answer.data?.sendContactMessage.ok, JSON.stringify(answer)).toBe(true);
}

async function personData(token: string, key: { email?: string; phone?: string }): Promise<PersonDataAnswer['personData']> {
  const answer = await asUser(suite(), token)<PersonDataAnswer>(PERSON_DATA, key);
  expect(answer.errors).toBeUndefined();
  const found = answer.data?.personData;
  if (found === undefined) throw new Error('personData answered nothing');
  return found;
}

const download = (address: string, headers: Record<string, string> = {}) => fetch(`${suite().stack.gatewayUrl}${address}`, { headers });

describe("a person's data (LGPD)", () => {
  it('finds a contact message sent through the public form by the e-mail, downloads it as a zip and anonymizes it', async () => {
    const email = 'marina.lopes@titular.test';
    await contact(email, '(19) 98765-1111', '203.0.113.61');

    // Found by the e-mail, whatever its case, and by the phone.
    const found = await personData(suite().adminToken, { email: email.toUpperCase() });
    expect(found.contactMessages).toEqual([
      {
        id: expect.stringMatching(/^\d+$/) as string,
        name: 'Marina Lopes',
        email,
        phone: '(19) 98765-1111',
        interest: 'BUY',
        message: 'Quero visitar a casa do Taquaral.',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
      },
    ]);
    expect(found.leads).toEqual([
      {
        id: expect.stringMatching(/^\d+$/) as string,
        source: 'CONTACT',
        status: 'NEW',
        name: 'Marina Lopes',
        email,
        phone: '(19) 98765-1111',
      },
    ]);
    expect(found.consents).toEqual([
      {
        form: 'CONTACT',
        recordType: 'CONTACT_MESSAGE',
        recordId: found.contactMessages[0]?.id,
        noticeVersion: CURRENT_PRIVACY_NOTICE_VERSION,
        acceptedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
        address: '203.0.113.61',
      },
    ]);
    expect(found.exportUrl).toBe(`/privacidade/exportar?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(await personData(suite().officerToken, { phone: '19987651111' })).toEqual({
      ...found,
      exportUrl: '/privacidade/exportar?phone=19987651111',
    });

    // The download: a zip of the JSON and the CSV, both naming the person, never cached.
    const file = await download(found.exportUrl, bearer(suite().adminToken));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="dados-pessoais-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(file.headers.get('content-length')).toBe(String(bytes.length));
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(['dados-pessoais.csv', 'dados-pessoais.json']);
    const json = JSON.parse(strFromU8(files['dados-pessoais.json']!)) as { contact_messages: { email: string }[] };
    expect(json.contact_messages.map((message) => message.email)).toEqual([email]);
    expect(strFromU8(files['dados-pessoais.csv']!)).toContain(email);

    // Anonymized in one go: the counts, then found no more, by e-mail or phone; a second time changes nothing.
    const anonymized = await asUser(suite(), suite().adminToken)<{ anonymizePerson: unknown }>(ANONYMIZE_PERSON, { email });
    expect(anonymized.data?.anonymizePerson).toEqual({
      ok: true,
      message: 'Dados da pessoa anonimizados.',
      error: null,
      counts: { clients: 0, leads: 1, contactMessages: 1, registrations: 0, consents: 1, portalRejects: 0, photos: 0 },
    });
    expect(await personData(suite().adminToken, { email })).toMatchObject(NO_RECORDS);
    expect(await personData(suite().adminToken, { phone: '(19) 98765-1111' })).toMatchObject(NO_RECORDS);
    const again = await asUser(suite(), suite().adminToken)<{ anonymizePerson: { counts: Record<string, number> } }>(ANONYMIZE_PERSON, {
      email,
    });
    expect(Object.values(again.data?.anonymizePerson.counts ?? { none: 1 }).every((count) => count === 0)).toBe(true);

    // The lead's history keeps the export and the anonymization, by the administrator.
    const leadId = found.leads[0]?.id;
    const history = await asUser(suite(), suite().adminToken)<{ auditTrail: { items: { action: string }[] } }>(AUDIT_TRAIL, {
      filter: { recordType: 'LEAD', recordId: leadId },
    });
    expect(history.data?.auditTrail.items.map((entry) => entry.action).slice(0, 2)).toEqual(['ANONYMIZED', 'EXPORTED']);
  });

  it('asks for an e-mail or a phone, and refuses a bad one at its argument', async () => {
    const none = await asUser(suite(), suite().adminToken)(PERSON_DATA, {});
    expect(none.errors?.[0]).toMatchObject({
      message: 'Informe o e-mail ou o telefone da pessoa.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'email', message: 'Informe o e-mail ou o telefone da pessoa.' }] },
    });
    const bad = await asUser(suite(), suite().adminToken)<{ anonymizePerson: OutcomeData }>(ANONYMIZE_PERSON, {
      email: 'nao-e-email',
      phone: '12',
    });
    expect(bad.data?.anonymizePerson.ok).toBe(false);
    expect(bad.data?.anonymizePerson.error?.fieldErrors.map((error) => error.field).sort()).toEqual(['email', 'phone']);
    const blank = await download('/privacidade/exportar?email=%20', bearer(suite().adminToken));
    expect(blank.status).toBe(422);
    expect(await blank.json()).toEqual({ message: 'Informe o e-mail ou o telefone da pessoa.' });
  });

  it('refuses everything to a member of staff without privacidade, and the download to a visitor', async () => {
    const asClerk = asUser(suite(), suite().staffToken);
    expect(errorsOf(await asClerk(PERSON_DATA, { email: 'a@b.com' }))).toEqual([
      { code: 'FORBIDDEN', message: FORBIDDEN, path: ['personData'] },
    ]);
    expect(errorsOf(await asClerk(ANONYMIZE_PERSON, { email: 'a@b.com' }))).toEqual([
      { code: 'FORBIDDEN', message: FORBIDDEN, path: ['anonymizePerson'] },
    ]);
    expect(errorsOf(await asClerk(PRIVACY_SETTINGS))).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['privacySettings'] }]);
    const refused = await download('/privacidade/exportar?email=a%40b.com', bearer(suite().staffToken));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: FORBIDDEN });

    const anonymous = await download('/privacidade/exportar?email=a%40b.com');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect(await anonymous.json()).toEqual({ message: 'Faça login para baixar os dados da pessoa.' });
    expect(errorsOf(await asUser(suite(), null)(PERSON_DATA, { email: 'a@b.com' }))[0]?.code).toBe('UNAUTHENTICATED');
  });

  it('answers the refusal of a privacy notice that no longer holds at the contact form’s field', async () => {
    const answer = await sendContactMessage('203.0.113.62', {
      name: 'Marina Lopes',
      email: 'marina.versao@titular.test',
      phone: '(19) 98765-2222',
      interest: 'BUY',
      message: 'Quero visitar a casa.',
      privacyNoticeVersion: '1999-01-01',
    });
    expect(answer.data?.sendContactMessage.ok).toBe(false);
    expect(answer.data?.sendContactMessage.error?.fieldErrors).toEqual([
      { field: 'privacyNoticeVersion', message: 'Este aviso de privacidade não vale mais. Recarregue a página e envie de novo.' },
    ]);
  });
});

describe('the retention of leads', () => {
  it('is read by holders of privacidade, set by the administrators only, and audited', async () => {
    const asAdmin = asUser(suite(), suite().adminToken);
    const asOfficer = asUser(suite(), suite().officerToken);
    expect((await asOfficer(PRIVACY_SETTINGS)).data).toEqual({ privacySettings: { leadRetentionMonths: 24 } });
    expect(errorsOf(await asOfficer(SAVE_PRIVACY_SETTINGS, { leadRetentionMonths: 12 }))).toEqual([
      { code: 'FORBIDDEN', message: 'Apenas a administração pode mudar o prazo de guarda dos leads.', path: ['savePrivacySettings'] },
    ]);

    const refused = await asAdmin<{ savePrivacySettings: unknown }>(SAVE_PRIVACY_SETTINGS, { leadRetentionMonths: 0 });
    expect(refused.data?.savePrivacySettings).toEqual({
      ok: false,
      message: null,
      settings: null,
      error: {
        message: 'Por favor, corrija os erros destacados.',
        fieldErrors: [{ field: 'leadRetentionMonths', message: 'Informe um prazo entre 1 e 120 meses.' }],
      },
    });
    const saved = await asAdmin<{ savePrivacySettings: unknown }>(SAVE_PRIVACY_SETTINGS, { leadRetentionMonths: 18 });
    expect(saved.data?.savePrivacySettings).toEqual({
      ok: true,
      message: 'Prazo de guarda dos leads salvo com sucesso!',
      settings: { leadRetentionMonths: 18 },
      error: null,
    });
    expect((await asOfficer(PRIVACY_SETTINGS)).data).toEqual({ privacySettings: { leadRetentionMonths: 18 } });

    const trail = await asAdmin<{ auditTrail: { items: unknown[] } }>(AUDIT_TRAIL, { filter: { recordType: 'PRIVACY_SETTINGS' } });
    expect(trail.data?.auditTrail.items[0]).toEqual({
      action: 'UPDATED',
      recordType: 'PRIVACY_SETTINGS',
      recordId: expect.stringMatching(/^\d+$/) as string,
      recordLabel: 'Prazo de guarda dos leads',
      changes: [{ field: 'lead_retention_months', before: '24', after: '18' }],
    });
  });
});
