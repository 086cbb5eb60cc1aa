import { graphql } from '../../gql';

/**
 * The top bar's alerts: the properties awaiting analysis (their count and the five newest) for users with imoveis,
 * and the count of new leads for users with leads; each part asked only of the users who hold its permission.
 */
export const TopBarAlertsQuery = graphql(`
  query TopBarAlerts($properties: Boolean!, $leads: Boolean!) {
    propertyAlerts @include(if: $properties) {
      count
      newest {
        property {
          id
          code
          title
        }
      }
    }
    newLeadCount @include(if: $leads)
  }
`);
