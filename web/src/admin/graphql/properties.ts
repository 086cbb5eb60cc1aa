import { graphql } from '../../gql';

/** The columns of a row of the property list. */
graphql(`
  fragment PropertyRowFields on Property {
    id
    code
    title
    operation
    price
    status
    isActive
    address {
      neighborhood
      city
    }
  }
`);

/** One page of the properties the user may see, searched, filtered and counted by the server, with whether each goes to the portals. */
export const StaffPropertiesQuery = graphql(`
  query StaffProperties($search: String, $status: PropertyStatus, $page: Int) {
    staffPropertyPage(search: $search, status: $status, page: $page, perPage: 10) {
      items {
        portalPublish
        portalLevel
        statusReason
        property {
          ...PropertyRowFields
        }
      }
      total
      page
      pageCount
    }
  }
`);

/** One property with every field of the staff form. */
export const StaffPropertyQuery = graphql(`
  query StaffProperty($id: ID!) {
    staffProperty(id: $id) {
      portalPublish
      portalLevel
      clientId
      contactName
      contactPhone
      contactEmail
      statusReason
      property {
        ...PropertyDescriptionFields
        rentalPrice
        status
        address {
          ...FullAddressFields
        }
        addressPrivacy
        responsibleBroker
        responsibleBrokerPhone
        isActive
        images {
          fileName
          cardUrl
        }
      }
    }
  }
`);

/** The clients the property form's select offers for a search: the first 20 active matches and the chosen one. */
export const ClientsQuery = graphql(`
  query Clients($search: String, $chosenId: ID) {
    clientChoices(search: $search, chosenId: $chosenId) {
      id
      name
    }
  }
`);

/** What saving a property answers: the outcome, the saved id and, when refused, the messages. */
graphql(`
  fragment PropertySaveResult on StaffPropertyResult {
    ok
    message
    property {
      property {
        id
      }
    }
    error {
      ...SaveErrorFields
    }
  }
`);

/** A property with its photos; sent as a multipart request with upload progress. */
export const CreatePropertyMutation = graphql(`
  mutation CreateProperty($input: PropertyInput!, $mainImage: Upload, $otherImages: [Upload!]) {
    createProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) {
      ...PropertySaveResult
    }
  }
`);

/** Changes to a property: new photos, and the file names of photos to remove. Sent as a multipart request. */
export const UpdatePropertyMutation = graphql(`
  mutation UpdateProperty($id: ID!, $input: PropertyInput!, $mainImage: Upload, $otherImages: [Upload!], $imagesToDelete: [String!]) {
    updateProperty(id: $id, input: $input, mainImage: $mainImage, otherImages: $otherImages, imagesToDelete: $imagesToDelete) {
      ...PropertySaveResult
    }
  }
`);

export const DeletePropertyMutation = graphql(`
  mutation DeleteProperty($id: ID!) {
    deleteProperty(id: $id) {
      ok
      message
      error {
        message
      }
    }
  }
`);

export const ChangePropertyStatusMutation = graphql(`
  mutation ChangePropertyStatus($id: ID!, $status: PropertyStatus!, $notifyClient: Boolean, $reason: String) {
    changePropertyStatus(id: $id, status: $status, notifyClient: $notifyClient, reason: $reason) {
      ok
      message
      property {
        statusReason
        property {
          id
          status
        }
      }
      error {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);
