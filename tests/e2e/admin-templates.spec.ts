import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { toast } from './pages/AdminShell';
import { TemplateListPage } from './pages/RecordListPage';
import { TemplateFormPage } from './pages/TemplatePages';
import { seriousViolations } from './support/axe';
import { storedToken } from './support/browserSession';
import { dropGraphqlOperations, forgiveDroppedRequests } from './support/failedLoads';
import { expect, test } from './support/fixtures';
import { uniqueTag } from './support/peopleApi';
import { adminLogin, revokeToken } from './support/staff';
import { createStaffAccount } from './support/staffAccounts';
import { createTemplate, createTemplates, insertTemplateWithoutDocument, writeDocx, writePdf, writeText } from './support/templateFiles';

/** The bytes the browser saved for a download. */
async function savedBytes(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

test.describe('back-office document templates', () => {
  // Each test first creates its own records and files.
  test.describe.configure({ timeout: 60_000 });

  test('creates a template with a Word document after its rules and downloads the same file', async ({
    signedIn,
    page,
    records,
  }, testInfo) => {
    const title = `Contrato de Locação ${uniqueTag()}`;
    records.template(title);
    const docx = await writeDocx(testInfo.outputPath(), 'Contrato de locação.docx', ['CONTRATO DE LOCAÇÃO', title]);
    const text = await writeText(testInfo.outputPath(), 'anotações.txt', 'Não é um documento.');
    await signedIn(adminLogin());
    const list = new TemplateListPage(page);
    await list.goto();
    await expect(page).toHaveTitle('Modelos de Documento | Painel da Imobiliária');
    await list.addButton.click();
    await expect(page).toHaveURL(/\/app\/modelos-documento\/novo$/);
    const form = new TemplateFormPage(page);
    await expect(form.heading('Novo Modelo de Documento')).toBeVisible();
    await expect(form.active).toBeChecked();
    await expect(form.file).toHaveAttribute('accept', '.doc,.docx,.pdf');

    await form.saveButton('Cadastrar Modelo').click();
    await expect(form.message('Campo obrigatório.')).toBeVisible();
    await expect(form.message('O arquivo do documento é obrigatório.')).toBeVisible();
    await expect(form.title).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await form.title.fill('T'.repeat(255));
    await form.description.fill('D'.repeat(255));
    await form.chooseFile(text.path);
    await expect(form.message('O Título deve ter no máximo 254 caracteres.')).toBeVisible();
    await expect(form.message('A Descrição deve ter no máximo 254 caracteres.')).toBeVisible();
    await expect(form.message('Envie um arquivo .doc, .docx ou .pdf.')).toBeVisible();
    await expect(page.getByText('Arquivo escolhido: anotações.txt')).toBeVisible();
    await form.saveButton('Cadastrar Modelo').click();
    await expect(page).toHaveURL(/\/novo$/);
    await page.getByRole('button', { name: 'Desfazer escolha do arquivo' }).click();
    await expect(page.getByText('Arquivo escolhido: anotações.txt')).toHaveCount(0);
    await expect(form.message('O arquivo do documento é obrigatório.')).toBeVisible();

    await form.title.fill(title);
    await form.description.fill('Locação residencial com caução.');
    await form.chooseFile(docx.path);
    await expect(page.getByText('Arquivo escolhido: Contrato de locação.docx')).toBeVisible();
    await expect(form.message('Envie um arquivo .doc, .docx ou .pdf.')).toHaveCount(0);
    await form.saveButton('Cadastrar Modelo').click();
    await expect(toast(page, 'Modelo de documento cadastrado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/modelos-documento$/);

    await list.search.fill(title.toLowerCase().replace('ç', 'c').replace('ã', 'a'));
    await expect(list.count).toHaveText('1 modelo encontrado');
    await expect.poll(() => list.rowLabels()).toEqual([title]);
    await expect(list.table.getByText('Locação residencial com caução.')).toBeVisible();
    await expect(list.table.getByText('Ativo', { exact: true })).toBeVisible();
    await expect(list.editLink(title)).toHaveAttribute('href', /^\/app\/modelos-documento\/editar\/\d+$/);

    const download = await list.download(title);
    expect(download.suggestedFilename()).toBe('Contrato de locação.docx');
    expect((await savedBytes(download)).equals(docx.bytes)).toBe(true);
  });

  test('replaces the document with a PDF on edit and keeps it when no other is chosen', async ({ signedIn, page, records }, testInfo) => {
    const title = `Proposta de Compra ${uniqueTag()}`;
    const docx = await writeDocx(testInfo.outputPath(), 'Proposta.docx', ['PROPOSTA', title]);
    await createTemplate(records, { title, description: 'Primeira versão.', isActive: true, document: docx });
    const pdf = await writePdf(testInfo.outputPath(), 'Proposta revisada.pdf', ['PROPOSTA DE COMPRA', title, 'Versão revisada']);
    await signedIn(adminLogin());
    const list = new TemplateListPage(page);
    await list.gotoSearch(title);
    expect((await savedBytes(await list.download(title))).equals(docx.bytes)).toBe(true);

    await list.editLink(title).click();
    const form = new TemplateFormPage(page);
    await expect(form.heading('Editar Modelo de Documento')).toBeVisible();
    await expect(form.title).toHaveValue(title);
    await expect(form.description).toHaveValue('Primeira versão.');
    await expect(page.getByText('Arquivo atual: Proposta.docx. O arquivo atual é mantido, a menos que você escolha outro.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await form.chooseFile(pdf.path);
    await expect(page.getByText('Arquivo escolhido: Proposta revisada.pdf')).toBeVisible();
    await form.description.fill('Segunda versão.');
    await form.saveButton('Salvar Alterações').click();
    await expect(toast(page, 'Modelo de documento atualizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/modelos-documento$/);

    await list.search.fill(title);
    await expect.poll(() => list.rowLabels()).toEqual([title]);
    await expect(list.table.getByText('Segunda versão.')).toBeVisible();
    let download = await list.download(title);
    expect(download.suggestedFilename()).toBe('Proposta revisada.pdf');
    expect((await savedBytes(download)).equals(pdf.bytes)).toBe(true);

    await list.editLink(title).click();
    await expect(page.getByText('Arquivo atual: Proposta revisada.pdf', { exact: false })).toBeVisible();
    await form.title.fill(`${title} Final`);
    await form.active.uncheck({ force: true });
    await form.saveButton('Salvar Alterações').click();
    await expect(toast(page, 'Modelo de documento atualizado com sucesso!')).toBeVisible();

    await list.search.fill(`${title} Final`);
    await expect.poll(() => list.rowLabels()).toEqual([`${title} Final`]);
    await expect(list.table.getByText('Desativado', { exact: true })).toBeVisible();
    download = await list.download(`${title} Final`);
    expect(download.suggestedFilename()).toBe('Proposta revisada.pdf');
    expect((await savedBytes(download)).equals(pdf.bytes)).toBe(true);
  });

  test('a document whose content is not what its name says is refused on its field', async ({ signedIn, page }, testInfo) => {
    const disguised = await writeText(testInfo.outputPath(), 'contrato.pdf', 'Só texto, não um PDF.');
    await signedIn(adminLogin());
    await page.goto('/app/modelos-documento/novo');
    const form = new TemplateFormPage(page);
    await form.title.fill(`Modelo Disfarçado ${uniqueTag()}`);
    await form.chooseFile(disguised.path);
    await form.saveButton('Cadastrar Modelo').click();
    await expect(form.message('Apenas arquivos .doc, .docx ou .pdf são permitidos.')).toBeVisible();
    await expect(page).toHaveURL(/\/novo$/);
  });

  test('filters by title without minding case or accents and pages by 10, newest first', async ({ signedIn, page, records }) => {
    const prefix = `Modelo Paginação ${uniqueTag()}`;
    const created = await createTemplates(records, prefix, 11);
    const newestFirst = [...created].reverse();
    await signedIn(adminLogin());
    const list = new TemplateListPage(page);
    await list.goto();

    await list.search.fill(prefix.toUpperCase().replace('Ç', 'C').replace('Ã', 'A'));
    await expect(list.count).toHaveText('11 modelos encontrados');
    await expect(list.paging.getByText('Página 1 de 2')).toBeVisible();
    await expect.poll(() => list.rowLabels()).toEqual(newestFirst.slice(0, 10));
    expect(await seriousViolations(page)).toEqual([]);

    await list.paging.getByRole('button', { name: 'Próxima página' }).click();
    await expect(list.paging.getByText('Página 2 de 2')).toBeVisible();
    await expect(page).toHaveURL(/pagina=2/);
    await expect.poll(() => list.rowLabels()).toEqual(newestFirst.slice(10));

    await page.reload();
    await expect(list.search).toHaveValue(prefix.toUpperCase().replace('Ç', 'C').replace('Ã', 'A'));
    await expect(list.paging.getByText('Página 2 de 2')).toBeVisible();
    await expect.poll(() => list.rowLabels()).toEqual(newestFirst.slice(10));

    await list.search.fill(`${prefix} 07`);
    await expect(list.count).toHaveText('1 modelo encontrado');
    await expect.poll(() => list.rowLabels()).toEqual([`${prefix} 07`]);
    await expect(list.paging).toHaveCount(0);

    await list.search.fill('nenhum modelo tem este título');
    await expect(page.getByText('Nenhum modelo de documento encontrado.')).toBeVisible();
  });

  test('warns about a template without a document and about an unknown one', async ({ signedIn, page, records }) => {
    const title = `Modelo Sem Arquivo ${uniqueTag()}`;
    const id = insertTemplateWithoutDocument(records, title);
    await signedIn(adminLogin());
    const list = new TemplateListPage(page);
    await list.gotoSearch(title);
    await list.downloadButton(title).click();
    await expect(toast(page, 'Este modelo não possui arquivo para download.')).toBeVisible();

    await list.editLink(title).click();
    await expect(page).toHaveURL(new RegExp(`/app/modelos-documento/editar/${id}$`));
    await expect(page.getByText('Este modelo ainda não possui arquivo.')).toBeVisible();

    await page.goto('/app/modelos-documento/editar/999999');
    await expect(toast(page, 'O modelo de documento não foi encontrado.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/modelos-documento$/);
  });

  test('a download with an expired session goes back to sign in', async ({ signedIn, page, consoleErrors, records }, testInfo) => {
    const title = `Modelo Sessão ${uniqueTag()}`;
    await createTemplate(records, {
      title,
      description: null,
      isActive: true,
      document: await writePdf(testInfo.outputPath(), 'Sessão.pdf', [title]),
    });
    await signedIn(adminLogin());
    const list = new TemplateListPage(page);
    await list.gotoSearch(title);
    await expect.poll(() => list.rowLabels()).toEqual([title]);
    const token = await storedToken(page);
    if (token === null) throw new Error('No session is stored after signing in');
    await revokeToken(token);

    await list.downloadButton(title).click();
    await expect(page).toHaveURL(/\/app\/manager$/);
    // The browser logs the refused download itself.
    const refused = consoleErrors.filter((error) => /status of 401 .*\/contract-templates\/\d+\/file\)$/.test(error));
    expect(refused).toHaveLength(1);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !refused.includes(error)));
  });

  test('a list that cannot load says so in an alert and a toast', async ({ signIn, page, consoleErrors }) => {
    await signIn(adminLogin());
    await dropGraphqlOperations(page, 'query ContractTemplateList');
    const list = new TemplateListPage(page);
    await list.goto();
    await expect(page.getByRole('alert').filter({ hasText: 'Ocorreu um erro ao carregar a lista de modelos de documento.' })).toHaveCount(
      2,
    );
    await expect(list.table).toHaveCount(0);
    await page.unrouteAll();
    expect(forgiveDroppedRequests(consoleErrors)).toBeGreaterThan(0);
  });

  test('a user without the modelos-documento permission sees no templates', async ({ signIn, shell, page, records }) => {
    const account = await createStaffAccount(records, 'Sofia Prado', 'administrative', ['clientes']);
    await signIn(account);
    await expect(shell.menuLinks).toHaveText(['Home', 'Clientes']);
    const list = new TemplateListPage(page);
    for (const address of ['/app/modelos-documento', '/app/modelos-documento/novo', '/app/modelos-documento/editar/1']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: 'Sem permissão', level: 1 })).toBeVisible();
      await expect(list.table).toHaveCount(0);
    }
  });
});
