import { describe, expect, it } from 'vitest';
import full from '../normalize/fixtures/catalogue-full.json' with { type: 'json' };
import type { RawProperty } from '../rest/types.js';
import { answeringApi } from '../rest/testing/answeringApi.js';
import { countPublicProperties, sitemapEntryPages, type CatalogueRange } from './sitemap-catalogue.js';

/** A catalogue of `size` properties, ids `size` down to 1, paged as the API pages it. */
function pagingApi(size: number): ReturnType<typeof answeringApi> {
  return answeringApi((url) => {
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    const ids = Array.from({ length: size }, (_, index) => size - index).slice((page - 1) * perPage, page * perPage);
    const properties: RawProperty[] = ids.map((id) => ({ id, slug: `casa-${id}`, code: `V-${id}-2026`, operation: 'sale', type: 'house' }));
    return { status: 200, body: { data: [{ properties, total: size, page, per_page: perPage }] } };
  });
}

async function slugPages(pages: AsyncGenerator<{ slug: string }[]>): Promise<string[][]> {
  const result: string[][] = [];
  for await (const entries of pages) result.push(entries.map((entry) => entry.slug));
  return result;
}

const range = (start: number, count: number): CatalogueRange => ({ start, count });

describe('countPublicProperties', () => {
  it('asks for one property and reads the total', async () => {
    const { api, requests } = pagingApi(7);
    expect(await countPublicProperties(api, {})).toBe(7);
    expect(requests.map((url) => url.search)).toEqual(['?page=1&per_page=1']);
  });

  it('counts the whole catalogue of an upstream that does not page', async () => {
    const { api } = answeringApi(() => ({ status: 200, body: full }));
    expect(await countPublicProperties(api, {})).toBe(12);
  });
});

describe('sitemapEntryPages', () => {
  it('asks page after page, newest first, and cuts the range out of them', async () => {
    const { api, requests } = pagingApi(7);
    expect(await slugPages(sitemapEntryPages(api, range(1, 4), {}, 2))).toEqual([['casa-6'], ['casa-5', 'casa-4'], ['casa-3']]);
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('stops at the end of the catalogue', async () => {
    const { api, requests } = pagingApi(7);
    expect(await slugPages(sitemapEntryPages(api, range(3, 50), {}, 3))).toEqual([['casa-4', 'casa-3', 'casa-2'], ['casa-1']]);
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['2', '3']);
  });

  it('yields nothing for a range past the end', async () => {
    const { api } = pagingApi(7);
    expect(await slugPages(sitemapEntryPages(api, range(9, 3), {}, 100))).toEqual([]);
  });

  it('asks for the next page only once the previous one is taken', async () => {
    const { api, requests } = pagingApi(250);
    const pages = sitemapEntryPages(api, range(0, 250), {});
    await pages.next();
    expect(requests.map((url) => url.search)).toEqual(['?page=1&per_page=100']);
    await pages.next();
    expect(requests).toHaveLength(2);
    await pages.return();
  });

  it('cuts the range out of the whole catalogue of an upstream that does not page', async () => {
    const { api, requests } = answeringApi(() => ({ status: 200, body: full }));
    expect(await slugPages(sitemapEntryPages(api, range(10, 5), {}))).toEqual([
      [expect.stringMatching(/-14$/) as string, expect.stringMatching(/-13$/) as string],
    ]);
    expect(requests).toHaveLength(1);
    expect(await slugPages(sitemapEntryPages(api, range(12, 5), {}))).toEqual([]);
  });
});
