import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { propertyKeptBy } from './support/database';
import { expect, test } from './support/fixtures';
import { boxOf, sidewaysScroll } from './support/layout';
import { staffIdOf } from './support/leads';
import { adminLogin, brokerLogin } from './support/staff';
import { saoPauloInstantAt } from '../../shared/sao-paulo-times';
import { bookVisitAsAdmin, saoPauloDayAndTime } from './support/visits';

/** A phone held upright, driven by touch. */
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
/** The smallest target a finger hits reliably. */
const touchTarget = 44;

/** A day far ahead, its own for each worker, so two tests never book the same broker's hour. */
function farDay(): string {
  return `2041-03-${String(10 + test.info().workerIndex).padStart(2, '0')}`;
}

function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

test.describe('the agenda', () => {
  test('staff book a visit on a day, see it coloured in the week, and are refused one that overlaps it', async ({ page, signedIn }) => {
    test.setTimeout(90_000);
    const brokerId = await staffIdOf(brokerLogin());
    const property = propertyKeptBy(brokerId);
    const day = farDay();
    await signedIn(adminLogin());

    await page.goto(`/app/agenda?dia=${day}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Semana de / })).toBeVisible();
    await expect(page.getByText('Nenhuma visita nesta semana.')).toBeVisible();

    await page.getByRole('link', { name: 'Nova visita' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nova Visita' })).toBeVisible();
    await expect(page.getByLabel('Dia')).toHaveValue(day);
    await page.getByLabel('Código do imóvel').fill(property.code.toLowerCase());
    await expect(page.getByLabel('Código do imóvel')).toHaveValue(property.code);
    await page.getByLabel('Nome do visitante').fill('Rita Agenda');
    await page.getByLabel('Telefone').fill('19991234567');
    await page.getByLabel('Horário').fill('10:00');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Agendar visita' }).click();
    await expect(toast(page, 'Visita agendada com sucesso!')).toBeVisible();

    // Booked, the agenda opens on its week with its panel.
    await expect(page).toHaveURL(/\/app\/agenda\?.*visita=\d+/);
    const panel = page.getByRole('dialog', { name: `Visita ao imóvel ${property.code}` });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Confirmada');
    await expect(panel).toContainText('10:00 às 11:00');
    await expect(panel).toContainText('Rita Agenda · (19) 99123-4567');
    await expect(panel.getByRole('link', { name: 'Ligar para Rita Agenda' })).toHaveAttribute('href', 'tel:+5519991234567');
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Fechar' }).click();
    await expect(panel).toBeHidden();

    const event = page.getByRole('link', { name: `10:00 ${property.code} Rita Agenda (Confirmada)` });
    await expect(event).toBeVisible();
    await expect(event).toHaveClass(/visit-status-colour--confirmed/);
    expect(await seriousViolations(page)).toEqual([]);

    // An overlapping visit of the same broker is refused, naming the clash.
    await page.goto(`/app/agenda/nova?dia=${day}&imovel=${encodeURIComponent(property.code)}`);
    await page.getByLabel('Nome do visitante').fill('Sérgio Choque');
    await page.getByLabel('Telefone').fill('19991230000');
    await page.getByLabel('Horário').fill('10:30');
    await page.getByRole('button', { name: 'Agendar visita' }).click();
    const [year, month, date] = day.split('-');
    await expect(
      page.getByText(`O corretor já tem uma visita das 10:00 às 11:00 de ${date}/${month}/${year} (${property.code}).`).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/app\/agenda\/nova/);
  });

  test('staff reschedule a visit and cancel it with a reason from its panel, and the property lists it', async ({ page, signedIn }) => {
    test.setTimeout(90_000);
    const brokerId = await staffIdOf(brokerLogin());
    const property = propertyKeptBy(brokerId);
    const day = farDay();
    await bookVisitAsAdmin({
      propertyId: property.id,
      brokerId,
      name: 'Rita Remarcada',
      phone: '(19) 99123-4567',
      at: saoPauloInstantAt(day, 8 * 60),
    });
    await signedIn(adminLogin());
    await page.goto(`/app/agenda?dia=${day}`);
    const panel = page.getByRole('dialog', { name: `Visita ao imóvel ${property.code}` });
    await page.getByRole('link', { name: `08:00 ${property.code} Rita Remarcada (Confirmada)` }).click();
    await expect(panel).toBeVisible();
    // Rescheduled from its panel, then cancelled with a reason.
    await panel.getByRole('button', { name: 'Remarcar' }).click();
    const reschedule = page.getByRole('dialog', { name: 'Remarcar visita' });
    await reschedule.getByLabel('Horário').fill('16:00');
    await reschedule.getByRole('button', { name: 'Remarcar' }).click();
    await expect(toast(page, 'Visita remarcada.')).toBeVisible();
    await expect(panel).toContainText('16:00 às 17:00');

    await panel.getByRole('button', { name: 'Cancelar visita' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancelar visita' });
    await cancel.getByRole('button', { name: 'Cancelar visita' }).click();
    await expect(cancel.getByText('Informe o motivo do cancelamento.')).toBeVisible();
    await cancel.getByLabel('Motivo do cancelamento').fill('O cliente desistiu da compra.');
    await cancel.getByRole('button', { name: 'Cancelar visita' }).click();
    await expect(toast(page, 'Visita cancelada.')).toBeVisible();
    await expect(panel).toContainText('Cancelada');
    await expect(panel).toContainText('O cliente desistiu da compra.');
    await expect(panel.getByRole('button', { name: 'Remarcar' })).toHaveCount(0);

    // The property lists its visits.
    await page.goto(`/app/imoveis/editar/${property.id}`);
    await page.getByRole('tab', { name: 'Visitas' }).click();
    const visits = page.getByRole('region', { name: 'Visitas' });
    await expect(visits.getByRole('row').filter({ hasText: 'Rita Remarcada' })).toContainText('Cancelada');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use(phone);

    test('the broker sees the day as cards, reaches the place and the person in one tap and records the outcome in two', async ({
      page,
      signedIn,
    }) => {
      const broker = brokerLogin();
      const brokerId = await staffIdOf(broker);
      const property = propertyKeptBy(brokerId);
      const begun = new Date(Date.now() - 30 * 60_000);
      await bookVisitAsAdmin({
        propertyId: property.id,
        brokerId,
        name: `Paulo Campo ${test.info().workerIndex}`,
        phone: '(19) 98888-7777',
        at: begun,
        durationMinutes: 15,
      });
      const name = `Paulo Campo ${test.info().workerIndex}`;
      await signedIn(broker);
      await page.goto(`/app/agenda?dia=${saoPauloDayAndTime(begun).day}`);

      const cards = page.getByRole('list', { name: /^Visitas — / });
      await expect(cards).toBeVisible();
      await expect(page.locator('.fc')).toHaveCount(0);
      await expect(page.getByLabel('Corretor')).toHaveCount(0);
      expect(await sidewaysScroll(page)).toBe(0);
      const card = cards.getByRole('listitem').filter({ hasText: name });
      await expect(card).toContainText('Confirmada');
      const map = card.getByRole('link', { name: /^Ver no mapa: / });
      await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      await expect(card.getByRole('link', { name: `Ligar para ${name}` })).toHaveAttribute('href', 'tel:+5519988887777');
      await expect(card.getByRole('link', { name: /pelo WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/5519988887777\?text=/);
      const attended = card.getByRole('button', { name: 'Compareceu', exact: true });
      for (const control of [map, card.getByRole('link', { name: `Ligar para ${name}` }), attended]) {
        const box = await boxOf(control);
        expect(box.height).toBeGreaterThanOrEqual(touchTarget);
      }
      expect(await seriousViolations(page)).toEqual([]);

      // Two taps: 'Compareceu', then the client's interest.
      await attended.tap();
      await card.getByRole('button', { name: 'Interesse 4: Alto' }).tap();
      await expect(toast(page, 'Resultado da visita registrado.')).toBeVisible();
      await expect(card).toContainText('Realizada');
      await expect(attended).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
