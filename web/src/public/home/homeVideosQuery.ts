import { graphql } from '../../gql';

/** The agency's active external videos, for the home's 'Vídeos' section. */
export const HomeVideosQuery = graphql(`
  query HomeVideos {
    externalVideos {
      id
      title
      description
      url
      embedUrl
    }
  }
`);
