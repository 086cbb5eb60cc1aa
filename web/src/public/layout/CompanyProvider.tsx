import { useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { ServerHeadContext } from '../head/serverHead';
import { PublicCompanyQuery } from '../queries';
import { CompanyContext } from './useCompany';

/**
 * Loads the agency record once and shares it; only the parts that read it re-render when it arrives.
 * On the server it also hands the record to the document head (the agency's structured data).
 */
export function CompanyProvider({ children }: { children: ReactNode }) {
  const { data, error } = useQuery(PublicCompanyQuery);
  const company = data?.company ?? null;
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) serverHead.agency = company;
  const value = useMemo(() => ({ company, error }), [company, error]);
  return <CompanyContext value={value}>{children}</CompanyContext>;
}
