/** The stack, documents and answer shapes of the lead inbox suite. */
import type { RunningStack } from '../support/stack.js';
import { createStaffUser, graphqlAs, signIn } from './back-office-support.js';
import { CLERK, startSignedInStack } from './staff-stack.js';
import { OUTCOME_FIELDS, restJson, type OutcomeData, type RawPropertyRow } from './support.js';
import { SEND_CONTACT_MESSAGE } from './visitors-support.js';

const BROKER = {
  name: 'Lívia Moraes',
  email: 'livia@horizonte.test',
  password: 'senha-da-livia',
  role: 'broker',
  permissions: ['leads'],
} as const;

export interface LeadsStack {
  stack: RunningStack;
  adminToken: string;
  /** A signed-in user holding only the clientes permission. */
  clerkToken: string;
  /** A signed-in broker holding leads. */
  brokerToken: string;
  brokerId: string;
  brokerName: string;
  /** The code of a property of the demo's public catalogue. */
  propertyCode: string;
  close(): Promise<void>;
}

/** The real stack with demo content, the administrator, a clerk without leads and a broker with it, all signed in. */
export async function startLeadsStack(): Promise<LeadsStack> {
  const { stack, adminToken, staffToken: clerkToken } = await startSignedInStack(CLERK);
  const brokerId = String(await createStaffUser(stack.dataDir, BROKER));
  const brokerToken = await signIn(stack.gatewayUrl, BROKER.email, BROKER.password);
  const catalogue = await restJson<{ data: { properties: (RawPropertyRow & { code: string })[] }[] }>(
    stack.apiUrl,
    stack.apiKey,
    '/api/properties',
  );
  const propertyCode = catalogue.data[0]?.properties[0]?.code;
  if (!propertyCode) throw new Error('catálogo de demonstração vazio');
  return { stack, adminToken, clerkToken, brokerToken, brokerId, brokerName: BROKER.name, propertyCode, close: () => stack.close() };
}

/** A visitor's contact message through the gateway; the lead it makes is found by its e-mail. */
export async function sendContact(
  stack: RunningStack,
  input: { name: string; email: string; phone: string; message: string },
): Promise<void> {
  const answer = await graphqlAs<{ sendContactMessage: OutcomeData }>(stack.gatewayUrl, null, SEND_CONTACT_MESSAGE, {
    input: { ...input, interest: 'BUY' },
  });
  if (!answer.data?.sendContactMessage.ok) throw new Error(`contato recusado: ${JSON.stringify(answer)}`);
}

/** A visitor's click on 'Falar com o Corretor' of a property page: the gateway's redirect, not followed. */
export async function clickChat(stack: RunningStack, code: string): Promise<Response> {
  return fetch(`${stack.gatewayUrl}/contato/whatsapp/imovel/${encodeURIComponent(code)}?pagina=${encodeURIComponent('/imovel/teste')}`, {
    redirect: 'manual',
  });
}

const PERSON = 'id name';
const SUMMARY_FIELDS = `id source status name phone email propertyId propertyCode listingCode broker { ${PERSON} } assignee { ${PERSON} }
  createdAt firstResponseAt handoverAt`;
const LEAD_FIELDS = `id source status name phone email interest message page property { id code title slug } listingCode broker { ${PERSON} }
  assignee { ${PERSON} } clientId createdAt updatedAt firstResponseAt handoverAt
  events { id kind actor { ${PERSON} } at source status assignee { ${PERSON} } clientId fromName minutes }`;

export const LEADS = /* GraphQL */ `
  query Leads($search: String, $source: LeadSource, $status: LeadStatus, $page: Int) {
    leads(search: $search, source: $source, status: $status, page: $page) {
      total page perPage pageCount items { ${SUMMARY_FIELDS} }
    }
  }
`;

export const LEAD = `query Lead($id: ID!) { lead(id: $id) { ${LEAD_FIELDS} } }`;
export const NEW_LEAD_COUNT = '{ newLeadCount }';
export const LEAD_ASSIGNEES = `{ leadAssignees { ${PERSON} } }`;
export const ASSIGN_LEAD = `mutation Assign($id: ID!, $userId: ID) { assignLead(id: $id, userId: $userId) { ${OUTCOME_FIELDS} lead { ${LEAD_FIELDS} } } }`;
export const CHANGE_LEAD_STATUS = `mutation Status($id: ID!, $status: LeadStatus!) {
  changeLeadStatus(id: $id, status: $status) { ${OUTCOME_FIELDS} lead { ${LEAD_FIELDS} } }
}`;
export const CONVERT_LEAD = `mutation Convert($id: ID!) { convertLeadToClient(id: $id) { ${OUTCOME_FIELDS} lead { ${LEAD_FIELDS} } } }`;
export const RECORD_LEAD_CHAT = `mutation Chat($id: ID!) { recordLeadChat(id: $id) { ${LEAD_FIELDS} } }`;
export const LEAD_DISTRIBUTION = '{ leadDistribution { mode handoverMinutes } }';
export const SAVE_LEAD_DISTRIBUTION = `mutation Distribution($mode: LeadDistributionMode!, $handoverMinutes: Int!) {
  saveLeadDistribution(mode: $mode, handoverMinutes: $handoverMinutes) { ${OUTCOME_FIELDS} distribution { mode handoverMinutes } }
}`;

export interface LeadPersonData {
  id: string;
  name: string;
}

interface LeadSummaryData {
  id: string;
  source: string;
  status: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  propertyId: string | null;
  propertyCode: string | null;
  listingCode: string | null;
  broker: LeadPersonData | null;
  assignee: LeadPersonData | null;
  createdAt: string;
  firstResponseAt: string | null;
  handoverAt: string | null;
}

export interface LeadPageData {
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  items: LeadSummaryData[];
}

interface LeadEventData {
  id: string;
  kind: string;
  actor: LeadPersonData | null;
  at: string;
  source: string | null;
  status: string | null;
  assignee: LeadPersonData | null;
  clientId: string | null;
  fromName: string | null;
  minutes: number | null;
}

export interface LeadData extends LeadSummaryData {
  interest: string | null;
  message: string | null;
  page: string | null;
  property: { id: string; code: string | null; title: string; slug: string | null } | null;
  clientId: string | null;
  updatedAt: string;
  events: LeadEventData[];
}

export type LeadResultData = OutcomeData & { lead: LeadData | null };

export interface LeadDistributionData {
  mode: string;
  handoverMinutes: number;
}

export type LeadDistributionResultData = OutcomeData & { distribution: LeadDistributionData | null };
