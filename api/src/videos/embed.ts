const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youTubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') return url.pathname.slice(1);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const match = /^\/(embed|shorts|live)\/([^/]+)/.exec(url.pathname);
  return match?.[2];
}

/** The address of an embeddable player for a YouTube or Vimeo link, or null when there is none. */
export function embedUrlFor(videoUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  const id = youTubeId(url);
  if (id !== undefined && YOUTUBE_ID.test(id)) return `https://www.youtube.com/embed/${id}`;
  const vimeo = /^(www\.)?vimeo\.com$/.test(url.hostname) ? /^\/(\d+)/.exec(url.pathname) : null;
  if (vimeo?.[1]) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}
