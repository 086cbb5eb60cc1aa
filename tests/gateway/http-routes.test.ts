import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRawRequest, type RawResponse } from '../support/raw-http.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { queryData, restJson, type PropertyPageData, PROPERTY_PAGE_QUERY, type RawCatalogue } from './support.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const get = (route: string, headers: Record<string, string> = {}): Promise<Response> => fetch(`${stack.gatewayUrl}${route}`, { headers });

/** A link-preview picture: a 1200×630 JPEG under 300 KB, with the given cache header. */
async function expectShareJpeg(response: Response, cacheControl: string): Promise<void> {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  expect(response.headers.get('cache-control')).toBe(cacheControl);
  expect(bytes.length).toBeLessThan(300 * 1024);
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
}

describe('images', () => {
  it('streams a card-sized WebP under 200 KB with the API cache headers', async () => {
    const { properties } = await queryData<PropertyPageData>(stack.gatewayUrl, PROPERTY_PAGE_QUERY, { perPage: 48 });
    const image = properties.items.find((item) => item.mainImage)?.mainImage;
    expect(image).toBeTruthy();
    const card = await get(image?.cardUrl ?? '');
    const bytes = (await card.arrayBuffer()).byteLength;
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/webp');
    expect(card.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(200 * 1024);
    const original = await get(image?.url ?? '');
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
    expect(Number(original.headers.get('content-length'))).toBe((await original.arrayBuffer()).byteLength);
  });

  it('streams the 1200×630 share JPEG of a photo at its GraphQL shareUrl', async () => {
    const { properties } = await queryData<PropertyPageData>(stack.gatewayUrl, PROPERTY_PAGE_QUERY, { perPage: 48 });
    const image = properties.items.find((item) => item.mainImage)?.mainImage;
    expect(image?.shareUrl).toBe(`/images/${image?.fileName ?? ''}?variant=share`);
    await expectShareJpeg(await get(image?.shareUrl ?? ''), 'public, max-age=31536000, immutable');
  });

  it('keeps the API status for a missing photo', async () => {
    const response = await get('/images/nao-existe.jpg');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as { message: string }).message).toMatch(/não encontrad/);
  });

  it('never reaches outside the photos for a path-like name', async () => {
    for (const route of ['/images/..%2Fapp.db', '/images/a/b.jpg', '/images/.hidden']) {
      const response = await get(route);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Recurso não encontrado.' });
    }
  });
});

describe('share-image.jpg', () => {
  it('serves the branded 1200×630 JPEG under 300 KB, cached for an hour', async () => {
    await expectShareJpeg(await get('/share-image.jpg'), 'public, max-age=3600');
  });
});

