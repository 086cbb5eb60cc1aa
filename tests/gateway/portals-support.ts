/** The stack, documents and answer shapes of the portals suite. */
import type { RunningStack } from '../support/stack.js';
import { bearer, graphqlAs, signIn } from './back-office-support.js';
import { CLERK, startSignedInStack } from './staff-stack.js';
import { OUTCOME_FIELDS, type OutcomeData } from './support.js';
import { readDatabase } from './visitors-support.js';

const BROKER_EMAIL = 'renata@horizonte.test';
const BROKER_PASSWORD = 'senha-da-renata';

export interface PortalsStack {
  stack: RunningStack;
  adminToken: string;
  /** A signed-in user holding only the clientes permission. */
  clerkToken: string;
  /** A signed-in broker holding imoveis, created through GraphQL. */
  brokerToken: string;
  brokerId: string;
  close(): Promise<void>;
}

/** The real stack with demo content, the administrator, a clerk without imoveis and a broker with it, all signed in. */
export async function startPortalsStack(): Promise<PortalsStack> {
  const { stack, adminToken, staffToken: clerkToken } = await startSignedInStack(CLERK);
  const [imoveis] = readDatabase<{ id: number }>(stack.dataDir, "SELECT id FROM permissions WHERE identifier = 'imoveis'");
  const created = await graphqlAs<{ createUser: OutcomeData & { user: { id: string } | null } }>(
    stack.gatewayUrl,
    adminToken,
    `mutation CreateUser($input: UserInput!) { createUser(input: $input) { ${OUTCOME_FIELDS} user { id } } }`,
    {
      input: {
        name: 'Renata Prado',
        email: BROKER_EMAIL,
        phone: '19991234567',
        password: BROKER_PASSWORD,
        role: 'BROKER',
        isActive: true,
        permissionIds: [String(imoveis?.id)],
      },
    },
  );
  const brokerId = created.data?.createUser.user?.id;
  if (!brokerId) throw new Error(`corretora não criada: ${JSON.stringify(created)}`);
  const brokerToken = await signIn(stack.gatewayUrl, BROKER_EMAIL, BROKER_PASSWORD);
  return { stack, adminToken, clerkToken, brokerToken, brokerId, close: () => stack.close() };
}

const LISTING_FIELDS = 'id code title slug city neighborhood level ready reasons thumbnailUrl';

export const PORTAL_REPORT = /* GraphQL */ `
  query PortalReport($readiness: PortalReadiness, $page: Int, $perPage: Int) {
    portalReport(readiness: $readiness, page: $page, perPage: $perPage) {
      readyCount markedCount total page perPage pageCount items { ${LISTING_FIELDS} }
    }
  }
`;

export const PORTAL_FEED = '{ portalFeed { url canRegenerate } }';

export const REGENERATE_FEED_TOKEN = `mutation Regenerate { regeneratePortalFeedToken { ${OUTCOME_FIELDS} feed { url canRegenerate } } }`;

const STAFF_PORTAL_FIELDS = 'portalPublish portalLevel brokerId property { id operation price rentalPrice }';

export const STAFF_PORTAL_PROPERTY = `query StaffProperty($id: ID!) { staffProperty(id: $id) { ${STAFF_PORTAL_FIELDS} } }`;

export const UPDATE_PORTAL_FIELDS = /* GraphQL */ `
  mutation Update($id: ID!, $input: PropertyInput!) {
    updateProperty(id: $id, input: $input) { ${OUTCOME_FIELDS} property { ${STAFF_PORTAL_FIELDS} } }
  }
`;

const FEED_CONTACT_FIELDS = 'id name feedContact { name email phone website }';

export const COMPANY_FEED_CONTACT = `query CompanyRecord($id: ID!) { companyRecord(id: $id) { ${FEED_CONTACT_FIELDS} } }`;

export const UPDATE_FEED_CONTACT = `mutation UpdateCompany($id: ID!, $input: CompanyInput!) {
  updateCompany(id: $id, input: $input) { ${OUTCOME_FIELDS} company { ${FEED_CONTACT_FIELDS} } }
}`;

interface PortalListingData {
  id: string;
  code: string;
  title: string;
  slug: string;
  city: string | null;
  neighborhood: string | null;
  level: 'STANDARD' | 'PREMIUM' | 'SUPER_PREMIUM';
  ready: boolean;
  reasons: string[];
  thumbnailUrl: string | null;
}

export interface PortalReportData {
  readyCount: number;
  markedCount: number;
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  items: PortalListingData[];
}

export interface PortalFeedData {
  url: string;
  canRegenerate: boolean;
}

export type PortalFeedResultData = OutcomeData & { feed: PortalFeedData | null };

export interface StaffPortalData {
  portalPublish: boolean;
  portalLevel: string;
  brokerId: string | null;
  property: { id: string; operation: string; price: number | null; rentalPrice: number | null };
}

export type StaffPortalResultData = OutcomeData & { property: StaffPortalData | null };

export interface FeedContactRecordData {
  id: string;
  name: string;
  feedContact: { name: string | null; email: string | null; phone: string | null; website: string | null };
}

export type FeedContactResultData = OutcomeData & { company: FeedContactRecordData | null };

/** The raw listing of `GET /api/portals/listings`, as the API answers it. */
export interface RawListing {
  id: number;
  main_image: string | null;
  ready: number;
  reasons: string[];
}

/** A staff call straight to the API, as the gateway makes it for the user of `token`. */
export async function staffRest<T>(stack: RunningStack, token: string, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${stack.apiUrl}${path}`, { headers: { 'x-api-key': stack.apiKey, ...bearer(token) } });
  return { status: response.status, body: (await response.json()) as T };
}

/** Whether the API's feed answers this token (the feed's version call). */
export async function feedTokenWorks(stack: RunningStack, token: string): Promise<boolean> {
  const response = await fetch(`${stack.apiUrl}/api/portals/feed/version?token=${encodeURIComponent(token)}`, {
    headers: { 'x-api-key': stack.apiKey },
  });
  return response.status === 200;
}

/** The ids of the properties marked for the portals, newest first, of one broker when given. */
export function markedIds(stack: RunningStack, brokerId?: string): string[] {
  const rows =
    brokerId === undefined
      ? readDatabase<{ id: number }>(stack.dataDir, 'SELECT id FROM properties WHERE portal_publish = 1 ORDER BY id DESC')
      : readDatabase<{ id: number }>(
          stack.dataDir,
          'SELECT id FROM properties WHERE portal_publish = 1 AND user_id = ? ORDER BY id DESC',
          Number(brokerId),
        );
  return rows.map((row) => String(row.id));
}
