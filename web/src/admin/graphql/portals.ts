import { graphql } from '../../gql';

/** One page of the properties marked for the portals, with the counts of the 'Portais' screen. */
export const PortalReportQuery = graphql(`
  query PortalReport($readiness: PortalReadiness, $page: Int) {
    portalReport(readiness: $readiness, page: $page, perPage: 20) {
      readyCount
      markedCount
      items {
        id
        code
        title
        city
        neighborhood
        level
        ready
        reasons
        thumbnailUrl
      }
      total
      page
      pageCount
    }
  }
`);

/** The feed's address to give the portals, and whether the user may replace it. */
export const PortalFeedQuery = graphql(`
  query PortalFeed {
    portalFeed {
      url
      canRegenerate
    }
  }
`);

/** A new feed address; the former one stops working. */
export const RegeneratePortalFeedTokenMutation = graphql(`
  mutation RegeneratePortalFeedToken {
    regeneratePortalFeedToken {
      ok
      message
      feed {
        url
        canRegenerate
      }
      error {
        message
      }
    }
  }
`);
