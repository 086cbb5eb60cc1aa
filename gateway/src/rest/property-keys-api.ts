import type { KeyCheckoutInput, PropertyKeyInput } from '../generated/resolvers.js';
import type { RestClient } from './client.js';
import type { RawOverdueKeys, RawPropertyKeyAnswer, RawPropertyKeys } from './property-keys-types.js';
import { pathSegment } from './request-path.js';
import { RestError } from './rest-error.js';
import type { RawMessageAnswer } from './types.js';

/** The API's names of a loan's fields → the schema's. */
const CHECKOUT_FIELDS: Readonly<Record<string, string>> = { broker_id: 'brokerId', due_at: 'dueAt', visit_id: 'visitId' };

/** A call whose refusals name their fields as the schema does. */
async function renamingCheckoutFields<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RestError) throw error.withFieldNames((field) => CHECKOUT_FIELDS[field] ?? field);
    throw error;
  }
}

function keyBody(input: PropertyKeyInput): Record<string, string> {
  return { label: input.label ?? '', location: input.location ?? '', code: input.code ?? '' };
}

/**
 * The keys calls of the agency REST API (docs/rest-api.md, "Keys"), for the caller's bearer token; the API checks the
 * permissions (imoveis to register; imoveis, agenda or the role broker to lend) and who may take a key back.
 */
export class PropertyKeysApi {
  constructor(private readonly client: RestClient) {}

  propertyKeys(propertyId: string): Promise<RawPropertyKeys> {
    return this.client.getJson<RawPropertyKeys>(`/api/properties/${pathSegment(propertyId)}/keys`);
  }

  overdueKeys(): Promise<RawOverdueKeys> {
    return this.client.getJson<RawOverdueKeys>('/api/key-checkouts/overdue');
  }

  registerKey(propertyId: string, input: PropertyKeyInput): Promise<RawPropertyKeyAnswer> {
    return this.client.postJson<RawPropertyKeyAnswer>(`/api/properties/${pathSegment(propertyId)}/keys`, keyBody(input));
  }

  updateKey(id: string, input: PropertyKeyInput): Promise<RawPropertyKeyAnswer> {
    return this.client.postJson<RawPropertyKeyAnswer>(`/api/property-keys/${pathSegment(id)}`, keyBody(input));
  }

  removeKey(id: string): Promise<RawMessageAnswer | null> {
    return this.client.delete<RawMessageAnswer>(`/api/property-keys/${pathSegment(id)}`);
  }

  checkOut(id: string, input: KeyCheckoutInput): Promise<RawPropertyKeyAnswer> {
    return renamingCheckoutFields(
      this.client.postJson<RawPropertyKeyAnswer>(`/api/property-keys/${pathSegment(id)}/checkout`, {
        broker_id: input.brokerId ?? undefined,
        due_at: input.dueAt ?? undefined,
        visit_id: input.visitId ?? undefined,
      }),
    );
  }

  checkIn(id: string): Promise<RawPropertyKeyAnswer> {
    return this.client.postJson<RawPropertyKeyAnswer>(`/api/property-keys/${pathSegment(id)}/checkin`, {});
  }
}