describe('health', () => {
  it('answers 200 while the API answers', async () => {
    const response = await get('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('serves robots.txt as text pointing to the sitemap', async () => {
    const response = await get('/robots.txt', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      `User-agent: *\nAllow: /\nDisallow: /app\nDisallow: /training-videos\n\nSitemap: ${stack.gatewayUrl}/sitemap.xml\n`,
    );
  });

  it('lists the public pages and every public property through the sitemap index', async () => {
    const response = await get('/sitemap.xml', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const index = await response.text();
    expect(
      index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    const files = locationsIn(index);
    expect(files).toEqual([`${stack.gatewayUrl}/sitemaps/pages.xml`, `${stack.gatewayUrl}/sitemaps/imoveis-1.xml`]);
    const children = await Promise.all(files.map(async (file) => (await fetch(file, { headers: { accept: 'text/html' } })).text()));
    const rest = await restJson<RawCatalogue>(stack.apiUrl, stack.apiKey, '/api/properties');
    const slugs = rest.data[0]?.properties.map((row) => row.slug) ?? [];
    expect(children.flatMap(locationsIn).sort()).toEqual(
      [
        `${stack.gatewayUrl}/`,
        `${stack.gatewayUrl}/horarios`,
        `${stack.gatewayUrl}/cadastre-seu-imovel`,
        `${stack.gatewayUrl}/privacidade`,
        ...slugs.map((slug) => `${stack.gatewayUrl}/imovel/${slug}`),
      ].sort(),
    );
  });
});

const locationsIn = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

describe('GraphQL endpoint', () => {
  const query = encodeURIComponent('{ company { name } }');

  it('refuses a GET query without the preflight header (CSRF prevention)', async () => {
    const response = await get(`/graphql?query=${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.message).toMatch(/^Operação bloqueada como possível falsificação de requisição \(CSRF\)/);
    expect(body.errors[0]?.extensions).toEqual({ code: 'BAD_REQUEST' });
  });

  it('answers a GET query that carries the preflight header', async () => {
    const response = await get(`/graphql?query=${query}`, { 'apollo-require-preflight': 'true' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { company: { name: string } } };
    expect(body.data.company.name.length).toBeGreaterThan(0);
  });

  it('never sends stack traces or internals in errors', async () => {
    const invalid = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ properties(perPage: 0) { total } nope }' }),
    });
    const validation = await invalid.text();
    const badInput = await (
      await fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ properties(perPage: 0) { total } }' }),
      })
    ).text();
    const brokenJson = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(brokenJson.status).toBe(400);
    const brokenBody = await brokenJson.text();
    expect(JSON.parse(brokenBody)).toEqual({ message: 'Requisição inválida.' });
    expect(JSON.parse(badInput)).toEqual({
      data: null,
      errors: [
        {
          message: 'A quantidade por página deve ser um número inteiro entre 1 e 48.',
          locations: [{ line: 1, column: 3 }],
          path: ['properties'],
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
    for (const text of [validation, badInput, brokenBody]) {
      expect(text).not.toMatch(/stacktrace|exception|\bat .+\.(ts|js):\d+/);
    }
  });
});

describe('GraphQL explorer', () => {
  it('serves the bundled GraphiQL page to a browser at /graphql, with its script and workers', async () => {
    const page = await get('/graphql', { accept: 'text/html,application/xhtml+xml' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const script = /<script type="module" crossorigin src="(\/graphql\/explorer\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect(html).not.toMatch(/(src|href)="https?:/);
    const js = await get(script ?? '');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const route of ['/graphql/explorer', '/graphql/explorer/']) {
      expect(await (await get(route, { accept: 'text/html' })).text()).toBe(html);
    }
    const workers = readdirSync(path.join(repoRoot, 'gateway/dist-explorer/assets')).filter((file) => /\.worker-.+\.js$/.test(file));
    expect(workers.length).toBe(3);
    for (const worker of workers) {
      expect((await get(`/graphql/explorer/assets/${worker}`)).status).toBe(200);
    }
  });
});

describe('GraphQL explorer in a browser with no internet', () => {
  it('renders GraphiQL and runs its sample query through CSRF prevention', async () => {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
    try {
      const page = await browser.newPage();
      const outside: string[] = [];
      const failures: string[] = [];
      await page.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (url.origin === stack.gatewayUrl || url.protocol === 'blob:' || url.protocol === 'data:') return route.continue();
        outside.push(url.href);
        return route.abort();
      });
      page.on('pageerror', (error) => failures.push(error.message));
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`${stack.gatewayUrl}/graphql`);
      // The Monaco editors load their model asynchronously: run once the sample query is on screen.
      await page.locator('.graphiql-query-editor').getByText('Catalogo').first().waitFor({ timeout: 20_000 });
      const result = page.locator('.graphiql-response');
      for (let attempt = 0; attempt < 10 && !(await result.innerText()).includes('"total"'); attempt += 1) {
        await page.locator('.graphiql-execute-button').click();
        await result
          .getByText('"total"')
          .waitFor({ timeout: 2_000 })
          .catch(() => undefined);
      }
      // Monaco renders indentation with non-breaking spaces.
      const shown = (await result.innerText()).replace(/\s+/g, ' ');
      expect(shown).toMatch(/^\{ "data": \{ "properties": \{ "total": \d+, "items": \[/);
      expect(shown).not.toContain('"errors"');
      expect(outside).toEqual([]);
      expect(failures).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe('web app', () => {
  const webDist = path.join(repoRoot, 'web/dist');
  it('serves the browser app for any back-office path (history fallback), revalidated and with its own head', async () => {
    const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const body = indexHtml.slice(indexHtml.indexOf('<body>'));
    for (const route of ['/app', '/app/login', '/app/properties/12/edit', '/training-videos', '/training-videos/x']) {
      const response = await get(route, { accept: 'text/html' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const html = await response.text();
      expect(html.slice(html.indexOf('<body>'))).toBe(body);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('renders the public pages on the server, revalidated, and sends any other page path home', async () => {
    for (const route of ['/', '/imovel/qualquer-imovel-1', '/horarios', '/cadastre-seu-imovel']) {
      const response = await get(route, { accept: 'text/html' });
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toMatch(/<div id="root"><div class="site"><a class="skip-link"/);
    }
    const unknown = await fetch(`${stack.gatewayUrl}/pagina/que/nao/existe`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/');
  });

  it('sends /favicon.ico on to the site icon, which is served', async () => {
    const ico = await fetch(`${stack.gatewayUrl}/favicon.ico`, { redirect: 'manual' });
    expect(ico.status).toBe(301);
    expect(ico.headers.get('location')).toBe('/favicon.svg');
    const svg = await get('/favicon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    // The largest script: well above the 1 KB compression threshold.
    const asset = readdirSync(path.join(webDist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .sort((a, b) => statSync(path.join(webDist, 'assets', b)).size - statSync(path.join(webDist, 'assets', a)).size)[0];
    const response = await get(`/assets/${asset}`, { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(readFileSync(path.join(webDist, 'assets', asset ?? ''), 'utf8'));
  });

  it('answers unknown API or file paths with 404 JSON in pt-BR', async () => {
    for (const route of ['/api/nada', '/api', '/nao-existe.js', '/imagem.png']) {
      const response = await get(route, { accept: 'text/html' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Recurso não encontrado.' });
    }
    const post = await fetch(`${stack.gatewayUrl}/qualquer`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ message: 'Recurso não encontrado.' });
  });

  it('sends security headers and no x-powered-by', async () => {
    const response = await get('/', { accept: 'text/html' });
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('requests Node refuses before Express', () => {
  const TOO_LARGE = { message: 'O endereço ou os cabeçalhos da requisição são grandes demais.' };
  const getRaw = (target: string, headers: string[] = []) =>
    sendRawRequest(
      stack.gatewayUrl,
      [`GET ${target} HTTP/1.1`, 'Host: site', 'Accept: text/html', 'Connection: close', ...headers].join('\r\n'),
    );

  function expectJsonError(response: RawResponse, status: number, body: { message: string }): void {
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(response.body)).toEqual(body);
  }

  it('answers a 100 KB query string or oversized headers with 431 JSON in pt-BR; 8 KB still works', async () => {
    expect((await getRaw(`/?q=${'a'.repeat(8 * 1024)}`)).status).toBe(200);
    expectJsonError(await getRaw(`/?q=${'a'.repeat(100 * 1024)}`), 431, TOO_LARGE);
    expectJsonError(await getRaw('/', [`Cookie: c=${'a'.repeat(32 * 1024)}`]), 431, TOO_LARGE);
  });

  it('answers a request it cannot parse with 400 JSON in pt-BR', async () => {
    expectJsonError(await getRaw('/', ['Bad Header']), 400, { message: 'Requisição inválida.' });
  });
});
