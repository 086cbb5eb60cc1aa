import { graphql } from '../../gql';

/** Each portal's lead address: whether it has one and since when. */
export const PortalLeadAddressesQuery = graphql(`
  query PortalLeadAddresses {
    portalLeadAddresses {
      portal
      createdAt
    }
  }
`);

/** A new lead address for a portal, with its secret, answered this once; the former address stops working. */
export const ReplacePortalLeadSecretMutation = graphql(`
  mutation ReplacePortalLeadSecret($portal: LeadPortal!) {
    replacePortalLeadSecret(portal: $portal) {
      ok
      message
      credentials {
        portal
        url
        user
        password
      }
      error {
        message
      }
    }
  }
`);

/** The documents the portals posted that could not be read as leads ('Recebidos com erro'). */
export const PortalLeadRejectsQuery = graphql(`
  query PortalLeadRejects {
    portalLeadRejects {
      id
      portal
      body
      reason
      receivedAt
    }
  }
`);
