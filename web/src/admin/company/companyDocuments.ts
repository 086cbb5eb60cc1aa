import { graphql } from '../../gql';

/** One page of company records, searched by name and sorted on the server. */
export const CompanyListQuery = graphql(`
  query CompanyList($search: String, $page: Int, $sortBy: CompanySortField, $sortOrder: SortOrder) {
    companies(search: $search, page: $page, perPage: 10, sortBy: $sortBy, sortOrder: $sortOrder) {
      items {
        id
        name
        email
        whatsapp
        phone
        isActive
      }
      total
      page
      pageCount
    }
  }
`);

/** One company record for the form; null when missing. */
export const CompanyQuery = graphql(`
  query CompanyRecordForm($id: ID!) {
    companyRecord(id: $id) {
      id
      name
      document
      creci
      phone
      whatsapp
      email
      isActive
      feedContact {
        name
        email
        phone
        website
      }
      address {
        street
        number
        neighborhood
        city
        state
        zipCode
      }
    }
  }
`);

export const UpdateCompanyMutation = graphql(`
  mutation UpdateCompany($id: ID!, $input: CompanyInput!) {
    updateCompany(id: $id, input: $input) {
      ok
      message
      company {
        id
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);
