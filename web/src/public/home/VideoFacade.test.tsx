import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { autoplayUrl, VideoFacade, type HomeVideo } from './VideoFacade';

const video: HomeVideo = {
  id: '7',
  title: 'Tour pelo lançamento',
  description: 'Visite o decorado.',
  url: 'https://www.youtube.com/watch?v=Vx3nC7yTq1K',
  embedUrl: 'https://www.youtube.com/embed/Vx3nC7yTq1K',
};

describe('video facade', () => {
  it('shows a named button and no player before the click', () => {
    const html = renderToStaticMarkup(<VideoFacade video={video} />);
    expect(html).toContain('<button type="button"');
    expect(html).toContain('aria-label="Assistir ao vídeo Tour pelo lançamento"');
    expect(html).toContain('Tour pelo lançamento');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube.com');
  });

  it('links to the page of a video that cannot be embedded, in a new tab', () => {
    const html = renderToStaticMarkup(<VideoFacade video={{ ...video, embedUrl: null }} />);
    expect(html).toContain('href="https://www.youtube.com/watch?v=Vx3nC7yTq1K"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener"');
    expect(html).toContain('(abre em nova aba)');
    expect(html).not.toContain('<button');
  });
});

describe('autoplayUrl', () => {
  it('asks the player to start at once, keeping a query it already has', () => {
    expect(autoplayUrl('https://www.youtube.com/embed/abc123')).toBe('https://www.youtube.com/embed/abc123?autoplay=1');
    expect(autoplayUrl('https://player.vimeo.com/video/12345?h=9')).toBe('https://player.vimeo.com/video/12345?h=9&autoplay=1');
  });
});
