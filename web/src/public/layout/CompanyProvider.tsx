import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { PublicCompanyQuery } from '../queries';
import { CompanyContext } from './useCompany';

/** Loads the agency record once and shares it; only the parts that read it re-render when it arrives. */
export function CompanyProvider({ children }: { children: ReactNode }) {
  const { data, error } = useQuery(PublicCompanyQuery);
  const company = data?.company ?? null;
  const value = useMemo(() => ({ company, error }), [company, error]);
  return <CompanyContext value={value}>{children}</CompanyContext>;
}
