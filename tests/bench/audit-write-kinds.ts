/**
 * The staff writes the audit write benchmark times, each changing one value so that each one now writes an entry:
 * a client's phone and a property's price, sent either as the back office sends them (its form's mutation, through
 * the gateway) or straight to the REST API (only the changed field).
 */
import { toClientInput } from '../../web/src/admin/clients/clientFormValues.js';
import { UpdateClientMutation } from '../../web/src/admin/graphql/people.js';
import { UpdatePropertyMutation } from '../../web/src/admin/graphql/properties.js';
import { toPropertyInput } from '../../web/src/admin/properties/form/propertyInput.js';
import { maskPhone } from '../../web/src/forms/masks.js';
import { reaisToCents } from '../../web/src/forms/priceInput.js';
import { sendMultipartOperation, sendOperation } from './back-office-graphql.js';
import { apiHeaders, expectOk, type RecordType, type Target } from './audit-write-target.js';

/** How a write reaches the API: as staff make it (the back office, through the gateway), or straight. */
export type WritePath = 'gateway' | 'api';

export interface WriteKind {
  name: string;
  path: WritePath;
  recordType: RecordType;
  /** Sends the `n`th write of this kind to the `record`th record of its type on `target`; answers once the answer is read. */
  write(target: Target, record: number, n: number): Promise<void>;
}

/** Each path writes its own values, so that a write never sets the value the other path's write just set. */
const PATH_OFFSET: Record<WritePath, number> = { api: 0, gateway: 100_000 };

/** A mobile number of São Paulo, different for each write. */
function phoneOf(path: WritePath, n: number): string {
  return `119${String(80_000_000 + PATH_OFFSET[path] + n).padStart(8, '0')}`;
}

/** A price in reais, different for each write. */
function priceOf(path: WritePath, n: number): number {
  return 300_000 + PATH_OFFSET[path] + n;
}

function recordAt<Record>(records: readonly Record[], index: number): Record {
  const record = records[index];
  if (record === undefined) throw new Error(`nenhum registro na posição ${index}`);
  return record;
}

/** A mutation's result the back office shows as saved; a refusal throws with its message. */
function expectSaved(result: { ok: boolean; message?: string | null; error?: { message: string } | null }, what: string): void {
  if (!result.ok) throw new Error(`${what}: recusado — ${result.error?.message ?? result.message ?? 'sem mensagem'}`);
}

const BACK_OFFICE_WRITES: readonly WriteKind[] = [
  {
    name: 'updateClient (telefone; formulário do cliente)',
    path: 'gateway',
    recordType: 'client',
    async write(target, record, n) {
      const { id, form } = recordAt(target.clients, record);
      const input = toClientInput({ ...form, phone: maskPhone(phoneOf('gateway', n)) });
      const { updateClient } = await sendOperation(target.backOffice, UpdateClientMutation, { id: String(id), input });
      expectSaved(updateClient, `cliente ${id}`);
    },
  },
  {
    name: 'updateProperty (preço; formulário do imóvel)',
    path: 'gateway',
    recordType: 'property',
    async write(target, record, n) {
      const { id, form } = recordAt(target.properties, record);
      const input = toPropertyInput({ ...form, price: reaisToCents(priceOf('gateway', n)) });
      const { updateProperty } = await sendMultipartOperation(target.backOffice, UpdatePropertyMutation, {
        id: String(id),
        input,
        mainImage: null,
        otherImages: [],
        imagesToDelete: [],
      });
      expectSaved(updateProperty, `imóvel ${id}`);
    },
  },
];

const API_WRITES: readonly WriteKind[] = [
  {
    name: 'PUT /api/clients/{id} (telefone)',
    path: 'api',
    recordType: 'client',
    async write(target, record, n) {
      const { id } = recordAt(target.clients, record);
      const response = await fetch(`${target.api.api.url}/api/clients/${id}`, {
        method: 'PUT',
        headers: { ...apiHeaders(target.api), 'content-type': 'application/json' },
        body: JSON.stringify({ phone: phoneOf('api', n) }),
      });
      await expectOk(response, `cliente ${id}`);
    },
  },
  {
    name: 'PUT /api/properties/{id} (preço)',
    path: 'api',
    recordType: 'property',
    async write(target, record, n) {
      const { id } = recordAt(target.properties, record);
      const form = new FormData();
      form.set('price', String(priceOf('api', n)));
      const response = await fetch(`${target.api.api.url}/api/properties/${id}`, {
        method: 'PUT',
        headers: apiHeaders(target.api),
        body: form,
      });
      await expectOk(response, `imóvel ${id}`);
    },
  },
];

/** Every write timed, the staff's way first. */
export const WRITE_KINDS: readonly WriteKind[] = [...BACK_OFFICE_WRITES, ...API_WRITES];
