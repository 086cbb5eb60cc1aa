import { execFileSync } from 'node:child_process';
import { seriousViolations } from './support/axe';
import { allProperties } from './support/catalogue';
import { visitsFor, writeToStackDatabase } from './support/database';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { adminLogin } from './support/staff';
import { fillBooking, uniqueEmail } from './support/visitBooking';
import { saoPauloDayAndTime } from './support/visits';

const HOUR_MS = 3_600_000;

test.describe('a visit from the listing to its ficha', () => {
  test('booked by a visitor, confirmed by staff with the mail, visited, confirmed by the visitor, recorded and put in a ficha', async ({
    page,
    browser,
    signedIn,
  }) => {
    test.setTimeout(150_000);
    const property = (await allProperties())[2]!;
    const email = uniqueEmail('ficha');
    const visitor = { name: 'Beatriz Ficha', phone: '19987650000', email };

    // The visitor books from the listing and is mailed their private link.
    const visitorContext = await browser.newContext();
    const visitorPage = await visitorContext.newPage();
    await visitorPage.goto(`/imovel/${property.slug}/agendar-visita`);
    await fillBooking(visitorPage, visitor);
    await visitorPage.getByRole('button', { name: 'Agendar visita' }).click();
    await expect(visitorPage).toHaveURL(/\/visita\/[A-Za-z0-9_-]{32}$/);
    const privateLink = new URL(visitorPage.url()).pathname;
    const requested = await waitForMail(
      (mail) => mail.to.includes(email) && mail.subject.startsWith('Pedido de visita recebido'),
      'of the request',
    );
    expect(requested.text).toContain(privateLink);
    const [visit] = visitsFor(email);
    expect(visit?.status).toBe('requested');

    // Staff confirm it from the agenda; the visitor is mailed the confirmation.
    await signedIn(adminLogin());
    await page.goto(`/app/agenda?dia=${saoPauloDayAndTime(new Date(visit!.starts_at)).day}&visita=${visit!.id}`);
    const panel = page.getByRole('dialog', { name: /^Visita ao imóvel / });
    await expect(panel).toContainText('Solicitada');
    await panel.getByRole('button', { name: 'Confirmar visita' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Visita confirmada.' })).toBeVisible();
    await expect(panel).toContainText('Confirmada');
    await waitForMail((mail) => mail.to.includes(email) && mail.subject.startsWith('Visita confirmada'), 'of the confirmation');

    // The visit's time comes: the test moves it an hour and a half back, as the browser's clock cannot be moved.
    const startsAt = new Date(Date.now() - 90 * 60_000);
    writeToStackDatabase((db) =>
      db
        .prepare('UPDATE visits SET starts_at = ?, ends_at = ? WHERE id = ?')
        .run(startsAt.toISOString(), new Date(startsAt.getTime() + HOUR_MS).toISOString(), visit!.id),
    );

    // The visitor confirms on their link that they visited.
    await visitorPage.goto(privateLink);
    await visitorPage.getByRole('button', { name: 'Confirmo que visitei este imóvel' }).click();
    await expect(visitorPage.getByText(/^Você confirmou a visita em /)).toBeVisible();
    await visitorContext.close();

    // Staff record the outcome and generate the ficha, which shows the visitor's confirmation.
    await page.goto(`/app/agenda?dia=${saoPauloDayAndTime(startsAt).day}&visita=${visit!.id}`);
    await expect(panel).toContainText(/O visitante confirmou a visita em /);
    await panel.getByRole('button', { name: 'Registrar resultado' }).click();
    const outcome = page.getByRole('dialog', { name: 'Resultado da visita' });
    // Blueprint draws its radio over the input: the label is what a click chooses.
    const choice = (name: string) => outcome.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });
    await choice('Compareceu').click();
    await choice('Interesse 5: Quer o imóvel').click();
    await expect(outcome.getByRole('radio', { name: 'Interesse 5: Quer o imóvel' })).toBeChecked();
    await outcome.getByLabel('Comentário (opcional)').fill('Gostou muito da varanda; vai trazer a família.');
    expect(await seriousViolations(page)).toEqual([]);
    await outcome.getByRole('button', { name: 'Salvar resultado' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Resultado da visita registrado.' })).toBeVisible();
    await expect(panel).toContainText('Realizada');
    await expect(panel).toContainText('5 de 5 — Quer o imóvel');

    await panel.getByRole('button', { name: 'Gerar ficha de visita' }).click();
    const fichaLink = panel.getByRole('link', { name: /^Ficha de visita de / });
    await expect(fichaLink).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await fichaLink.click();
    const saved = test.info().outputPath('ficha.pdf');
    await (await download).saveAs(saved);
    const text = execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
    expect(text).toContain('Beatriz Ficha');
    expect(text).toContain(property.code);
    expect(text).toMatch(/Confirmado pelo visitante em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  });
});
