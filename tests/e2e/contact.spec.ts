import { CONTACT_SENT_MESSAGE } from '../../api/src/routes/contact';
import type { HomePage } from './pages/HomePage';
import { contactMessagesFrom } from './support/database';
import { expect, test } from './support/fixtures';

interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  interest?: string;
  message: string;
}

async function fillContact(home: HomePage, message: ContactMessage): Promise<void> {
  const form = home.contactForm;
  await form.getByLabel('Nome').fill(message.name);
  await form.getByLabel('E-mail').fill(message.email);
  await form.getByLabel('Telefone').fill(message.phone);
  if (message.interest) await form.getByLabel('Interesse').selectOption({ label: message.interest });
  await form.getByLabel('Mensagem').fill(message.message);
}

/** An address of its own for each test, to find its message in the database. */
function uniqueEmail(prefix: string): string {
  return `${prefix}.${test.info().workerIndex}.${Date.now()}@exemplo.com.br`;
}

test.describe('contact form', () => {
  test('asks for every required field', async ({ home }) => {
    await home.goto();
    const form = home.contactForm;
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(form.getByRole('alert')).toHaveText('Por favor, preencha todos os campos obrigatórios.');
    await form.getByLabel('Nome').fill('Maria Lima');
    await form.getByLabel('E-mail').fill('maria@exemplo.com.br');
    await form.getByLabel('Telefone').fill('(19) 99999-0000');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(form.getByRole('alert')).toHaveText('Por favor, preencha todos os campos obrigatórios.');
  });

  test('editing, sending with the button disabled, then success; another message starts empty', async ({ home, page }) => {
    const email = uniqueEmail('maria');
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('SendContactMessage')) await released;
      await route.fallback();
    });

    await home.goto();
    const form = home.contactForm;
    await expect(form.getByLabel('Interesse').getByRole('option')).toHaveText([
      'Selecione (opcional)',
      'Quero comprar',
      'Quero alugar',
      'Quero vender meu imóvel',
      'Quero colocar meu imóvel para alugar',
      'Outros assuntos',
    ]);
    await fillContact(home, {
      name: 'Maria Lima',
      email,
      phone: '(19) 99999-0000',
      interest: 'Quero alugar',
      message: 'Procuro um apartamento de 2 quartos.',
    });
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();

    const sending = form.getByRole('button', { name: 'Enviando...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Enviar mensagem' })).toHaveCount(0);
    expect(contactMessagesFrom(email)).toEqual([]);
    release();

    const sent = home.contactSection.getByRole('status');
    await expect(sent).toContainText(CONTACT_SENT_MESSAGE);
    await expect(home.contactForm).toHaveCount(0);
    expect(contactMessagesFrom(email)).toEqual([
      { name: 'Maria Lima', email, phone: '(19) 99999-0000', interest: 'rent', message: 'Procuro um apartamento de 2 quartos.' },
    ]);

    await home.contactSection.getByRole('button', { name: 'Enviar outra mensagem' }).click();
    await expect(home.contactForm.getByLabel('Nome')).toBeFocused();
    for (const label of ['Nome', 'E-mail', 'Telefone', 'Mensagem']) await expect(home.contactForm.getByLabel(label)).toHaveValue('');
    await expect(home.contactForm.getByLabel('Interesse')).toHaveValue('');
    await expect(home.contactForm.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled();
  });

  test("a refused message shows the server's text and keeps what was typed", async ({ home }) => {
    const email = uniqueEmail('nome-longo');
    const longName = `Maria ${'de Souza '.repeat(15)}Lima`;
    await home.goto();
    await fillContact(home, { name: longName, email, phone: '(19) 99999-0000', message: 'Olá!' });
    await home.contactForm.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(home.contactForm.getByRole('alert')).toHaveText('Use no máximo 120 caracteres.');
    await expect(home.contactForm.getByLabel('Nome')).toHaveValue(longName);
    await expect(home.contactForm.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled();
    expect(contactMessagesFrom(email)).toEqual([]);
  });

  test('a message that never reaches the server shows the generic failure', async ({ home, page, consoleErrors }) => {
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('SendContactMessage')) await route.abort('connectionfailed');
      else await route.fallback();
    });
    await home.goto();
    await fillContact(home, { name: 'Maria Lima', email: uniqueEmail('sem-rede'), phone: '(19) 99999-0000', message: 'Olá!' });
    await home.contactForm.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(home.contactForm.getByRole('alert')).toHaveText('Ocorreu um erro ao enviar o formulário. Tente novamente mais tarde.');
    // The browser itself reports the failed request in the console: that line is expected, and only that one.
    expect(consoleErrors).toEqual([expect.stringContaining('net::ERR_CONNECTION_FAILED')]);
    consoleErrors.length = 0;
  });
});
