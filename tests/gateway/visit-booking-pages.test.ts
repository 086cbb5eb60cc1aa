/**
 * The visit's booking and the visitor's page without JavaScript: the server-rendered forms posted as a browser posts
 * them (form-encoded), through the gateway against the real API, the answers read as raw HTML.
 */
import { describe, expect, it } from 'vitest';
import { CLERK, startSignedInStack } from './staff-stack.js';
import { useSuiteStack } from './suite-stack.js';
import { readDatabase } from './visitors-support.js';

const suite = useSuiteStack(
  () => startSignedInStack(CLERK).then((signedIn) => ({ ...signedIn, close: () => signedIn.stack.close() })),
  60_000,
);

const gatewayUrl = () => suite().stack.gatewayUrl;

/** A public demo property with a responsible broker. */
function bookableSlug(): string {
  const [row] = readDatabase<{ slug: string }>(
    suite().stack.dataDir,
    "SELECT p.slug FROM properties p JOIN users u ON u.id = p.user_id WHERE p.status = 'approved' AND p.is_active = 1 AND u.is_active = 1 ORDER BY p.id LIMIT 1",
  );
  if (row === undefined) throw new Error('A demonstração não tem imóvel público com corretor.');
  return row.slug;
}

async function page(path: string): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(`${gatewayUrl()}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function post(path: string, fields: Record<string, string>): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(`${gatewayUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** The first free slot of the second day offered, as the form's radio sends it. */
function firstSlot(html: string): string {
  const slots = [...html.matchAll(/name="slot" value="(\d{4}-\d{2}-\d{2} \d{2}:\d{2})"/g)].map((match) => match[1] ?? '');
  const days = [...new Set(slots.map((slot) => slot.slice(0, 10)))];
  const slot = slots.find((candidate) => candidate.startsWith(days[1] ?? days[0] ?? ''));
  if (slot === undefined) throw new Error('A página não oferece horários.');
  return slot;
}

describe('booking a visit without JavaScript', () => {
  it('renders the form with the free slots, books on the post, and lands on the private page with the date written out', async () => {
    const slug = bookableSlug();
    const form = await page(`/imovel/${slug}/agendar-visita`);
    expect(form.status).toBe(200);
    expect(form.headers.get('cache-control')).toBe('private, no-store');
    expect(form.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(form.html).toMatch(new RegExp(`<form [^>]*action="/imovel/${slug}/agendar-visita" method="post"`));
    expect(form.html).toContain('href="/privacidade"');
    const slot = firstSlot(form.html);

    const booked = await post(`/imovel/${slug}/agendar-visita`, {
      slot,
      name: 'Visitante Sem Script',
      phone: '(19) 98888-7766',
      email: 'sem.script@exemplo.com.br',
      privacy_notice_version: '',
    });
    expect(booked.status).toBe(303);
    expect(booked.location).toMatch(/^\/visita\/[A-Za-z0-9_-]{32}$/);
    const visitorPage = await page(booked.location ?? '');
    expect(visitorPage.status).toBe(200);
    expect(visitorPage.headers.get('cache-control')).toBe('private, no-store');
    expect(visitorPage.html).toMatch(/, às \d{2}:\d{2}/);
    expect(visitorPage.html).toContain('Pedido recebido: o corretor vai confirmar o horário.');
    const [visit] = readDatabase<{ status: string; name: string }>(
      suite().stack.dataDir,
      "SELECT status, name FROM visits WHERE email = 'sem.script@exemplo.com.br'",
    );
    expect(visit).toEqual({ status: 'requested', name: 'Visitante Sem Script' });

    const again = await post(`/imovel/${slug}/agendar-visita`, {
      slot,
      name: 'Outra Pessoa',
      phone: '(19) 97777-6655',
      email: 'outra@exemplo.com.br',
    });
    expect(again.status).toBe(409);
    expect(again.html).toContain('Este horário acabou de ser reservado. Escolha outro.');
    expect(again.html).toContain('value="Outra Pessoa"');
    expect(again.html).not.toContain(`value="${slot}"`);

    const cancelled = await post(booked.location ?? '', { acao: 'cancelar' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe(`${booked.location}?feito=cancelada`);
    expect((await page(cancelled.location ?? '')).html).toContain('Visita cancelada.');
  });

  it('shows the form again with what was typed and each problem, booking nothing', async () => {
    const slug = bookableSlug();
    const before = readDatabase<{ n: number }>(suite().stack.dataDir, 'SELECT count(*) AS n FROM visits')[0]?.n;
    const refused = await post(`/imovel/${slug}/agendar-visita`, { slot: '', name: 'Só o Nome', phone: '123', email: 'nao-e-email' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('value="Só o Nome"');
    expect(refused.html).toContain('Escolha o horário da visita.');
    expect(refused.html).toContain('Por favor, insira um e-mail válido.');
    expect(refused.html).toContain('Informe o telefone com DDD: (##) #####-####.');
    expect(refused.html).not.toContain('id="page-state"');
    expect(readDatabase<{ n: number }>(suite().stack.dataDir, 'SELECT count(*) AS n FROM visits')[0]?.n).toBe(before);
  });

  it('answers an unknown private link as not found', async () => {
    const unknown = await page('/visita/nao-existe');
    expect(unknown.html).toContain('Visita não encontrada.');
    expect(unknown.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});
