import { graphql } from '../../gql';

/** Active internal videos: staff training and announcements. */
export const InternalVideosQuery = graphql(`
  query InternalVideos {
    internalVideos {
      id
      title
      description
      url
      embedUrl
    }
  }
`);
