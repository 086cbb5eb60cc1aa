import { graphql } from '../../gql';

/** Every video, active or not, with the columns of the video list. */
export const VideoListQuery = graphql(`
  query VideoList {
    videos {
      id
      title
      description
      type
      isActive
    }
  }
`);

/** One video for the form; null when missing. */
export const VideoQuery = graphql(`
  query VideoRecord($id: ID!) {
    video(id: $id) {
      id
      title
      description
      url
      type
      isActive
    }
  }
`);

/** What saving a video answers: the outcome, the saved id and, when refused, the messages. */
graphql(`
  fragment VideoSaveResult on VideoResult {
    ok
    message
    video {
      id
    }
    error {
      ...SaveErrorFields
    }
  }
`);

export const CreateVideoMutation = graphql(`
  mutation CreateVideo($input: VideoInput!) {
    createVideo(input: $input) {
      ...VideoSaveResult
    }
  }
`);

export const UpdateVideoMutation = graphql(`
  mutation UpdateVideo($id: ID!, $input: VideoInput!) {
    updateVideo(id: $id, input: $input) {
      ...VideoSaveResult
    }
  }
`);
