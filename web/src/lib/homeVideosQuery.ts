import { graphql } from '../gql';

/** The agency's active external videos: the home's 'Vídeos' section and the training library's 'Externos'. */
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
