import { graphql } from '../../gql';

/**
 * The top bar's alerts: the properties awaiting analysis (their count and the five newest) for users with imoveis,
 * and the count of new leads for users with leads, each part asked only of the users who hold its permission; and of
 * everyone the keys past due (their own, or every one for administrators: the count and the five most overdue).
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
    overdueKeys {
      total
      items {
        id
        keyLabel
        property {
          id
          code
        }
        broker {
          name
        }
      }
    }
  }
`);
