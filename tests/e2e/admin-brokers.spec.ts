import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toast } from './pages/AdminShell';
import { BrokerFormPage, PasswordDialog } from './pages/BrokerPages';
import { BrokerListPage } from './pages/RecordListPage';
import { LoginPage } from './pages/LoginPage';
import { seriousViolations } from './support/axe';
import { dropGraphqlOperations, forgiveDroppedRequests } from './support/failedLoads';
import { expect, test } from './support/fixtures';
import { createBrokers, uniqueTag } from './support/peopleApi';
import { makeOversizedJpeg, makePhoto } from './support/photoFiles';
import { adminLogin, apiToken, type StaffLogin } from './support/staff';

function brokerSignIn(name: string, email: string, password: string): StaffLogin {
  return { name, email, password, permissions: [] };
}

test.describe('back-office brokers', () => {
  // Each test first creates its own records through the gateway.
  test.describe.configure({ timeout: 90_000 });

  test('lists, searches on the server and pages brokers by 10', async ({ signedIn, page, records }) => {
    const prefix = `Corretor Lista ${uniqueTag()}`;
    const created = await createBrokers(records, prefix, 12);
    await signedIn(adminLogin());
    const list = new BrokerListPage(page);
    await list.goto();
    await expect(page).toHaveTitle('Corretores | Painel da Imobiliária');

    await list.search.fill(prefix);
    await expect(list.count).toHaveText('12 corretores encontrados');
    await expect(list.paging.getByText('Página 1 de 2')).toBeVisible();
    await expect.poll(() => list.rowLabels()).toEqual(created.slice(0, 10));
    await expect(list.table.getByText('(19) 98000-0001')).toBeVisible();
    await expect(list.table.getByText('90001-F')).toBeVisible();
    await expect(list.table.getByText('De plantão').first()).toBeVisible();
    await expect(list.table.getByText('Fora do plantão').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await list.paging.getByRole('button', { name: 'Próxima página' }).click();
    await expect(list.paging.getByText('Página 2 de 2')).toBeVisible();
    await expect(page).toHaveURL(/pagina=2/);
    await expect.poll(() => list.rowLabels()).toEqual(created.slice(10));

    await list.search.fill(`${prefix} 03`);
    await expect(list.count).toHaveText('1 corretor encontrado');
    await expect.poll(() => list.rowLabels()).toEqual([`${prefix} 03`]);

    await list.search.fill('nenhum corretor tem este nome');
    await expect(page.getByText('Nenhum corretor encontrado.')).toBeVisible();
  });

  test('a list that cannot load shows an alert and a toast', async ({ signIn, page, consoleErrors }) => {
    await signIn(adminLogin());
    await dropGraphqlOperations(page, 'query BrokerList');
    await new BrokerListPage(page).goto();
    await expect(toast(page, 'Ocorreu um erro ao carregar a lista de corretores.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Ocorreu um erro ao carregar os dados.' })).toBeVisible();
    forgiveDroppedRequests(consoleErrors);
  });

  test('changes a password through the dialog after its rules', async ({ signedIn, page, records }) => {
    const prefix = `Corretor Senha ${uniqueTag()}`;
    const [name] = await createBrokers(records, prefix, 1);
    if (name === undefined) throw new Error('no broker was created');
    await signedIn(adminLogin());
    const list = new BrokerListPage(page);
    await list.goto(`?busca=${encodeURIComponent(name)}`);
    await list.passwordButton(name).click();
    const dialog = new PasswordDialog(page);
    await expect(dialog.dialog).toBeVisible();
    await expect(page.locator('.admin-dialog')).toHaveCSS('width', '500px');
    // Checked once the opening transition is over.
    await expect(page.locator('[class*="overlay-enter-active"], [class*="overlay-appear-active"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.save.click();
    await expect(dialog.dialog.getByText('Campo obrigatório.')).toHaveCount(2);
    await dialog.password.fill('12345');
    await dialog.confirmation.fill('12345');
    await dialog.save.click();
    await expect(dialog.dialog.getByText('A senha deve ter no mínimo 6 caracteres.')).toBeVisible();
    await dialog.password.fill('nova-senha-1');
    await dialog.confirmation.fill('nova-senha-2');
    await dialog.save.click();
    await expect(dialog.dialog.getByText('As senhas não coincidem.')).toBeVisible();
    await dialog.confirmation.fill('nova-senha-1');
    await dialog.save.click();
    await expect(toast(page, 'Senha alterada com sucesso!')).toBeVisible();
    await expect(dialog.dialog).toHaveCount(0);

    const email = `${prefix.toLowerCase().replace(/\W/g, '')}1@exemplo.com.br`;
    await expect(apiToken(brokerSignIn(name, email, 'segredo1'))).rejects.toThrow();
    expect(await apiToken(brokerSignIn(name, email, 'nova-senha-1'))).not.toBe('');
  });

  test('creates a broker with a photo, who then signs in with the password set there', async ({ signedIn, page, browser, records }) => {
    const tag = uniqueTag();
    const name = `Corretor Novo ${tag}`;
    records.staff(name);
    const email = `corretor.novo.${tag}@exemplo.com.br`;
    const folder = await mkdtemp(path.join(tmpdir(), 'corretor-'));
    await signedIn(adminLogin());
    const list = new BrokerListPage(page);
    await list.goto();
    await list.addButton.click();
    await expect(page.getByRole('heading', { name: 'Novo Corretor', level: 1 })).toBeVisible();
    const form = new BrokerFormPage(page);
    await expect(form.active).toBeChecked();
    await expect(form.onDuty).not.toBeChecked();

    await form.saveButton('Cadastrar Corretor').click();
    for (const message of [
      'O nome é obrigatório.',
      'O CRECI é obrigatório.',
      'O Telefone é obrigatório.',
      'O e-mail é obrigatório.',
      'A senha é obrigatória.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(form.name).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await form.name.fill(name);
    await form.creci.fill('55555-F');
    await form.phone.fill('1933334444');
    await expect(form.phone).toHaveValue('(19) 3333-4444');
    await form.email.fill(email);
    await form.password.fill('12345');
    await expect(page.getByText('A senha deve ter no mínimo 6 caracteres.')).toBeVisible();
    await form.password.fill('senha-do-corretor');
    await expect(form.password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(form.password).toHaveAttribute('type', 'text');
    await form.onDuty.check({ force: true });

    await form.photoTab.click();
    await expect(page.getByText('Nenhuma foto.')).toBeVisible();
    await form.photoInput.setInputFiles(await makeOversizedJpeg(folder, 'grande.jpg'));
    await expect(page.getByText('Cada imagem deve ter no máximo 15MB.')).toBeVisible();
    await form.photoInput.setInputFiles(await makePhoto(folder, 'retrato.jpg', 'jpeg'));
    await expect(page.getByRole('img', { name: 'Pré-visualização da foto do corretor' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await form.saveButton('Cadastrar Corretor').click();
    await expect(toast(page, 'Corretor cadastrado com sucesso!')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/app\/corretores$/);
    await list.search.fill(name);
    await expect(list.count).toHaveText('1 corretor encontrado');
    await expect(list.table.getByText('(19) 3333-4444')).toBeVisible();
    await expect(list.table.getByText('De plantão')).toBeVisible();

    await list.editLink(name).click();
    await form.photoTab.click();
    await expect(page.getByRole('img', { name: 'Foto atual do corretor' })).toBeVisible();

    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const brokerPage = await other.newPage();
    const login = new LoginPage(brokerPage);
    await login.goto();
    await login.signIn(brokerSignIn(name, email, 'senha-do-corretor'));
    await brokerPage.waitForURL('**/app/dashboard');
    await expect(brokerPage.getByRole('button', { name: `Menu de ${name}` })).toBeVisible();
    await other.close();
  });

  test('edits a broker and warns about an unknown one', async ({ signedIn, page, records }) => {
    const prefix = `Corretor Editar ${uniqueTag()}`;
    const [name] = await createBrokers(records, prefix, 1);
    if (name === undefined) throw new Error('no broker was created');
    await signedIn(adminLogin());
    const list = new BrokerListPage(page);
    await list.goto(`?busca=${encodeURIComponent(name)}`);
    await list.editLink(name).click();
    await expect(page.getByRole('heading', { name: 'Editar Corretor', level: 1 })).toBeVisible();
    const form = new BrokerFormPage(page);
    await expect(form.name).toHaveValue(name);
    await expect(form.creci).toHaveValue('90001-F');
    await expect(form.password).toHaveCount(0);

    await form.creci.fill('');
    await form.saveButton('Salvar Alterações').click();
    await expect(page.getByText('O CRECI é obrigatório.')).toBeVisible();
    await form.creci.fill('90001-J');
    await form.name.fill(`${name} Alterado`);
    await form.active.uncheck({ force: true });
    await form.saveButton('Salvar Alterações').click();
    await expect(toast(page, 'Corretor atualizado com sucesso!')).toBeVisible();

    await list.search.fill(`${name} Alterado`);
    await expect(list.count).toHaveText('1 corretor encontrado');
    await expect(list.table.getByText('Desativado', { exact: true })).toBeVisible();
    await expect(list.table.getByText('90001-J')).toBeVisible();

    await page.goto('/app/corretores/editar/999999');
    await expect(toast(page, 'O corretor não foi encontrado.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/corretores$/);
  });
});
