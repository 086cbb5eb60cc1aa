import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { homeVideoMessages } from '../../forms/messages';
import { HomeVideosQuery } from '../../lib/homeVideosQuery';
import { VideoFacade } from './VideoFacade';
import './videos.css';

/** 'Vídeos': the agency's external videos, shown only when there are some; a failed load is only logged. */
export function VideosSection() {
  const { data, error } = useQuery(HomeVideosQuery);
  useEffect(() => {
    if (error) console.error(homeVideoMessages.loadError, error);
  }, [error]);

  const videos = data?.externalVideos ?? [];
  if (videos.length === 0) return null;

  return (
    <section className="section" aria-labelledby="videos-title">
      <div className="section__inner">
        <h2 id="videos-title" className="section__title">
          {homeVideoMessages.title}
        </h2>
        <ul className="videos">
          {videos.map((video) => (
            <li key={video.id} className="video">
              <VideoFacade video={video} />
              {video.description && <p className="video__description">{video.description}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
