import { graphql } from '../../gql';

/** The agency's active external videos (those of the public home), for the library's 'Externos' filter. */
export const LibraryExternalVideosQuery = graphql(`
  query LibraryExternalVideos {
    externalVideos {
      id
      title
      description
      url
      embedUrl
    }
  }
`);
