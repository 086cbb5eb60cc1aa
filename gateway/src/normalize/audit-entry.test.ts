import { describe, expect, it } from 'vitest';
import type { RawAuditPage } from '../rest/audit-types.js';
import recorded from './fixtures/audit-page.json' with { type: 'json' };
import { toAuditEntry, toAuditPage, toFieldChange } from './audit-entry.js';

const answer: RawAuditPage = recorded;
const asked = { page: 1, perPage: 20 };

describe('toAuditPage', () => {
  it('reads the recorded answer: newest first, actors, IPv4 addresses, actions, records and changes as text', () => {
    expect(toAuditPage(answer, asked)).toEqual({
      items: [
        {
          id: '4',
          at: '2026-11-27T14:46:33.791Z',
          actor: { id: '1', name: 'Administrador' },
          address: '127.0.0.1',
          action: 'UPDATED',
          recordType: 'CLIENT',
          recordId: '4',
          recordLabel: 'Helena Prado',
          changes: [
            { field: 'phone', before: '19988887777', after: '19977776666', secret: false },
            { field: 'is_active', before: '1', after: '0', secret: false },
          ],
        },
        {
          id: '3',
          at: '2026-11-27T14:46:33.734Z',
          actor: { id: '1', name: 'Administrador' },
          address: '127.0.0.1',
          action: 'CREATED',
          recordType: 'CLIENT',
          recordId: '4',
          recordLabel: 'Helena Prado',
          changes: [
            { field: 'name', before: null, after: 'Helena Prado', secret: false },
            { field: 'email', before: null, after: 'helena@cliente.test', secret: false },
            { field: 'phone', before: null, after: '19988887777', secret: false },
            { field: 'is_active', before: null, after: '1', secret: false },
          ],
        },
        {
          id: '2',
          at: '2026-11-27T14:46:33.695Z',
          actor: { id: '12', name: 'Caio Teixeira' },
          address: '127.0.0.1',
          action: 'SIGNED_IN',
          recordType: 'USER',
          recordId: '12',
          recordLabel: 'Caio Teixeira',
          changes: [],
        },
      ],
      page: 1,
      perPage: 3,
      hasMore: true,
    });
  });

  it('reads a missing answer as an empty last page of the size asked', () => {
    expect(toAuditPage(null, { page: 2, perPage: 10 })).toEqual({ items: [], page: 2, perPage: 10, hasMore: false });
    expect(toAuditPage({ data: null, page: 'x', per_page: 0, has_more: 1 }, asked)).toEqual({
      items: [],
      page: 1,
      perPage: 20,
      hasMore: true,
    });
  });
});

describe('toAuditEntry', () => {
  const entry = { id: 9, at: '2031-03-03T12:00:00.000Z', action: 'updated', record_type: 'property', record_id: 7 };

  it('reads a visitor or the product itself as no actor, keeping an IPv6 address as it is', () => {
    expect(toAuditEntry({ ...entry, actor: null, address: '2001:db8::1' })).toMatchObject({ actor: null, address: '2001:db8::1' });
    expect(toAuditEntry({ ...entry, actor: { id: null, name: '  ' }, address: null })).toMatchObject({ actor: null, address: null });
    expect(toAuditEntry({ ...entry, actor: { name: 'Ana Lima' } })?.actor).toEqual({ id: null, name: 'Ana Lima' });
  });

  it('reads a one-of-a-kind record without an id, and an erased label as null', () => {
    expect(toAuditEntry({ ...entry, record_type: 'portal_feed', record_id: null, record_label: null })).toMatchObject({
      recordType: 'PORTAL_FEED',
      recordId: null,
      recordLabel: null,
    });
    expect(
      toAuditEntry({
        ...entry,
        record_type: 'privacy_settings',
        record_id: 1,
        record_label: 'Prazo de guarda dos leads',
        changes: [{ field: 'lead_retention_months', before: 24, after: 18 }],
      }),
    ).toMatchObject({
      recordType: 'PRIVACY_SETTINGS',
      recordId: '1',
      changes: [{ field: 'lead_retention_months', before: '24', after: '18', secret: false }],
    });
  });

  it('leaves out an entry without an id or a time, or of an action or record type the schema does not know', () => {
    expect(toAuditEntry({ ...entry, id: null })).toBeNull();
    expect(toAuditEntry({ ...entry, at: '' })).toBeNull();
    expect(toAuditEntry({ ...entry, action: 'archived' })).toBeNull();
    expect(toAuditEntry({ ...entry, record_type: 'invoice' })).toBeNull();
    expect(toAuditPage({ data: [entry, { ...entry, id: 10, action: 'archived' }] }, asked).items.map((item) => item.id)).toEqual(['9']);
  });
});

describe('toFieldChange', () => {
  it('keeps every value as text: numbers in decimal, flags as true/false, an empty text empty, lists as JSON', () => {
    expect(toFieldChange({ field: 'price', before: 690000, after: '650000.00' })).toEqual({
      field: 'price',
      before: '690000',
      after: '650000.00',
      secret: false,
    });
    expect(toFieldChange({ field: 'is_active', before: true, after: false })).toMatchObject({ before: 'true', after: 'false' });
    expect(toFieldChange({ field: 'complement', before: '', after: null })).toMatchObject({ before: '', after: null });
    expect(toFieldChange({ field: 'images', before: '["a.jpg"]', after: '["a.jpg","b.jpg"]' })).toMatchObject({
      before: '["a.jpg"]',
      after: '["a.jpg","b.jpg"]',
    });
  });

  it('keeps no value of a secret, whatever the answer held, and drops a change without its field', () => {
    expect(toFieldChange({ field: 'password_hash', secret: true })).toEqual({
      field: 'password_hash',
      before: null,
      after: null,
      secret: true,
    });
    expect(toFieldChange({ field: 'token', secret: true, before: 'antigo', after: 'novo' })).toEqual({
      field: 'token',
      before: null,
      after: null,
      secret: true,
    });
    expect(toFieldChange({ before: 1, after: 2 })).toBeNull();
    expect(
      toAuditEntry({ id: 1, at: 'x', action: 'updated', record_type: 'client', changes: [{ before: 1 }, { field: 'name' }] })?.changes,
    ).toEqual([{ field: 'name', before: null, after: null, secret: false }]);
  });
});
