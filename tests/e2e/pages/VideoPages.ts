import type { Locator, Page } from '@playwright/test';

/** The back-office video list, /app/videos. */
export class VideoListPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly count: Locator;
  readonly paging: Locator;
  readonly addButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Lista de Vídeos', level: 1 });
    this.search = page.getByRole('searchbox', { name: 'Pesquisar por título' });
    this.table = page.getByRole('region', { name: 'Vídeos cadastrados' });
    this.count = page.getByText(/^\d+ vídeos? encontrados?$/);
    this.paging = page.getByRole('navigation', { name: 'Paginação da lista de vídeos' });
    this.addButton = page.getByRole('link', { name: 'Novo vídeo' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/app/videos${query}`);
    await this.heading.waitFor();
  }

  /** The titles of the rows on screen, read in one go from each row's edit action (the table may draw a cell in more than one layer). */
  async titles(): Promise<string[]> {
    const labels = await this.table.getByRole('link', { name: /^Editar vídeo / }).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    return [...new Set(labels.map((label) => (label ?? '').replace(/^Editar vídeo /, '')))];
  }

  editLink(title: string): Locator {
    return this.table.getByRole('link', { name: `Editar vídeo ${title}` });
  }
}

/** The video form, /app/videos/novo and /app/videos/editar/:id. */
export class VideoFormPage {
  readonly title: Locator;
  readonly description: Locator;
  readonly url: Locator;
  readonly type: Locator;
  readonly active: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByLabel(/^Título/);
    this.description = page.getByLabel(/^Descrição/);
    this.url = page.getByLabel(/^URL do vídeo/);
    this.type = page.getByLabel(/^Tipo/);
    this.active = page.getByRole('checkbox', { name: 'Vídeo Ativo?' });
  }

  saveButton(name: 'Cadastrar Vídeo' | 'Salvar Alterações'): Locator {
    return this.page.getByRole('button', { name });
  }
}
