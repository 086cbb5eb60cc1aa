/**
 * The owner's private tracking page through the gateway against the real API: registered with photos through
 * GraphQL, then read as a crawler reads it (raw HTML, no script run). Never kept, shared or indexed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './support.js';
import { multipartGraphql, photoFiles, readDatabase, sampleJpeg, useRegistrationStack, validRegistration } from './visitors-support.js';
import { withDatabase } from './back-office-support.js';

const REGISTER = /* GraphQL */ `
  mutation Register($input: PropertyRegistrationInput!, $mainImage: Upload, $otherImages: [Upload!]) {
    registerProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) {
      ok
      trackingPath
    }
  }
`;

const TRACKING = /* GraphQL */ `
  query Tracking($token: String!) {
    registrationTracking(token: $token) {
      title
      status
      reason
      slug
      photos {
        url
      }
    }
  }
`;

const TRACKING_PATH = /^\/cadastre-seu-imovel\/acompanhar\/[A-Za-z0-9_-]{43}$/;
const { stack } = useRegistrationStack('gateway-tracking-page-');
let photos: Buffer[];

beforeAll(async () => {
  photos = await Promise.all(['#c0392b', '#27ae60', '#2980b9'].map((color) => sampleJpeg(color)));
});

async function register(title: string): Promise<{ path: string; id: number }> {
  const files = photoFiles(photos);
  const variables = { input: validRegistration(title), mainImage: null, otherImages: [null, null] };
  const answer = await multipartGraphql<{ registerProperty: { ok: boolean; trackingPath: string | null } }>(
    stack().gatewayUrl,
    REGISTER,
    variables,
    files,
  );
  const path = answer.data?.registerProperty.trackingPath ?? '';
  expect(answer.data?.registerProperty.ok).toBe(true);
  expect(path).toMatch(TRACKING_PATH);
  const [row] = readDatabase<{ id: number }>(stack().dataDir, 'SELECT id FROM properties WHERE title = ?', title);
  return { path, id: row!.id };
}

async function page(path: string): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(`${stack().gatewayUrl}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function setStatus(id: number, status: string, reason: string | null, isActive = 0): void {
  withDatabase(stack().dataDir, (database) =>
    database.prepare('UPDATE properties SET status = ?, status_reason = ?, is_active = ? WHERE id = ?').run(status, reason, isActive, id),
  );
}

describe('the tracking page', () => {
  it('renders the title, status and photos on the server, private, no-store and noindex', async () => {
    const { path } = await register('Sobrado no Jardim Guanabara');
    const answer = await page(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(answer.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(answer.html).toContain('Sobrado no Jardim Guanabara');
    expect(answer.html).toContain('Em análise');
    expect(answer.html.match(/<img [^>]*alt="Sobrado no Jardim Guanabara — foto \d de 3"/g)).toHaveLength(3);
    // No address, preview or structured data that could carry the private link elsewhere; nothing of the owner.
    for (const absent of [
      'rel="canonical"',
      'og:url',
      'application/ld+json',
      'helena@example.com',
      '99123-4567',
      '19991234567',
      'Helena Prado',
    ]) {
      expect(answer.html).not.toContain(absent);
    }
  });

  it('shows a status change on the very next request: nothing is kept', async () => {
    const { path, id } = await register('Casa no Parque Taquaral');
    expect((await page(path)).html).toContain('Em análise');
    setStatus(id, 'rejected', 'As fotos não mostram a fachada.');
    const rejected = await page(path);
    expect(rejected.html).toContain('Recusado');
    expect(rejected.html).toContain('As fotos não mostram a fachada.');
    setStatus(id, 'approved', null, 1);
    const approved = await page(path);
    expect(approved.html).toContain('Aprovado');
    expect(approved.html).toMatch(/href="\/imovel\/casa-no-parque-taquaral-\d+"/);
    expect(approved.html).not.toContain('As fotos não mostram a fachada.');
    // Refused from the property form, which has no reason field: the owner is told whom to ask.
    setStatus(id, 'rejected', null);
    expect((await page(path)).html).toContain('Fale com a imobiliária para saber o motivo e o que pode ser ajustado.');
    setStatus(id, 'approved', null, 1);

    const token = path.split('/').at(-1) ?? '';
    const first = await graphql<{ registrationTracking: { status: string } | null }>(stack().gatewayUrl, TRACKING, { token });
    setStatus(id, 'in_analysis', null);
    const second = await graphql<{ registrationTracking: { status: string } | null }>(stack().gatewayUrl, TRACKING, { token });
    expect([first.data?.registrationTracking?.status, second.data?.registrationTracking?.status]).toEqual(['APPROVED', 'IN_ANALYSIS']);
  });

  it('answers 404 with a pt-BR page for a wrong or malformed token, just as private', async () => {
    const { path } = await register('Terreno em Barão Geraldo');
    const wrongToken = `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [wrongToken, '/cadastre-seu-imovel/acompanhar/abc', '/cadastre-seu-imovel/acompanhar/%20']) {
      const answer = await page(wrong);
      expect(answer.status, wrong).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.html).toContain('Link de acompanhamento não encontrado');
      expect(answer.html).not.toContain('Terreno em Barão Geraldo');
    }
    const answer = await graphql<{ registrationTracking: unknown }>(stack().gatewayUrl, TRACKING, { token: 'abc' });
    expect(answer.data).toEqual({ registrationTracking: null });
  });

  it('is listed neither in robots.txt nor in the sitemap', async () => {
    for (const path of ['/robots.txt', '/sitemaps/pages.xml']) {
      const response = await fetch(`${stack().gatewayUrl}${path}`);
      expect(await response.text()).not.toContain('acompanhar');
    }
  });
});
