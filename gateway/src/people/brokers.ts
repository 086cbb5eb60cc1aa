import { requirePermission } from '../auth/permission.js';
import type { SignedInUser } from '../auth/signed-in-user.js';
import type { Broker, BrokerPage } from '../generated/resolvers.js';
import { toBrokerAnswer, toBrokerListAnswer, toLeaders } from '../normalize/broker.js';
import type { NormalizeOptions } from '../normalize/property.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { foundOrNull } from '../records/found.js';
import { pageOf, totalOf, type PageRequest } from '../lists/paging.js';

/**
 * The broker screens' permission. The API's broker list also answers visitors (the public strip) and any
 * signed-in user, so the gateway checks it for the table and the leader select.
 */
const BROKERS_PERMISSION = 'corretores';
const TABLE_ROLES: ReadonlySet<Broker['role']> = new Set(['BROKER', 'LEADBROKER', 'ADMINBROKER']);
const nameOrder = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * One page of the broker table, searched by name, for a user holding corretores. The API pages and
 * searches; when its answer does not echo the page asked for (an upstream listing every broker), the
 * gateway searches and pages itself.
 */
export async function loadBrokerPage(
  api: AgencyApi,
  signedInUser: SignedInUser,
  search: string | null | undefined,
  request: PageRequest,
  options: NormalizeOptions,
): Promise<BrokerPage> {
  const [answer] = await Promise.all([api.brokers.page({ search, ...request }), requirePermission(signedInUser, BROKERS_PERMISSION)]);
  const { brokers, paging } = toBrokerListAnswer(answer, options);
  if (paging.page === request.page && paging.perPage === request.perPage && paging.total !== null) {
    const items = brokers.slice(0, request.perPage);
    return pageOf(items, totalOf(paging.total, items.length, request), request);
  }
  const matching = brokers
    .filter((broker) => TABLE_ROLES.has(broker.role) && nameMatches(broker.name, search))
    .sort((a, b) => nameOrder.compare(a.name, b.name));
  const start = (request.page - 1) * request.perPage;
  return pageOf(matching.slice(start, start + request.perPage), matching.length, request);
}

export function loadBroker(api: AgencyApi, id: string, options: NormalizeOptions): Promise<Broker | null> {
  return foundOrNull(id, async (brokerId) => toBrokerAnswer(await api.brokers.broker(brokerId), options));
}

/** The active leaders for the leader select of the broker form. */
export async function loadLeaders(api: AgencyApi, signedInUser: SignedInUser, options: NormalizeOptions): Promise<Broker[]> {
  const [answer] = await Promise.all([api.brokers.leaders(), requirePermission(signedInUser, BROKERS_PERMISSION)]);
  return toLeaders(answer, options);
}

/** Whether a name contains the search, ignoring case and accents; no search matches every name. */
export function nameMatches(name: string, search: string | null | undefined): boolean {
  const wanted = foldedText(search ?? '');
  return wanted === '' || foldedText(name).includes(wanted);
}

function foldedText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
