import type { Client, ClientChoice, ClientInput, ClientPage } from '../generated/resolvers.js';
import { recordOutcomeOf, type RecordOutcome } from '../mutations/record-outcome.js';
import { toClient, toClientAnswer, toClientChoices, toClientListAnswer } from '../normalize/client.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { foundOrNull } from '../records/found.js';
import { pageOrLastPage, totalOf, type PageRequest } from '../lists/paging.js';

export type ClientOutcome = RecordOutcome<'client', Client>;

export function loadClient(api: AgencyApi, id: string): Promise<Client | null> {
  return foundOrNull(id, async (clientId) => toClientAnswer(await api.people.client(clientId)));
}

export function createClient(api: AgencyApi, input: ClientInput): Promise<ClientOutcome> {
  return recordOutcomeOf(api.people.createClient(input), 'client', toClient);
}

export function updateClient(api: AgencyApi, id: string, input: ClientInput): Promise<ClientOutcome> {
  return recordOutcomeOf(api.people.updateClient(id, input), 'client', toClient);
}

/** One page of the clients list, every word of the search in the name; a page past the end shows the last one. */
export function loadClientPage(api: AgencyApi, search: string | null | undefined, request: PageRequest): Promise<ClientPage> {
  return pageOrLastPage(async (page) => {
    const { clients, paging } = toClientListAnswer(await api.people.clientPage({ search, ...page }));
    const items = clients.slice(0, page.perPage);
    return { items, total: totalOf(paging.total, items.length, page) };
  }, request);
}

/** A chosen id the API can read: a positive whole number; anything else names no client and is left out. */
const CHOSEN_ID = /^[1-9]\d{0,14}$/;

/**
 * The property form's client select (permission imoveis): the first 20 active clients matching the search, by
 * name, and the chosen client first when it is not among them (even inactive, so that the form still shows it);
 * ids and names only, chosen and limited by the API.
 */
export async function loadClientChoices(
  api: AgencyApi,
  search: string | null | undefined,
  chosenId: string | null | undefined,
): Promise<ClientChoice[]> {
  const chosen = chosenId?.trim() ?? '';
  return toClientChoices(await api.people.clientChoices({ search, chosenId: CHOSEN_ID.test(chosen) ? chosen : undefined }));
}
