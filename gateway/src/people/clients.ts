import type { Client, ClientInput } from '../generated/resolvers.js';
import { recordOutcomeOf, type RecordOutcome } from '../mutations/record-outcome.js';
import { toClient, toClientAnswer } from '../normalize/client.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { foundOrNull } from './found.js';

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
