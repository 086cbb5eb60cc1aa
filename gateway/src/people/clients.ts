import type { Client, ClientInput, ClientPage } from '../generated/resolvers.js';
import { recordOutcomeOf, type RecordOutcome } from '../mutations/record-outcome.js';
import { toClient, toClientAnswer, toClientListAnswer } from '../normalize/client.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { foundOrNull } from './found.js';
import { pageOrLastPage, totalOf, type PageRequest } from './paging.js';

/** How many clients the property form's select offers for a search. */
export const CLIENT_CHOICES = 20;

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

/**
 * The property form's client select: the first 20 active clients matching the search, by name, and the
 * chosen client first when it is not among them (even inactive, so that the form still shows it).
 */
export async function loadClientChoices(
  api: AgencyApi,
  search: string | null | undefined,
  chosenId: string | null | undefined,
): Promise<Client[]> {
  const chosen = chosenId?.trim() ?? '';
  const [matching, chosenAnswer] = await Promise.all([
    api.people.clientPage({ search, active: true, page: 1, perPage: CLIENT_CHOICES }),
    /^\d+$/.test(chosen) ? api.people.clientPage({ id: chosen, page: 1, perPage: 1 }) : Promise.resolve(null),
  ]);
  const { clients } = toClientListAnswer(matching);
  const [chosenClient] = chosenAnswer === null ? [] : toClientListAnswer(chosenAnswer).clients;
  const listed = clients.slice(0, CLIENT_CHOICES);
  if (chosenClient === undefined || listed.some((client) => client.id === chosenClient.id)) return listed;
  return [chosenClient, ...listed];
}
