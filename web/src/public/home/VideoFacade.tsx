import { useEffect, useRef, useState } from 'react';
import { homeVideoMessages } from '../../forms/messages';
import type { HomeVideosQuery } from '../../gql/graphql';

export type HomeVideo = HomeVideosQuery['externalVideos'][number];

/** The player address that starts playing at once, for a player opened by a click. */
export function autoplayUrl(embedUrl: string): string {
  return `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`;
}

/**
 * A 16:9 box with the video's title: the player (and everything it loads) arrives only when the visitor
 * clicks it. A video that cannot be embedded is a link to its page.
 */
export function VideoFacade({ video }: { video: HomeVideo }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  if (!video.embedUrl) {
    return (
      <a className="video__box video__cover" href={video.url} target="_blank" rel="noopener">
        <span className="video__icon" aria-hidden="true" />
        <span className="video__name">{video.title}</span>
        <span className="visually-hidden"> {homeVideoMessages.opensInNewTab}</span>
      </a>
    );
  }
  return playing ? (
    <div className="video__box">
      <iframe
        ref={player}
        src={autoplayUrl(video.embedUrl)}
        title={video.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  ) : (
    <button
      type="button"
      className="video__box video__cover"
      aria-label={homeVideoMessages.watch(video.title)}
      onClick={() => setPlaying(true)}
    >
      <span className="video__icon" aria-hidden="true" />
      <span className="video__name">{video.title}</span>
    </button>
  );
}
