import type { Kysely } from 'kysely';
import type { Database, PostalCodeRow } from '../db/schema.js';
import { askPostalCodeService, type PostalCodeAddress, type UpstreamAnswer } from './upstream.js';

/** Addresses rarely change; an unknown code may be created, so it is asked again sooner. */
const FOUND_CACHE_MS = 30 * 24 * 60 * 60 * 1000;
const NOT_FOUND_CACHE_MS = 24 * 60 * 60 * 1000;

export interface PostalCodeSettings {
  serviceUrl: string;
  timeoutMs: number;
}

function fromCache(row: PostalCodeRow, now: number): UpstreamAnswer | undefined {
  const age = now - Date.parse(row.fetched_at);
  if (!(age >= 0 && age < (row.not_found ? NOT_FOUND_CACHE_MS : FOUND_CACHE_MS))) return undefined;
  if (row.not_found) return { found: false };
  const address: PostalCodeAddress = {
    cep: `${row.cep.slice(0, 5)}-${row.cep.slice(5)}`,
    uf: row.uf ?? '',
    logradouro: row.logradouro ?? '',
    localidade: row.localidade ?? '',
    bairro: row.bairro ?? '',
  };
  return { found: true, address };
}

async function remember(db: Kysely<Database>, digits: string, answer: UpstreamAnswer): Promise<void> {
  const values = {
    cep: digits,
    uf: answer.found ? answer.address.uf : null,
    logradouro: answer.found ? answer.address.logradouro : null,
    localidade: answer.found ? answer.address.localidade : null,
    bairro: answer.found ? answer.address.bairro : null,
    not_found: answer.found ? 0 : 1,
    fetched_at: new Date().toISOString(),
  };
  const { cep: _key, ...update } = values;
  await db
    .insertInto('postal_code_cache')
    .values(values)
    .onConflict((conflict) => conflict.column('cep').doUpdateSet(update))
    .execute();
}

/**
 * The address of an 8-digit postal code: from the database cache while fresh, else from the service
 * (then cached, found or not). Throws `PostalCodeServiceError` when the service fails or is too slow.
 */
export async function lookUpPostalCode(db: Kysely<Database>, settings: PostalCodeSettings, digits: string): Promise<UpstreamAnswer> {
  const cached = await db.selectFrom('postal_code_cache').selectAll().where('cep', '=', digits).executeTakeFirst();
  const fresh = cached === undefined ? undefined : fromCache(cached, Date.now());
  if (fresh !== undefined) return fresh;
  const answer = await askPostalCodeService(settings.serviceUrl, digits, settings.timeoutMs);
  await remember(db, digits, answer);
  return answer;
}
