import { DEMO_COMPANY } from '../../api/src/demo/data/company';
import { CONTACT_SENT_MESSAGE } from '../../api/src/routes/contact';
import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../shared/privacy-notice';
import type { HomePage } from './pages/HomePage';
import { seriousViolations } from './support/axe';
import { requiredEnv, stackEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { asAdminRest } from './support/staff';

/** The version the notice shows, as the page writes it (dd/mm/aaaa). */
const VERSION_DAY = CURRENT_PRIVACY_NOTICE_VERSION.split('-').reverse().join('/');
const STALE_NOTICE_MESSAGE = 'Este aviso de privacidade não vale mais. Recarregue a página e envie de novo.';

/** A consent as the API lists it among a person's records (`GET /api/privacy/people`). */
interface StoredConsent {
  form: string;
  record_type: string;
  record_id: number;
  notice_version: string;
  accepted_at: string;
  address: string | null;
}

interface PersonRecords {
  contact_messages: { id: number; email: string }[];
  consents: StoredConsent[];
}

/** Everything the API holds about a person, found by e-mail as the privacy screen finds it. */
async function recordsOf(email: string): Promise<PersonRecords> {
  const answer = await asAdminRest<{ data: PersonRecords }>('GET', `privacy/people?email=${encodeURIComponent(email)}`);
  return answer.data;
}

/** An address of its own for each test, to find its message and consent. */
function uniqueEmail(prefix: string): string {
  return `${prefix}.${test.info().workerIndex}.${Date.now()}@exemplo.com.br`;
}

async function fillContact(home: HomePage, email: string): Promise<void> {
  const form = home.contactForm;
  await form.getByLabel('Nome').fill('Marina Lopes');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefone').fill('(19) 98888-1111');
  await form.getByLabel('Mensagem').fill('Quero visitar o apartamento no sábado.');
}

test.describe('privacy notice (LGPD)', () => {
  test('/privacidade arrives rendered by the server: the agency, its CNPJ and the version are in the HTML', async ({ browser }) => {
    const answer = await fetch(`${requiredEnv(stackEnv.baseUrl)}/privacidade`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    for (const text of [
      '<h1>Aviso de Privacidade</h1>',
      DEMO_COMPANY.name,
      `inscrita no CNPJ ${DEMO_COMPANY.document}`,
      `Versão de ${VERSION_DAY}`,
    ]) {
      expect(root, text).toContain(text);
    }
    expect(html).toMatch(/<title>Aviso de Privacidade \| [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]*LGPD[^"]*">/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/privacidade">/);

    // A visitor without scripts reads the whole notice.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${requiredEnv(stackEnv.baseUrl)}/privacidade`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Aviso de Privacidade');
      await expect(main.getByText(`${DEMO_COMPANY.name}, inscrita no CNPJ ${DEMO_COMPANY.document}`)).toBeVisible();
      await expect(main.getByRole('link', { name: DEMO_COMPANY.email })).toHaveAttribute('href', `mailto:${DEMO_COMPANY.email}`);
      await expect(main.getByRole('link', { name: DEMO_COMPANY.phone })).toHaveAttribute('href', /^tel:\+55\d{10,11}$/);
    } finally {
      await context.close();
    }
  });

  test('/privacidade hydrates with the data it arrived with (no GraphQL request) and fits a 360 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.postData() ?? request.url());
    });
    await page.goto('/privacidade');
    await waitForHydration(page.getByRole('main'));
    await page.waitForLoadState('networkidle');
    expect(graphqlRequests).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('the notice reads in order, headings and all, passes axe and is linked from the footer', async ({ home, page }) => {
    await home.goto();
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade', exact: true });
    await expect(footerLink).toHaveAttribute('href', '/privacidade');
    await waitForHydration(footerLink);
    await footerLink.click();
    await expect(page).toHaveURL(/\/privacidade$/);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Aviso de Privacidade');
    await expect(main.getByText(`Versão de ${VERSION_DAY}`)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Quem cuida dos seus dados',
      'Quais dados coletamos',
      'Para que usamos os dados',
      'Bases legais',
      'Quem tem acesso aos dados',
      'Por quanto tempo guardamos',
      'Endereço IP e registro do aceite',
      'Seus direitos',
      'Como fazer um pedido',
      'Mudanças neste aviso',
    ]);
    await expect(main.getByRole('heading', { level: 3 })).toHaveText([
      'Formulário de contato',
      'Cadastro de imóvel',
      'Botões de conversa pelo WhatsApp',
    ]);
    await expect(page).toHaveTitle(`Aviso de Privacidade | ${DEMO_COMPANY.name}`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a message sent from the contact form stores its consent: the current version, when, and the browser’s address', async ({
    home,
  }) => {
    const email = uniqueEmail('consentimento');
    await home.goto();
    const notice = home.contactForm.getByRole('link', { name: 'Aviso de Privacidade (abre em nova aba)' });
    await expect(notice).toHaveAttribute('href', '/privacidade');
    await expect(notice).toHaveAttribute('target', '_blank');
    await expect(home.contactForm.getByText('Ao enviar, você concorda com o nosso Aviso de Privacidade')).toBeVisible();

    const sentAt = Date.now();
    await fillContact(home, email);
    await home.contactForm.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(home.contactSection.getByRole('status')).toContainText(CONTACT_SENT_MESSAGE);

    const { contact_messages: messages, consents } = await recordsOf(email);
    expect(messages).toHaveLength(1);
    expect(consents).toEqual([
      expect.objectContaining({
        form: 'contact',
        record_type: 'contact_message',
        record_id: messages[0]?.id,
        notice_version: CURRENT_PRIVACY_NOTICE_VERSION,
      }),
    ]);
    const [consent] = consents;
    expect(Date.parse(consent?.accepted_at ?? '')).toBeGreaterThanOrEqual(sentAt - 1000);
    // The browser reaches the gateway over the loopback, so it comes from the loopback address the gateway listens on;
    // the gateway passes it on to the API, which stores it (an IPv4 address may come written as IPv6, ::ffff:…).
    const browserAddress = new URL(requiredEnv(stackEnv.baseUrl)).hostname;
    expect(consent?.address?.replace(/^::ffff:/, '')).toBe(browserAddress);
  });

  test('a message sent from a page whose notice is no longer valid asks to reload, and stores nothing', async ({ home, page }) => {
    const email = uniqueEmail('aviso-antigo');
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('SendContactMessage')) return route.fallback();
      const request = JSON.parse(body) as { variables: { input: Record<string, unknown> } };
      request.variables.input.privacyNoticeVersion = '1999-01-01';
      return route.fallback({ postData: JSON.stringify(request) });
    });
    await home.goto();
    await fillContact(home, email);
    await home.contactForm.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(home.contactForm.getByRole('alert')).toHaveText(STALE_NOTICE_MESSAGE);
    await expect(home.contactForm.getByLabel('Mensagem')).toHaveValue('Quero visitar o apartamento no sábado.');
    const found = await recordsOf(email);
    expect(found.contact_messages).toEqual([]);
    expect(found.consents).toEqual([]);
  });

  test('the owner registration keeps its terms checkbox and links the notice beside it', async ({ registerPage }) => {
    await registerPage.goto();
    await expect(registerPage.terms).toBeVisible();
    const terms = registerPage.form.getByRole('region', { name: 'Declaração de Responsabilidade' });
    await expect(terms.getByRole('checkbox', { name: 'Li e aceito a Declaração de Responsabilidade.' })).toBeVisible();
    await expect(terms.getByRole('link', { name: 'Aviso de Privacidade (abre em nova aba)' })).toHaveAttribute('href', '/privacidade');
  });
});
