import type { Locator, Page } from '@playwright/test';

/** The back-office client list, /app/clientes. */
export class ClientListPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly count: Locator;
  readonly paging: Locator;
  readonly addButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Lista de Clientes', level: 1 });
    this.search = page.getByRole('searchbox', { name: 'Pesquisar por nome' });
    this.table = page.getByRole('region', { name: 'Clientes cadastrados' });
    this.count = page.getByText(/^\d+ clientes? encontrados?$/);
    this.paging = page.getByRole('navigation', { name: 'Paginação da lista de clientes' });
    this.addButton = page.getByRole('link', { name: 'Novo cliente' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/app/clientes${query}`);
    await this.heading.waitFor();
  }

  /** The names of the rows on screen, read from each row's edit action (once each: the table may draw a cell in more than one layer). */
  async names(): Promise<string[]> {
    // Read in one go, so that a table drawn again meanwhile cannot leave a row behind.
    const labels = await this.table.getByRole('link', { name: /^Editar cliente / }).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    return [...new Set(labels.map((label) => (label ?? '').replace(/^Editar cliente /, '')))];
  }

  editLink(name: string): Locator {
    return this.table.getByRole('link', { name: `Editar cliente ${name}` });
  }
}

/** The client form, /app/clientes/novo and /app/clientes/editar/:id. */
export class ClientFormPage {
  readonly name: Locator;
  readonly phone: Locator;
  readonly email: Locator;
  readonly active: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('Nome');
    this.phone = page.getByLabel('Telefone');
    this.email = page.getByLabel('E-mail');
    this.active = page.getByRole('checkbox', { name: 'Cliente Ativo?' });
    this.back = page.getByRole('link', { name: 'Voltar' });
  }

  saveButton(name: 'Cadastrar Cliente' | 'Salvar Alterações'): Locator {
    return this.page.getByRole('button', { name });
  }
}
