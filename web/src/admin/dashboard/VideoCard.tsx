import { Card } from '@blueprintjs/core';
import type { InternalVideosQuery } from '../../gql/graphql';
import { adminMessages } from '../../forms/adminMessages';

export type InternalVideo = InternalVideosQuery['internalVideos'][number];

/** One video: an embedded 16:9 player (or a link when the address cannot be embedded), title and description. */
export function VideoCard({ video }: { video: InternalVideo }) {
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
            {adminMessages.dashboard.watch(video.title)}
          </a>
        )}
      </div>
      <h3 className="admin-video__title">{video.title}</h3>
      {video.description && <p className="admin-video__description">{video.description}</p>}
    </Card>
  );
}
