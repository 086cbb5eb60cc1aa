import type { AddressInfo } from 'node:net';
import express from 'express';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgencyApi } from '../rest/agency-api.js';
import type { RawCompanyEnvelope } from '../rest/types.js';
import { FALLBACK_SITE_NAME, renderShareImage, shareImageRouter, shareImageSvg } from './share-image.js';

describe('shareImageSvg', () => {
  it('writes the name escaped, in white on the brand colour', () => {
    const svg = shareImageSvg('Souza & Filhos <"Imóveis">\n');
    expect(svg).toContain('fill="#0b5394"');
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('>Souza &amp; Filhos &lt;&quot;Imóveis&quot;&gt;</text>');
  });

  it('shrinks the letters of a long name to fit the width', () => {
    const size = (svg: string): number => Number(/font-size="(\d+)"/.exec(svg)?.[1]);
    expect(size(shareImageSvg('Imobiliária'))).toBe(120);
    expect(size(shareImageSvg('Imobiliária Souza, Pereira e Associados Ltda.'))).toBeLessThan(60);
  });
});

describe('renderShareImage', () => {
  it('makes a 1200×630 progressive JPEG', async () => {
    const bytes = await renderShareImage('Imobiliária Horizonte');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630, isProgressive: true });
    expect(bytes.length).toBeLessThan(300 * 1024);
  });
});

describe('GET /share-image.jpg', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serve(company: () => Promise<RawCompanyEnvelope>): Promise<(path: string) => Promise<Response>> {
    const app = express().use(shareImageRouter({ company } as unknown as AgencyApi));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => server.close();
    const { port } = server.address() as AddressInfo;
    return (path) => fetch(`http://127.0.0.1:${port}${path}`);
  }

  it("makes the picture once with the agency's name, cached for an hour", async () => {
    const company = vi.fn(() => Promise.resolve<RawCompanyEnvelope>({ data: [{ name: 'Imobiliária Horizonte' }] }));
    const get = await serve(company);
    const first = await get('/share-image.jpg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.equals(await renderShareImage('Imobiliária Horizonte'))).toBe(true);
    expect(Buffer.from(await (await get('/share-image.jpg')).arrayBuffer()).equals(bytes)).toBe(true);
    expect(company).toHaveBeenCalledTimes(1);
  });

  it('uses the default site name while the company cannot be read, and asks again next time', async () => {
    const company = vi.fn(() => Promise.reject(new Error('API fora do ar')));
    const get = await serve(company);
    const fallback = await renderShareImage(FALLBACK_SITE_NAME);
    for (let request = 0; request < 2; request += 1) {
      const response = await get('/share-image.jpg');
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(fallback)).toBe(true);
    }
    expect(company).toHaveBeenCalledTimes(2);
  });
});
