import { describe, expect, it } from 'vitest';
import { keysOf, VIDEO_FIELDS } from '../support/contract.js';
import { expectFormErrors, expectStatus, sendJson, usePeopleApi } from '../support/people.js';
import { asStaff } from '../support/staff.js';
import type { Dialect } from '../support/test-api.js';

const NOT_FOUND = { message: 'O video não foi encontrado.' };
const NOT_EMBEDDABLE = 'Informe um endereço do YouTube ou do Vimeo.';

interface VideoData {
  id: number;
  title: string;
  description: string | null;
  video_url: string;
  video_url_embed: string | null;
  type: string;
  is_active: number;
}

/** GET /api/videos, GET /api/videos/{id}, POST /api/videos, PUT /api/videos/{id}. */
export function videosSuite(dialect: Dialect): void {
  describe('videos', () => {
    const fixture = usePeopleApi(dialect);
    const send = (method: string, path: string, body: unknown) => sendJson(fixture().testApi, fixture().admin.token, method, path, body);
    const read = (path: string) => asStaff(fixture().testApi, fixture().admin.token, path);
    const videoRow = (id: number) => fixture().testApi.db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
    const countVideos = async () => (await fixture().testApi.db.selectFrom('videos').select('id').execute()).length;
    async function createVideo(fields: Record<string, unknown> = {}): Promise<VideoData> {
      const response = await send('POST', '/api/videos', {
        title: 'Treinamento',
        video_url: 'https://youtu.be/hZ4kq3Xb2mA',
        type: 'internal',
        ...fields,
      });
      expectStatus(response, 201);
      return (response.json as { data: VideoData }).data;
    }

    it('creates a video: 201, the message and the video with its player address', async () => {
      const response = await send('POST', '/api/videos', {
        title: '  Captação de imóveis ',
        description: 'Como fotografar.\nComo medir.',
        video_url: 'https://www.youtube.com/watch?v=hZ4kq3Xb2mA&t=30s',
        type: 'internal',
        is_active: 0,
      });
      expectStatus(response, 201);
      const answer = response.json as { message: string; data: VideoData };
      expect(answer.message).toBe('Vídeo cadastrado com sucesso!');
      expect(keysOf(answer.data)).toEqual(VIDEO_FIELDS);
      expect(answer.data).toMatchObject({
        title: 'Captação de imóveis',
        description: 'Como fotografar.\nComo medir.',
        video_url: 'https://www.youtube.com/watch?v=hZ4kq3Xb2mA&t=30s',
        video_url_embed: 'https://www.youtube.com/embed/hZ4kq3Xb2mA',
        type: 'internal',
        is_active: 0,
      });
      expect((await read(`/api/videos/${answer.data.id}`)).json).toEqual({ data: answer.data });
      const list = (await read('/api/videos')).json as { data: VideoData[] };
      expect(list.data.find((video) => video.id === answer.data.id)).toEqual(answer.data);
    });

    it('derives the player address from every YouTube form and from Vimeo', async () => {
      const forms: Array<[string, string]> = [
        ['https://www.youtube.com/watch?v=Lm8pR2tQw9E', 'https://www.youtube.com/embed/Lm8pR2tQw9E'],
        ['https://youtu.be/Lm8pR2tQw9E', 'https://www.youtube.com/embed/Lm8pR2tQw9E'],
        ['https://www.youtube.com/shorts/Lm8pR2tQw9E', 'https://www.youtube.com/embed/Lm8pR2tQw9E'],
        ['https://www.youtube.com/embed/Lm8pR2tQw9E', 'https://www.youtube.com/embed/Lm8pR2tQw9E'],
        ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
      ];
      for (const [url, embed] of forms) {
        const video = await createVideo({ video_url: url, type: 'external' });
        expect(video, url).toMatchObject({ video_url: url, video_url_embed: embed, type: 'external', is_active: 1 });
      }
    });

    it('refuses an address that cannot be embedded, and a missing title, address or type, storing nothing', async () => {
      const before = await countVideos();
      for (const url of ['https://exemplo.com.br/video.mp4', 'não é endereço', 'https://www.youtube.com/watch?v=curto']) {
        expectFormErrors(await send('POST', '/api/videos', { title: 'Vídeo', video_url: url, type: 'internal' }), {
          video_url: [NOT_EMBEDDABLE],
        });
      }
      expectFormErrors(await send('POST', '/api/videos', {}), {
        title: ['O título é obrigatório.'],
        video_url: ['A url do video é obrigatório.'],
        type: ['Campo obrigatório.'],
      });
      expectFormErrors(await send('POST', '/api/videos', { title: ' ', video_url: '', type: 'live', is_active: 'sim' }), {
        title: ['O título é obrigatório.'],
        video_url: ['A url do video é obrigatório.'],
        type: ['Selecione uma opção válida.'],
        is_active: ['Use 1 para sim ou 0 para não.'],
      });
      expect(await countVideos()).toBe(before);
    });

    it('updates only the fields sent, with a new player address for a new link', async () => {
      const video = await createVideo({ description: 'Primeira versão' });
      const updated = await send('PUT', `/api/videos/${video.id}`, { video_url: 'https://vimeo.com/12345', is_active: 0 });
      expectStatus(updated, 200);
      expect(updated.json).toEqual({
        message: 'Vídeo atualizado com sucesso!',
        data: { ...video, video_url: 'https://vimeo.com/12345', video_url_embed: 'https://player.vimeo.com/video/12345', is_active: 0 },
      });
      const retitled = await send('PUT', `/api/videos/${video.id}`, { title: 'Novo título', description: '', type: 'external' });
      expect((retitled.json as { data: VideoData }).data).toMatchObject({ title: 'Novo título', description: null, type: 'external' });
    });

    it('changes nothing when an update is refused', async () => {
      const video = await createVideo();
      const before = await videoRow(video.id);
      expectFormErrors(await send('PUT', `/api/videos/${video.id}`, { title: 'Outro', video_url: 'https://exemplo.com.br/v' }), {
        video_url: [NOT_EMBEDDABLE],
      });
      expectFormErrors(await send('PUT', `/api/videos/${video.id}`, { title: '', video_url: '' }), {
        title: ['O título é obrigatório.'],
        video_url: ['A url do video é obrigatório.'],
      });
      expect(await videoRow(video.id)).toEqual(before);
    });

    it('answers 404 "O video não foi encontrado." for an unknown or malformed id', async () => {
      for (const id of ['999999', 'abc', '0']) {
        const response = await read(`/api/videos/${id}`);
        expect(response.status).toBe(404);
        expect(response.json).toEqual(NOT_FOUND);
        const update = await send('PUT', `/api/videos/${id}`, { title: 'Nada' });
        expect(update.status).toBe(404);
        expect(update.json).toEqual(NOT_FOUND);
      }
    });

    it('filters the list by type and status, and keeps the public external list to active external videos', async () => {
      const internal = await createVideo({ type: 'internal', is_active: 1 });
      const hidden = await createVideo({ type: 'external', is_active: 0 });
      const shown = await createVideo({ type: 'external', is_active: 1 });
      const ids = async (path: string) => ((await read(path)).json as { data: VideoData[] }).data.map((video) => video.id);
      const training = await ids('/api/videos?type=internal&is_active=1');
      expect(training).toContain(internal.id);
      expect(training).not.toContain(hidden.id);
      expect(await ids('/api/videos?type=external')).toEqual(expect.arrayContaining([hidden.id, shown.id]));
      expect(await ids('/api/videos?is_active=0')).toContain(hidden.id);
      const publicList = (await fixture().testApi.getJson<{ data: VideoData[] }>('/api/video?type=external&is_active=1')).data.map(
        (video) => video.id,
      );
      expect(publicList).toContain(shown.id);
      expect(publicList).not.toContain(hidden.id);
      expect(publicList).not.toContain(internal.id);
    });
  });
}
