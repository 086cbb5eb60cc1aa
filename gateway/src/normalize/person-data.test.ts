import { describe, expect, it } from 'vitest';
import type { RawAnonymizeAnswer, RawPersonRecordsEnvelope, RawPrivacySettingsEnvelope } from '../rest/privacy-types.js';
import anonymized from './fixtures/privacy-anonymized.json' with { type: 'json' };
import person from './fixtures/privacy-person.json' with { type: 'json' };
import settings from './fixtures/privacy-settings.json' with { type: 'json' };
import {
  personExportUrl,
  toAnonymizedCounts,
  toPersonData,
  toPersonPortalReject,
  toPrivacyConsent,
  toPrivacySettings,
} from './person-data.js';

const recorded: RawPersonRecordsEnvelope = person;
const EXPORT = '/privacidade/exportar?email=marina.lopes%40example.com';

describe('toPersonData', () => {
  it('reads the recorded answer: each kind of record in the API order, enums in the schema’s terms', () => {
    expect(toPersonData(recorded.data, EXPORT)).toEqual({
      clients: [
        {
          id: '1',
          name: 'Marina Lopes',
          email: 'marina.lopes@example.com',
          phone: '19988881111',
          active: true,
          createdAt: '2026-11-27T15:20:03.460Z',
        },
      ],
      leads: [
        {
          id: '1',
          source: 'CONTACT',
          status: 'NEW',
          name: 'Marina Lopes',
          email: 'marina.lopes@example.com',
          phone: '(19) 98888-1111',
          message: 'Quero visitar a casa.',
          propertyId: null,
          clientId: null,
          createdAt: '2026-11-27T15:20:03.439Z',
        },
        {
          id: '2',
          source: 'REGISTRATION',
          status: 'NEW',
          name: 'Marina Lopes',
          email: 'marina.lopes@example.com',
          phone: '19988881111',
          message: null,
          propertyId: '1',
          clientId: null,
          createdAt: '2026-11-27T15:20:03.577Z',
        },
      ],
      contactMessages: [
        {
          id: '1',
          name: 'Marina Lopes',
          email: 'marina.lopes@example.com',
          phone: '(19) 98888-1111',
          interest: 'BUY',
          message: 'Quero visitar a casa.',
          createdAt: '2026-11-27T15:20:03.437Z',
        },
      ],
      registrations: [
        {
          id: '1',
          code: 'V-1-2026',
          title: 'Casa térrea com quintal no Taquaral',
          status: 'IN_ANALYSIS',
          contactName: 'Marina Lopes',
          contactEmail: 'marina.lopes@example.com',
          contactPhone: '19988881111',
          createdAt: '2026-11-27T15:20:03.574Z',
        },
      ],
      visits: [
        {
          id: '1',
          propertyId: '2',
          status: 'REQUESTED',
          name: 'Marina Lopes',
          phone: '19988881111',
          email: 'marina.lopes@example.com',
          startsAt: '2026-12-01T13:00:00.000Z',
          interest: null,
          outcomeComment: null,
          visitorConfirmedAt: null,
          visitorConfirmedAddress: null,
          createdAt: '2026-11-27T15:20:04.012Z',
        },
      ],
      consents: [
        {
          id: '1',
          form: 'CONTACT',
          recordType: 'CONTACT_MESSAGE',
          recordId: '1',
          noticeVersion: '2026-11-27',
          acceptedAt: '2026-11-27T15:20:03.437Z',
          address: '203.0.113.50',
        },
        {
          id: '2',
          form: 'REGISTRATION',
          recordType: 'PROPERTY',
          recordId: '1',
          noticeVersion: '2026-11-27',
          acceptedAt: '2026-11-27T15:20:03.509Z',
          address: '203.0.113.51',
        },
        {
          id: '9',
          form: 'VISIT',
          recordType: 'VISIT',
          recordId: '1',
          noticeVersion: '2026-11-27',
          acceptedAt: '2026-11-27T15:20:04.012Z',
          address: '203.0.113.52',
        },
      ],
      portalRejects: [
        { id: '1', portal: 'GRUPO_OLX', body: '{"email":"marina.lopes@example.com"}', receivedAt: '2026-11-27T15:20:03.584Z' },
      ],
      exportUrl: EXPORT,
    });
  });

  it('answers empty lists for a person found nowhere, and leaves out rows without an id', () => {
    expect(toPersonData(null, '/privacidade/exportar')).toEqual({
      clients: [],
      leads: [],
      contactMessages: [],
      registrations: [],
      visits: [],
      consents: [],
      portalRejects: [],
      exportUrl: '/privacidade/exportar',
    });
    expect(toPersonData({ clients: [{ id: null, name: 'Sem id' }], leads: null }, '').clients).toEqual([]);
  });

  it('leaves out a consent of a form or record this schema does not know, and keeps a portal it does not know as null', () => {
    const consent = { id: 3, form: 'contact', record_type: 'lead', record_id: 9, notice_version: '2026-11-27', accepted_at: 'x' };
    expect(toPrivacyConsent(consent)).toMatchObject({ form: 'CONTACT', recordType: 'LEAD', address: null });
    expect(toPrivacyConsent({ ...consent, form: 'newsletter' })).toBeNull();
    expect(toPrivacyConsent({ ...consent, record_type: 'invoice' })).toBeNull();
    expect(toPrivacyConsent({ ...consent, record_id: null })).toBeNull();
    expect(toPersonPortalReject({ id: 4, portal: 'outro-portal', body: '  {} ', received_at: 'x' })).toEqual({
      id: '4',
      portal: null,
      body: '  {} ',
      receivedAt: 'x',
    });
  });
});

describe('personExportUrl', () => {
  it('writes the e-mail and phone searched into the gateway’s download address, leaving out a blank one', () => {
    expect(personExportUrl({ email: ' marina.lopes@example.com ', phone: '' })).toBe(EXPORT);
    expect(personExportUrl({ email: null, phone: '(19) 98888-1111' })).toBe('/privacidade/exportar?phone=%2819%29+98888-1111');
    expect(personExportUrl({ email: 'a+b@c.com', phone: '19988881111' })).toBe(
      '/privacidade/exportar?email=a%2Bb%40c.com&phone=19988881111',
    );
  });
});

describe('toAnonymizedCounts', () => {
  it('reads the recorded counts, and a count left out as 0', () => {
    const answer: RawAnonymizeAnswer = anonymized;
    expect(toAnonymizedCounts(answer.data)).toEqual({
      clients: 1,
      leads: 2,
      contactMessages: 1,
      registrations: 1,
      visits: 1,
      consents: 3,
      portalRejects: 1,
      photos: 3,
    });
    expect(toAnonymizedCounts({ clients: '2' })).toEqual({
      clients: 2,
      leads: 0,
      contactMessages: 0,
      registrations: 0,
      visits: 0,
      consents: 0,
      portalRejects: 0,
      photos: 0,
    });
  });
});

describe('toPrivacySettings', () => {
  it('reads the recorded settings, and nothing without a whole number of months', () => {
    const answer: RawPrivacySettingsEnvelope = settings;
    expect(toPrivacySettings(answer.data)).toEqual({ leadRetentionMonths: 24 });
    expect(toPrivacySettings({ lead_retention_months: '18' })).toEqual({ leadRetentionMonths: 18 });
    expect(toPrivacySettings({ lead_retention_months: 1.5 })).toBeNull();
    expect(toPrivacySettings(null)).toBeNull();
  });
});
