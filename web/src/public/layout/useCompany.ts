import { createContext, useContext } from 'react';
import type { PublicCompanyQuery } from '../../gql/graphql';

type PublicCompany = NonNullable<PublicCompanyQuery['company']>;

export interface CompanyState {
  company: PublicCompany | null;
  error: Error | undefined;
}

export const CompanyContext = createContext<CompanyState>({ company: null, error: undefined });

/** The agency record, loaded once by CompanyProvider for every part of the page that shows it. */
export function useCompany(): CompanyState {
  return useContext(CompanyContext);
}
