import { useQuery } from '@apollo/client/react';
import { adminMessages } from '../../forms/adminMessages';
import { AgencyNameQuery } from '../graphql/session';

/** The agency's name, for the greeting of a WhatsApp chat; 'Imobiliária' until it is known, or without a company record. */
export function useAgencyName(): string {
  const { data } = useQuery(AgencyNameQuery);
  return data?.company?.name ?? adminMessages.login.agencyFallback;
}
