import { describe, expect, it } from 'vitest';
import { attachmentFileName, fetchStaffFile } from './staffFile';

function answering(response: Response | Error): { fetchFile: typeof fetch; requests: { url: string; init: RequestInit | undefined }[] } {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFile: typeof fetch = (input, init) => {
    requests.push({ url: input instanceof Request ? input.url : input.toString(), init });
    return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
  };
  return { fetchFile, requests };
}

const ZIP = new Uint8Array([0x50, 0x4b, 3, 4]);

describe("fetchStaffFile: a person's data", () => {
  it('sends the bearer token, never from the cache, and answers the zip under the name the server gave', async () => {
    const { fetchFile, requests } = answering(
      new Response(ZIP, { status: 200, headers: { 'content-disposition': 'attachment; filename="dados-pessoais-2026-11-27.zip"' } }),
    );
    const answer = await fetchStaffFile('/privacidade/exportar?email=a%40b.com', 'abc', 'dados.zip', fetchFile);
    expect(answer.kind).toBe('file');
    if (answer.kind === 'file') {
      expect(answer.fileName).toBe('dados-pessoais-2026-11-27.zip');
      expect(new Uint8Array(await answer.blob.arrayBuffer())).toEqual(ZIP);
    }
    expect(requests).toEqual([
      { url: '/privacidade/exportar?email=a%40b.com', init: { headers: { Authorization: 'Bearer abc' }, cache: 'no-store' } },
    ]);
  });

  it('tells an expired session apart, and keeps the server text of a refusal, not of a failure', async () => {
    expect(
      await fetchStaffFile('/f', 't', 'd.zip', answering(Response.json({ message: 'Faça login.' }, { status: 401 })).fetchFile),
    ).toEqual({
      kind: 'unauthenticated',
    });
    const forbidden = Response.json({ message: 'Você não tem permissão para acessar este recurso.' }, { status: 403 });
    expect(await fetchStaffFile('/f', 't', 'd.zip', answering(forbidden).fetchFile)).toEqual({
      kind: 'failed',
      message: 'Você não tem permissão para acessar este recurso.',
    });
    const failure = Response.json({ message: 'Erro interno.' }, { status: 502 });
    expect(await fetchStaffFile('/f', 't', 'd.zip', answering(failure).fetchFile)).toEqual({ kind: 'failed', message: null });
    expect(await fetchStaffFile('/f', 't', 'd.zip', answering(new TypeError('offline')).fetchFile)).toEqual({
      kind: 'failed',
      message: null,
    });
  });
});

describe('attachmentFileName', () => {
  it('reads the quoted name, drops any folder, and falls back without one', () => {
    expect(attachmentFileName('attachment; filename="dados-pessoais-2026-11-27.zip"', 'x.zip')).toBe('dados-pessoais-2026-11-27.zip');
    expect(attachmentFileName('attachment; filename="../../etc/dados.zip"', 'x.zip')).toBe('dados.zip');
    expect(attachmentFileName('attachment', 'x.zip')).toBe('x.zip');
    expect(attachmentFileName(null, 'x.zip')).toBe('x.zip');
  });
});

describe("fetchStaffFile: a contract template's document", () => {
  it('sends the bearer token and answers the file', async () => {
    const { fetchFile, requests } = answering(new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }));
    const answer = await fetchStaffFile('/contract-templates/7/file', 'abc', 'modelo.pdf', fetchFile);
    expect(answer.kind).toBe('file');
    if (answer.kind === 'file') expect(new Uint8Array(await answer.blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/contract-templates/7/file');
    expect(requests[0]?.init?.headers).toEqual({ Authorization: 'Bearer abc' });
  });

  it('tells an expired session apart', async () => {
    const { fetchFile } = answering(Response.json({ message: 'Faça login.' }, { status: 401 }));
    expect(await fetchStaffFile('/f', 'abc', 'modelo.pdf', fetchFile)).toEqual({ kind: 'unauthenticated' });
  });

  it('keeps the server text of a refusal, not of a failure', async () => {
    expect(
      await fetchStaffFile(
        '/f',
        't',
        'modelo.pdf',
        answering(Response.json({ message: 'O modelo de documento não foi encontrado.' }, { status: 404 })).fetchFile,
      ),
    ).toEqual({
      kind: 'failed',
      message: 'O modelo de documento não foi encontrado.',
    });
    expect(
      await fetchStaffFile('/f', 't', 'modelo.pdf', answering(Response.json({ message: 'Erro interno.' }, { status: 502 })).fetchFile),
    ).toEqual({
      kind: 'failed',
      message: null,
    });
    expect(await fetchStaffFile('/f', 't', 'modelo.pdf', answering(new Response('<html>', { status: 403 })).fetchFile)).toEqual({
      kind: 'failed',
      message: null,
    });
    expect(await fetchStaffFile('/f', 't', 'modelo.pdf', answering(new TypeError('offline')).fetchFile)).toEqual({
      kind: 'failed',
      message: null,
    });
  });
});
