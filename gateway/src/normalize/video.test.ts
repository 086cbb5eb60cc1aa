import { describe, expect, it } from 'vitest';
import internal from './fixtures/internal-videos.json' with { type: 'json' };
import videos from './fixtures/videos.json' with { type: 'json' };
import { toExternalVideos, toInternalVideos, toVideo, toVideoAnswer, toVideos } from './video.js';

describe('toExternalVideos', () => {
  it('lists active external videos with an embeddable address when there is one', () => {
    expect(toExternalVideos(videos)).toEqual([
      {
        id: '1',
        title: 'Conheça a Imobiliária Horizonte',
        description: 'Nossa história em dois minutos.',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        type: 'EXTERNAL',
        isActive: true,
      },
      {
        id: '2',
        title: 'Tour pelo lançamento Vista Paulista',
        description: null,
        url: 'https://youtu.be/aqz-KE-bpKQ',
        embedUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
        type: 'EXTERNAL',
        isActive: true,
      },
      {
        id: '3',
        title: 'Depoimento de cliente',
        description: 'Família Oliveira',
        url: 'https://vimeo.com/76979871',
        embedUrl: 'https://player.vimeo.com/video/76979871',
        type: 'EXTERNAL',
        isActive: true,
      },
      {
        id: '6',
        title: 'Visita guiada',
        description: null,
        url: 'https://exemplo.com.br/videos/visita.mp4',
        embedUrl: null,
        type: 'EXTERNAL',
        isActive: true,
      },
    ]);
  });
});

describe('toVideo', () => {
  it('reads the type enum and leaves out videos without an address or a known type', () => {
    expect(toVideo({ id: 4, title: 'Interno', video_url: 'https://youtu.be/jNQXAC9IVRw', type: 'internal' })?.type).toBe('INTERNAL');
    expect(toVideo({ id: 9, title: 'Sem endereço', type: 'external' })).toBeNull();
    expect(toVideo({ id: 9, title: 'Tipo estranho', video_url: 'https://youtu.be/jNQXAC9IVRw', type: 'live' })).toBeNull();
  });

  it("takes the API's player address as it is, and none when the API has none", () => {
    const raw = { id: 4, title: 'Tour', video_url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw', type: 'external', is_active: 1 };
    expect(toVideo({ ...raw, video_url_embed: 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw' })?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
    );
    expect(toVideo({ ...raw, video_url_embed: null })?.embedUrl).toBeNull();
  });
});

describe('toInternalVideos', () => {
  it('reads the recorded training videos, in the API order', () => {
    expect(toInternalVideos(internal)).toEqual([
      {
        id: '7',
        title: 'Atendimento pelo WhatsApp',
        description: 'Boas práticas de primeiro contato e acompanhamento de clientes.',
        url: 'https://www.youtube.com/watch?v=Qr7sT8uV9wX',
        embedUrl: 'https://www.youtube.com/embed/Qr7sT8uV9wX',
        type: 'INTERNAL',
        isActive: true,
      },
      {
        id: '6',
        title: 'Cadastro de imóveis no sistema',
        description: 'Como cadastrar fotos, características e enviar o imóvel para aprovação.',
        url: 'https://www.youtube.com/watch?v=Ij4kL5mN6oP',
        embedUrl: 'https://www.youtube.com/embed/Ij4kL5mN6oP',
        type: 'INTERNAL',
        isActive: true,
      },
      {
        id: '5',
        title: 'Boas-vindas à equipe',
        description: 'Rotina da imobiliária, plantões e ferramentas do dia a dia.',
        url: 'https://www.youtube.com/watch?v=Ab1cD2eF3gH',
        embedUrl: 'https://www.youtube.com/embed/Ab1cD2eF3gH',
        type: 'INTERNAL',
        isActive: true,
      },
    ]);
  });

  it('keeps only active internal videos of a mixed list', () => {
    expect(toInternalVideos(videos).map((video) => video.id)).toEqual(['4']);
    expect(toInternalVideos({ data: [{ id: 8, video_url: 'https://youtu.be/jNQXAC9IVRw', type: 'internal', is_active: '0' }] })).toEqual(
      [],
    );
  });
});

describe('toVideo isActive', () => {
  it('reads the 0/1 flag and takes a video without one as active, as the public calls list only active ones', () => {
    const base = { id: 4, title: 'Interno', video_url: 'https://youtu.be/jNQXAC9IVRw', type: 'internal' };
    expect(toVideo({ ...base, is_active: 0 })?.isActive).toBe(false);
    expect(toVideo({ ...base, is_active: '1' })?.isActive).toBe(true);
    expect(toVideo(base)?.isActive).toBe(true);
  });
});

describe('toVideos', () => {
  it('lists every video of the back-office list, active or not, leaving out unusable records', () => {
    expect(toVideos(videos).map((video) => [video.id, video.type, video.isActive])).toEqual([
      ['1', 'EXTERNAL', true],
      ['2', 'EXTERNAL', true],
      ['3', 'EXTERNAL', true],
      ['4', 'INTERNAL', true],
      ['5', 'EXTERNAL', false],
      ['6', 'EXTERNAL', true],
    ]);
    expect(toVideos({ data: [{ id: 8, title: 'Sem tipo', video_url: 'https://youtu.be/jNQXAC9IVRw' }] })).toEqual([]);
    expect(toVideos(null)).toEqual([]);
  });
});

describe('toVideoAnswer', () => {
  it('reads the video of one read or a write answer', () => {
    const answer = {
      message: 'Vídeo cadastrado com sucesso!',
      data: {
        id: 9,
        title: 'Novo',
        description: null,
        video_url: 'https://vimeo.com/76979871',
        video_url_embed: 'https://player.vimeo.com/video/76979871',
        type: 'internal',
        is_active: 0,
      },
    };
    expect(toVideoAnswer(answer)).toEqual({
      id: '9',
      title: 'Novo',
      description: null,
      url: 'https://vimeo.com/76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871',
      type: 'INTERNAL',
      isActive: false,
    });
    expect(toVideoAnswer({ data: null })).toBeNull();
    expect(toVideoAnswer(undefined)).toBeNull();
  });
});
