import { toast } from './pages/AdminShell';
import { PasswordDialog } from './pages/BrokerPages';
import { userList } from './pages/RecordListPage';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { createUsers, uniqueTag } from './support/peopleApi';
import { adminLogin, apiToken } from './support/staff';

test.describe('back-office users', () => {
  // Each test first creates its own records through the gateway.
  test.describe.configure({ timeout: 90_000 });

  test('lists, searches and pages users by 10 with their role labels', async ({ signedIn, page, records }) => {
    const prefix = `Usuario Lista ${uniqueTag()}`;
    const created = await createUsers(records, prefix, 12);
    await signedIn(adminLogin());
    const list = userList(page);
    await list.goto();
    await expect(page).toHaveTitle('Usuários | Painel da Imobiliária');
    await expect(list.table.getByText('Administrador', { exact: true }).first()).toBeVisible();

    await list.search.fill(prefix);
    await expect(page.getByText('12 usuários encontrados')).toBeVisible();
    await expect(list.paging.getByText('Página 1 de 2')).toBeVisible();
    await expect.poll(() => list.rowLabels()).toEqual(created.slice(0, 10));
    await expect(list.table.getByText('Administrativo', { exact: true })).toHaveCount(10);
    await expect(list.table.getByText('(19) 98000-0002')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await list.paging.getByRole('button', { name: 'Próxima página' }).click();
    await expect(list.paging.getByText('Página 2 de 2')).toBeVisible();
    await expect.poll(() => list.rowLabels()).toEqual(created.slice(10));

    await list.search.fill('nenhum usuário tem este nome');
    await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();
  });

  test('creates a user with a role and permissions after the required messages, then edits them', async ({ signedIn, page, records }) => {
    const tag = uniqueTag();
    const name = `Usuario Novo ${tag}`;
    records.staff(name);
    await signedIn(adminLogin());
    const list = userList(page);
    await list.goto();
    await page.getByRole('link', { name: 'Novo usuário' }).click();
    await expect(page.getByRole('heading', { name: 'Novo Usuário', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Cadastrar Usuário' }).click();
    for (const message of [
      'O nome é obrigatório.',
      'O Telefone é obrigatório.',
      'O e-mail é obrigatório.',
      'A senha é obrigatória.',
      'O Perfil é obrigatório.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(/^Nome/).fill(name);
    await page.getByLabel(/^Telefone/).fill('19977776666');
    await page.getByLabel(/^E-mail/).fill(`usuario.${tag}@exemplo.com.br`);
    await page.getByLabel(/^Senha/).fill('segredo-usuario');
    await page.getByLabel(/^Perfil/).selectOption({ label: 'Corretor Lider' });
    const permissions = page.getByRole('group', { name: 'Permissões' });
    // The lead inbox's permission is offered by its name, like every other.
    await expect(permissions.getByRole('checkbox', { name: 'Leads', exact: true })).toHaveCount(1);
    const firstPermission = permissions.getByRole('checkbox').first();
    await firstPermission.check({ force: true });
    await page.getByRole('button', { name: 'Cadastrar Usuário' }).click();
    await expect(toast(page, 'Usuário cadastrado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/usuarios$/);

    await list.search.fill(name);
    await expect(page.getByText('1 usuário encontrado')).toBeVisible();
    await expect(list.table.getByText('Corretor Lider', { exact: true })).toBeVisible();
    expect(await apiToken({ name, email: `usuario.${tag}@exemplo.com.br`, password: 'segredo-usuario', permissions: [] })).not.toBe('');

    await list.editLink(name).click();
    await expect(page.getByRole('heading', { name: 'Editar Usuário', level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^Nome/)).toHaveValue(name);
    await expect(page.getByLabel(/^Senha/)).toHaveCount(0);
    await expect(permissions.getByRole('checkbox').first()).toBeChecked();
    await page.getByLabel(/^Perfil/).selectOption({ label: 'Administrativo' });
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(toast(page, 'Usuário atualizado com sucesso!')).toBeVisible();
    await list.search.fill(name);
    await expect(page.getByText('1 usuário encontrado')).toBeVisible();
    await expect(list.table.getByText('Administrativo', { exact: true })).toBeVisible();
  });

  test('changes a user password and warns about an unknown user', async ({ signedIn, page, records }) => {
    const prefix = `Usuario Senha ${uniqueTag()}`;
    const [name] = await createUsers(records, prefix, 1);
    if (name === undefined) throw new Error('no user was created');
    await signedIn(adminLogin());
    const list = userList(page);
    await list.goto(`?busca=${encodeURIComponent(name)}`);
    await list.table.getByRole('button', { name: `Alterar senha de ${name}` }).click();
    const dialog = new PasswordDialog(page);
    await dialog.password.fill('outra-senha');
    await dialog.confirmation.fill('outra-senh');
    await dialog.save.click();
    await expect(dialog.dialog.getByText('As senhas não coincidem.')).toBeVisible();
    await dialog.confirmation.fill('outra-senha');
    await dialog.save.click();
    await expect(toast(page, 'Senha alterada com sucesso!')).toBeVisible();
    const email = `${prefix.toLowerCase().replace(/\W/g, '')}1@exemplo.com.br`;
    expect(await apiToken({ name, email, password: 'outra-senha', permissions: [] })).not.toBe('');

    await page.goto('/app/usuarios/editar/999999');
    await expect(toast(page, 'O usuário não foi encontrado.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/usuarios$/);
  });
});
