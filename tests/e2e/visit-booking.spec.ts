import { seriousViolations } from './support/axe';
import { allProperties } from './support/catalogue';
import { visitsFor } from './support/database';
import { requiredEnv, stackEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { fillBooking, uniqueEmail } from './support/visitBooking';

test.describe('a visit booked from the property page', () => {
  test('the visitor picks a free slot, books, and lands on the private page of the visit, the date written out', async ({ page }) => {
    const [property] = await allProperties();
    await page.goto(`/imovel/${property!.slug}`);
    await page.getByRole('link', { name: 'Agendar visita' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agendar visita' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const email = uniqueEmail('visitante');
    const chosen = await fillBooking(page, { name: 'Renata Alves', phone: '19987654321', email });
    await expect(page.getByRole('main').getByLabel('Telefone')).toHaveValue('(19) 98765-4321');
    await page.getByRole('button', { name: 'Agendar visita' }).click();

    await expect(page).toHaveURL(/\/visita\/[A-Za-z0-9_-]{32}$/);
    await expect(page.getByRole('status')).toHaveText('Pedido de visita enviado! O corretor vai confirmar o horário.');
    const [, time] = /às (\d{2}:\d{2})$/.exec(chosen) ?? [];
    await expect(page.getByText(new RegExp(`-feira|sábado`)).first()).toContainText(`às ${time}`);
    expect(await seriousViolations(page)).toEqual([]);
    const [visit] = visitsFor(email);
    expect(visit).toMatchObject({ status: 'requested', name: 'Renata Alves', phone: '19987654321' });
    expect(visit?.lead_id).not.toBeNull();

    // The visitor cancels from the page, after confirming.
    await page.getByRole('button', { name: 'Cancelar visita' }).click();
    await expect(page.getByRole('alert')).toHaveText('Cancelar esta visita? O horário fica livre para outra pessoa.');
    await page.getByRole('button', { name: 'Cancelar visita' }).click();
    await expect(page.getByRole('status')).toHaveText('Visita cancelada.');
    await expect(page.getByText('Visita cancelada.', { exact: true }).last()).toBeVisible();
    expect(visitsFor(email)[0]?.status).toBe('cancelled');
  });

  test('works with JavaScript off: the server books the posted form and shows the private page', async ({ browser }) => {
    const [, property] = await allProperties();
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: requiredEnv(stackEnv.baseUrl) });
    try {
      const page = await context.newPage();
      await page.goto(`/imovel/${property!.slug}`);
      await page.getByRole('link', { name: 'Agendar visita' }).click();
      const email = uniqueEmail('sem-script');
      await fillBooking(page, { name: 'Otávio Reis', phone: '(19) 97654-3210', email });
      await page.getByRole('button', { name: 'Agendar visita' }).click();
      await expect(page).toHaveURL(/\/visita\/[A-Za-z0-9_-]{32}$/);
      await expect(page.getByText('Pedido recebido: o corretor vai confirmar o horário.')).toBeVisible();
      expect(visitsFor(email)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
