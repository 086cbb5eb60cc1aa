import { print } from 'graphql';
import { CitiesQuery, ConsultantsQuery, FeaturedPropertiesQuery, LaunchesQuery, PublicCompanyQuery } from '../../web/src/public/queries.js';

/** A GraphQL operation as a request body carries it. */
export interface GraphqlOperation {
  query: string;
  variables: Record<string, unknown>;
}

/** The operations and variables of the home's first render (FeaturedSection: 12 per page; LaunchesSection: 10). */
export const HOME_OPERATIONS: readonly GraphqlOperation[] = [
  { query: print(PublicCompanyQuery), variables: {} },
  { query: print(CitiesQuery), variables: {} },
  { query: print(FeaturedPropertiesQuery), variables: { filter: { launch: false }, page: 1, perPage: 12 } },
  { query: print(LaunchesQuery), variables: { perPage: 10 } },
  { query: print(ConsultantsQuery), variables: {} },
];
