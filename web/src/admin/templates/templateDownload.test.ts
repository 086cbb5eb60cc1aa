import { describe, expect, it } from 'vitest';
import { fetchTemplateFile } from './templateDownload';

function answering(response: Response | Error): { fetchFile: typeof fetch; requests: { url: string; init: RequestInit | undefined }[] } {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFile: typeof fetch = (input, init) => {
    requests.push({ url: input instanceof Request ? input.url : input.toString(), init });
    return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
  };
  return { fetchFile, requests };
}

describe('fetchTemplateFile', () => {
  it('sends the bearer token and answers the file', async () => {
    const { fetchFile, requests } = answering(new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }));
    const answer = await fetchTemplateFile('/contract-templates/7/file', 'abc', fetchFile);
    expect(answer.kind).toBe('file');
    if (answer.kind === 'file') expect(new Uint8Array(await answer.blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/contract-templates/7/file');
    expect(requests[0]?.init?.headers).toEqual({ Authorization: 'Bearer abc' });
  });

  it('tells an expired session apart', async () => {
    const { fetchFile } = answering(Response.json({ message: 'Faça login.' }, { status: 401 }));
    expect(await fetchTemplateFile('/f', 'abc', fetchFile)).toEqual({ kind: 'unauthenticated' });
  });

  it('keeps the server text of a refusal, not of a failure', async () => {
    expect(
      await fetchTemplateFile(
        '/f',
        't',
        answering(Response.json({ message: 'O modelo de documento não foi encontrado.' }, { status: 404 })).fetchFile,
      ),
    ).toEqual({
      kind: 'failed',
      message: 'O modelo de documento não foi encontrado.',
    });
    expect(await fetchTemplateFile('/f', 't', answering(Response.json({ message: 'Erro interno.' }, { status: 502 })).fetchFile)).toEqual({
      kind: 'failed',
      message: null,
    });
    expect(await fetchTemplateFile('/f', 't', answering(new Response('<html>', { status: 403 })).fetchFile)).toEqual({
      kind: 'failed',
      message: null,
    });
    expect(await fetchTemplateFile('/f', 't', answering(new TypeError('offline')).fetchFile)).toEqual({ kind: 'failed', message: null });
  });
});
