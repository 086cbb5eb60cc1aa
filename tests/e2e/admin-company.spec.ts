import { toast } from './pages/AdminShell';
import { companyList } from './pages/RecordListPage';
import { seriousViolations } from './support/axe';
import { createCompanies } from './support/companyRecords';
import { expect, test } from './support/fixtures';
import { uniqueTag } from './support/peopleApi';
import { adminLogin } from './support/staff';

test.describe('back-office company records', () => {
  test.describe.configure({ timeout: 60_000 });

  test('searches by name on Enter and pages records by 10, with edit only', async ({ signedIn, page, records }) => {
    const prefix = `Empresa Lista ${uniqueTag()}`;
    const created = await createCompanies(records, prefix, 12);
    await signedIn(adminLogin());
    const list = companyList(page);
    await list.goto();
    await expect(page).toHaveTitle('Empresas | Painel da Imobiliária');
    await expect(page.getByRole('link', { name: /^Nov/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await list.search.fill(prefix);
    await expect(page).not.toHaveURL(/busca=/);
    await list.search.press('Enter');
    await expect(page).toHaveURL(/busca=/);
    await expect(list.paging.getByText('Página 1 de 2')).toBeVisible();
    await expect.poll(() => list.rowLabels()).toEqual(created.slice(0, 10));
    await expect(list.table.getByText('(19) 97000-0001')).toBeVisible();
    await expect(list.table.getByText('Desativado', { exact: true })).toHaveCount(10);

    await list.paging.getByRole('button', { name: 'Próxima página' }).click();
    await expect(list.paging.getByText('Página 2 de 2')).toBeVisible();
    await expect.poll(() => list.rowLabels()).toEqual(created.slice(10));

    await list.search.fill('nenhuma empresa tem este nome');
    await list.search.press('Enter');
    await expect(page.getByText('Nenhuma empresa encontrada.')).toBeVisible();
  });

  test('edits a record after its required messages and warns about an unknown one', async ({ signedIn, page, records }) => {
    const prefix = `Empresa Editar ${uniqueTag()}`;
    const [name] = await createCompanies(records, prefix, 1);
    if (name === undefined) throw new Error('no company was inserted');
    await signedIn(adminLogin());
    const list = companyList(page);
    await list.goto(`?busca=${encodeURIComponent(name)}`);
    await list.editLink(name).click();
    await expect(page.getByRole('heading', { name: 'Editar Empresa', level: 1 })).toBeVisible();
    const cnpj = page.getByLabel(/^CNPJ/);
    await expect(cnpj).toHaveValue('12.345.678/0001-95');

    await cnpj.fill('');
    await page.getByLabel(/^Whatsapp/).fill('');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('O CNPJ é obrigatório.')).toBeVisible();
    await expect(page.getByText('O Whatsapp é obrigatório.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await cnpj.fill('11222333000181');
    await expect(cnpj).toHaveValue('11.222.333/0001-81');
    await page.getByLabel(/^Whatsapp/).fill('19966665555');
    await page.getByLabel(/^Razão social/).fill(`${name} Alterada`);
    await page.getByRole('checkbox', { name: 'Empresa Ativa?' }).check({ force: true });
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(toast(page, 'Empresa atualizada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/empresa$/);

    await list.search.fill(`${name} Alterada`);
    await list.search.press('Enter');
    await expect.poll(() => list.rowLabels()).toEqual([`${name} Alterada`]);
    await expect(list.table.getByText('Ativo', { exact: true })).toBeVisible();
    await expect(list.table.getByText('(19) 96666-5555')).toBeVisible();

    await page.goto('/app/empresa/editar/999999');
    await expect(toast(page, 'A empresa não foi encontrada.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/empresa$/);
  });

  test('holds the feed contact of the portals, the company’s own data shown where it is left empty', async ({
    signedIn,
    page,
    records,
  }) => {
    const [name] = await createCompanies(records, `Empresa Feed ${uniqueTag()}`, 1);
    if (name === undefined) throw new Error('no company was inserted');
    await signedIn(adminLogin());
    const list = companyList(page);
    await list.goto(`?busca=${encodeURIComponent(name)}`);
    await list.editLink(name).click();
    const section = page.getByRole('region', { name: 'Contato no feed dos portais' });
    await expect(section).toHaveAccessibleDescription(/Um campo vazio usa os dados da própria empresa/);
    const contactName = section.getByLabel('Nome do contato');
    const email = section.getByLabel('E-mail do contato');
    const phone = section.getByLabel('Telefone do contato');
    const website = section.getByLabel('Site');
    await expect(contactName).toHaveValue('');
    await expect(contactName).toHaveAttribute('placeholder', name);
    await expect(email).toHaveAttribute('placeholder', 'empresa1@exemplo.com.br');
    await expect(phone).toHaveAttribute('placeholder', '(19) 97000-0001');
    await expect(website).toHaveAttribute('placeholder', new URL(page.url()).origin);

    await email.fill('portais@');
    await phone.fill('193251');
    await website.fill('imobiliaria.com.br');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(email).toHaveAccessibleDescription('Por favor, insira um e-mail válido.');
    await expect(phone).toHaveAccessibleDescription('Informe o telefone com DDD (10 ou 11 dígitos).');
    await expect(website).toHaveAccessibleDescription('Informe o endereço completo do site, começando com http:// ou https://.');
    expect(await seriousViolations(page)).toEqual([]);

    await contactName.fill('Plantão de vendas');
    await email.fill('portais@imobiliaria.com.br');
    await phone.fill('1932514500');
    await expect(phone).toHaveValue('(19) 3251-4500');
    await website.fill('https://imobiliaria.com.br');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(toast(page, 'Empresa atualizada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/empresa$/);

    await list.goto(`?busca=${encodeURIComponent(name)}`);
    await list.editLink(name).click();
    await expect(contactName).toHaveValue('Plantão de vendas');
    await expect(email).toHaveValue('portais@imobiliaria.com.br');
    await expect(phone).toHaveValue('(19) 3251-4500');
    await expect(website).toHaveValue('https://imobiliaria.com.br');
    await contactName.fill('');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(toast(page, 'Empresa atualizada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/empresa$/);
    await list.goto(`?busca=${encodeURIComponent(name)}`);
    await list.editLink(name).click();
    await expect(contactName).toHaveValue('');
    await expect(email).toHaveValue('portais@imobiliaria.com.br');
  });
});
