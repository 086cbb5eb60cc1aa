import { toast } from './pages/AdminShell';
import { ClientFormPage } from './pages/ClientPages';
import { ClientListPage } from './pages/RecordListPage';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { createClients, uniqueTag } from './support/peopleApi';
import { adminLogin } from './support/staff';

test.describe('back-office clients', () => {
  // Each test first creates its own records through the gateway.
  test.describe.configure({ timeout: 60_000 });

  test('lists, searches and pages clients by 10', async ({ signedIn, page, records }) => {
    const prefix = `Cliente Lista ${uniqueTag()}`;
    const created = await createClients(records, prefix, 12);
    await signedIn(adminLogin());
    const list = new ClientListPage(page);
    await list.goto();
    await expect(page).toHaveTitle('Clientes | Painel da Imobiliária');

    await list.search.fill(prefix.toUpperCase());
    await expect(list.count).toHaveText('12 clientes encontrados');
    await expect(list.paging.getByText('Página 1 de 2')).toBeVisible();
    await expect.poll(() => list.rowLabels()).toEqual(created.slice(0, 10));
    await expect(list.table.getByText('(19) 98000-0010')).toBeVisible();
    await expect(list.table.getByText('Ativo', { exact: true }).first()).toBeVisible();

    await list.paging.getByRole('button', { name: 'Próxima página' }).click();
    await expect(list.paging.getByText('Página 2 de 2')).toBeVisible();
    await expect(page).toHaveURL(/pagina=2/);
    await expect.poll(() => list.rowLabels()).toEqual(created.slice(10));
    expect(await seriousViolations(page)).toEqual([]);

    await list.search.fill(`${prefix} 07`);
    await expect(list.count).toHaveText('1 cliente encontrado');
    await expect.poll(() => list.rowLabels()).toEqual([`${prefix} 07`]);
    await expect(list.paging).toHaveCount(0);

    await list.search.fill('nenhum cliente tem este nome');
    await expect(page.getByText('Nenhum cliente encontrado.')).toBeVisible();
  });

  test('creates a client after showing the required messages', async ({ signedIn, page, records }) => {
    const name = `Cliente Novo ${uniqueTag()}`;
    records.client(name);
    await signedIn(adminLogin());
    const list = new ClientListPage(page);
    await list.goto();
    await list.addButton.click();
    await expect(page).toHaveURL(/\/app\/clientes\/novo$/);
    await expect(page.getByRole('heading', { name: 'Novo Cliente', level: 1 })).toBeVisible();
    const form = new ClientFormPage(page);
    await expect(form.active).toBeChecked();

    await form.saveButton('Cadastrar Cliente').click();
    await expect(page.getByText('O nome é obrigatório.')).toBeVisible();
    await expect(page.getByText('O Telefone é obrigatório.')).toBeVisible();
    await expect(page.getByText('O e-mail é obrigatório.')).toBeVisible();
    await expect(form.name).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await form.name.fill(name);
    await form.phone.fill('19988887777');
    await expect(form.phone).toHaveValue('(19) 98888-7777');
    await form.email.fill('cliente.novo@exemplo.com.br');
    await form.saveButton('Cadastrar Cliente').click();
    await expect(toast(page, 'Cliente cadastrado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/clientes$/);

    await list.search.fill(name);
    await expect(list.count).toHaveText('1 cliente encontrado');
    await expect.poll(() => list.rowLabels()).toEqual([name]);
    await expect(list.table.getByText('(19) 98888-7777')).toBeVisible();
  });

  test('edits a client and warns about an unknown one', async ({ signedIn, page, records }) => {
    const prefix = `Cliente Editar ${uniqueTag()}`;
    const [name] = await createClients(records, prefix, 1);
    if (name === undefined) throw new Error('no client was created');
    await signedIn(adminLogin());
    const list = new ClientListPage(page);
    await list.goto(`?busca=${encodeURIComponent(name)}`);
    await list.editLink(name).click();
    await expect(page.getByRole('heading', { name: 'Editar Cliente', level: 1 })).toBeVisible();
    const form = new ClientFormPage(page);
    await expect(form.name).toHaveValue(name);
    await expect(form.phone).toHaveValue('(19) 98000-0001');

    await form.name.fill('');
    await form.saveButton('Salvar Alterações').click();
    await expect(page.getByText('O nome é obrigatório.')).toBeVisible();
    await form.name.fill(`${name} Alterado`);
    await form.active.uncheck({ force: true });
    await form.saveButton('Salvar Alterações').click();
    await expect(toast(page, 'Cliente atualizado com sucesso!')).toBeVisible();

    await list.search.fill(`${name} Alterado`);
    await expect(list.count).toHaveText('1 cliente encontrado');
    await expect.poll(() => list.rowLabels()).toEqual([`${name} Alterado`]);
    await expect(list.table.getByText('Desativado', { exact: true })).toBeVisible();

    await page.goto('/app/clientes/editar/999999');
    await expect(toast(page, 'O cliente não foi encontrado.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/clientes$/);
  });
});
