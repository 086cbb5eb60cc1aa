import { describe, expect, it } from 'vitest';
import type { RawCatalogueEnvelope } from '../rest/types.js';
import full from './fixtures/catalogue-full.json' with { type: 'json' };
import paged from './fixtures/catalogue-page.json' with { type: 'json' };
import { toSitemapAnswer, toW3cDatetime } from './sitemap-entry.js';

describe('toSitemapAnswer', () => {
  it('reads each property page with its last change and absolute photo URLs, and the paging echo', () => {
    expect(toSitemapAnswer(paged as RawCatalogueEnvelope, { publicUrl: 'https://imoveis.exemplo.com.br' })).toEqual({
      entries: [
        {
          id: '24',
          slug: 'apartamento-perto-da-unicamp-24',
          lastModified: '2026-01-24T10:00:00.000Z',
          imageUrls: [
            'https://imoveis.exemplo.com.br/images/foto-24-a.jpg',
            'https://imoveis.exemplo.com.br/images/foto-24-b.jpg',
            'https://imoveis.exemplo.com.br/images/foto-24-c.jpg',
          ],
        },
        { id: '22', slug: 'casa-nova-no-alphaville-22', lastModified: '2026-01-22T10:00:00.000Z', imageUrls: [] },
      ],
      total: 5,
      page: 1,
      perPage: 2,
    });
  });

  it('gives the photos at the public bucket when one is set', () => {
    const options = { publicUrl: 'https://imoveis.exemplo.com.br', storagePublicUrl: 'https://cdn.exemplo.com.br' };
    expect(toSitemapAnswer(paged as RawCatalogueEnvelope, options).entries[0]?.imageUrls).toEqual([
      'https://cdn.exemplo.com.br/images/foto-24-a.jpg',
      'https://cdn.exemplo.com.br/images/foto-24-b.jpg',
      'https://cdn.exemplo.com.br/images/foto-24-c.jpg',
    ]);
  });

  it('has no paging echo for the original catalogue call', () => {
    const answer = toSitemapAnswer(full);
    expect(answer.entries).toHaveLength(12);
    expect([answer.total, answer.page, answer.perPage]).toEqual([null, null, null]);
  });

  it('leaves out records the site cannot show', () => {
    const envelope: RawCatalogueEnvelope = { data: [{ properties: [{ id: 1, operation: 'sale', type: 'castle' }] }] };
    expect(toSitemapAnswer(envelope).entries).toEqual([]);
  });
});

describe('toW3cDatetime', () => {
  it('writes a readable timestamp in UTC and drops anything else', () => {
    expect(toW3cDatetime('2026-11-21T10:00:00.000Z')).toBe('2026-11-21T10:00:00.000Z');
    expect(toW3cDatetime('2026-11-21T07:00:00-03:00')).toBe('2026-11-21T10:00:00.000Z');
    expect([toW3cDatetime(''), toW3cDatetime(null), toW3cDatetime('ontem')]).toEqual([null, null, null]);
  });
});
