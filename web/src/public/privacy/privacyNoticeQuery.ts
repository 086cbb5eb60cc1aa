import { graphql } from '../../gql';

/** What the notice needs of the agency record beyond what the layout loads: its CNPJ. */
export const PrivacyNoticeCompanyQuery = graphql(`
  query PrivacyNoticeCompany {
    company {
      document
    }
  }
`);
