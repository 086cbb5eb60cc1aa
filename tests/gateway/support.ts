/** Small helpers shared by the gateway suites: GraphQL over HTTP and raw REST reads. */
import { expect } from 'vitest';

export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface GraphQLAnswer<T> {
  status: number;
  data?: T | null;
  errors?: GraphQLErrorBody[];
  /** The answer's `Retry-After` header, when it has one. */
  retryAfter?: string | undefined;
}

/** POST /graphql as the web app sends it (JSON body, so CSRF prevention lets it through), with any extra headers. */
export async function graphql<T>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLErrorBody[] };
  return { status: response.status, ...body, retryAfter: response.headers.get('retry-after') ?? undefined };
}

/** Any id the gateway makes for a request (a UUID), where an answer carries one: a server error's `requestId`. */
export const A_REQUEST_ID: unknown = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/** The outcome every GraphQL write answers: ok, the API's message, or the error with its field messages. */
export const OUTCOME_FIELDS = 'ok message error { message fieldErrors { field message } }';

interface FieldErrorData {
  field: string;
  message: string;
}

export interface MutationErrorData {
  message: string;
  fieldErrors: FieldErrorData[];
}

export interface OutcomeData {
  ok: boolean;
  message: string | null;
  error: MutationErrorData | null;
}

/** The result under `field` of a write that must succeed with `message`: no GraphQL errors, ok, that message, no error. */
export function succeededWrite<K extends string, R extends { ok: boolean; message: string | null; error: unknown }>(
  answer: { errors?: unknown; data?: { [P in K]: R } | null },
  field: K,
  message: string,
): R {
  expect(answer.errors).toBeUndefined();
  const result = answer.data![field];
  expect({ ok: result.ok, message: result.message, error: result.error }).toEqual({ ok: true, message, error: null });
  return result;
}

/** Data of a query that must succeed. */
export async function queryData<T>(gatewayUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await graphql<T>(gatewayUrl, query, variables);
  if (answer.errors?.length || !answer.data) {
    throw new Error(`GraphQL falhou: ${JSON.stringify(answer.errors)}`);
  }
  return answer.data;
}

/** A REST call straight to the API, as the gateway makes it. */
export async function restJson<T>(apiUrl: string, apiKey: string, path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, { headers: { 'x-api-key': apiKey } });
  if (!response.ok) throw new Error(`REST ${path} respondeu ${response.status}`);
  return (await response.json()) as T;
}

/** The raw property fields the suites compare against. */
export interface RawPropertyRow {
  id: number;
  slug: string;
  code: string;
  title: string;
  operation: string;
  type: string;
  city: string;
  bedrooms: number;
  price: number | null;
  is_launch: number | string | boolean;
  images: string[];
}

export interface RawCatalogue {
  data: { properties: RawPropertyRow[]; total?: number; page?: number | null; per_page?: number | null }[];
}

export const isLaunchFlag = (value: RawPropertyRow['is_launch']): boolean => value === 1 || value === '1' || value === true;

/** Ids as GraphQL returns them, newest first. */
export const idsOf = (rows: { id: number | string }[]): string[] => rows.map((row) => String(row.id));

/** The ids of a catalogue that a filter should answer, by the documented rules in `predicate`, newest first. */
export const expectedIdsOf = (catalogue: RawPropertyRow[], predicate: (row: RawPropertyRow) => boolean): string[] =>
  idsOf(catalogue.filter(predicate).sort((a, b) => b.id - a.id));

/** The documented rule of each operation filter: RENT and SALE also match BOTH, LAUNCH also matches the launch flag. */
export const OPERATION_RULES: Readonly<Record<'RENT' | 'SALE' | 'LAUNCH' | 'BOTH', (row: RawPropertyRow) => boolean>> = {
  RENT: (row) => row.operation === 'rent' || row.operation === 'both',
  SALE: (row) => row.operation === 'sale' || row.operation === 'both',
  LAUNCH: (row) => row.operation === 'launch' || isLaunchFlag(row.is_launch),
  BOTH: (row) => row.operation === 'both',
};

export const PROPERTY_PAGE_QUERY = /* GraphQL */ `
  query Catalogue($filter: PropertyFilter, $page: Int, $perPage: Int) {
    properties(filter: $filter, page: $page, perPage: $perPage) {
      total
      page
      perPage
      pageCount
      items {
        id
        slug
        code
        operation
        forRent
        forSale
        type
        price
        bedrooms
        isLaunch
        address {
          city
        }
        mainImage {
          fileName
          url
          cardUrl
          srcSet
          shareUrl
        }
      }
    }
  }
`;

export interface PropertyPageData {
  properties: {
    total: number;
    page: number;
    perPage: number;
    pageCount: number;
    items: {
      id: string;
      slug: string;
      code: string;
      operation: string;
      forRent: boolean;
      forSale: boolean;
      type: string;
      price: number | null;
      bedrooms: number;
      isLaunch: boolean;
      address: { city: string | null };
      mainImage: { fileName: string; url: string; cardUrl: string; srcSet: string; shareUrl: string } | null;
    }[];
  };
}

/** Every id of a filtered catalogue, read page by page through the gateway. */
export async function allPagesOf(
  gatewayUrl: string,
  filter: Record<string, unknown>,
  perPage: number,
): Promise<{ ids: string[]; totals: number[]; pageCounts: number[] }> {
  const ids: string[] = [];
  const totals: number[] = [];
  const pageCounts: number[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const { properties } = await queryData<PropertyPageData>(gatewayUrl, PROPERTY_PAGE_QUERY, { filter, page, perPage });
    totals.push(properties.total);
    pageCounts.push(properties.pageCount);
    ids.push(...properties.items.map((item) => item.id));
    if (page >= properties.pageCount) break;
  }
  return { ids, totals, pageCounts };
}

/** Reads every page of a filter through the gateway and checks the pages hold `expected`, each with the same total and page count. */
export async function expectEveryPage(
  gatewayUrl: string,
  filter: Record<string, unknown>,
  perPage: number,
  expected: string[],
): Promise<void> {
  const pages = await allPagesOf(gatewayUrl, filter, perPage);
  expect(pages.ids).toEqual(expected);
  expect(new Set(pages.totals)).toEqual(new Set([expected.length]));
  expect(new Set(pages.pageCounts)).toEqual(new Set([Math.ceil(expected.length / perPage)]));
}
