import { describe, expect, it } from 'vitest';
import { errorsOf, FORBIDDEN } from './back-office-support.js';
import { CREATE_VIDEO, UPDATE_VIDEO, VIDEO, VIDEOS, type VideoData, startMediaStack, type WriteResult } from './media-support.js';
import { asUser } from './staff-stack.js';
import { useSuiteStack } from './suite-stack.js';
import { readDatabase } from './visitors-support.js';

const suite = useSuiteStack(startMediaStack, 60_000);

interface VideoRow {
  id: number;
  title: string;
  video_url: string;
  type: string;
  is_active: number;
}

const videoRows = (): VideoRow[] => readDatabase<VideoRow>(suite().stack.dataDir, 'SELECT * FROM videos ORDER BY id DESC');

describe('videos and video', () => {
  it('lists every video of the database for the administrator, and filters by type and active flag', async () => {
    const admin = asUser(suite(), suite().adminToken);
    const all = await admin<{ videos: VideoData[] }>(VIDEOS);
    expect(all.errors).toBeUndefined();
    const rows = videoRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(all.data?.videos.map((video) => video.id)).toEqual(rows.map((row) => String(row.id)));

    const internal = await admin<{ videos: VideoData[] }>(VIDEOS, { type: 'INTERNAL', isActive: true });
    const wanted = rows.filter((row) => row.type === 'internal' && row.is_active === 1).map((row) => String(row.id));
    expect(internal.data?.videos.map((video) => video.id)).toEqual(wanted);
    expect(internal.data?.videos.every((video) => video.type === 'INTERNAL' && video.isActive)).toBe(true);

    const first = rows[0];
    const one = await admin<{ video: VideoData | null }>(VIDEO, { id: String(first?.id) });
    expect(one.data?.video).toMatchObject({ id: String(first?.id), title: first?.title, url: first?.video_url });
    expect((await admin<{ video: VideoData | null }>(VIDEO, { id: '987654' })).data).toEqual({ video: null });
  });

  it('is FORBIDDEN without the videos permission, even for the training list the API shows to everyone', async () => {
    const clerk = asUser(suite(), suite().clerkToken);
    for (const variables of [{}, { type: 'INTERNAL', isActive: true }]) {
      const answer = await clerk<{ videos: VideoData[] }>(VIDEOS, variables);
      expect(errorsOf(answer)).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['videos'] }]);
    }
    const one = await clerk<{ video: VideoData | null }>(VIDEO, { id: String(videoRows()[0]?.id) });
    expect(errorsOf(one)[0]?.code).toBe('FORBIDDEN');
    const write = await clerk<{ createVideo: WriteResult<'video', VideoData> }>(CREATE_VIDEO, {
      input: { title: 'Proibido', url: 'https://youtu.be/aqz-KE-bpKQ', type: 'EXTERNAL', isActive: true },
    });
    expect(errorsOf(write)[0]?.code).toBe('FORBIDDEN');
    const anonymous = await asUser(suite(), null)<{ videos: VideoData[] }>(VIDEOS);
    expect(errorsOf(anonymous)[0]?.code).toBe('UNAUTHENTICATED');
  });
});

describe('createVideo and updateVideo', () => {
  it('creates a video, then updates it, as the database stores it', async () => {
    const admin = asUser(suite(), suite().adminToken);
    const created = await admin<{ createVideo: WriteResult<'video', VideoData> }>(CREATE_VIDEO, {
      input: {
        title: 'Treinamento de vendas',
        description: 'Técnicas de negociação.',
        url: 'https://www.youtube.com/watch?v=Ij4kL5mN6oP',
        type: 'INTERNAL',
        isActive: true,
      },
    });
    expect(created.errors).toBeUndefined();
    const result = created.data?.createVideo;
    expect(result).toMatchObject({ ok: true, message: 'Vídeo cadastrado com sucesso!', error: null });
    expect(result?.video).toMatchObject({
      title: 'Treinamento de vendas',
      description: 'Técnicas de negociação.',
      url: 'https://www.youtube.com/watch?v=Ij4kL5mN6oP',
      embedUrl: 'https://www.youtube.com/embed/Ij4kL5mN6oP',
      type: 'INTERNAL',
      isActive: true,
    });
    const id = result?.video?.id ?? '';
    expect(videoRows().find((row) => String(row.id) === id)).toMatchObject({
      title: 'Treinamento de vendas',
      type: 'internal',
      is_active: 1,
    });

    const updated = await admin<{ updateVideo: WriteResult<'video', VideoData> }>(UPDATE_VIDEO, {
      id,
      input: { title: 'Treinamento de vendas (2ª edição)', url: 'https://vimeo.com/76979871', type: 'EXTERNAL', isActive: false },
    });
    expect(updated.data?.updateVideo).toMatchObject({
      ok: true,
      message: 'Vídeo atualizado com sucesso!',
      video: {
        id,
        title: 'Treinamento de vendas (2ª edição)',
        embedUrl: 'https://player.vimeo.com/video/76979871',
        type: 'EXTERNAL',
        isActive: false,
      },
    });
    expect(videoRows().find((row) => String(row.id) === id)).toMatchObject({
      video_url: 'https://vimeo.com/76979871',
      type: 'external',
      is_active: 0,
    });
    const inactive = await admin<{ videos: VideoData[] }>(VIDEOS, { isActive: false });
    expect(inactive.data?.videos.map((video) => video.id)).toContain(id);
  });

  it('answers validation failures as data under the input names, storing nothing', async () => {
    const before = videoRows().length;
    const answer = await asUser(suite(), suite().adminToken)<{ createVideo: WriteResult<'video', VideoData> }>(CREATE_VIDEO, {
      input: { title: '', url: 'https://exemplo.com.br/video.mp4', type: 'EXTERNAL', isActive: true },
    });
    expect(answer.errors).toBeUndefined();
    const result = answer.data?.createVideo;
    expect(result).toMatchObject({ ok: false, message: null, video: null });
    const fields = result?.error?.fieldErrors.map((error) => error.field);
    expect(fields).toContain('title');
    expect(fields).toContain('url');
    expect(result?.error?.fieldErrors.find((error) => error.field === 'title')?.message).toBe('O título é obrigatório.');
    expect(result?.error?.fieldErrors.find((error) => error.field === 'url')?.message).toBe('Informe um endereço do YouTube ou do Vimeo.');
    expect(videoRows().length).toBe(before);
  });

  it('does not find a video that does not exist', async () => {
    const answer = await asUser(suite(), suite().adminToken)<{ updateVideo: WriteResult<'video', VideoData> }>(UPDATE_VIDEO, {
      id: '987654',
      input: { title: 'Ninguém' },
    });
    expect(errorsOf(answer)[0]?.code).toBe('NOT_FOUND');
  });
});
