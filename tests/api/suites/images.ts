import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueEnvelope, ErrorJson } from '../support/contract.js';
import type { TestApi } from '../support/test-api.js';

interface RawResponse {
  status: number;
  body: string;
}

/** Sends the path exactly as written (fetch would resolve `..` before sending). */
function rawGet(baseUrl: string, rawPath: string, apiKey: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}/`, { path: rawPath, headers: { 'X-API-Key': apiKey } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function download(url: string, apiKey: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await fetch(url, { headers: { 'X-API-Key': apiKey } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** GET /images/{file}: originals, WebP variants, the share JPEG, caching, refusals. */
export function imagesSuite(testApi: () => TestApi): void {
  let photo = '';
  let largestPhoto = '';

  beforeAll(async () => {
    const envelope = await testApi().getJson<CatalogueEnvelope>('/api/properties');
    const properties = envelope.data[0]?.properties ?? [];
    photo = properties.find((property) => property.images.length > 1)?.images[0] ?? '';
    expect(photo).not.toBe('');
    const sizes = properties
      .flatMap((property) => property.images)
      .map((name) => ({ name, bytes: statSync(path.join(testApi().dataDir, 'images', name)).size }));
    largestPhoto = sizes.reduce((largest, entry) => (entry.bytes > largest.bytes ? entry : largest)).name;
  });

  describe('GET /images/{file}', () => {
    it('answers the stored JPEG original with a year-long immutable cache', async () => {
      const { api } = testApi();
      const { response, bytes } = await download(`${api.url}/images/${photo}`, api.apiKey);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    });

    it('answers 304 with no body to a request that already holds the photo by its entity tag or date', async () => {
      const { api } = testApi();
      const first = await fetch(`${api.url}/images/${photo}`, { headers: { 'X-API-Key': api.apiKey } });
      await first.arrayBuffer();
      const etag = first.headers.get('etag') ?? '';
      const lastModified = first.headers.get('last-modified') ?? '';
      expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(lastModified).toMatch(/GMT$/);
      // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given; the gateway sends none.
      const conditions: Array<Record<string, string>> = [{ 'If-None-Match': etag }, { 'If-Modified-Since': lastModified }];
      for (const condition of conditions) {
        const again = await fetch(`${api.url}/images/${photo}`, {
          headers: { 'X-API-Key': api.apiKey, 'Cache-Control': 'max-age=0', ...condition },
        });
        expect(again.status).toBe(304);
        expect((await again.arrayBuffer()).byteLength).toBe(0);
        expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
    });

    it('answers ?w=640 as a WebP 640 wide, under 200 KB, kept on disk for the next request', async () => {
      const { api, dataDir } = testApi();
      const { response, bytes } = await download(`${api.url}/images/${photo}?w=640`, api.apiKey);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(bytes.length).toBeLessThan(200 * 1024);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 427 });
      expect(existsSync(path.join(dataDir, 'image-variants', 'w640', `${photo}.webp`))).toBe(true);
      const again = await download(`${api.url}/images/${photo}?w=640`, api.apiKey);
      expect(again.bytes.equals(bytes)).toBe(true);
    });

    it('makes every documented width and never enlarges the original', async () => {
      const { api } = testApi();
      for (const [width, expected] of [
        ['320', 320],
        ['1080', 1080],
        ['1600', 1200],
      ] as const) {
        const { response, bytes } = await download(`${api.url}/images/${photo}?w=${width}`, api.apiKey);
        expect(response.status).toBe(200);
        expect((await sharp(bytes).metadata()).width).toBe(expected);
      }
    });

    it('answers ?variant=share as a 1200×630 progressive JPEG under 300 KB, kept on disk for the next request', async () => {
      const { api, dataDir } = testApi();
      const { response, bytes } = await download(`${api.url}/images/${largestPhoto}?variant=share`, api.apiKey);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(bytes.length).toBeLessThan(300 * 1024);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630, isProgressive: true });
      expect(existsSync(path.join(dataDir, 'image-variants', 'share', `${largestPhoto}.jpg`))).toBe(true);
      const again = await download(`${api.url}/images/${largestPhoto}?variant=share`, api.apiKey);
      expect(again.bytes.equals(bytes)).toBe(true);
    });

    it('answers ?variant=portal as a JPEG at most 1600 px wide for the portals, never enlarged, kept on disk', async () => {
      const { api, dataDir } = testApi();
      const original = await sharp(path.join(dataDir, 'images', largestPhoto)).metadata();
      const { response, bytes } = await download(`${api.url}/images/${largestPhoto}?variant=portal`, api.apiKey);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.width).toBe(Math.min(1600, original.width ?? 0));
      expect(existsSync(path.join(dataDir, 'image-variants', 'portal', `${largestPhoto}.jpg`))).toBe(true);
    });

    it('answers 422 for a variant outside the list, and for w and variant together', async () => {
      const unknown = await testApi().request(`/images/${photo}?variant=thumb`);
      expect(unknown.status).toBe(422);
      expect(unknown.json).toEqual({
        message: 'Parâmetros de consulta inválidos.',
        errors: { variant: ['Valor inválido. Use um destes: share, portal.'] },
      });
      const both = await testApi().request(`/images/${photo}?w=640&variant=share`);
      expect(both.status).toBe(422);
      expect(both.json).toEqual({ message: 'Parâmetros de consulta inválidos.', errors: { variant: ['Use w ou variant, não os dois.'] } });
    });

    it('answers 422 for a width outside the list', async () => {
      const response = await testApi().request(`/images/${photo}?w=500`);
      expect(response.status).toBe(422);
      expect((response.json as ErrorJson).errors).toHaveProperty('w');
    });

    it('answers 404 JSON for a missing file', async () => {
      const response = await testApi().request('/images/0123456789abcdef.jpg');
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ message: 'Imagem não encontrada.' });
      expect((await testApi().request('/images/0123456789abcdef.jpg?w=640')).status).toBe(404);
    });

    it('refuses paths that leave the images folder', async () => {
      const { api } = testApi();
      const attempts = [
        '/images/..%2Fapp.db',
        '/images/..%2Fapi-key',
        '/images/%2e%2e%2fapi-key',
        '/images/..%5capi-key',
        '/images/../api-key',
        '/images/..%2F..%2Fetc%2Fpasswd',
        '/images/.hidden.jpg',
        '/images/%2Fetc%2Fpasswd',
      ];
      for (const attempt of attempts) {
        const response = await rawGet(api.url, attempt, api.apiKey);
        expect(response.status, attempt).toBe(404);
        expect(response.body).not.toContain(api.apiKey);
        expect(response.body).not.toContain('SQLite');
        expect((JSON.parse(response.body) as ErrorJson).message).toMatch(/não encontrad/);
      }
    });

    it('needs the API key like every other call', async () => {
      const response = await testApi().request(`/images/${photo}`, { key: null });
      expect(response.status).toBe(401);
    });
  });
}
