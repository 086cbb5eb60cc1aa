import { seriousViolations } from './support/axe';
import { company } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { assignLeadTo, contactLead, leadDistribution, restoreLeadDistribution, staffIdOf } from './support/leads';
import { boxOf, sidewaysScroll } from './support/layout';
import { adminLogin, brokerLogin } from './support/staff';
import { LeadDetailPage, LeadListPage } from './pages/LeadPages';

/** A phone held upright, driven by touch. */
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The smallest target a finger hits reliably. */
const touchTarget = 44;

/** The label of each distribution mode of the REST API. */
const MODE_LABELS = { manual: 'Manual', property_broker: 'Corretor responsável pelo imóvel', duty_rotation: 'Rodízio do plantão' } as const;

/** The chat itself is outside the test's network: wa.me answers a blank page. */
const CHAT_ADDRESS = /^https:\/\/wa\.me\//;

test.describe('the lead inbox on a phone', () => {
  test.use(phone);

  test('the demo broker sees their leads as cards, calls or chats in one tap and takes a new lead', async ({ page, signedIn }) => {
    test.setTimeout(90_000);
    const tag = `${test.info().workerIndex}${Date.now()}`;
    const visitor = { name: `Renata Celular ${tag}`, email: `renata.celular.${tag}@exemplo.com.br`, phone: '(19) 98765-1234' };
    const broker = brokerLogin();
    const leadId = await contactLead(visitor, 'Vi o anúncio e gostaria de uma visita.');
    await assignLeadTo(leadId, await staffIdOf(broker));
    const agency = await company();

    await signedIn(broker);
    const inbox = new LeadListPage(page);
    await inbox.goto(`?busca=${encodeURIComponent(visitor.email)}`);
    await expect(inbox.count).toHaveText('1 lead encontrado');

    // Cards, not a table scrolling sideways; nothing on the screen is wider than the phone.
    await expect(inbox.cards).toBeVisible();
    await expect(inbox.table).toHaveCount(0);
    expect(await sidewaysScroll(page)).toBe(0);
    // The distribution is the administrators' alone.
    await expect(inbox.distribution.section).toHaveCount(0);

    const card = inbox.card(visitor.name);
    await expect(card.root).toContainText('Formulário de contato');
    await expect(card.root).toContainText('Novo');
    await expect(card.root).toContainText(/Recebido há (menos de 1 min|\d+ min)/);
    await expect(card.root).toContainText(/Sem resposta há (menos de 1 min|\d+ min)/);
    await expect(card.call).toHaveAttribute('href', 'tel:+5519987651234');
    const chatHref = (await card.whatsapp.getAttribute('href')) ?? '';
    expect(chatHref.startsWith('https://wa.me/5519987651234?text=')).toBe(true);
    expect(new URL(chatHref).searchParams.get('text')).toBe(`Olá, Renata! Aqui é ${broker.name} da ${agency.name}.`);
    for (const [control, name] of [
      [card.nameLink, 'the name'],
      [card.call, 'Ligar'],
      [card.whatsapp, 'WhatsApp'],
      [card.start, 'Em atendimento'],
    ] as const) {
      const box = await boxOf(control);
      expect(box.height, name).toBeGreaterThanOrEqual(touchTarget);
      expect(box.width, name).toBeGreaterThanOrEqual(touchTarget);
    }
    expect(await seriousViolations(page)).toEqual([]);

    // 'Em atendimento' in one tap: the card says so, with the time the lead took to be answered.
    await card.start.tap();
    await expect(page.getByRole('alert').filter({ hasText: 'Situação do lead atualizada com sucesso!' })).toBeVisible();
    await expect(card.start).toHaveCount(0);
    await expect(card.root).toContainText('Em atendimento');
    await expect(card.root).toContainText(/Respondido em (menos de 1 min|\d+ min)/);

    // The lead's page has the same controls, fits the phone too, and records a chat opened from it.
    await card.nameLink.tap();
    const lead = new LeadDetailPage(page);
    await expect(lead.heading(visitor.name)).toBeVisible();
    const controls = lead.contact(visitor.name);
    await expect(controls.call).toHaveAttribute('href', 'tel:+5519987651234');
    await expect(controls.start).toHaveCount(0);
    await expect(lead.firstResponse).toHaveText(/^Respondido em /);
    await expect(lead.history.last()).toContainText('Situação alterada para Em atendimento');
    expect(await sidewaysScroll(page)).toBe(0);
    for (const control of [controls.call, controls.whatsapp]) {
      expect((await boxOf(control)).height).toBeGreaterThanOrEqual(touchTarget);
    }

    await page
      .context()
      .route(CHAT_ADDRESS, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }));
    const chat = page.context().waitForEvent('page');
    await controls.whatsapp.tap();
    const chatPage = await chat;
    await expect(chatPage).toHaveURL(CHAT_ADDRESS);
    await chatPage.close();
    await expect(lead.history.last()).toContainText(`${broker.name} abriu o WhatsApp do lead`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an administrator sets the distribution below the inbox, and it stays after a reload', async ({ page, signedIn }) => {
    test.setTimeout(90_000);
    // The setting is the whole agency's, and the other tests' leads are handed out by it meanwhile: the mode stays as it
    // is (chosen again after another one), only the minutes change, and the setting is put back at the end.
    const initial = await leadDistribution();
    const mode = MODE_LABELS[initial.mode];
    const otherMode = initial.mode === 'duty_rotation' ? MODE_LABELS.manual : MODE_LABELS.duty_rotation;
    const minutes = initial.handover_minutes === 45 ? '46' : '45';
    await signedIn(adminLogin());
    const inbox = new LeadListPage(page);
    const form = inbox.distribution;
    try {
      await inbox.goto();
      await expect(form.section).toBeVisible();
      await expect(form.mode(mode)).toBeChecked();
      await expect(form.mode('Rodízio do plantão')).toHaveAccessibleDescription(
        'Os leads vão, um de cada vez, para os corretores ativos de plantão.',
      );
      await expect(form.minutes).toHaveValue(String(initial.handover_minutes));
      expect(await sidewaysScroll(page)).toBe(0);
      for (const label of Object.values(MODE_LABELS)) {
        expect((await boxOf(form.modeTarget(label))).height, label).toBeGreaterThanOrEqual(touchTarget);
      }
      expect((await boxOf(form.save)).height).toBeGreaterThanOrEqual(touchTarget);

      // The form's own rule first; then the server's refusal, shown at its field (the request altered on its way).
      await form.minutes.fill('');
      await form.save.tap();
      await expect(form.minutes).toHaveAccessibleDescription(/Informe um tempo entre 1 e 1440 minutos\./);
      await form.minutes.fill(minutes);
      await page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
        if (body?.operationName !== 'SaveLeadDistribution') return route.continue();
        return route.continue({ postData: JSON.stringify({ ...body, variables: { ...body.variables, handoverMinutes: 5000 } }) });
      });
      await form.save.tap();
      await expect(page.getByRole('alert').filter({ hasText: 'Por favor, corrija os erros destacados.' })).toBeVisible();
      await expect(form.minutes).toHaveAccessibleDescription(/Informe um tempo entre 1 e 1440 minutos\./);
      await page.unrouteAll({ behavior: 'wait' });

      // Saved once however often 'Salvar' is hit.
      let saves = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('mutation SaveLeadDistribution')) saves += 1;
      });
      await form.modeTarget(otherMode).tap();
      await expect(form.mode(otherMode)).toBeChecked();
      await expect(form.mode(mode)).not.toBeChecked();
      await form.modeTarget(mode).tap();
      await form.minutes.fill(minutes);
      await form.save.dblclick();
      await expect(page.getByRole('alert').filter({ hasText: 'Distribuição dos leads salva com sucesso!' })).toBeVisible();
      expect(saves).toBe(1);
      await expect(form.minutes).not.toHaveAccessibleDescription(/Informe um tempo/);

      await page.reload();
      await expect(form.minutes).toHaveValue(minutes);
      await expect(form.mode(mode)).toBeChecked();
      expect(await leadDistribution()).toEqual({ ...initial, handover_minutes: Number(minutes) });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await restoreLeadDistribution(initial);
    }
  });
});
