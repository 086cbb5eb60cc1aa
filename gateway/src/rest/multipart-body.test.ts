import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MultipartBody } from './multipart-body.js';

let dir: string;
const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff, 0xd9]);
const bigger = Buffer.alloc(200_000, 0x5a);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multipart-body-test-'));
  await writeFile(path.join(dir, 'a'), photo);
  await writeFile(path.join(dir, 'b'), bigger);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function bodyOf() {
  return new MultipartBody({
    fields: [
      ['title', 'Casa com "varanda"'],
      ['description', 'Linha 1\nLinha 2 — acentuação'],
      ['title', 'repetido'],
    ],
    files: [
      { field: 'mainImage', fileName: 'frente "1".jpg', contentType: 'image/jpeg', path: path.join(dir, 'a'), size: photo.length },
      { field: 'otherImages', fileName: 'fundo.png', contentType: 'image/png', path: path.join(dir, 'b'), size: bigger.length },
      { field: 'otherImages', fileName: 'sala.jpg', contentType: 'image/jpeg', path: path.join(dir, 'a'), size: photo.length },
    ],
  });
}

describe('MultipartBody', () => {
  it('streams a multipart/form-data body that a standard parser reads back field by field and file by file', async () => {
    const body = bodyOf();
    const bytes = await buffer(body.stream());
    expect(bytes.length).toBe(body.length);
    const form = await new Response(bytes, { headers: { 'content-type': body.contentType } }).formData();
    expect(form.getAll('title')).toEqual(['Casa com "varanda"', 'repetido']);
    expect(form.get('description')).toBe('Linha 1\nLinha 2 — acentuação');
    const main = form.get('mainImage');
    expect(main).toBeInstanceOf(File);
    expect(Buffer.from(await (main as File).arrayBuffer())).toEqual(photo);
    expect((main as File).type).toBe('image/jpeg');
    const others = form.getAll('otherImages') as File[];
    expect(others.map((file) => [file.name, file.type, file.size])).toEqual([
      ['fundo.png', 'image/png', bigger.length],
      ['sala.jpg', 'image/jpeg', photo.length],
    ]);
    expect(Buffer.from(await others[0]!.arrayBuffer()).equals(bigger)).toBe(true);
  });

  it('uses a fresh random boundary and can be streamed again', async () => {
    const body = bodyOf();
    expect(body.contentType).toBe(`multipart/form-data; boundary=${body.boundary}`);
    expect(bodyOf().boundary).not.toBe(body.boundary);
    const first = await buffer(body.stream());
    const second = await buffer(body.stream());
    expect(second.equals(first)).toBe(true);
  });
});
