import { describe, expect, it, vi } from 'vitest';
import { PageCache, type CachedPage } from './page-cache.js';

const page = (status: number, html = `<p>${status}</p>`): CachedPage => ({ status, html });

const counted = (answer: CachedPage) => vi.fn(() => Promise.resolve(answer));

describe('PageCache', () => {
  it('serves a found page and an unknown property again without rendering them', async () => {
    const cache = new PageCache();
    const found = counted(page(200));
    const unknown = counted(page(404));
    expect(await cache.page('/imovel/casa-1', found)).toEqual(page(200));
    expect(await cache.page('/imovel/casa-1', found)).toEqual(page(200));
    expect(await cache.page('/imovel/nenhum', unknown)).toEqual(page(404));
    expect(await cache.page('/imovel/nenhum', unknown)).toEqual(page(404));
    expect(found).toHaveBeenCalledTimes(1);
    expect(unknown).toHaveBeenCalledTimes(1);
  });

  it('renders an unavailable page (503) again on the next visit', async () => {
    const cache = new PageCache();
    const unavailable = counted(page(503));
    await cache.page('/', unavailable);
    await cache.page('/', unavailable);
    expect(unavailable).toHaveBeenCalledTimes(2);
  });

  it('keeps each address apart', async () => {
    const cache = new PageCache();
    await cache.page('http://a.test/', counted(page(200, 'a')));
    expect(await cache.page('http://b.test/', counted(page(200, 'b')))).toEqual(page(200, 'b'));
    expect(await cache.page('http://a.test/', counted(page(200, 'other')))).toEqual(page(200, 'a'));
  });

  it('renders once for visits arriving while the page is being rendered', async () => {
    const cache = new PageCache();
    let finish: (answer: CachedPage) => void = () => undefined;
    const render = vi.fn(() => new Promise<CachedPage>((resolve) => (finish = resolve)));
    const visits = [cache.page('/', render), cache.page('/', render), cache.page('/', render)];
    finish(page(200));
    expect(await Promise.all(visits)).toEqual([page(200), page(200), page(200)]);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('passes a failed render on and tries again on the next visit', async () => {
    const cache = new PageCache();
    await expect(cache.page('/', () => Promise.reject(new Error('sem dados')))).rejects.toThrow('sem dados');
    expect(await cache.page('/', counted(page(200)))).toEqual(page(200));
  });

  it('forgets a page once its time is over', async () => {
    const cache = new PageCache({ ttlMs: 50, maxPages: 10, maxChars: 1000 });
    const render = counted(page(200));
    await cache.page('/', render);
    await cache.page('/', render);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await cache.page('/', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxPages pages and maxChars characters, the least recently used leaving first', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxPages: 2, maxChars: 10 });
    const first = counted(page(200, 'aaaa'));
    await cache.page('/1', first);
    await cache.page('/2', counted(page(200, 'bbbb')));
    await cache.page('/3', counted(page(200, 'cccc')));
    await cache.page('/1', first);
    expect(first).toHaveBeenCalledTimes(2);
    const huge = counted(page(200, 'x'.repeat(11)));
    await cache.page('/huge', huge);
    await cache.page('/huge', huge);
    expect(huge).toHaveBeenCalledTimes(2);
  });

  it('drops every page after a successful staff write, and none after a refused one', async () => {
    const cache = new PageCache();
    const render = counted(page(200));
    await cache.page('/', render);
    expect(await cache.clearAfter(Promise.resolve({ ok: false, message: 'Título obrigatório' }))).toEqual({
      ok: false,
      message: 'Título obrigatório',
    });
    await cache.page('/', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(await cache.clearAfter(Promise.resolve({ ok: true }))).toEqual({ ok: true });
    await cache.page('/', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('does not keep a page whose render began before a clear', async () => {
    const cache = new PageCache();
    let finish: (answer: CachedPage) => void = () => undefined;
    const visit = cache.page('/', () => new Promise<CachedPage>((resolve) => (finish = resolve)));
    void cache.clear();
    finish(page(200, 'antes'));
    expect(await visit).toEqual(page(200, 'antes'));
    expect(await cache.page('/', counted(page(200, 'depois')))).toEqual(page(200, 'depois'));
  });
});
