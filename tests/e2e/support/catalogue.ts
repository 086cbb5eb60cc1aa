import type { Operation, PropertyFilter, PropertyType } from '../../../web/src/gql/graphql';
import { requiredEnv, stackEnv } from './env';
import { graphqlQuery } from './graphql';

/** Test data, read from the running stack instead of hard-coded seed titles. */

export type { Operation };

export interface CatalogueProperty {
  id: string;
  slug: string;
  code: string;
  title: string;
  description: string | null;
  highlights: string[];
  referencePoint: string | null;
  operation: Operation;
  type: PropertyType;
  price: number | null;
  bedrooms: number;
  suites: number;
  bathrooms: number;
  garage: number;
  area: number | null;
  lotFront: number | null;
  lotBack: number | null;
  iptuValue: number | null;
  iptuPeriodicity: 'MONTHLY' | 'ANNUALLY' | 'SINGLE_PAYMENT' | null;
  isReserved: boolean;
  isLaunch: boolean;
  features: string[];
  otherFeatures: string[];
  address: { neighborhood: string | null; city: string | null; state: string | null };
  images: { fileName: string }[];
}

export interface PropertyPage {
  items: CatalogueProperty[];
  total: number;
  pageCount: number;
}

export interface Consultant {
  id: string;
  name: string;
  creci: string | null;
  onDuty: boolean;
  chatUrl: string | null;
}

export interface Company {
  name: string;
  email: string | null;
  phone: string | null;
  creci: string | null;
  chatUrl: string | null;
}

const propertyFields = `
  id slug code title description highlights referencePoint operation type price
  bedrooms suites bathrooms garage area lotFront lotBack iptuValue iptuPeriodicity
  isReserved isLaunch features otherFeatures
  address { neighborhood city state }
  images { fileName }
`;

/** The largest page the gateway serves. */
const largestPage = 48;

export async function propertyPage(filter: PropertyFilter, page: number, perPage: number): Promise<PropertyPage> {
  const data = await graphqlQuery<{ properties: PropertyPage }>(
    `query ($filter: PropertyFilter, $page: Int, $perPage: Int) {
      properties(filter: $filter, page: $page, perPage: $perPage) { total pageCount items { ${propertyFields} } }
    }`,
    { filter, page, perPage },
  );
  return data.properties;
}

/** Every property matching the filter, in catalogue order. */
export async function allProperties(filter: PropertyFilter = {}): Promise<CatalogueProperty[]> {
  const first = await propertyPage(filter, 1, largestPage);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page += 1) {
    items.push(...(await propertyPage(filter, page, largestPage)).items);
  }
  return items;
}

export async function cities(): Promise<{ city: string; count: number }[]> {
  return (await graphqlQuery<{ cities: { city: string; count: number }[] }>('{ cities { city count } }')).cities;
}

export async function consultants(): Promise<Consultant[]> {
  return (await graphqlQuery<{ consultants: Consultant[] }>('{ consultants { id name creci onDuty chatUrl } }')).consultants;
}

export async function company(): Promise<Company> {
  const data = await graphqlQuery<{ company: Company | null }>('{ company { name email phone creci chatUrl } }');
  if (!data.company) throw new Error('The demo content has no company');
  return data.company;
}

/** Raw feature keys of every public property as the REST API stores them, by slug. */
export async function restFeatureKeys(): Promise<Map<string, string[]>> {
  const response = await fetch(`${requiredEnv(stackEnv.apiUrl)}/api/properties`, {
    headers: { 'X-API-Key': requiredEnv(stackEnv.apiKey) },
  });
  if (!response.ok) throw new Error(`GET /api/properties answered ${response.status}`);
  const body = (await response.json()) as { data: { properties: { slug: string; features: string | null }[] }[] };
  const keys = new Map<string, string[]>();
  for (const property of body.data[0]?.properties ?? []) {
    const parsed: unknown = property.features ? JSON.parse(property.features) : [];
    keys.set(property.slug, Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : []);
  }
  return keys;
}

/** Finds the first item that satisfies the predicate or fails with a clear message about the demo content. */
export function pick<T>(items: readonly T[], predicate: (item: T) => boolean, what: string): T {
  const found = items.find(predicate);
  if (found === undefined) throw new Error(`The demo content has no ${what}`);
  return found;
}
