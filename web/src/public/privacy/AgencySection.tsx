import { useQuery } from '@apollo/client/react';
import { messages } from '../../forms/messages';
import { privacyMessages } from '../../forms/privacyMessages';
import { useCompany } from '../layout/useCompany';
import { addressLines } from '../lib/contactDetails';
import { PrivacyNoticeCompanyQuery } from './privacyNoticeQuery';
import { cnpjText } from './privacyNoticeText';

const texts = privacyMessages.controller;

/** Who the controller of the data is: the agency's name, CNPJ and address, from its record. */
export function AgencySection() {
  const { company } = useCompany();
  const { data } = useQuery(PrivacyNoticeCompanyQuery);
  const agency = company?.name || messages.site.fallbackName;
  const cnpj = cnpjText(data?.company?.document);
  const address = company ? addressLines(company.address).join(', ') : '';

  return (
    <section>
      <h2>{texts.title}</h2>
      <p>{cnpj ? texts.withDocument(agency, cnpj) : texts.withoutDocument(agency)}</p>
      {address && (
        <p>
          {texts.address}: {address}
        </p>
      )}
    </section>
  );
}
