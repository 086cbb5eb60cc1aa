import type { Download, Locator, Page } from '@playwright/test';

/** The back-office template list, /app/modelos-documento. */
export class TemplateListPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly count: Locator;
  readonly paging: Locator;
  readonly addButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Lista de Modelos de Documento', level: 1 });
    this.search = page.getByRole('searchbox', { name: 'Pesquisar por título' });
    this.table = page.getByRole('region', { name: 'Modelos de documento cadastrados' });
    this.count = page.getByText(/^\d+ modelos? encontrados?$/);
    this.paging = page.getByRole('navigation', { name: 'Paginação da lista de modelos de documento' });
    this.addButton = page.getByRole('link', { name: 'Novo modelo' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/app/modelos-documento${query}`);
    await this.heading.waitFor();
  }

  /** Goes to the list searched for one title. */
  gotoTitle(title: string): Promise<void> {
    return this.goto(`?busca=${encodeURIComponent(title)}`);
  }

  /** The titles of the rows on screen, read from each row's edit action (once each: the table may draw a cell in more than one layer). */
  async titles(): Promise<string[]> {
    // Read in one go, so that a table drawn again meanwhile cannot leave a row behind.
    const labels = await this.table.getByRole('link', { name: /^Editar modelo / }).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    return [...new Set(labels.map((label) => (label ?? '').replace(/^Editar modelo /, '')))];
  }

  editLink(title: string): Locator {
    return this.table.getByRole('link', { name: `Editar modelo ${title}` });
  }

  downloadButton(title: string): Locator {
    return this.table.getByRole('button', { name: `Baixar modelo ${title}` });
  }

  /** Clicks a row's download button and answers the file the browser saved. */
  async download(title: string): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.downloadButton(title).click()]);
    return download;
  }
}

/** The template form, /app/modelos-documento/novo and /app/modelos-documento/editar/:id. */
export class TemplateFormPage {
  readonly title: Locator;
  readonly description: Locator;
  readonly file: Locator;
  readonly active: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('textbox', { name: /^Título/ });
    this.description = page.getByRole('textbox', { name: /^Descrição/ });
    this.file = page.locator('input[type="file"][name="file"]');
    this.active = page.getByRole('checkbox', { name: 'Modelo Ativo?' });
    this.back = page.getByRole('link', { name: 'Voltar' });
  }

  heading(name: 'Novo Modelo de Documento' | 'Editar Modelo de Documento'): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  saveButton(name: 'Cadastrar Modelo' | 'Salvar Alterações'): Locator {
    return this.page.getByRole('button', { name });
  }

  /** The message shown under the form's fields. */
  message(text: string): Locator {
    return this.page.locator('form').getByText(text, { exact: true });
  }

  chooseFile(path: string): Promise<void> {
    return this.file.setInputFiles(path);
  }
}
