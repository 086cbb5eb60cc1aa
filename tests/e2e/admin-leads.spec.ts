import { seriousViolations } from './support/axe';
import { allProperties, pick } from './support/catalogue';
import { chatRedirectTarget } from './support/chatRedirect';
import { expect, test } from './support/fixtures';
import { holdGraphqlOperation } from './support/network';
import { adminLogin, newLeadsVisibleTo } from './support/staff';
import { LeadDetailPage, LeadListPage } from './pages/LeadPages';
import { ClientListPage } from './pages/RecordListPage';

const BROKER = 'Ana Souza';

/**
 * The catalogue from its end: the chat clicks here land on another property than the one the JavaScript-off chat
 * test counts the leads of, since both may run at the same time.
 */
const chatPropertiesLastFirst = <T>(properties: readonly T[]): T[] => [...properties].reverse();

test.describe('the lead inbox', () => {
  test('a contact message and a chat click become leads that staff find, assign, move on and convert into a client', async ({
    home,
    shell,
    signIn,
    page,
    records,
  }) => {
    test.setTimeout(120_000);
    const tag = `${test.info().workerIndex}${Date.now()}`;
    const visitor = { name: `Lívia Leads ${tag}`, email: `livia.leads.${tag}@exemplo.com.br`, phone: '(19) 98123-4567' };
    records.client(visitor.name);

    // A visitor writes through the contact form, then clicks 'Falar com o Corretor' on a property page.
    await home.goto();
    const form = home.contactForm;
    await form.getByLabel('Nome').fill(visitor.name);
    await form.getByLabel('E-mail').fill(visitor.email);
    await form.getByLabel('Telefone').fill(visitor.phone);
    await form.getByLabel('Interesse').selectOption({ label: 'Quero comprar' });
    await form.getByLabel('Mensagem').fill('Gostaria de visitar o imóvel no sábado.');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(home.contactSection.getByRole('status')).toBeVisible();
    const property = pick(chatPropertiesLastFirst(await allProperties()), (candidate) => Boolean(candidate.code), 'property with a code');
    await page.goto(`/imovel/${property.slug}`);
    const chatHref = (await page.getByRole('link', { name: 'Falar com o Corretor' }).getAttribute('href')) ?? '';
    // The chat itself is outside the test's network: the redirect is followed by hand, not to wa.me.
    expect(await chatRedirectTarget(chatHref)).toMatch(/^https:\/\/wa\.me\//);

    // Staff see the new leads counted in the alerts (other tests send leads meanwhile: compared with the API's count).
    const admin = adminLogin();
    await signIn(admin);
    await expect(async () => {
      const newLeads = await newLeadsVisibleTo(admin);
      expect(newLeads).toBeGreaterThanOrEqual(2);
      await page.reload();
      await expect(shell.alertsButton).toHaveAccessibleName(new RegExp(`: ${newLeads} leads novos`), { timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    await shell.openAlerts();
    await page.getByRole('link', { name: 'Ver leads novos' }).click();
    await expect(page).toHaveURL(/\/app\/leads\?status=NEW$/);
    const inbox = new LeadListPage(page);
    await expect(inbox.status).toHaveValue('NEW');

    // The contact lead by the visitor's name; the chat click by the property's code and its source.
    await inbox.search.fill(visitor.name);
    await expect(inbox.count).toHaveText('1 lead encontrado');
    await expect(inbox.openLink(visitor.name)).toBeVisible();
    await expect(inbox.table).toContainText('Formulário de contato');
    await expect(inbox.table).toContainText(`${visitor.phone} · ${visitor.email}`);
    await expect(inbox.table).toContainText('Novo');
    // With the WhatsApp source chosen, the contact lead leaves the list its name found.
    await inbox.source.selectOption({ label: 'WhatsApp' });
    await expect(page).toHaveURL(/origem=WHATSAPP/);
    await expect(inbox.openLink(visitor.name)).toHaveCount(0);
    await inbox.search.fill(property.code);
    await expect(page).toHaveURL(new RegExp(`busca=${encodeURIComponent(property.code)}`));
    await expect(inbox.openLink('Visitante (WhatsApp)').first()).toBeVisible();
    await expect(inbox.table).toContainText(property.code);
    expect(await seriousViolations(page)).toEqual([]);
    // The chat lead's property link is named by the text it shows.
    await inbox.openLink('Visitante (WhatsApp)').click();
    await expect(new LeadDetailPage(page).propertyLink(property.code, property.title)).toBeVisible();

    // The contact lead: assigned to a broker, in progress, converted once however often the button is clicked.
    await inbox.goto(`?busca=${encodeURIComponent(visitor.email)}`);
    await inbox.openLink(visitor.name).click();
    const lead = new LeadDetailPage(page);
    await expect(lead.heading(visitor.name)).toBeVisible();
    await expect(page.getByText('Gostaria de visitar o imóvel no sábado.')).toBeVisible();
    await expect(lead.history).toHaveCount(1);
    await expect(lead.history.first()).toContainText('Lead recebido (Formulário de contato)');
    await expect(lead.history.first()).toContainText('por Visitante');
    expect(await seriousViolations(page)).toEqual([]);

    await lead.assignee.selectOption({ label: BROKER });
    await expect(lead.toast('Lead atribuído com sucesso!')).toBeVisible();
    await expect(lead.assignee.locator('option:checked')).toHaveText(BROKER);
    await expect(lead.history.last()).toContainText(`Atribuído a ${BROKER}`);
    await expect(lead.history.last()).toContainText(`por ${admin.name}`);

    // 'Convertido' comes only through the conversion. While the status is saved, the select holds the chosen
    // status and says it is saving; then the lead the server answers shows it.
    await expect(lead.status.getByRole('option')).toHaveText(['Novo', 'Em atendimento', 'Descartado']);
    await expect(lead.saving).toHaveText('');
    const statusSave = await holdGraphqlOperation(page, 'mutation ChangeLeadStatus');
    await lead.status.selectOption({ label: 'Em atendimento' });
    await statusSave.arrived;
    await expect(lead.status).toHaveValue('IN_PROGRESS');
    await expect(lead.status).toBeDisabled();
    await expect(lead.assignee).toBeDisabled();
    await expect(lead.saving).toHaveText('Salvando...');
    statusSave.release();
    await expect(lead.toast('Situação do lead atualizada com sucesso!')).toBeVisible();
    await expect(lead.saving).toHaveText('');
    await expect(lead.status).toBeEnabled();
    await expect(lead.status).toHaveValue('IN_PROGRESS');
    await expect(lead.history.last()).toContainText('Situação alterada para Em atendimento');

    // After the conversion the button is gone: the focus goes to the client's link, and the status stays put.
    await lead.convertButton.dblclick();
    await expect(lead.toast('Lead convertido em cliente com sucesso!')).toBeVisible();
    await expect(lead.convertButton).toHaveCount(0);
    await expect(lead.actionsClientLink).toBeFocused();
    await expect(lead.status).toHaveValue('CONVERTED');
    await expect(lead.status).toBeDisabled();
    await expect(lead.status).toHaveAccessibleDescription('Este lead já foi convertido em cliente.');
    await expect(lead.history).toHaveCount(5);
    await expect(lead.history.filter({ hasText: 'Convertido em cliente' })).toHaveCount(1);
    await expect(lead.history.last()).toContainText('Situação alterada para Convertido');
    await expect(lead.toast('Este lead já foi convertido em cliente.')).toHaveCount(0);

    // Opened again, the converted lead leaves the focus where it was and keeps its status.
    await page.reload();
    await expect(lead.actionsClientLink).toBeVisible();
    await expect(lead.actionsClientLink).not.toBeFocused();
    await expect(lead.status).toBeDisabled();

    // The client exists once, and the lead links to it.
    await lead.clientLink.click();
    await expect(page).toHaveURL(/\/app\/clientes\/editar\/\d+$/);
    const clients = new ClientListPage(page);
    await clients.gotoSearch(visitor.name);
    await expect(clients.count).toHaveText('1 cliente encontrado');
    expect(await clients.rowLabels()).toEqual([visitor.name]);
  });

  test('the alerts count a lead that comes in while staff stay on one screen, within a minute and without reloading', async ({
    page,
    shell,
    signIn,
  }) => {
    test.setTimeout(90_000);
    const admin = adminLogin();
    // The page's timers run on a clock the test moves: a minute passes in an instant.
    await page.clock.install();
    await signIn(admin);
    const property = pick(chatPropertiesLastFirst(await allProperties()), (candidate) => Boolean(candidate.code), 'property with a code');
    // The alerts the screen asked for on arrival are shown first, so that the click below comes after them; the
    // move to the dashboard after signing in is over by then, and any navigation from here on would be a reload.
    await expect(shell.alertsButton).toHaveAccessibleName(/^\d+ alertas?: /);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    // A visitor clicks a property's chat link meanwhile: a new lead the signed-in screen has not counted yet.
    expect(await chatRedirectTarget(`/contato/whatsapp/imovel/${encodeURIComponent(property.code)}`)).toMatch(/^https:\/\/wa\.me\//);

    // Other tests add and handle leads too: the badge must come to the API's own count, which includes the click.
    // At most three minutes pass on the page's clock (a lead another test adds may come between the count and a poll).
    let minutesPassed = 0;
    await expect(async () => {
      const newLeads = await newLeadsVisibleTo(admin);
      expect(newLeads).toBeGreaterThan(0);
      if (minutesPassed < 3) {
        await page.clock.runFor(61_000);
        minutesPassed += 1;
      }
      await expect(shell.alertsButton).toHaveAccessibleName(new RegExp(`: ${newLeads} leads? novos?`), { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    expect(navigations).toEqual([]);
  });
});
