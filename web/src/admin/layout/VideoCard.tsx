import { Card } from '@blueprintjs/core';
import type { InternalVideosQuery } from '../../gql/graphql';
import { libraryMessages } from '../../forms/libraryMessages';

/** What a card needs of a video, internal or external. */
type LibraryVideo = InternalVideosQuery['internalVideos'][number];

interface VideoCardProps {
  video: LibraryVideo;
  /** The title's heading level, one below the heading of the list it is in. */
  headingLevel: 2 | 3;
}

/** One video: an embedded 16:9 player (or a link when the address cannot be embedded), title and description. */
export function VideoCard({ video, headingLevel }: VideoCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="admin-video" elevation={1}>
      <div className="admin-video__frame">
        {video.embedUrl ? (
          <iframe
            src={video.embedUrl}
            title={video.title}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <a href={video.url} target="_blank" rel="noopener noreferrer" className="admin-video__link">
            {libraryMessages.card.watch(video.title)}
          </a>
        )}
      </div>
      <Heading className="admin-video__title">{video.title}</Heading>
      {video.description && <p className="admin-video__description">{video.description}</p>}
    </Card>
  );
}
